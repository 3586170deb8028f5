import { loginInputSchema, type LoginInput } from '@app/shared/accounts/auth.schemas';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { clearAuthFeedback, login } from './auth-actions';
import { setAuthState, useAuth } from './auth-store';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';

const UNCONFIRMED = 'Please confirm your e-mail address before signing in.';

// Run-sheet actions kept on this device until their person signs in again; loaded apart, as it reads
// the device's store (Dexie), which the sign-in form itself does not need.
const SignInToSendNotice = lazy(async () => ({
  default: (await import('../run-sheet')).SignInToSendNotice,
}));

export function LoginPage() {
  const navigate = useNavigate();
  const { loading, error, sessionExpired } = useAuth();
  const form = useForm<LoginInput>({
    initialValues: { email: '', password: '' },
    validate: zod4Resolver(loginInputSchema, { errorPriority: 'first' }),
  });

  useEffect(clearAuthFeedback, []);

  const submit = form.onSubmit(async (values) => {
    if (await login(loginInputSchema.parse(values))) navigate('/select-profile', { replace: true });
  });

  return (
    <AuthCard title="School Bus Admin" tabTitle="Sign in" subtitle="Sign in to manage school transport">
      <form onSubmit={submit} noValidate>
        <Stack>
          {sessionExpired && !error && (
            <Alert color="blue" variant="light" role="status">
              Your session has expired. Please sign in again.
            </Alert>
          )}
          <Suspense fallback={null}>
            <SignInToSendNotice />
          </Suspense>
          <FormError
            message={error}
            action={
              error === UNCONFIRMED && (
                <Anchor
                  component={Link}
                  to="/confirm-email"
                  onClick={() =>
                    setAuthState({ registeredEmail: form.getValues().email.trim().toLowerCase() })
                  }
                >
                  Enter your confirmation code
                </Anchor>
              )
            }
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            // The one thing to do on this page is to type the address: the cursor starts there.
            autoFocus
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/reset-password" size="sm">
              Forgot your password?
            </Anchor>
          </Group>
          <Button type="submit" loading={loading} fullWidth>
            Sign in
          </Button>
          <Stack gap={4} align="center">
            <Text size="sm">
              No account yet?{' '}
              <Anchor component={Link} to="/register">
                Register
              </Anchor>
            </Text>
            <Text size="sm">
              Invited by a school?{' '}
              <Anchor component={Link} to="/accept-invitation">
                Accept an invitation
              </Anchor>
            </Text>
          </Stack>
        </Stack>
      </form>
    </AuthCard>
  );
}
