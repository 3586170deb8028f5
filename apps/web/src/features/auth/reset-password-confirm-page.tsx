import { resetConfirmInputSchema, type ResetConfirmInput } from '@app/shared/accounts/auth.schemas';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { useZodValidate } from '../../i18n/use-zod-validate';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';
import { useConfirmPasswordReset } from './password-reset.api';

const REDIRECT_MS = 3000;

export function ResetPasswordConfirmPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const email = (useLocation().state as { email?: string } | null)?.email;
  const reset = useConfirmPasswordReset();
  // The code is checked against this address's account only; opened directly, the page asks for it.
  const form = useForm<ResetConfirmInput>({
    initialValues: { email: email ?? '', code: '', new_password1: '', new_password2: '' },
    validate: useZodValidate<ResetConfirmInput>(resetConfirmInputSchema),
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
      title={intl.formatMessage({ id: 'auth.newPasswordTitle' })}
      subtitle={
        email
          ? intl.formatMessage({ id: 'auth.newPasswordSubtitleTo' }, { email })
          : intl.formatMessage({ id: 'auth.newPasswordSubtitle' })
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError message={reset.isError && intl.formatMessage({ id: 'auth.resetFailed' })} />
          {reset.isSuccess && (
            <Alert color="green" variant="light">
              <FormattedMessage id="auth.resetSucceeded" />
            </Alert>
          )}
          <TextInput
            label={intl.formatMessage({ id: 'auth.email' })}
            type="email"
            autoComplete="email"
            required
            readOnly={!!email}
            variant={email ? 'filled' : 'default'}
            {...form.getInputProps('email')}
          />
          <TextInput
            label={intl.formatMessage({ id: 'auth.resetCode' })}
            placeholder={intl.formatMessage({ id: 'auth.enterSixDigitCode' })}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            {...form.getInputProps('code')}
          />
          <PasswordInput
            label={intl.formatMessage({ id: 'auth.newPassword' })}
            description={intl.formatMessage({ id: 'auth.passwordHint' })}
            autoComplete="new-password"
            required
            {...form.getInputProps('new_password1')}
          />
          <PasswordInput
            label={intl.formatMessage({ id: 'auth.confirmNewPassword' })}
            autoComplete="new-password"
            required
            {...form.getInputProps('new_password2')}
          />
          <Button type="submit" loading={reset.isPending} disabled={reset.isSuccess} fullWidth>
            <FormattedMessage id="auth.resetPassword" />
          </Button>
          <Anchor component={Link} to="/reset-password" size="sm" ta="center">
            <FormattedMessage id="auth.askNewCode" />
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
