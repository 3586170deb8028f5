import { confirmEmailInputSchema, type ConfirmEmailInput } from '@app/shared/accounts/auth.schemas';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { notifySuccess } from '../../lib/notify';
import { clearAuthFeedback, confirmEmail, hideResendNotice, resendConfirmation } from './auth-actions';
import { useAuth } from './auth-store';
import { useZodValidate } from '../../i18n/use-zod-validate';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';

const RESEND_NOTICE_MS = 5000;

export function ConfirmEmailPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { loading, error, registeredEmail, resendSuccess } = useAuth();
  const form = useForm<ConfirmEmailInput>({
    initialValues: { email: registeredEmail ?? '', code: '' },
    validate: useZodValidate<ConfirmEmailInput>(confirmEmailInputSchema),
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
    notifySuccess(intl.formatMessage({ id: 'auth.emailConfirmed' }));
    navigate('/login', { replace: true });
  });

  const resend = async () => {
    if (form.validateField('email').hasError) return;
    await resendConfirmation(form.getValues().email.trim().toLowerCase());
  };

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.confirmTitle' })}
      subtitle={intl.formatMessage({ id: 'auth.confirmSubtitle' })}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError message={error} />
          {resendSuccess && (
            <Alert color="green" variant="light">
              <FormattedMessage id="auth.codeResent" />
            </Alert>
          )}
          <TextInput
            label={intl.formatMessage({ id: 'auth.email' })}
            type="email"
            autoComplete="email"
            required
            readOnly={!!registeredEmail}
            variant={registeredEmail ? 'filled' : 'default'}
            {...form.getInputProps('email')}
          />
          <TextInput
            label={intl.formatMessage({ id: 'auth.confirmationCode' })}
            placeholder={intl.formatMessage({ id: 'auth.sixDigitCode' })}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            {...form.getInputProps('code')}
          />
          <Button type="submit" loading={loading} fullWidth>
            <FormattedMessage id="auth.confirmEmail" />
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to="/login" size="sm">
              <FormattedMessage id="auth.backToSignIn" />
            </Anchor>
            <Button variant="subtle" size="compact-sm" onClick={resend} disabled={loading}>
              <FormattedMessage id="auth.resendCode" />
            </Button>
          </Group>
          <Text size="xs" c="dimmed" ta="center">
            <FormattedMessage id="auth.codeValidity" />
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
