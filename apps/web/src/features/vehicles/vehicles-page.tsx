import {
  newVehicle,
  vehicleInputSchema,
  vehicleListQuerySchema,
  vehiclesResource,
  type Vehicle,
  type VehicleInput,
} from '@app/shared/vehicles/vehicle.schemas';
import { Badge, Group } from '@mantine/core';
import { IconClipboardCheck, IconFileCertificate } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { ref } from '@app/shared/i18n/message-ref';
import { StatusBadge } from '../../components/status-badge';
import { OwnerDocumentsModal, type DocumentOwner } from '../documents';
import { VehicleInspectionsModal, type InspectedVehicle } from '../inspections';
import { RecordListPage, type RecordScreen } from '../records/record-list-page';
import { recordTexts } from '../records/record-messages';
import { VehicleForm } from './vehicle-form';

const vehicleTexts = recordTexts('vehicles');

const vehiclesScreen = (intl: IntlShape): RecordScreen<Vehicle, VehicleInput> => ({
  resource: vehiclesResource,
  area: 'fleet',
  title: intl.formatMessage({ id: 'vehicles.title' }),
  tableLabel: intl.formatMessage({ id: 'vehicles.tableLabel' }),
  listQuerySchema: vehicleListQuerySchema,
  // Spec part 1 §9: fleet searches wait 1000 ms.
  searchDebounceMs: 1000,
  columns: [
    {
      key: 'registration_number',
      title: intl.formatMessage({ id: 'vehicles.registrationNumber' }),
      sortKey: 'registration_number',
      render: (vehicle) => vehicle.registration_number,
    },
    {
      key: 'code',
      title: intl.formatMessage({ id: 'vehicles.code' }),
      sortKey: 'code',
      render: (vehicle) => vehicle.code,
    },
    {
      key: 'max_capacity',
      title: intl.formatMessage({ id: 'vehicles.maxCapacity' }),
      sortKey: 'max_capacity',
      render: (vehicle) => vehicle.max_capacity,
    },
    {
      key: 'status',
      title: intl.formatMessage({ id: 'common.status' }),
      // Issue 25 §1: a major defect not yet cleared keeps the vehicle's trips from starting.
      render: (vehicle) => (
        <Group gap={4}>
          <StatusBadge isActive={vehicle.is_active} />
          {vehicle.out_of_service && (
            <Badge color="red" variant="light" tt="none">
              <FormattedMessage id="inspectionScreens.outOfServiceBadge" />
            </Badge>
          )}
        </Group>
      ),
    },
  ],
  name: (vehicle) => vehicle.registration_number,
  // Spec part 1: 'Add New Vehicle' is the form's title, 'Add Vehicle' the button's.
  texts: { ...vehicleTexts, titles: { ...vehicleTexts.titles, add: ref('vehicles.addTitle') } },
  // Spec part 1 §9: the vehicle table is 400 high (at least 180, the platform's default).
  height: 400,
  form: {
    submitLabels: {
      add: intl.formatMessage({ id: 'vehicles.addSubmit' }),
      edit: intl.formatMessage({ id: 'vehicles.saveChanges' }),
    },
    schema: vehicleInputSchema,
    initialValues: (vehicle) =>
      vehicle
        ? {
            registration_number: vehicle.registration_number,
            code: vehicle.code,
            max_capacity: vehicle.max_capacity,
            is_active: vehicle.is_active,
            vehicle_type: vehicle.vehicle_type,
          }
        : newVehicle,
    fields: (form) => <VehicleForm form={form} />,
  },
});

export function VehiclesPage() {
  const intl = useIntl();
  const [documentsOf, setDocumentsOf] = useState<DocumentOwner | null>(null);
  const [inspectionsOf, setInspectionsOf] = useState<InspectedVehicle | null>(null);
  // Issue 25 §3: each vehicle's documents (inspection, insurance, licences), beside Edit and Delete.
  const screen = useMemo<RecordScreen<Vehicle, VehicleInput>>(
    () => ({
      ...vehiclesScreen(intl),
      // The spec's Edit and Delete first, as on the employees' list.
      rowActions: [
        'edit',
        'delete',
        {
          label: intl.formatMessage({ id: 'documents.rowAction' }),
          icon: IconFileCertificate,
          permission: { area: 'fleet', access: 'read' },
          onClick: (vehicle) =>
            setDocumentsOf({ kind: 'vehicle', id: vehicle.id, label: vehicle.registration_number }),
        },
        // Issue 25 §1: the vehicle's inspections, where a manager clears a major defect.
        {
          label: intl.formatMessage({ id: 'inspectionScreens.rowAction' }),
          icon: IconClipboardCheck,
          permission: { area: 'fleet', access: 'read' },
          onClick: (vehicle) => setInspectionsOf({ id: vehicle.id, label: vehicle.registration_number }),
        },
      ],
    }),
    [intl],
  );
  return (
    <>
      <RecordListPage screen={screen} />
      <OwnerDocumentsModal owner={documentsOf} onClose={() => setDocumentsOf(null)} />
      <VehicleInspectionsModal vehicle={inspectionsOf} onClose={() => setInspectionsOf(null)} />
    </>
  );
}
