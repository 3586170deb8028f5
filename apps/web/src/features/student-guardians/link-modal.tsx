import { Button, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import {
  RELATIONSHIPS,
  studentGuardianInputSchema,
  studentGuardiansResource,
  type StudentGuardian,
} from '@app/shared/student-guardians/student-guardian.schemas';
import { ApiError, errorMessage } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useZodValidate } from '../../i18n/use-zod-validate';
import { useRetained } from '../../lib/use-retained';
import { useSaveRecord } from '../records/records.api';
import { GuardianSelect, StudentSelect } from '../records/student-guardian-selects';
import { LINK_MESSAGES, RELATIONSHIP_KEYS } from './link-messages';

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

function titleOf(intl: IntlShape, { student, guardian, link }: LinkTarget): string {
  if (link) return intl.formatMessage({ id: 'studentGuardians.changeLink' });
  if (student && !guardian) return intl.formatMessage({ id: 'studentGuardians.linkGuardian' });
  if (guardian && !student) return intl.formatMessage({ id: 'studentGuardians.linkStudent' });
  return intl.formatMessage({ id: 'studentGuardians.linkStudentAndGuardian' });
}

/** Links a student and a guardian, or changes a link's relationship and flags; one modal for every screen. */
export function LinkModal({ target, onClose }: { target: LinkTarget | null; onClose: () => void }) {
  // Kept while the modal fades out after closing.
  const intl = useIntl();
  const shown = useRetained(target);
  return (
    <Modal opened={target !== null} onClose={onClose} title={shown ? titleOf(intl, shown) : ''} centered>
      {shown && <LinkForm target={shown} onClose={onClose} />}
    </Modal>
  );
}

function LinkForm({ target, onClose }: { target: LinkTarget; onClose: () => void }) {
  const intl = useIntl();
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
    validate: useZodValidate<Values>(studentGuardianInputSchema),
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
          <TextInput
            label={intl.formatMessage({ id: 'studentGuardians.student' })}
            readOnly
            value={student.name}
            error={form.errors.student}
          />
        ) : (
          <StudentSelect
            value={form.values.student}
            onChange={(value) => form.setFieldValue('student', value)}
            error={form.errors.student}
            autoFocus
          />
        )}
        {guardian ? (
          <TextInput
            label={intl.formatMessage({ id: 'studentGuardians.guardian' })}
            readOnly
            value={guardian.name}
            error={form.errors.guardian}
          />
        ) : (
          <GuardianSelect
            value={form.values.guardian}
            onChange={(value) => form.setFieldValue('guardian', value)}
            error={form.errors.guardian}
            autoFocus={!!student}
          />
        )}
        <Select
          label={intl.formatMessage({ id: 'studentGuardians.relationship' })}
          required
          data={RELATIONSHIPS.map((relationship) => ({
            value: String(relationship.id),
            label: intl.formatMessage({ id: RELATIONSHIP_KEYS[relationship.id] }),
          }))}
          value={form.values.relationship || null}
          onChange={(value) => form.setFieldValue('relationship', value ?? '')}
          error={form.errors.relationship}
          allowDeselect={false}
          data-autofocus={student && guardian ? true : undefined}
        />
        <Switch
          label={intl.formatMessage({ id: 'studentGuardians.primaryGuardian' })}
          description={intl.formatMessage({ id: 'studentGuardians.primaryHint' })}
          {...form.getInputProps('is_primary', { type: 'checkbox' })}
        />
        <Switch
          label={intl.formatMessage({ id: 'studentGuardians.emergencyContactLabel' })}
          {...form.getInputProps('emergency_contact', { type: 'checkbox' })}
        />
        <Switch
          label={intl.formatMessage({ id: 'studentGuardians.tripNotificationsLabel' })}
          description={intl.formatMessage({ id: 'studentGuardians.tripNotificationsHint' })}
          {...form.getInputProps('trip_notifications', { type: 'checkbox' })}
        />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" loading={save.isPending}>
          <FormattedMessage id={link ? 'studentGuardians.saveChanges' : 'studentGuardians.link'} />
        </Button>
      </Group>
    </form>
  );
}
