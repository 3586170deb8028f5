import { Text } from '@mantine/core';
import { FormattedMessage, type IntlShape } from 'react-intl';
import type { Formats } from '@app/shared/i18n/formats';
import type { Column } from '../../components/data-table';
import { DelayBadge, lastSeenText, NextStopCell } from '../../components/live-labels';
import { RouteCell } from '../../components/trip-labels';
import type { LiveBus } from './live-buses';

/** A bus as a person names it: 'KBZ 412A (BUS-01)', or 'Unknown vehicle'. */
export const busName = (intl: IntlShape, bus: LiveBus) =>
  bus.name ?? intl.formatMessage({ id: 'live.unknownVehicle' });

/**
 * The Live Map's list: the vehicle, its route, the next stop with its ETA and what the estimate stands on,
 * how late it runs (in words: the arrows' colours say it too, but not alone) and when it was last heard.
 */
export function liveBusColumns(intl: IntlShape, formats: Formats, now: number): Column<LiveBus>[] {
  return [
    {
      key: 'vehicle',
      title: intl.formatMessage({ id: 'live.vehicle' }),
      render: (bus) => (
        <Text size="sm" fw={500}>
          {busName(intl, bus)}
        </Text>
      ),
    },
    {
      key: 'route',
      title: intl.formatMessage({ id: 'live.route' }),
      render: ({ active }) =>
        active ? (
          <RouteCell trip={active.trip} />
        ) : (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="live.offTrip" />
          </Text>
        ),
    },
    {
      key: 'next_stop',
      title: intl.formatMessage({ id: 'live.nextStop' }),
      giveWay: 0,
      render: ({ nextStop }) => (nextStop ? <NextStopCell stop={nextStop} formats={formats} /> : NONE),
    },
    {
      key: 'timing',
      title: intl.formatMessage({ id: 'live.timing' }),
      width: 130,
      giveWay: 0,
      render: ({ delaySeconds }) => <DelayBadge seconds={delaySeconds} />,
    },
    {
      key: 'last_seen',
      title: intl.formatMessage({ id: 'live.lastSeen' }),
      render: ({ position }) =>
        lastSeenText(intl, formats, position.time, now) ?? intl.formatMessage({ id: 'live.seenNow' }),
    },
  ];
}

const NONE = '—';
