import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorText } from '../ui/error-text';
import ui from '../ui/family.module.css';
import { TextField } from '../ui/text-field';
import { signInWithPassword } from './sign-in-calls';
import { failureOf, NO_FAILURE, type Failure } from '../ui/failure';

/** E-mail address and password, for a guardian whose account has them. */
export function EmailSignIn({ onSignedIn }: { onSignedIn: (guardian: boolean) => void }) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>(NO_FAILURE);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(NO_FAILURE);
    try {
      onSignedIn(await signInWithPassword(email, password));
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={intl.formatMessage({ id: 'familyApp.email' })}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={failure.fields.email}
      />
      <TextField
        label={intl.formatMessage({ id: 'familyApp.password' })}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={failure.fields.password}
      />
      <ErrorText error={failure.error} />
      <div className={ui.actions}>
        <button type="submit" className={ui.button} disabled={busy}>
          <FormattedMessage id="familyApp.signIn" />
        </button>
      </div>
    </form>
  );
}
