import { Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DEVICE_KIND, newDevice, type Device, type DeviceInput } from '@app/shared/devices/device.schemas';
import { useIntl } from 'react-intl';
import { VehicleSelect } from '../records/vehicle-select';
import { kindOptions } from './device-labels';

/** The form's values for a new device, or for an edited one as read. */
export function deviceFormValues(device: Device | null): DeviceInput {
  return device
    ? { identifier: device.identifier, name: device.name, kind: device.kind, vehicle: device.vehicle }
    : newDevice;
}

type Props = { form: UseFormReturnType<DeviceInput>; device: Device | null };

/** The device fields, shared by add and edit. */
export function DeviceForm({ form, device }: Props) {
  const intl = useIntl();
  const { values, errors } = form;
  const forwards = values.kind === DEVICE_KIND.traccarServer;
  return (
    <Stack gap="sm">
      <TextInput
        label={intl.formatMessage({ id: 'devices.identifier' })}
        description={intl.formatMessage({ id: 'devices.identifierHint' })}
        required
        autoComplete="off"
        spellCheck={false}
        data-autofocus
        {...form.getInputProps('identifier')}
      />
      <TextInput label={intl.formatMessage({ id: 'devices.name' })} {...form.getInputProps('name')} />
      <Select
        label={intl.formatMessage({ id: 'devices.kind' })}
        description={intl.formatMessage({ id: 'devices.kindHint' })}
        required
        allowDeselect={false}
        data={kindOptions(intl)}
        value={String(values.kind)}
        onChange={(value) => {
          const kind = Number(value);
          form.setFieldValue('kind', kind);
          // A Traccar server has no vehicle of its own: the choice is dropped, not sent.
          if (kind === DEVICE_KIND.traccarServer) form.setFieldValue('vehicle', null);
        }}
        error={errors.kind}
      />
      {forwards ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: 'devices.serverHasNoVehicleHint' })}
        </Text>
      ) : (
        <VehicleSelect
          value={values.vehicle ?? ''}
          onChange={(value) => form.setFieldValue('vehicle', value)}
          selected={
            device?.vehicle && device.vehicle_code
              ? { value: device.vehicle, label: device.vehicle_code }
              : undefined
          }
          error={errors.vehicle}
        />
      )}
      {/* The server's word on a vehicle given to a Traccar server, should it come. */}
      {forwards && errors.vehicle && (
        <Text size="sm" c="red" role="alert">
          {errors.vehicle}
        </Text>
      )}
    </Stack>
  );
}
