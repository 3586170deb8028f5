import type { TripEvent } from '@app/shared/trip-events/trip-event.schemas';
import { DataTable, type Column } from '../../components/data-table';
import { errorMessage } from '../../lib/api-error';
import { clockTime, locationText } from '../../lib/trip-times';
import { useSchoolTimeZone } from '../auth';
import { useTripEvents } from './trips.api';

const LOAD_FAILED = 'Failed to load trip events';

/**
 * The Trip Events tab (spec part 2 §2, Trip details): what was recorded on the trip in time order, the
 * stop it was at, its notes, the school's clock time, and where it was recorded.
 */
export function TripEventsTable({ tripId }: { tripId: string }) {
  const timeZone = useSchoolTimeZone();
  const events = useTripEvents(tripId);
  const columns: Column<TripEvent>[] = [
    { key: 'type', title: 'Event Type', width: 150, render: (event) => event.event_type_display },
    { key: 'stop', title: 'Stop', render: (event) => event.journey_stop_title ?? '—' },
    {
      key: 'notes',
      title: 'Notes',
      render: (event) => [event.student_name, event.notes].filter(Boolean).join(': ') || '—',
    },
    { key: 'time', title: 'Time', width: 80, render: (event) => clockTime(event.event_time, timeZone) },
    { key: 'location', title: 'Location', width: 180, render: (event) => locationText(event) ?? '—' },
  ];
  return (
    <DataTable
      label="Trip Events"
      columns={columns}
      rows={events.data?.results}
      rowKey={(event) => event.id}
      isLoading={events.isPending}
      errorTitle={LOAD_FAILED}
      error={events.isError ? errorMessage(events.error, LOAD_FAILED) : null}
      onRetry={() => void events.refetch()}
      isRetrying={events.isFetching}
      emptyMessage="No events recorded yet"
      height={420}
      minHeight={180}
    />
  );
}
