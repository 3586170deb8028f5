import { Select, Stack, Switch, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  RESTRICTION_EVENT_TYPES,
  RESTRICTION_REASONS,
  studentRestrictionInputSchema,
  type StudentRestriction,
  type StudentRestrictionInput,
} from '@app/shared/student-restrictions/student-restriction.schemas';
import { DateRangeFields } from '../../components/date-field';
import type { RecordFormDeclaration } from '../records/record-form-modal';
import { StudentSelect } from '../records/student-guardian-selects';

/**
 * The form's values: what is sent (the selects hold codes as text), plus the edited restriction's
 * student name so the student select can show it before its options load; the schema drops the name.
 */
export type RestrictionFormValues = StudentRestrictionInput & { student_name?: string | undefined };

const options = (codes: readonly { id: number; label: string }[]) =>
  codes.map((code) => ({ value: String(code.id), label: code.label }));
const eventTypes = options(RESTRICTION_EVENT_TYPES);
const reasons = options(RESTRICTION_REASONS);

function RestrictionFields({ form }: { form: UseFormReturnType<RestrictionFormValues> }) {
  const { values, errors } = form;
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
      <Select label="Event Type" data={eventTypes} {...select('event_type')} />
      <Select label="Reason" data={reasons} {...select('reason')} />
      <DateRangeFields
        values={values}
        errors={errors}
        onChange={(field, value) => form.setFieldValue(field, value)}
      />
      <Switch
        label="Reported by guardian"
        {...form.getInputProps('reported_by_guardian', { type: 'checkbox' })}
      />
      <Textarea label="Notes" rows={3} {...form.getInputProps('notes')} />
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
