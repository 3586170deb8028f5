import { Button, Group, Modal } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import {
  newVehicle,
  vehicleInputSchema,
  type Vehicle,
  type VehicleInput,
} from '@app/shared/vehicles/vehicle.schemas';
import { ApiError } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRetained } from '../../lib/use-retained';
import { VehicleForm } from './vehicle-form';
import { useSaveVehicle } from './vehicles.api';

/** What the modal edits: `vehicle: null` adds a new one. */
export type VehicleFormTarget = { vehicle: Vehicle | null };

type Props = { target: VehicleFormTarget | null; onClose: () => void };

/** 'Add New Vehicle' / 'Edit Vehicle': submits, puts server field errors under their fields, toasts, closes. */
export function VehicleFormModal({ target, onClose }: Props) {
  const shown = useRetained(target);
  const vehicle = shown?.vehicle ?? null;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={vehicle ? 'Edit Vehicle' : 'Add New Vehicle'}
      centered
    >
      {/* Mounted afresh on every opening, so the form starts from the vehicle (or the new-vehicle defaults). */}
      <VehicleFormContent key={vehicle?.id ?? 'new'} vehicle={vehicle} onClose={onClose} />
    </Modal>
  );
}

function VehicleFormContent({ vehicle, onClose }: { vehicle: Vehicle | null; onClose: () => void }) {
  const save = useSaveVehicle();
  const form = useForm<VehicleInput>({
    initialValues: vehicle ? toInput(vehicle) : newVehicle,
    validate: zod4Resolver(vehicleInputSchema),
  });

  const submit = form.onSubmit((values) => {
    // Send what the shared schema produces (trimmed text), the same shape the server validates.
    const input = vehicleInputSchema.parse(values);
    save.mutate(
      { ...input, id: vehicle?.id },
      {
        onSuccess: () => {
          notifySuccess(vehicle ? 'Vehicle updated successfully' : 'Vehicle added successfully');
          onClose();
        },
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
          if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
          else
            notifyError(
              vehicle
                ? 'Failed to update vehicle. Please try again.'
                : 'Failed to add vehicle. Please try again.',
            );
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <VehicleForm form={form} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {vehicle ? 'Save Changes' : 'Add Vehicle'}
        </Button>
      </Group>
    </form>
  );
}

function toInput({ registration_number, code, max_capacity, is_active }: Vehicle): VehicleInput {
  return { registration_number, code, max_capacity, is_active };
}
