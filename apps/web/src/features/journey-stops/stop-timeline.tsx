import { Text, Timeline } from '@mantine/core';
import { shortTime } from '@app/shared/journeys/journey.schemas';
import type { JourneyStop } from '@app/shared/journey-stops/journey-stop.schemas';
import { ridersCount } from './stop-assignment';

/** The Stop Schedule as a timeline: each stop in sequence with its time, zone and riders. */
export function StopTimeline({ label, stops }: { label: string; stops: JourneyStop[] }) {
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
          title={`${shortTime(stop.expected_time)} · ${stop.bus_stop_title}`}
        >
          <Text size="sm" c="dimmed">
            Stop {stop.sequence}, {stop.zone_title}
          </Text>
          <Text size="sm">
            {ridersCount(stop, 'pick')} · {ridersCount(stop, 'drop')}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
