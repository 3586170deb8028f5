import { Button, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import {
  RELATIONSHIPS,
  studentGuardianInputSchema,
  studentGuardiansResource,
  type StudentGuardian,
} from '@app/shared/student-guardians/student-guardian.schemas';
import { ApiError, errorMessage } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRetained } from '../../lib/use-retained';
import { useSaveRecord } from '../records/records.api';
import { GuardianSelect, StudentSelect } from '../records/student-guardian-selects';
import { LINK_MESSAGES } from './link-messages';

/** A student or a guardian as the modal shows it when that side is already chosen. */
export type LinkParty = { id: string; name: string };

/**
 * What the modal opens on: a new link with neither side chosen (Guardians: 'Link Student & Guardian'),
 * the student chosen (a student's 'Link Guardian'), the guardian chosen (a guardian's 'Link Student'),
 * or an existing link whose relationship and flags change ('Change').
 */
export type LinkTarget = { student?: LinkParty; guardian?: LinkParty; link?: StudentGuardian };

type Values = {
  student: string;
  guardian: string;
  relationship: string;
  is_primary: boolean;
  emergency_contact: boolean;
  trip_notifications: boolean;
};

const relationships = RELATIONSHIPS.map((relationship) => ({
  value: String(relationship.id),
  label: relationship.label,
}));

function titleOf({ student, guardian, link }: LinkTarget): string {
  if (link) return 'Change Link';
  if (student && !guardian) return 'Link Guardian';
  if (guardian && !student) return 'Link Student';
  return 'Link Student & Guardian';
}

/** Links a student and a guardian, or changes a link's relationship and flags; one modal for every screen. */
export function LinkModal({ target, onClose }: { target: LinkTarget | null; onClose: () => void }) {
  // Kept while the modal fades out after closing.
  const shown = useRetained(target);
  return (
    <Modal opened={target !== null} onClose={onClose} title={shown ? titleOf(shown) : ''} centered>
      {shown && <LinkForm target={shown} onClose={onClose} />}
    </Modal>
  );
}

function LinkForm({ target, onClose }: { target: LinkTarget; onClose: () => void }) {
  const { link } = target;
  const student = link ? { id: link.student, name: link.student_name } : target.student;
  const guardian = link ? { id: link.guardian, name: link.guardian_name } : target.guardian;
  const save = useSaveRecord<unknown, StudentGuardian>(studentGuardiansResource);
  const form = useForm<Values>({
    initialValues: {
      student: student?.id ?? '',
      guardian: guardian?.id ?? '',
      relationship: link ? String(link.relationship) : '',
      is_primary: link?.is_primary ?? false,
      emergency_contact: link?.emergency_contact ?? false,
      // Guardians hear about their children's trips unless they ask not to.
      trip_notifications: link?.trip_notifications ?? true,
    },
    validate: zod4Resolver(studentGuardianInputSchema),
  });
  const messages = link
    ? { saved: LINK_MESSAGES.updated, failed: LINK_MESSAGES.updateFailed }
    : { saved: LINK_MESSAGES.added, failed: LINK_MESSAGES.addFailed };

  const submit = form.onSubmit((values) => {
    save.mutate(
      { id: link?.id, input: studentGuardianInputSchema.parse(values) },
      {
        onSuccess: () => {
          notifySuccess(messages.saved);
          onClose();
        },
        onError: (error) => {
          // Every field is on screen (a chosen side as a read-only field), so every field message shows
          // under its field: "Mary Wanjiru is already linked to Brian Otieno." under Guardian.
          const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
          if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
          else notifyError(errorMessage(error, messages.failed));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {student ? (
          <TextInput label="Student" readOnly value={student.name} error={form.errors.student} />
        ) : (
          <StudentSelect
            value={form.values.student}
            onChange={(value) => form.setFieldValue('student', value)}
            error={form.errors.student}
            autoFocus
          />
        )}
        {guardian ? (
          <TextInput label="Guardian" readOnly value={guardian.name} error={form.errors.guardian} />
        ) : (
          <GuardianSelect
            value={form.values.guardian}
            onChange={(value) => form.setFieldValue('guardian', value)}
            error={form.errors.guardian}
            autoFocus={!!student}
          />
        )}
        <Select
          label="Relationship"
          required
          data={relationships}
          value={form.values.relationship || null}
          onChange={(value) => form.setFieldValue('relationship', value ?? '')}
          error={form.errors.relationship}
          allowDeselect={false}
          data-autofocus={student && guardian ? true : undefined}
        />
        <Switch
          label="Primary guardian"
          description="A student has one: this replaces the current primary guardian."
          {...form.getInputProps('is_primary', { type: 'checkbox' })}
        />
        <Switch
          label="Emergency contact"
          {...form.getInputProps('emergency_contact', { type: 'checkbox' })}
        />
        <Switch
          label="Trip notifications"
          description="Messages about this student's trips."
          {...form.getInputProps('trip_notifications', { type: 'checkbox' })}
        />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {link ? 'Save Changes' : 'Link'}
        </Button>
      </Group>
    </form>
  );
}
