import { confirmEmailInputSchema, type ConfirmEmailInput } from '@app/shared/accounts/auth.schemas';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { notifySuccess } from '../../lib/notify';
import { clearAuthFeedback, confirmEmail, hideResendNotice, resendConfirmation } from './auth-actions';
import { useAuth } from './auth-store';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';

const RESEND_NOTICE_MS = 5000;

export function ConfirmEmailPage() {
  const navigate = useNavigate();
  const { loading, error, registeredEmail, resendSuccess } = useAuth();
  const form = useForm<ConfirmEmailInput>({
    initialValues: { email: registeredEmail ?? '', code: '' },
    validate: zod4Resolver(confirmEmailInputSchema, { errorPriority: 'first' }),
  });

  useEffect(clearAuthFeedback, []);

  // The resend notice disappears after 5 s (spec part 1 §4).
  useEffect(() => {
    if (!resendSuccess) return;
    const timer = window.setTimeout(hideResendNotice, RESEND_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [resendSuccess]);

  const submit = form.onSubmit(async (values) => {
    if (!(await confirmEmail(confirmEmailInputSchema.parse(values)))) return;
    notifySuccess('Your e-mail address is confirmed. You can sign in now.');
    navigate('/login', { replace: true });
  });

  const resend = async () => {
    if (form.validateField('email').hasError) return;
    await resendConfirmation(form.getValues().email.trim().toLowerCase());
  };

  return (
    <AuthCard title="Confirm your email" subtitle="Enter the code we sent to your e-mail address">
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError message={error} />
          {resendSuccess && (
            <Alert color="green" variant="light">
              Confirmation code has been resent to your email.
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            readOnly={!!registeredEmail}
            variant={registeredEmail ? 'filled' : 'default'}
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Confirmation code"
            placeholder="6-digit code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            {...form.getInputProps('code')}
          />
          <Button type="submit" loading={loading} fullWidth>
            Confirm email
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to="/login" size="sm">
              Back to sign in
            </Anchor>
            <Button variant="subtle" size="compact-sm" onClick={resend} disabled={loading}>
              Resend code
            </Button>
          </Group>
          <Text size="xs" c="dimmed" ta="center">
            The code is valid for 15 minutes.
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
