import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type {
  VehiclePersonnel,
  VehiclePersonnelInput,
} from '@app/shared/vehicle-personnel/vehicle-personnel.schemas';
import { canOverrideDocuments } from '@app/shared/documents/document-checks.schemas';
import { DateRangeFields } from '../../components/date-field';
import { DocumentOverrideField } from '../../components/document-override-field';
import { StatusSelect } from '../../components/status-select';
import { vehicleLabel } from '../../lib/vehicle-personnel-labels';
import { useCurrentRole } from '../auth';
import { VehicleSelect } from '../records/vehicle-select';
import { DriverSelect } from './driver-select';

/**
 * The form's values: what is sent, plus the edited assignment's vehicle and driver as read, so the
 * selects can show them before (or without) their options loading. The schema drops those two.
 */
export type PersonnelFormValues = VehiclePersonnelInput &
  Partial<Pick<VehiclePersonnel, 'vehicle_details' | 'driver_name'>>;

export function personnelFormValues(assignment: VehiclePersonnel | null): PersonnelFormValues {
  return {
    vehicle: assignment?.vehicle ?? '',
    driver: assignment?.driver ?? '',
    start_date: assignment?.start_date ?? '',
    end_date: assignment?.end_date ?? '',
    is_active: assignment?.is_active ?? true,
    vehicle_details: assignment?.vehicle_details,
    driver_name: assignment?.driver_name,
  };
}

/** The assignment fields, shared by assign and edit. */
export function VehiclePersonnelForm({ form }: { form: UseFormReturnType<PersonnelFormValues> }) {
  const { values, errors } = form;
  // The edited assignment's vehicle and driver, as first shown; later picks are the selects' own.
  const initial = form.getInitialValues();
  const role = useCurrentRole();
  return (
    <Stack gap="sm">
      <VehicleSelect
        value={values.vehicle}
        onChange={(value) => form.setFieldValue('vehicle', value)}
        selected={
          initial.vehicle_details && {
            value: initial.vehicle_details.id,
            label: vehicleLabel(initial.vehicle_details),
          }
        }
        error={errors.vehicle}
      />
      <DriverSelect
        value={values.driver}
        onChange={(value) => form.setFieldValue('driver', value)}
        selected={initial.driver_name ? { value: initial.driver, label: initial.driver_name } : undefined}
        error={errors.driver}
      />
      <DateRangeFields
        values={values}
        errors={errors}
        onChange={(field, value) => form.setFieldValue(field, value)}
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
