import { registerInputSchema, type RegisterInput } from '@app/shared/accounts/auth.schemas';
import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { clearAuthFeedback, register } from './auth-actions';
import { useAuth } from './auth-store';
import { linkTo } from '../../i18n/message-links';
import { useZodValidate } from '../../i18n/use-zod-validate';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';

export function RegisterPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { loading, error } = useAuth();
  const form = useForm<RegisterInput>({
    initialValues: { email: '', first_name: '', last_name: '', password: '', password2: '' },
    validate: useZodValidate<RegisterInput>(registerInputSchema),
  });

  useEffect(clearAuthFeedback, []);

  const submit = form.onSubmit(async (values) => {
    if (await register(registerInputSchema.parse(values))) navigate('/confirm-email');
  });

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.registerTitle' })}
      subtitle={intl.formatMessage({ id: 'auth.signInTitle' })}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError message={error} />
          <TextInput
            label={intl.formatMessage({ id: 'auth.email' })}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <Group grow align="flex-start">
            <TextInput
              label={intl.formatMessage({ id: 'auth.firstName' })}
              autoComplete="given-name"
              required
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label={intl.formatMessage({ id: 'auth.lastName' })}
              autoComplete="family-name"
              required
              {...form.getInputProps('last_name')}
            />
          </Group>
          <PasswordInput
            label={intl.formatMessage({ id: 'auth.password' })}
            description={intl.formatMessage({ id: 'auth.passwordHint' })}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={intl.formatMessage({ id: 'auth.confirmPassword' })}
            autoComplete="new-password"
            required
            {...form.getInputProps('password2')}
          />
          <Button type="submit" loading={loading} fullWidth>
            <FormattedMessage id="auth.register" />
          </Button>
          <Text size="sm" ta="center">
            <FormattedMessage id="auth.haveAccount" values={linkTo('/login')} />
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
