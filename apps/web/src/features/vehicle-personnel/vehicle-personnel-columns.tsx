import dayjs from 'dayjs';
import { DATE_DISPLAY_FORMAT } from '@app/shared/common/dates';
import type { VehiclePersonnel } from '@app/shared/vehicle-personnel/vehicle-personnel.schemas';
import type { Column } from '../../components/data-table';
import { StatusBadge } from '../../components/status-badge';
import { vehicleLabel } from '../../lib/vehicle-personnel-labels';

const shown = (date: string) => dayjs(date).format(DATE_DISPLAY_FORMAT);

/** Spec part 1 §2: vehicle (registration number and code), driver name, dates, status; then actions. */
export const personnelColumns: Column<VehiclePersonnel>[] = [
  { key: 'vehicle', title: 'Vehicle', render: (row) => vehicleLabel(row.vehicle_details) },
  { key: 'driver_name', title: 'Driver Name', sortKey: 'driver_name', render: (row) => row.driver_name },
  { key: 'start_date', title: 'Start Date', sortKey: 'start_date', render: (row) => shown(row.start_date) },
  { key: 'end_date', title: 'End Date', sortKey: 'end_date', render: (row) => shown(row.end_date) },
  { key: 'status', title: 'Status', render: (row) => <StatusBadge isActive={row.is_active} /> },
];
