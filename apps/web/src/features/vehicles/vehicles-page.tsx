import {
  newVehicle,
  vehicleInputSchema,
  vehicleListQuerySchema,
  vehiclesResource,
  type Vehicle,
  type VehicleInput,
} from '@app/shared/vehicles/vehicle.schemas';
import { StatusBadge } from '../../components/status-badge';
import { RecordListPage, type RecordScreen } from '../records/record-list-page';
import { recordTexts } from '../records/record-messages';
import { VehicleForm } from './vehicle-form';

const screen: RecordScreen<Vehicle, VehicleInput> = {
  resource: vehiclesResource,
  area: 'fleet',
  title: 'Vehicles Management',
  tableLabel: 'Vehicles',
  listQuerySchema: vehicleListQuerySchema,
  // Spec part 1 §9: fleet searches wait 1000 ms.
  searchDebounceMs: 1000,
  columns: [
    {
      key: 'registration_number',
      title: 'Registration Number',
      sortKey: 'registration_number',
      render: (vehicle) => vehicle.registration_number,
    },
    { key: 'code', title: 'Code', sortKey: 'code', render: (vehicle) => vehicle.code },
    {
      key: 'max_capacity',
      title: 'Max Capacity',
      sortKey: 'max_capacity',
      render: (vehicle) => vehicle.max_capacity,
    },
    { key: 'status', title: 'Status', render: (vehicle) => <StatusBadge isActive={vehicle.is_active} /> },
  ],
  name: (vehicle) => vehicle.registration_number,
  // Spec part 1: 'Add New Vehicle' is the form's title; its failures add "Please try again." (§8).
  texts: {
    ...recordTexts('vehicle', { pleaseRetry: true }),
    titles: { add: 'Add New Vehicle', edit: 'Edit Vehicle' },
  },
  // Spec part 1 §9: the vehicle table is 400 high (at least 180, the platform's default).
  height: 400,
  form: {
    submitLabels: { add: 'Add Vehicle', edit: 'Save Changes' },
    schema: vehicleInputSchema,
    initialValues: (vehicle) =>
      vehicle
        ? {
            registration_number: vehicle.registration_number,
            code: vehicle.code,
            max_capacity: vehicle.max_capacity,
            is_active: vehicle.is_active,
          }
        : newVehicle,
    fields: (form) => <VehicleForm form={form} />,
  },
};

export function VehiclesPage() {
  return <RecordListPage screen={screen} />;
}
