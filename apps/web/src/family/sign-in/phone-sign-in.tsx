import { PHONE_FIELD_NAME, SIGN_IN_PAGE_PATH } from '@app/shared/family/sign-in-page';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localize } from '@app/shared/i18n/localize';
import { ErrorText } from '../ui/error-text';
import ui from '../ui/family.module.css';
import { TextField } from '../ui/text-field';
import { sendPhoneCode, signInWithCode } from './sign-in-calls';
import { failureOf, NO_FAILURE, type Failure } from '../ui/failure';
import { phoneOnPage, takePostedPhone } from './typed-before-script';

/** The phone, then the code the SMS brought (or the invitation's code, on a first sign-in). */
export function PhoneSignIn({ onSignedIn }: { onSignedIn: (guardian: boolean) => void }) {
  const intl = useIntl();
  const [phone, setPhone] = useState(phoneOnPage);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>(NO_FAILURE);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    setFailure(NO_FAILURE);
    try {
      if (sent === null) setSent(await sendPhoneCode(phone));
      else onSignedIn(await signInWithCode(phone, code));
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };

  // Pressed before the script arrived: the server gave the page back with the phone; ask for its code now.
  useEffect(() => {
    if (takePostedPhone()) void submit();
    // Once, on the first render: `submit` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A plain form too: pressed before the script arrived, it posts the phone to the server (family-app.ts).
  return (
    <form method="post" action={SIGN_IN_PAGE_PATH} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={intl.formatMessage({ id: 'familyApp.phone' })}
        name={PHONE_FIELD_NAME}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={phone}
        onChange={(event) => {
          setPhone(event.target.value);
          setSent(null);
        }}
        error={failure.fields.phone}
      />
      {sent !== null && (
        <>
          <p className={ui.notice} role="status">
            {localize(intl, sent)}
          </p>
          <TextField
            label={intl.formatMessage({ id: 'familyApp.code' })}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={failure.fields.code}
          />
        </>
      )}
      <ErrorText error={failure.error} />
      <div className={ui.actions}>
        <button type="submit" className={ui.button} disabled={busy}>
          <FormattedMessage id={sent === null ? 'familyApp.sendCode' : 'familyApp.signIn'} />
        </button>
        {sent !== null && (
          <button type="button" className={ui.secondary} disabled={busy} onClick={() => setSent(null)}>
            <FormattedMessage id="familyApp.sendAgain" />
          </button>
        )}
      </div>
    </form>
  );
}
