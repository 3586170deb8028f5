import { Group, Select, Stack, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { useIntl } from 'react-intl';
import {
  DIRECTIONS,
  journeyInputSchema,
  shortTime,
  type Journey,
  type JourneyInput,
} from '@app/shared/journeys/journey.schemas';
import { canOverrideDocuments } from '@app/shared/documents/document-checks.schemas';
import { DocumentOverrideField } from '../../components/document-override-field';
import { DIRECTION_LABELS } from '../../components/journey-labels';
import { StatusSelect } from '../../components/status-select';
import { vehicleLabel } from '../../lib/vehicle-personnel-labels';
import { useCurrentRole } from '../auth';
import { useAcademicPeriodOptions } from '../records/enrolment-options';
import type { RecordFormDeclaration } from '../records/record-form-modal';
import { recordTexts } from '../records/record-messages';
import { EmployeeSelect } from '../records/employee-select';
import { VehicleSelect } from '../records/vehicle-select';

/**
 * What the form holds: the route's fields (times as HH:MM, as the time inputs give them), plus the
 * edited route's vehicle and attendant as read, so their selects show them before their options load.
 * The schema drops those two.
 */
export type JourneyFormValues = JourneyInput & {
  vehicle?: Journey['default_vehicle_details'] | undefined;
  attendant_name?: string | null | undefined;
};

function journeyFormValues(journey: Journey | null): JourneyFormValues {
  return {
    title: journey?.title ?? '',
    code: journey?.code ?? '',
    direction: (journey?.direction ?? 1) as JourneyInput['direction'],
    start_time: journey ? shortTime(journey.start_time) : '',
    end_time: journey ? shortTime(journey.end_time) : '',
    default_vehicle: journey?.default_vehicle ?? '',
    attendant: journey?.attendant ?? '',
    academic_period: journey?.academic_period ?? '',
    is_active: journey?.is_active ?? true,
    vehicle: journey?.default_vehicle_details,
    attendant_name: journey?.attendant_name,
  };
}

/** The Add Route fields (spec part 2 §7: title, code, direction, times, vehicle, attendant, period, status). */
function JourneyFields({ form }: { form: UseFormReturnType<JourneyFormValues> }) {
  const { values, errors } = form;
  const initial = form.getInitialValues();
  const intl = useIntl();
  const periods = useAcademicPeriodOptions();
  const role = useCurrentRole();
  const directionOptions = DIRECTIONS.map((direction) => ({
    value: String(direction.id),
    label: intl.formatMessage({ id: DIRECTION_LABELS[direction.id] }),
  }));
  return (
    <Stack gap="sm">
      <TextInput
        label={intl.formatMessage({ id: 'routes.routeName' })}
        required
        data-autofocus
        {...form.getInputProps('title')}
      />
      <Group grow align="flex-start">
        <TextInput
          label={intl.formatMessage({ id: 'routes.routeCode' })}
          required
          {...form.getInputProps('code')}
        />
        <Select
          label={intl.formatMessage({ id: 'routes.direction' })}
          required
          data={directionOptions}
          value={String(values.direction)}
          onChange={(value) => form.setFieldValue('direction', Number(value) as JourneyInput['direction'])}
          allowDeselect={false}
          withCheckIcon={false}
          error={errors.direction}
        />
      </Group>
      <Group grow align="flex-start">
        <TimeInput
          label={intl.formatMessage({ id: 'routes.startTime' })}
          required
          {...form.getInputProps('start_time')}
        />
        <TimeInput
          label={intl.formatMessage({ id: 'routes.endTime' })}
          required
          {...form.getInputProps('end_time')}
        />
      </Group>
      <VehicleSelect
        label={intl.formatMessage({ id: 'routes.defaultVehicle' })}
        value={values.default_vehicle}
        onChange={(value) => form.setFieldValue('default_vehicle', value)}
        selected={initial.vehicle && { value: initial.vehicle.id, label: vehicleLabel(initial.vehicle) }}
        error={errors.default_vehicle}
      />
      <EmployeeSelect
        labelKey="routes.attendant"
        placeholderKey="routes.attendantPlaceholder"
        noneFoundKey="routes.noEmployeesFound"
        value={values.attendant ?? ''}
        onChange={(value) => form.setFieldValue('attendant', value)}
        selected={
          initial.attendant && initial.attendant_name
            ? { value: initial.attendant, label: initial.attendant_name }
            : undefined
        }
        error={errors.attendant}
      />
      <Select
        label={intl.formatMessage({ id: 'routes.academicPeriod' })}
        required
        searchable
        data={periods.options}
        value={values.academic_period || null}
        onChange={(value) => form.setFieldValue('academic_period', value ?? '')}
        nothingFoundMessage={intl.formatMessage({ id: 'routes.noPeriodsYet' })}
        error={
          errors.academic_period ??
          (periods.isError ? intl.formatMessage({ id: 'common.formOptionsFailed' }) : undefined)
        }
      />
      <StatusSelect required {...form.getInputProps('is_active')} />
      <DocumentOverrideField
        error={errors.document_override_reason}
        value={values.document_override_reason}
        onChange={(value) => form.setFieldValue('document_override_reason', value)}
        canOverride={canOverrideDocuments(role)}
      />
    </Stack>
  );
}

/**
 * The route's texts, with the spec's fallbacks for a failed load, save or delete (part 2 §8: 'An unknown
 * error occurred', 'An error occurred while saving the route').
 */
export const journeyTexts = recordTexts('routes');

/** The Add Route modal's form, also used to edit a route (list and details). */
export const journeyForm: RecordFormDeclaration<Journey, JourneyFormValues, unknown> = {
  schema: journeyInputSchema,
  initialValues: journeyFormValues,
  fields: (form) => <JourneyFields form={form} />,
  size: 'lg',
};
