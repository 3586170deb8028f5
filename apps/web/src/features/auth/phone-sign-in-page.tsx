import {
  phoneSignInInputSchema,
  phoneVerifyInputSchema,
  type PhoneSignInInput,
  type PhoneVerifyInput,
} from '@app/shared/accounts/phone-sign-in.schemas';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useZodValidate } from '../../i18n/use-zod-validate';
import { clearAuthFeedback, phoneSignIn, requestPhoneCode } from './auth-actions';
import { AuthCard } from './auth-card';
import { useAuth } from './auth-store';
import { FormError } from './form-error';

// A sample number, the same in every language.
const PHONE_EXAMPLE = '0712345678';

/**
 * Sign-in by phone (ADR 022): the phone, then the 6-digit code the server texts to it, or the code of
 * the school's invitation (a guardian's first sign-in, which makes their account). Lands as any sign-in.
 */
export function PhoneSignInPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { loading, error } = useAuth();
  // The phone the code belongs to, once chosen; whether a code was texted to it from this page.
  const [phone, setPhone] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const phoneForm = useForm<PhoneSignInInput>({
    initialValues: { phone: '' },
    validate: useZodValidate<PhoneSignInInput>(phoneSignInInputSchema),
  });
  const codeForm = useForm<PhoneVerifyInput>({
    initialValues: { phone: '', code: '' },
    validate: useZodValidate<PhoneVerifyInput>(phoneVerifyInputSchema),
  });

  useEffect(clearAuthFeedback, []);

  const sendCode = async (to: string) => {
    if (await requestPhoneCode({ phone: to }, phoneForm.setErrors)) {
      setPhone(to);
      setCodeSent(true);
      codeForm.setValues({ phone: to, code: '' });
    }
  };

  const submitPhone = phoneForm.onSubmit((values) => sendCode(phoneSignInInputSchema.parse(values).phone));

  // An invited guardian already holds a code: the invitation's.
  const haveCode = () => {
    if (phoneForm.validate().hasErrors) return;
    const to = phoneSignInInputSchema.parse(phoneForm.getValues()).phone;
    clearAuthFeedback();
    setPhone(to);
    setCodeSent(false);
    codeForm.setValues({ phone: to, code: '' });
  };

  const submitCode = codeForm.onSubmit(async (values) => {
    if (await phoneSignIn(phoneVerifyInputSchema.parse(values), codeForm.setErrors)) {
      navigate('/select-profile', { replace: true });
    }
  });

  const changePhone = () => {
    clearAuthFeedback();
    setPhone(null);
    setCodeSent(false);
  };

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.signInTitle' })}
      tabTitle={intl.formatMessage({ id: 'auth.signInWithPhone' })}
      subtitle={intl.formatMessage({ id: 'auth.phoneSignInSubtitle' })}
    >
      {phone === null ? (
        <form onSubmit={submitPhone} noValidate>
          <Stack>
            <FormError message={error} />
            <TextInput
              label={intl.formatMessage({ id: 'auth.phone' })}
              placeholder={PHONE_EXAMPLE}
              type="tel"
              autoComplete="tel"
              required
              // The one thing to do on this page is to type the phone: the cursor starts there.
              autoFocus
              {...phoneForm.getInputProps('phone')}
            />
            <Button type="submit" loading={loading} fullWidth>
              <FormattedMessage id="auth.sendCode" />
            </Button>
            <Button variant="subtle" onClick={haveCode} fullWidth>
              <FormattedMessage id="auth.haveCode" />
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={submitCode} noValidate>
          <Stack>
            {codeSent && !error && (
              <Alert color="blue" variant="light" role="status">
                <FormattedMessage id="auth.phoneCodeSent" />
              </Alert>
            )}
            <FormError message={error} />
            <TextInput
              label={intl.formatMessage({ id: 'auth.phone' })}
              readOnly
              {...codeForm.getInputProps('phone')}
            />
            <TextInput
              label={intl.formatMessage({ id: 'auth.code' })}
              description={intl.formatMessage({ id: 'auth.phoneCodeHint' })}
              autoComplete="one-time-code"
              required
              autoFocus
              {...codeForm.getInputProps('code')}
            />
            <Button type="submit" loading={loading} fullWidth>
              <FormattedMessage id="auth.signIn" />
            </Button>
            <Group justify="space-between" gap="xs">
              <Button variant="subtle" size="compact-sm" onClick={() => void sendCode(phone)}>
                <FormattedMessage id="auth.sendNewCode" />
              </Button>
              <Button variant="subtle" size="compact-sm" onClick={changePhone}>
                <FormattedMessage id="auth.changePhone" />
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          <FormattedMessage id="auth.signInWithEmail" />
        </Anchor>
      </Text>
    </AuthCard>
  );
}
