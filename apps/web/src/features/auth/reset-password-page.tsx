import { emailOnlySchema, type EmailOnlyInput } from '@app/shared/accounts/auth.schemas';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { notifySuccess } from '../../lib/notify';
import { useZodValidate } from '../../i18n/use-zod-validate';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';
import { useRequestPasswordReset } from './password-reset.api';

export function ResetPasswordPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const form = useForm<EmailOnlyInput>({
    initialValues: { email: '' },
    validate: useZodValidate<EmailOnlyInput>(emailOnlySchema),
  });

  const submit = form.onSubmit((values) => {
    const input = emailOnlySchema.parse(values);
    request.mutate(input, {
      onSuccess: () => {
        notifySuccess(intl.formatMessage({ id: 'auth.codeSent' }));
        // The confirm screen sends the address too, so wrong tries count against this code.
        navigate('/reset-password-confirm', { state: { email: input.email } });
      },
    });
  });

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.resetTitle' })}
      subtitle={intl.formatMessage({ id: 'auth.resetSubtitle' })}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError message={request.isError && intl.formatMessage({ id: 'auth.resetRequestFailed' })} />
          <TextInput
            label={intl.formatMessage({ id: 'auth.email' })}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={request.isPending} fullWidth>
            <FormattedMessage id="auth.sendResetCode" />
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            <FormattedMessage id="auth.backToSignIn" />
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
