import { acceptInviteInputSchema } from '@app/shared/accounts/tenancy.schemas';
import { Button, Center, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { ApiError } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { logout, useAuth } from '../auth';
import { useAcceptInvitation } from './profiles.api';

export function AcceptInvitationPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const accept = useAcceptInvitation();
  const form = useForm({
    initialValues: { phone: '', code: '' },
    validate: zod4Resolver(acceptInviteInputSchema, { errorPriority: 'first' }),
  });

  const submit = form.onSubmit((values) => {
    const input = acceptInviteInputSchema.parse(values);
    accept.mutate(
      { ...input, code: input.code.toUpperCase() },
      {
        onSuccess: async () => {
          notifySuccess('Invitation accepted successfully');
          // Sign out so that the next sign-in brings the new school in the user's tenants.
          await logout();
          queryClient.clear();
          navigate('/login', { replace: true });
        },
        // Too many tries is not a wrong code: say so, so the person waits instead of retyping.
        onError: (error) =>
          notifyError(
            error instanceof ApiError && error.status === 429
              ? error.message
              : 'Invalid invitation code or phone number',
          ),
      },
    );
  });

  const hasSchools = (user?.tenants.length ?? 0) > 0;
  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={520}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Stack gap={4}>
              <PageHeading title="Accept an Invitation" />
              <Text c="dimmed" size="sm">
                {hasSchools
                  ? 'Enter the phone number and the code from the invitation message to join another school.'
                  : 'You do not belong to a school yet. Enter the phone number and the code from your invitation message.'}
              </Text>
            </Stack>
            <TextInput
              label="Phone number"
              placeholder="0712345678"
              type="tel"
              autoComplete="tel"
              required
              {...form.getInputProps('phone')}
            />
            <TextInput
              label="Invitation code"
              placeholder="8-character code"
              autoComplete="one-time-code"
              required
              {...form.getInputProps('code')}
            />
            <Group justify={hasSchools ? 'space-between' : 'flex-end'} mt="sm">
              {hasSchools && (
                <Button variant="default" onClick={() => navigate('/select-profile')}>
                  Back to profiles
                </Button>
              )}
              <Button type="submit" loading={accept.isPending}>
                Accept Invitation
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
