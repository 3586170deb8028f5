import type { IntlShape } from 'react-intl';
import type { VehiclePersonnel } from '@app/shared/vehicle-personnel/vehicle-personnel.schemas';

/** A vehicle as the personnel screen shows it: registration number and code (spec part 1 §2). */
export function vehicleLabel(vehicle: { registration_number: string; code: string }): string {
  return `${vehicle.registration_number} (${vehicle.code})`;
}

/**
 * An assignment as the user knows it, naming the driver (spec: 'Confirm Deletion' names the driver),
 * and the vehicle so that one driver's several assignments are told apart in button labels.
 */
export function assignmentName(intl: IntlShape, assignment: VehiclePersonnel): string {
  return intl.formatMessage(
    { id: 'personnel.assignmentName' },
    { driver: assignment.driver_name, vehicle: assignment.vehicle_details.registration_number },
  );
}
