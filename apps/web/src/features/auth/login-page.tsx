import { loginInputSchema, type LoginInput } from '@app/shared/accounts/auth.schemas';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazy, Suspense, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { clearAuthFeedback, login } from './auth-actions';
import { setAuthState, useAuth } from './auth-store';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';
import { linkTo } from '../../i18n/message-links';
import { useZodValidate } from '../../i18n/use-zod-validate';

// Run-sheet actions kept on this device until their person signs in again; loaded apart, as it reads
// the device's store (Dexie), which the sign-in form itself does not need.
const SignInToSendNotice = lazy(async () => ({
  default: (await import('../run-sheet')).SignInToSendNotice,
}));

export function LoginPage() {
  const navigate = useNavigate();
  const { loading, error, sessionExpired } = useAuth();
  const intl = useIntl();
  const form = useForm<LoginInput>({
    initialValues: { email: '', password: '' },
    validate: useZodValidate<LoginInput>(loginInputSchema),
  });
  // The server words it in this language (Accept-Language), as the catalogue does.
  const unconfirmed = intl.formatMessage({ id: 'auth.unconfirmedLogin' });

  useEffect(clearAuthFeedback, []);

  const submit = form.onSubmit(async (values) => {
    if (await login(loginInputSchema.parse(values))) navigate('/select-profile', { replace: true });
  });

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.signInTitle' })}
      tabTitle={intl.formatMessage({ id: 'auth.signInTab' })}
      subtitle={intl.formatMessage({ id: 'auth.signInSubtitle' })}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {sessionExpired && !error && (
            <Alert color="blue" variant="light" role="status">
              <FormattedMessage id="auth.sessionExpired" />
            </Alert>
          )}
          <Suspense fallback={null}>
            <SignInToSendNotice />
          </Suspense>
          <FormError
            message={error}
            action={
              error === unconfirmed && (
                <Anchor
                  component={Link}
                  to="/confirm-email"
                  onClick={() =>
                    setAuthState({ registeredEmail: form.getValues().email.trim().toLowerCase() })
                  }
                >
                  <FormattedMessage id="auth.enterConfirmationCode" />
                </Anchor>
              )
            }
          />
          <TextInput
            label={intl.formatMessage({ id: 'auth.email' })}
            type="email"
            autoComplete="email"
            required
            // The one thing to do on this page is to type the address: the cursor starts there.
            autoFocus
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={intl.formatMessage({ id: 'auth.password' })}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/reset-password" size="sm">
              <FormattedMessage id="auth.forgotPassword" />
            </Anchor>
          </Group>
          <Button type="submit" loading={loading} fullWidth>
            <FormattedMessage id="auth.signIn" />
          </Button>
          {/* Guardians often have a phone and no e-mail address (ADR 022). */}
          <Button component={Link} to="/login/phone" variant="default" fullWidth>
            <FormattedMessage id="auth.signInWithPhone" />
          </Button>
          <Stack gap={4} align="center">
            <Text size="sm">
              <FormattedMessage id="auth.noAccountYet" values={linkTo('/register')} />
            </Text>
            <Text size="sm">
              <FormattedMessage id="auth.invitedBySchool" values={linkTo('/accept-invitation')} />
            </Text>
          </Stack>
        </Stack>
      </form>
    </AuthCard>
  );
}
