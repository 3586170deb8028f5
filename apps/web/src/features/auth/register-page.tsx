import { registerInputSchema, type RegisterInput } from '@app/shared/accounts/auth.schemas';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { clearAuthFeedback, register } from './auth-actions';
import { useAuth } from './auth-store';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';

export function RegisterPage() {
  const navigate = useNavigate();
  const { loading, error } = useAuth();
  const form = useForm<RegisterInput>({
    initialValues: { email: '', first_name: '', last_name: '', password: '', password2: '' },
    validate: zod4Resolver(registerInputSchema, { errorPriority: 'first' }),
  });

  useEffect(clearAuthFeedback, []);

  const submit = form.onSubmit(async (values) => {
    if (await register(registerInputSchema.parse(values))) navigate('/confirm-email');
  });

  return (
    <AuthCard title="Create an account" subtitle="School Bus Admin">
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError message={error} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <Group grow align="flex-start">
            <TextInput
              label="First name"
              autoComplete="given-name"
              required
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              required
              {...form.getInputProps('last_name')}
            />
          </Group>
          <PasswordInput
            label="Password"
            description="At least 8 characters"
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            required
            {...form.getInputProps('password2')}
          />
          <Button type="submit" loading={loading} fullWidth>
            Register
          </Button>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to="/login">
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
