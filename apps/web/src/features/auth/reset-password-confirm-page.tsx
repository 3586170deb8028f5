import { resetConfirmInputSchema, type ResetConfirmInput } from '@app/shared/accounts/auth.schemas';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';
import { useConfirmPasswordReset } from './password-reset.api';

const REDIRECT_MS = 3000;

export function ResetPasswordConfirmPage() {
  const navigate = useNavigate();
  const email = (useLocation().state as { email?: string } | null)?.email;
  const reset = useConfirmPasswordReset();
  // The code is checked against this address's account only; opened directly, the page asks for it.
  const form = useForm<ResetConfirmInput>({
    initialValues: { email: email ?? '', code: '', new_password1: '', new_password2: '' },
    validate: zod4Resolver(resetConfirmInputSchema, { errorPriority: 'first' }),
  });

  // Spec part 1 §2: after a successful reset, /login after 3 seconds.
  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const submit = form.onSubmit((values) => {
    reset.mutate(resetConfirmInputSchema.parse(values));
  });

  return (
    <AuthCard
      title="Set a new password"
      subtitle={email ? `Enter the code we sent to ${email}` : 'Enter the code from your e-mail'}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError
            message={reset.isError && 'Failed to reset password. Please check your code and try again.'}
          />
          {reset.isSuccess && (
            <Alert color="green" variant="light">
              Password reset successful!
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            readOnly={!!email}
            variant={email ? 'filled' : 'default'}
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Reset code"
            placeholder="Enter the 6-digit code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            {...form.getInputProps('code')}
          />
          <PasswordInput
            label="New password"
            description="At least 8 characters"
            autoComplete="new-password"
            required
            {...form.getInputProps('new_password1')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            {...form.getInputProps('new_password2')}
          />
          <Button type="submit" loading={reset.isPending} disabled={reset.isSuccess} fullWidth>
            Reset password
          </Button>
          <Anchor component={Link} to="/reset-password" size="sm" ta="center">
            Ask for a new code
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
