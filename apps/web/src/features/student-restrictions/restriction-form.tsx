import { Select, Stack, Switch, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  RESTRICTION_EVENT_TYPES,
  RESTRICTION_REASONS,
  studentRestrictionInputSchema,
  type StudentRestriction,
  type StudentRestrictionInput,
} from '@app/shared/student-restrictions/student-restriction.schemas';
import { useIntl } from 'react-intl';
import { DateRangeFields } from '../../components/date-field';
import type { RecordFormDeclaration } from '../records/record-form-modal';
import { StudentSelect } from '../records/student-guardian-selects';
import { EVENT_TYPE_KEYS, REASON_KEYS } from './restriction-labels';

/**
 * The form's values: what is sent (the selects hold codes as text), plus the edited restriction's
 * student name so the student select can show it before its options load; the schema drops the name.
 */
export type RestrictionFormValues = StudentRestrictionInput & { student_name?: string | undefined };

function RestrictionFields({ form }: { form: UseFormReturnType<RestrictionFormValues> }) {
  const intl = useIntl();
  const { values, errors } = form;
  const eventTypes = RESTRICTION_EVENT_TYPES.map((code) => ({
    value: String(code.id),
    label: intl.formatMessage({ id: EVENT_TYPE_KEYS[code.id] }),
  }));
  const reasons = RESTRICTION_REASONS.map((code) => ({
    value: String(code.id),
    label: intl.formatMessage({ id: REASON_KEYS[code.id] }),
  }));
  // The edited restriction's student, as first shown; later picks are the select's own.
  const initial = form.getInitialValues();
  const select = (field: 'event_type' | 'reason') => ({
    value: values[field] ? String(values[field]) : null,
    onChange: (value: string | null) => form.setFieldValue(field, value ?? ''),
    error: errors[field],
    allowDeselect: false,
    required: true,
  });
  return (
    <Stack gap="sm">
      <StudentSelect
        value={values.student}
        onChange={(value) => form.setFieldValue('student', value)}
        selected={initial.student_name ? { value: initial.student, label: initial.student_name } : undefined}
        error={errors.student}
        autoFocus
      />
      <Select
        label={intl.formatMessage({ id: 'restrictions.eventType' })}
        data={eventTypes}
        {...select('event_type')}
      />
      <Select
        label={intl.formatMessage({ id: 'restrictions.reason' })}
        data={reasons}
        {...select('reason')}
      />
      <DateRangeFields
        values={values}
        errors={errors}
        onChange={(field, value) => form.setFieldValue(field, value)}
      />
      <Switch
        label={intl.formatMessage({ id: 'restrictions.reportedByGuardianLabel' })}
        {...form.getInputProps('reported_by_guardian', { type: 'checkbox' })}
      />
      <Textarea
        label={intl.formatMessage({ id: 'restrictions.notes' })}
        rows={3}
        {...form.getInputProps('notes')}
      />
    </Stack>
  );
}

export type RestrictionFormOutput = ReturnType<typeof studentRestrictionInputSchema.parse>;

/** One form for add and edit of a restriction. */
export const restrictionForm: RecordFormDeclaration<
  StudentRestriction,
  RestrictionFormValues,
  RestrictionFormOutput
> = {
  schema: studentRestrictionInputSchema,
  initialValues: (restriction) => ({
    student: restriction?.student ?? '',
    event_type: restriction ? String(restriction.event_type) : '',
    reason: restriction ? String(restriction.reason) : '',
    start_date: restriction?.start_date ?? '',
    end_date: restriction?.end_date ?? '',
    reported_by_guardian: restriction?.reported_by_guardian ?? false,
    notes: restriction?.notes ?? '',
    student_name: restriction?.student_name,
  }),
  fields: (form) => <RestrictionFields form={form} />,
};
