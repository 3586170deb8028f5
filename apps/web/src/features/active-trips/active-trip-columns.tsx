import { Badge, Stack, Text } from '@mantine/core';
import { shortTime } from '@app/shared/journeys/journey.schemas';
import type { ActiveTrip } from '@app/shared/trip-status/trip-status.schemas';
import type { Column } from '../../components/data-table';
import { RouteCell, vehicleLabel } from '../../components/trip-labels';
import { clockTime } from '../../lib/trip-times';

/** "On time", or "12 min late" against the next stop's expected time; nothing to say without a next stop. */
function Lateness({ minutes }: { minutes: number | null }) {
  if (minutes === null) return <>—</>;
  const late = minutes > 0;
  return (
    <Badge color={late ? 'red' : 'green'} variant="light" tt="none">
      {late ? `${minutes} min late` : 'On time'}
    </Badge>
  );
}

/** The columns of the active trips: the route, who drives it, what happened last, and what comes next. */
export function activeTripColumns(timeZone: string): Column<ActiveTrip>[] {
  return [
    {
      key: 'route',
      title: 'Route',
      render: ({ trip }) => <RouteCell trip={trip} />,
    },
    { key: 'vehicle', title: 'Vehicle', render: ({ trip }) => vehicleLabel(trip) },
    { key: 'driver', title: 'Driver', render: ({ trip }) => trip.driver_name ?? 'No driver' },
    {
      key: 'last_event',
      title: 'Last Event',
      render: ({ last_event: event }) =>
        event ? (
          <Stack gap={0}>
            <Text size="sm">{event.event_type_display}</Text>
            <Text size="xs" c="dimmed">
              {[clockTime(event.event_time, timeZone), event.journey_stop_title].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        ) : (
          'None yet'
        ),
    },
    {
      key: 'next_stop',
      title: 'Next Stop',
      render: ({ next_stop: stop }) =>
        stop ? (
          <Stack gap={0}>
            <Text size="sm">
              {stop.sequence}. {stop.bus_stop_title}
            </Text>
            <Text size="xs" c="dimmed">
              Expected {shortTime(stop.expected_time)}
            </Text>
          </Stack>
        ) : (
          'Last stop passed'
        ),
    },
    {
      key: 'late',
      title: 'Timing',
      width: 120,
      render: ({ minutes_late: minutes }) => <Lateness minutes={minutes} />,
    },
  ];
}
