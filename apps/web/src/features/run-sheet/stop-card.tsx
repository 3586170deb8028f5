import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { RunRider, RunStop } from './pending-trip';
import { expectedTime, MarkLabel, WaitingBadge } from './run-labels';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import type { RiderStatus } from '@app/shared/trips/trip.schemas';
import type { ActionFields } from './use-recorder';
import classes from './run-sheet.module.css';

export type RecordAction = (label: string, fields: ActionFields) => unknown;

const RIDER_STATUS: { [status in RiderStatus]: { label: string; color: string } } = {
  expected: { label: 'Expected', color: 'gray' },
  picked_up: { label: 'Picked up', color: 'green' },
  dropped_off: { label: 'Dropped off', color: 'green' },
  absent: { label: 'Absent', color: 'red' },
};

/** The heading line of a stop: where, when expected, and how far the bus got there. */
export function StopSummary({ stop }: { stop: RunStop }) {
  return (
    <Stack gap={2}>
      <Text fw={700} size="lg">
        {stop.sequence}. {stop.bus_stop_title}
      </Text>
      <Text>
        {[
          `Expected ${expectedTime(stop.expected_time)}`,
          stop.pickups > 0 && `${stop.pickups} to pick up`,
          stop.dropoffs > 0 && `${stop.dropoffs} to drop off`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {stop.departed ? (
        <MarkLabel label="runSheet.departedAt" mark={stop.departed} />
      ) : (
        stop.arrived && <MarkLabel label="runSheet.arrivedAt" mark={stop.arrived} />
      )}
    </Stack>
  );
}

/**
 * What the crew does at a stop, in order: Arrived, then each expected rider picked up or absent (or
 * dropped off), then Departed. Only on an active trip; before that the riders are there to read.
 */
export function StopActions({
  stop,
  active,
  record,
}: {
  stop: RunStop;
  active: boolean;
  record: RecordAction;
}) {
  const at = { journey_stop: stop.id };
  const atStop = active && !!stop.arrived && !stop.departed;
  return (
    <Stack gap="md">
      {active && !stop.arrived && (
        <Button
          size="lg"
          fullWidth
          onClick={() => record(`Arrived at ${stop.bus_stop_title}`, { event_type: EVENT.arrived, ...at })}
        >
          Arrived
        </Button>
      )}
      {stop.riders.pick.length + stop.riders.drop.length === 0 && <Text>Nobody boards or leaves here.</Text>}
      <RiderList
        title="Pick up"
        riders={stop.riders.pick}
        actions={
          atStop
            ? [
                { label: 'Picked up', event_type: EVENT.pickup, color: 'green' },
                { label: 'Absent', event_type: EVENT.absent, color: 'red' },
              ]
            : []
        }
        onAction={(rider, label, event_type) =>
          record(`${label}: ${riderName(rider)} at ${stop.bus_stop_title}`, {
            event_type,
            student: rider.student,
            ...at,
          })
        }
      />
      <RiderList
        title="Drop off"
        riders={stop.riders.drop}
        actions={atStop ? [{ label: 'Dropped off', event_type: EVENT.dropoff, color: 'green' }] : []}
        onAction={(rider, label, event_type) =>
          record(`${label}: ${riderName(rider)} at ${stop.bus_stop_title}`, {
            event_type,
            student: rider.student,
            ...at,
          })
        }
      />
      {atStop && (
        <Button
          size="lg"
          fullWidth
          variant="outline"
          onClick={() => record(`Departed ${stop.bus_stop_title}`, { event_type: EVENT.departed, ...at })}
        >
          Departed
        </Button>
      )}
    </Stack>
  );
}

const riderName = (rider: RunRider) => rider.student_name ?? 'A removed student';

type RiderAction = { label: string; event_type: number; color: string };

function RiderList({
  title,
  riders,
  actions,
  onAction,
}: {
  title: string;
  riders: RunRider[];
  actions: RiderAction[];
  onAction: (rider: RunRider, label: string, eventType: number) => void;
}) {
  if (riders.length === 0) return null;
  return (
    <section aria-label={title}>
      <Title order={4} size="h5">
        {title}
      </Title>
      <ul className={classes.plainList}>
        {riders.map((rider) => {
          const status = RIDER_STATUS[rider.status];
          const name = riderName(rider);
          return (
            <li key={rider.student} className={classes.rider}>
              <Stack gap="xs" role="group" aria-label={name}>
                <Group justify="space-between" gap="xs">
                  <Text size="lg">{name}</Text>
                  <Group gap="xs">
                    <Badge color={status.color} variant="light" size="lg" tt="none">
                      {status.label}
                    </Badge>
                    {rider.waiting && <WaitingBadge />}
                  </Group>
                </Group>
                {rider.status === 'expected' && actions.length > 0 && (
                  <Group grow gap="xs">
                    {actions.map((action) => (
                      <Button
                        key={action.label}
                        size="lg"
                        color={action.color}
                        variant="light"
                        onClick={() => onAction(rider, action.label, action.event_type)}
                      >
                        {action.label}
                      </Button>
                    ))}
                  </Group>
                )}
              </Stack>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
