import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { sendInviteInputSchema } from '@app/shared/accounts/tenancy.schemas';
import type { Employee } from '@app/shared/employees/employee.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import { FormattedMessage, useIntl } from 'react-intl';
import { useZodValidate } from '../../i18n/use-zod-validate';
import { ApiError, errorMessage } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRetained } from '../../lib/use-retained';
import { useInvitationRoles, useSendInvitation } from './invitations.api';

/** Staff profiles (spec part 2 §6: the employee invite uses profile type 400 and the SMS channel). */
const STAFF_PROFILE_TYPE = 400;
const FAILED = ref('employees.inviteFailed');
// The fields a person can correct; the server's messages about the others go to a toast.
const SHOWN_FIELDS = ['phone', 'email', 'role'];

type Values = { phone: string; email: string; role: number | ''; profile_type: number; profile_id: string };

/** 'Invite Staff': an invitation code by SMS that gives its holder a staff profile for this employee. */
export function InviteStaffModal({ employee, onClose }: { employee: Employee | null; onClose: () => void }) {
  // Kept while the modal fades out after closing.
  const intl = useIntl();
  const shown = useRetained(employee);
  return (
    <Modal
      opened={employee !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: 'employees.inviteStaff' })}
      centered
    >
      {shown && <InviteStaffForm key={shown.id} employee={shown} onClose={onClose} />}
    </Modal>
  );
}

function InviteStaffForm({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const intl = useIntl();
  const roles = useInvitationRoles(STAFF_PROFILE_TYPE);
  const send = useSendInvitation();
  const form = useForm<Values>({
    initialValues: {
      phone: '',
      email: '',
      role: '',
      profile_type: STAFF_PROFILE_TYPE,
      profile_id: employee.id,
    },
    validate: useZodValidate<Values>(sendInviteInputSchema),
  });

  const submit = form.onSubmit((values) => {
    send.mutate(sendInviteInputSchema.parse(values), {
      onSuccess: () => {
        notifySuccess(ref('employees.inviteSent'));
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
          <FormattedMessage id="employees.inviteIntro" values={{ name: employee.full_name }} />
        </Text>
        <TextInput
          label={intl.formatMessage({ id: 'employees.phoneNumber' })}
          description={intl.formatMessage({ id: 'employees.phoneHint' })}
          required
          type="tel"
          inputMode="tel"
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('phone')}
        />
        <TextInput
          label={intl.formatMessage({ id: 'employees.email' })}
          description={intl.formatMessage({ id: 'employees.inviteEmailHint' })}
          type="email"
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <Select
          label={intl.formatMessage({ id: 'employees.role' })}
          required
          data={(roles.data ?? []).map((role) => ({ value: String(role.id), label: role.name }))}
          value={form.values.role === '' ? null : String(form.values.role)}
          onChange={(value) => form.setFieldValue('role', value ? Number(value) : '')}
          error={
            form.errors.role ??
            (roles.isError ? intl.formatMessage({ id: 'employees.formOptionsLoadError' }) : undefined)
          }
          allowDeselect={false}
        />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={send.isPending}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" loading={send.isPending}>
          <FormattedMessage id="employees.sendInvitation" />
        </Button>
      </Group>
    </form>
  );
}
