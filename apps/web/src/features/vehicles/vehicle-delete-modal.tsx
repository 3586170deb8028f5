import type { Vehicle } from '@app/shared/vehicles/vehicle.schemas';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { ApiError } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRetained } from '../../lib/use-retained';
import { useDeleteVehicle } from './vehicles.api';

type Props = { vehicle: Vehicle | null; onClose: () => void };

/** 'Confirm Deletion' for a vehicle; a 409 shows the server's reason (what still depends on the vehicle). */
export function VehicleDeleteModal({ vehicle, onClose }: Props) {
  const shown = useRetained(vehicle);
  const remove = useDeleteVehicle();

  const confirm = () => {
    if (!vehicle) return;
    remove.mutate(vehicle.id, {
      onSuccess: () => {
        notifySuccess('Vehicle deleted successfully');
        onClose();
      },
      onError: (error) => {
        notifyError(
          error instanceof ApiError && error.status === 409
            ? error.message
            : 'Failed to delete vehicle. Please try again.',
        );
      },
    });
  };

  return (
    <ConfirmDeleteModal
      opened={vehicle !== null}
      name={shown?.registration_number ?? ''}
      isDeleting={remove.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}
