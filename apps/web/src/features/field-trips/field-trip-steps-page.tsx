import { Select, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  fieldTripStepInputSchema,
  fieldTripStepListQuerySchema,
  fieldTripStepsResource,
  type FieldTripStep,
} from '@app/shared/field-trips/field-trip.schemas';
import { RecordListPage, type RecordScreen } from '../records/record-list-page';
import { optionalPosition, PositionInput, positionColumn } from '../records/record-position';
import { recordTexts } from '../records/record-messages';
import { approverRoleName, approverRoleOptions } from './field-trip-labels';

type Values = { title: string; role_id: number | null; position: number | '' };

// The steps come in their order: the list's own default.
const listQuerySchema = fieldTripStepListQuerySchema.extend({
  ordering: fieldTripStepListQuerySchema.shape.ordering.catch('position').default('position'),
});

// An empty position puts the step after the last one (the server's rule).
const formSchema = fieldTripStepInputSchema.extend({
  position: optionalPosition(fieldTripStepInputSchema.shape.position),
});

const screenOf = (intl: IntlShape): RecordScreen<FieldTripStep, Values> => ({
  resource: fieldTripStepsResource,
  area: 'setup',
  title: intl.formatMessage({ id: 'fieldTripScreens.stepsTitle' }),
  listQuerySchema,
  searchDebounceMs: 500,
  columns: [
    positionColumn(intl.formatMessage({ id: 'fieldTripScreens.stepPosition' })),
    {
      key: 'title',
      title: intl.formatMessage({ id: 'fieldTripScreens.stepTitle' }),
      sortKey: 'title',
      render: (step) => step.title,
    },
    {
      key: 'role',
      title: intl.formatMessage({ id: 'fieldTripScreens.stepRole' }),
      render: (step) => approverRoleName(intl, step.role_id),
    },
  ],
  name: (step) => step.title,
  texts: recordTexts('fieldTripScreens'),
  form: {
    schema: formSchema as never,
    initialValues: (step) => ({
      title: step?.title ?? '',
      role_id: step?.role_id ?? null,
      position: step?.position ?? '',
    }),
    fields: (form) => (
      <Stack gap="sm">
        <TextInput
          label={intl.formatMessage({ id: 'fieldTripScreens.stepTitle' })}
          description={intl.formatMessage({ id: 'fieldTripScreens.stepTitleHint' })}
          required
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Select
          label={intl.formatMessage({ id: 'fieldTripScreens.stepRole' })}
          description={intl.formatMessage({ id: 'fieldTripScreens.stepRoleHint' })}
          required
          data={approverRoleOptions(intl)}
          allowDeselect={false}
          value={form.values.role_id === null ? null : String(form.values.role_id)}
          onChange={(value) => form.setFieldValue('role_id', value === null ? null : Number(value))}
          error={form.errors.role_id}
        />
        <PositionInput
          label={intl.formatMessage({ id: 'fieldTripScreens.stepPosition' })}
          description={intl.formatMessage({ id: 'fieldTripScreens.stepPositionHint' })}
          {...form.getInputProps('position')}
        />
      </Stack>
    ),
  },
});

/**
 * School Setup → Field Trip Approval Steps (issue 25 §4): who approves a field trip request, in which
 * order (for example the head teacher, then the transport manager); each added, renamed, moved or
 * deleted. A request copies the steps as they are when it is made.
 */
export function FieldTripStepsPage() {
  const intl = useIntl();
  const screen = useMemo(() => screenOf(intl), [intl]);
  return <RecordListPage screen={screen} />;
}
