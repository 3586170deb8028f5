import { Badge, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { localize } from '@app/shared/i18n/localize';
import type { TripEvent } from '@app/shared/trip-events/trip-event.schemas';
import { DataTable, type Column } from '../../components/data-table';
import { errorMessage } from '../../lib/api-error';
import { locationText } from '../../lib/trip-times';
import { useFormats } from '../../i18n/use-formats';
import { eventTypeText } from '../../lib/trip-texts';
import { useTripEvents } from './trips.api';

/**
 * The Trip Events tab (spec part 2 §2, Trip details): what was recorded on the trip in time order, the
 * stop it was at, its notes, the school's clock time, and where it was recorded.
 */
export function TripEventsTable({ tripId }: { tripId: string }) {
  const intl = useIntl();
  const LOAD_FAILED = intl.formatMessage({ id: 'trips.eventsLoadFailed' });
  const formats = useFormats();
  const events = useTripEvents(tripId);
  const columns: Column<TripEvent>[] = [
    {
      key: 'type',
      title: intl.formatMessage({ id: 'trips.eventType' }),
      width: 150,
      render: (event) =>
        event.automatic ? (
          <Group gap={6} wrap="nowrap">
            {eventTypeText(intl, event)}
            <AutomaticBadge />
          </Group>
        ) : (
          eventTypeText(intl, event)
        ),
    },
    {
      key: 'stop',
      title: intl.formatMessage({ id: 'trips.stop' }),
      render: (event) => event.journey_stop_title ?? '—',
    },
    {
      key: 'notes',
      title: intl.formatMessage({ id: 'trips.notes' }),
      render: (event) => [event.student_name, event.notes].filter(Boolean).join(': ') || '—',
    },
    {
      key: 'time',
      title: intl.formatMessage({ id: 'trips.time' }),
      width: 80,
      render: (event) => formats.time(event.event_time),
    },
    {
      key: 'location',
      title: intl.formatMessage({ id: 'trips.location' }),
      width: 180,
      render: (event) => locationText(event) ?? '—',
    },
  ];
  return (
    <DataTable
      label={intl.formatMessage({ id: 'trips.tripEvents' })}
      columns={columns}
      rows={events.data?.results}
      rowKey={(event) => event.id}
      isLoading={events.isPending}
      errorTitle={LOAD_FAILED}
      error={events.isError ? localize(intl, errorMessage(events.error, LOAD_FAILED)) : null}
      onRetry={() => void events.refetch()}
      isRetrying={events.isFetching}
      emptyMessage={intl.formatMessage({ id: 'trips.noEvents' })}
      height={420}
      minHeight={180}
    />
  );
}

/**
 * Marks an arrival or departure the server recorded from the bus's positions (issue 22 §2), not a
 * person: "Automatic" to the eye, what it means to a screen reader and under the pointer.
 */
function AutomaticBadge() {
  const intl = useIntl();
  return (
    <Tooltip label={intl.formatMessage({ id: 'trips.automaticHint' })}>
      <Badge color="gray" variant="light" size="sm" tt="none" miw="max-content">
        <span aria-hidden>
          <FormattedMessage id="trips.automatic" />
        </span>
        <VisuallyHidden>
          <FormattedMessage id="trips.automaticHint" />
        </VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}
