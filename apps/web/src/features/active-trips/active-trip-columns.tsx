import { Badge, Stack, Text } from '@mantine/core';
import { FormattedMessage, type IntlShape } from 'react-intl';
import type { Formats } from '@app/shared/i18n/formats';
import { shortTime } from '@app/shared/journeys/journey.schemas';
import type { ActiveTrip } from '@app/shared/trip-status/trip-status.schemas';
import type { Column } from '../../components/data-table';
import { RouteCell, vehicleLabel } from '../../components/trip-labels';
import { eventTypeText } from '../../lib/trip-texts';

const NONE = '—';

/** "On time", or "12 min late" against the next stop's expected time; nothing to say without a next stop. */
function Lateness({ minutes }: { minutes: number | null }) {
  if (minutes === null) return <>{NONE}</>;
  const late = minutes > 0;
  return (
    <Badge color={late ? 'red' : 'green'} variant="light" tt="none">
      {late ? (
        <FormattedMessage id="activeTrips.minutesLate" values={{ minutes }} />
      ) : (
        <FormattedMessage id="activeTrips.onTime" />
      )}
    </Badge>
  );
}

/** The columns of the active trips: the route, who drives it, what happened last, and what comes next. */
export function activeTripColumns(formats: Formats, intl: IntlShape): Column<ActiveTrip>[] {
  return [
    {
      key: 'route',
      title: intl.formatMessage({ id: 'activeTrips.route' }),
      render: ({ trip }) => <RouteCell trip={trip} />,
    },
    {
      key: 'vehicle',
      title: intl.formatMessage({ id: 'activeTrips.vehicle' }),
      render: ({ trip }) => vehicleLabel(trip),
    },
    {
      key: 'driver',
      title: intl.formatMessage({ id: 'activeTrips.driver' }),
      render: ({ trip }) => trip.driver_name ?? intl.formatMessage({ id: 'activeTrips.noDriver' }),
    },
    {
      key: 'last_event',
      title: intl.formatMessage({ id: 'activeTrips.lastEvent' }),
      render: ({ last_event: event }) =>
        event ? (
          <Stack gap={0}>
            <Text size="sm">{eventTypeText(intl, event)}</Text>
            <Text size="xs" c="dimmed">
              {[formats.time(event.event_time), event.journey_stop_title].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        ) : (
          intl.formatMessage({ id: 'activeTrips.noneYet' })
        ),
    },
    {
      key: 'next_stop',
      title: intl.formatMessage({ id: 'activeTrips.nextStop' }),
      render: ({ next_stop: stop }) =>
        stop ? (
          <Stack gap={0}>
            <Text size="sm">
              <FormattedMessage
                id="activeTrips.stopOfSequence"
                values={{ sequence: stop.sequence, stop: stop.bus_stop_title }}
              />
            </Text>
            <Text size="xs" c="dimmed">
              <FormattedMessage
                id="activeTrips.expectedAt"
                values={{ time: shortTime(stop.expected_time) }}
              />
            </Text>
          </Stack>
        ) : (
          intl.formatMessage({ id: 'activeTrips.lastStopPassed' })
        ),
    },
    {
      key: 'late',
      title: intl.formatMessage({ id: 'activeTrips.timing' }),
      width: 120,
      render: ({ minutes_late: minutes }) => <Lateness minutes={minutes} />,
    },
  ];
}
