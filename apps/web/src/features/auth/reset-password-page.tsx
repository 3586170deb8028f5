import { emailOnlySchema, type EmailOnlyInput } from '@app/shared/accounts/auth.schemas';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link, useNavigate } from 'react-router';
import { notifySuccess } from '../../lib/notify';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';
import { useRequestPasswordReset } from './password-reset.api';

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const form = useForm<EmailOnlyInput>({
    initialValues: { email: '' },
    validate: zod4Resolver(emailOnlySchema, { errorPriority: 'first' }),
  });

  const submit = form.onSubmit((values) => {
    const input = emailOnlySchema.parse(values);
    request.mutate(input, {
      onSuccess: () => {
        notifySuccess('Code sent!');
        // The confirm screen sends the address too, so wrong tries count against this code.
        navigate('/reset-password-confirm', { state: { email: input.email } });
      },
    });
  });

  return (
    <AuthCard title="Reset password" subtitle="We will e-mail you a code to set a new password">
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError message={request.isError && 'Failed to request password reset. Please try again.'} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={request.isPending} fullWidth>
            Send reset code
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
