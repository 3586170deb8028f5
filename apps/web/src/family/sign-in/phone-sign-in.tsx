import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localize } from '@app/shared/i18n/localize';
import { ErrorText } from '../ui/error-text';
import ui from '../ui/family.module.css';
import { TextField } from '../ui/text-field';
import { sendPhoneCode, signInWithCode } from './sign-in-calls';
import { failureOf, NO_FAILURE, type Failure } from '../ui/failure';

/** The phone, then the code the SMS brought (or the invitation's code, on a first sign-in). */
export function PhoneSignIn({ onSignedIn }: { onSignedIn: (guardian: boolean) => void }) {
  const intl = useIntl();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>(NO_FAILURE);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={intl.formatMessage({ id: 'familyApp.phone' })}
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
