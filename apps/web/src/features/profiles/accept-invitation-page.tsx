import { acceptInviteInputSchema } from '@app/shared/accounts/tenancy.schemas';
import { Button, Center, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { ref } from '@app/shared/i18n/message-ref';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { useZodValidate } from '../../i18n/use-zod-validate';
import { ApiError } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { logout, useAuth } from '../auth';
import { useAcceptInvitation } from './profiles.api';

type InvitationValues = { phone: string; code: string };

// A sample number, the same in every language.
const PHONE_EXAMPLE = '0712345678';

export function AcceptInvitationPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const accept = useAcceptInvitation();
  const validate = useZodValidate<InvitationValues>(acceptInviteInputSchema);
  const form = useForm<InvitationValues>({ initialValues: { phone: '', code: '' }, validate });

  const submit = form.onSubmit((values) => {
    const input = acceptInviteInputSchema.parse(values);
    accept.mutate(
      { ...input, code: input.code.toUpperCase() },
      {
        onSuccess: async () => {
          notifySuccess(ref('profiles.invitationAccepted'));
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
              : ref('profiles.invalidInvitation'),
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
              <PageHeading title={intl.formatMessage({ id: 'profiles.acceptAnInvitation' })} />
              <Text c="dimmed" size="sm">
                <FormattedMessage id={hasSchools ? 'profiles.joinAnotherSchool' : 'profiles.noSchoolYet'} />
              </Text>
            </Stack>
            <TextInput
              label={intl.formatMessage({ id: 'profiles.phoneNumber' })}
              placeholder={PHONE_EXAMPLE}
              type="tel"
              autoComplete="tel"
              required
              {...form.getInputProps('phone')}
            />
            <TextInput
              label={intl.formatMessage({ id: 'profiles.invitationCode' })}
              placeholder={intl.formatMessage({ id: 'profiles.codePlaceholder' })}
              autoComplete="one-time-code"
              required
              {...form.getInputProps('code')}
            />
            <Group justify={hasSchools ? 'space-between' : 'flex-end'} mt="sm">
              {hasSchools && (
                <Button variant="default" onClick={() => navigate('/select-profile')}>
                  <FormattedMessage id="profiles.backToProfiles" />
                </Button>
              )}
              <Button type="submit" loading={accept.isPending}>
                <FormattedMessage id="profiles.acceptInvitation" />
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
