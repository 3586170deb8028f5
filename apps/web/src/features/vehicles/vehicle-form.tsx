import { NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { UseFormReturnType } from '@mantine/form';
import type { VehicleInput } from '@app/shared/vehicles/vehicle.schemas';
import { StatusSelect } from '../../components/status-select';
import { vehicleTypeOptions } from '../inspections';

/** The vehicle fields, shared by add and edit. */
export function VehicleForm({ form }: { form: UseFormReturnType<VehicleInput> }) {
  const intl = useIntl();
  return (
    <Stack gap="sm">
      <TextInput
        label={intl.formatMessage({ id: 'vehicles.registrationNumber' })}
        required
        data-autofocus
        {...form.getInputProps('registration_number')}
      />
      <TextInput
        label={intl.formatMessage({ id: 'vehicles.code' })}
        required
        {...form.getInputProps('code')}
      />
      <NumberInput
        label={intl.formatMessage({ id: 'vehicles.maxCapacity' })}
        required
        // The field keeps what was typed: -5 or 12.5 get the schema's message instead of silently
        // becoming 5 or 125 (a filtered minus sign or decimal point), and nothing is clamped.
        allowNegative
        allowDecimal
        clampBehavior="none"
        {...form.getInputProps('max_capacity')}
      />
      {/* Issue 25 §1: which inspection checklist the vehicle is inspected with. */}
      <Select
        label={intl.formatMessage({ id: 'inspectionScreens.vehicleType' })}
        required
        data={vehicleTypeOptions(intl)}
        allowDeselect={false}
        {...form.getInputProps('vehicle_type')}
      />
      <StatusSelect required {...form.getInputProps('is_active')} />
    </Stack>
  );
}
