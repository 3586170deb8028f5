import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { GUARDIAN_PROFILE_TYPE, STAFF_PROFILE_TYPE } from '@app/shared/accounts/roles';
import { sendInviteInputSchema } from '@app/shared/accounts/tenancy.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useZodValidate } from '../../i18n/use-zod-validate';
import { ApiError, errorMessage } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRetained } from '../../lib/use-retained';
import { useInvitationRoles, useSendInvitation } from './invitations.api';

const FAILED = ref('invitations.failed');
// The fields a person can correct; the server's messages about the others go to a toast.
const SHOWN_FIELDS = ['phone', 'email', 'role'];

/**
 * Who is invited: an employee for a staff profile (spec part 2 §6), a guardian for a guardian's (issue
 * 23 §1), with what their record already knows of their phone and e-mail.
 */
export type Invitee = {
  profileType: typeof STAFF_PROFILE_TYPE | typeof GUARDIAN_PROFILE_TYPE;
  id: string;
  name: string;
  phone?: string;
  email?: string | null;
};

const TEXTS = {
  [STAFF_PROFILE_TYPE]: { title: 'invitations.staffTitle', intro: 'invitations.staffIntro' },
  [GUARDIAN_PROFILE_TYPE]: { title: 'invitations.guardianTitle', intro: 'invitations.guardianIntro' },
} as const;

type Values = { phone: string; email: string; role: number | ''; profile_type: number; profile_id: string };

/** 'Invite Staff' or 'Invite Guardian': a code by SMS that gives its holder a profile standing for this person. */
export function InviteModal({ invitee, onClose }: { invitee: Invitee | null; onClose: () => void }) {
  const intl = useIntl();
  // Kept while the modal fades out after closing.
  const shown = useRetained(invitee);
  return (
    <Modal
      opened={invitee !== null}
      onClose={onClose}
      title={shown ? intl.formatMessage({ id: TEXTS[shown.profileType].title }) : undefined}
      centered
    >
      {shown && <InviteForm key={`${shown.profileType}-${shown.id}`} invitee={shown} onClose={onClose} />}
    </Modal>
  );
}

function InviteForm({ invitee, onClose }: { invitee: Invitee; onClose: () => void }) {
  const intl = useIntl();
  const roles = useInvitationRoles(invitee.profileType);
  const send = useSendInvitation();
  const form = useForm<Values>({
    initialValues: {
      phone: invitee.phone ?? '',
      email: invitee.email ?? '',
      role: '',
      profile_type: invitee.profileType,
      profile_id: invitee.id,
    },
    validate: useZodValidate<Values>(sendInviteInputSchema),
  });
  // A profile type with one role (a guardian's) has it chosen already.
  const onlyRole = roles.data?.length === 1 ? roles.data[0]!.id : undefined;
  const { setFieldValue } = form;
  useEffect(() => {
    if (onlyRole !== undefined) setFieldValue('role', onlyRole);
  }, [onlyRole, setFieldValue]);

  const submit = form.onSubmit((values) => {
    send.mutate(sendInviteInputSchema.parse(values), {
      onSuccess: () => {
        notifySuccess(ref('invitations.sent'));
        onClose();
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
        form.setErrors(fieldErrors);
        const hidden = Object.keys(fieldErrors).find((field) => !SHOWN_FIELDS.includes(field));
        if (hidden) notifyError(fieldErrors[hidden]!);
        else if (Object.keys(fieldErrors).length === 0) notifyError(errorMessage(error, FAILED));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          <FormattedMessage id={TEXTS[invitee.profileType].intro} values={{ name: invitee.name }} />
        </Text>
        <TextInput
          label={intl.formatMessage({ id: 'invitations.phoneNumber' })}
          description={intl.formatMessage({ id: 'invitations.phoneHint' })}
          required
          type="tel"
          inputMode="tel"
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('phone')}
        />
        <TextInput
          label={intl.formatMessage({ id: 'invitations.email' })}
          description={intl.formatMessage({ id: 'invitations.emailHint' })}
          type="email"
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <Select
          label={intl.formatMessage({ id: 'invitations.role' })}
          required
          data={(roles.data ?? []).map((role) => ({ value: String(role.id), label: role.name }))}
          value={form.values.role === '' ? null : String(form.values.role)}
          onChange={(value) => form.setFieldValue('role', value ? Number(value) : '')}
          error={
            form.errors.role ??
            (roles.isError ? intl.formatMessage({ id: 'invitations.rolesLoadError' }) : undefined)
          }
          allowDeselect={false}
        />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={send.isPending}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" loading={send.isPending}>
          <FormattedMessage id="invitations.send" />
        </Button>
      </Group>
    </form>
  );
}
