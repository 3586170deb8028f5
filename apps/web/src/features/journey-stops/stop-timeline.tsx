import { Text, Timeline } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { shortTime } from '@app/shared/journeys/journey.schemas';
import type { JourneyStop } from '@app/shared/journey-stops/journey-stop.schemas';
import { ridersCount } from './stop-assignment';

/** The Stop Schedule as a timeline: each stop in sequence with its time, zone and riders. */
export function StopTimeline({ label, stops }: { label: string; stops: JourneyStop[] }) {
  const intl = useIntl();
  return (
    <Timeline active={stops.length - 1} bulletSize={28} lineWidth={2} role="list" aria-label={label}>
      {stops.map((stop) => (
        <Timeline.Item
          key={stop.id}
          role="listitem"
          bullet={
            <Text size="xs" fw={700} aria-hidden>
              {stop.sequence}
            </Text>
          }
          title={intl.formatMessage(
            { id: 'routeStops.timelineTitle' },
            { time: shortTime(stop.expected_time), stop: stop.bus_stop_title },
          )}
        >
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="routeStops.timelineStop"
              values={{ sequence: stop.sequence, zone: stop.zone_title }}
            />
          </Text>
          <Text size="sm">
            <FormattedMessage
              id="routeStops.timelineRiders"
              values={{ pickUps: ridersCount(intl, stop, 'pick'), dropOffs: ridersCount(intl, stop, 'drop') }}
            />
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
