import { NumberInput, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { VehicleInput } from '@app/shared/vehicles/vehicle.schemas';
import { StatusSelect } from '../../components/status-select';

/** The vehicle fields, shared by add and edit. */
export function VehicleForm({ form }: { form: UseFormReturnType<VehicleInput> }) {
  return (
    <Stack gap="sm">
      <TextInput
        label="Registration Number"
        withAsterisk
        data-autofocus
        {...form.getInputProps('registration_number')}
      />
      <TextInput label="Code" withAsterisk {...form.getInputProps('code')} />
      <NumberInput
        label="Max Capacity"
        withAsterisk
        allowDecimal={false}
        allowNegative={false}
        // No clamping: a number out of range shows the spec's message instead of silently changing.
        clampBehavior="none"
        {...form.getInputProps('max_capacity')}
      />
      <StatusSelect {...form.getInputProps('is_active')} />
    </Stack>
  );
}
