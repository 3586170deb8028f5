import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import ui from '../ui/family.module.css';
import { EmailSignIn } from './email-sign-in';
import { PhoneSignIn } from './phone-sign-in';

/** Sign in (issue 23 §1): a phone and the code sent to it by SMS, or an e-mail address and password. */
export function SignInPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [method, setMethod] = useState<'phone' | 'email'>('phone');
  const [noGuardian, setNoGuardian] = useState(false);
  const title = intl.formatMessage({ id: 'familyApp.signInTitle' });
  useEffect(() => {
    document.title = intl.formatMessage({ id: 'familyApp.pageTitle' }, { screen: title });
  }, [intl, title]);

  const signedIn = (guardian: boolean) => {
    if (guardian) navigate('/family', { replace: true });
    else setNoGuardian(true);
  };

  return (
    <main className={ui.main}>
      <h1 className={ui.title}>{title}</h1>
      <p className={ui.dimmed}>
        <FormattedMessage id="familyApp.signInIntro" />
      </p>
      {noGuardian && (
        <p className={ui.error} role="alert">
          <FormattedMessage id="familyApp.noGuardianProfile" />
        </p>
      )}
      {method === 'phone' ? <PhoneSignIn onSignedIn={signedIn} /> : <EmailSignIn onSignedIn={signedIn} />}
      <button
        type="button"
        className={ui.secondary}
        onClick={() => {
          setNoGuardian(false);
          setMethod(method === 'phone' ? 'email' : 'phone');
        }}
      >
        <FormattedMessage id={method === 'phone' ? 'familyApp.useEmail' : 'familyApp.usePhone'} />
      </button>
    </main>
  );
}
