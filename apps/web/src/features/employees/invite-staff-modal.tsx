import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { sendInviteInputSchema } from '@app/shared/accounts/tenancy.schemas';
import type { Employee } from '@app/shared/employees/employee.schemas';
import { ApiError, errorMessage } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRetained } from '../../lib/use-retained';
import { useInvitationRoles, useSendInvitation } from './invitations.api';

/** Staff profiles (spec part 2 §6: the employee invite uses profile type 400 and the SMS channel). */
const STAFF_PROFILE_TYPE = 400;
const FAILED = 'Failed to send invitation';
// The fields a person can correct; the server's messages about the others go to a toast.
const SHOWN_FIELDS = ['phone', 'email', 'role'];

type Values = { phone: string; email: string; role: number | ''; profile_type: number; profile_id: string };

/** 'Invite Staff': an invitation code by SMS that gives its holder a staff profile for this employee. */
export function InviteStaffModal({ employee, onClose }: { employee: Employee | null; onClose: () => void }) {
  // Kept while the modal fades out after closing.
  const shown = useRetained(employee);
  return (
    <Modal opened={employee !== null} onClose={onClose} title="Invite Staff" centered>
      {shown && <InviteStaffForm key={shown.id} employee={shown} onClose={onClose} />}
    </Modal>
  );
}

function InviteStaffForm({ employee, onClose }: { employee: Employee; onClose: () => void }) {
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
    validate: zod4Resolver(sendInviteInputSchema),
  });

  const submit = form.onSubmit((values) => {
    send.mutate(sendInviteInputSchema.parse(values), {
      onSuccess: () => {
        notifySuccess('Invitation sent successfully');
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
          {employee.full_name} gets a code by SMS to join this school with a staff profile.
        </Text>
        <TextInput
          label="Phone Number"
          description="10 to 15 digits"
          required
          type="tel"
          inputMode="tel"
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('phone')}
        />
        <TextInput
          label="Email"
          description="Optional: the code is e-mailed too"
          type="email"
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <Select
          label="Role"
          required
          data={(roles.data ?? []).map((role) => ({ value: String(role.id), label: role.name }))}
          value={form.values.role === '' ? null : String(form.values.role)}
          onChange={(value) => form.setFieldValue('role', value ? Number(value) : '')}
          error={form.errors.role ?? (roles.isError ? 'Failed to load form options' : undefined)}
          allowDeselect={false}
        />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={send.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={send.isPending}>
          Send Invitation
        </Button>
      </Group>
    </form>
  );
}
