import { Stack, Text } from '@mantine/core';
import type { IntlShape } from 'react-intl';
import type { Formats } from '@app/shared/i18n/formats';
import type { LivePosition, TripEta } from '@app/shared/positions/live.schemas';
import type { ActiveTrip } from '@app/shared/trip-status/trip-status.schemas';
import type { Column } from '../../components/data-table';
import {
  DelayBadge,
  delaySecondsOf,
  lastSeenText,
  NextStopCell,
  nextStopOf,
} from '../../components/live-labels';
import { RouteCell, vehicleLabel } from '../../components/trip-labels';
import { eventTypeText } from '../../lib/trip-texts';

/** A trip under way as the list gave it, with what the live stream has said of its bus since. */
export type ActiveTripRow = ActiveTrip & {
  /** The bus's latest position on this trip, heard live; null before one. */
  heard: LivePosition | null;
  /** The trip's latest arrival estimates; null before any. */
  eta: TripEta | null;
};

/**
 * The columns of the active trips: the route, the bus (and when it was last heard, once it has gone quiet),
 * who drives it, what happened last, the next stop with its ETA, and how late it runs, all kept live.
 */
export function activeTripColumns(formats: Formats, intl: IntlShape, now: number): Column<ActiveTripRow>[] {
  return [
    {
      key: 'route',
      title: intl.formatMessage({ id: 'activeTrips.route' }),
      render: ({ trip }) => <RouteCell trip={trip} />,
    },
    {
      key: 'vehicle',
      title: intl.formatMessage({ id: 'activeTrips.vehicle' }),
      render: ({ trip, heard }) => {
        const quiet = heard && lastSeenText(intl, formats, heard.time, now);
        return quiet ? (
          <Stack gap={0}>
            <Text size="sm">{vehicleLabel(trip)}</Text>
            <Text size="xs" c="dimmed">
              {quiet}
            </Text>
          </Stack>
        ) : (
          vehicleLabel(trip)
        );
      },
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
      render: (row) => <NextStopCell stop={nextStopOf(row, row.eta)} formats={formats} />,
    },
    {
      key: 'late',
      title: intl.formatMessage({ id: 'activeTrips.timing' }),
      width: 130,
      render: (row) => <DelayBadge seconds={delaySecondsOf(row, row.eta)} />,
    },
  ];
}
