import { useIntl } from 'react-intl';
import { shortTime } from '@app/shared/journeys/journey.schemas';
import type { TripStop } from '@app/shared/trips/trip.schemas';
import { DataTable, type Column } from '../../components/data-table';
import { useFormats } from '../../i18n/use-formats';

/**
 * The Journey Stops tab (spec part 2 §2, Trip details): each stop in sequence with its expected time,
 * the riders expected to board and leave there, and when the bus arrived (the school's clock).
 */
export function TripStopsTable({ stops }: { stops: TripStop[] }) {
  const intl = useIntl();
  const title = (id: 'trips.sequence' | 'trips.stop' | 'trips.expectedTime') => intl.formatMessage({ id });
  const formats = useFormats();
  const columns: Column<TripStop>[] = [
    { key: 'sequence', title: title('trips.sequence'), width: 90, render: (stop) => stop.sequence },
    { key: 'stop', title: title('trips.stop'), render: (stop) => stop.bus_stop_title },
    {
      key: 'expected',
      title: title('trips.expectedTime'),
      width: 130,
      render: (stop) => shortTime(stop.expected_time),
    },
    {
      key: 'pickups',
      title: intl.formatMessage({ id: 'trips.pickups' }),
      width: 90,
      align: 'right',
      render: (stop) => stop.pickups,
    },
    {
      key: 'dropoffs',
      title: intl.formatMessage({ id: 'trips.dropoffs' }),
      width: 90,
      align: 'right',
      render: (stop) => stop.dropoffs,
    },
    {
      key: 'arrived',
      title: intl.formatMessage({ id: 'trips.actualArrival' }),
      width: 130,
      render: (stop) => (stop.arrived_at ? formats.time(stop.arrived_at) : '—'),
    },
  ];
  return (
    <DataTable
      label={intl.formatMessage({ id: 'trips.journeyStops' })}
      columns={columns}
      rows={stops}
      rowKey={(stop) => stop.id}
      isLoading={false}
      error={null}
      emptyMessage={intl.formatMessage({ id: 'trips.noStops' })}
      height={Math.min(520, 72 + stops.length * 46)}
      minHeight={180}
    />
  );
}
