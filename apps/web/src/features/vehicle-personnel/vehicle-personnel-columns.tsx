import type { Formats } from '@app/shared/i18n/formats';
import type { VehiclePersonnel } from '@app/shared/vehicle-personnel/vehicle-personnel.schemas';
import type { IntlShape } from 'react-intl';
import type { Column } from '../../components/data-table';
import { StatusBadge } from '../../components/status-badge';
import { vehicleLabel } from '../../lib/vehicle-personnel-labels';

/** Spec part 1 §2: vehicle (registration number and code), driver name, dates, status; then actions. */
export const personnelColumns = (intl: IntlShape, formats: Formats): Column<VehiclePersonnel>[] => [
  {
    key: 'vehicle',
    title: intl.formatMessage({ id: 'personnel.vehicle' }),
    render: (row) => vehicleLabel(row.vehicle_details),
  },
  {
    key: 'driver_name',
    title: intl.formatMessage({ id: 'personnel.driverName' }),
    sortKey: 'driver_name',
    render: (row) => row.driver_name,
  },
  {
    key: 'start_date',
    title: intl.formatMessage({ id: 'common.startDate' }),
    sortKey: 'start_date',
    render: (row) => formats.date(row.start_date),
  },
  {
    key: 'end_date',
    title: intl.formatMessage({ id: 'common.endDate' }),
    sortKey: 'end_date',
    render: (row) => formats.date(row.end_date),
  },
  {
    key: 'status',
    title: intl.formatMessage({ id: 'common.status' }),
    render: (row) => <StatusBadge isActive={row.is_active} />,
  },
];
