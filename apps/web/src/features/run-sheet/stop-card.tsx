import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { MessageKey } from '@app/shared/i18n/catalogue';
import { ref } from '@app/shared/i18n/message-ref';
import type { RunRider, RunStop } from './pending-trip';
import { expectedTime, MarkLabel, WaitingBadge } from './run-labels';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import type { RiderStatus } from '@app/shared/trips/trip.schemas';
import type { ActionFields } from './use-recorder';
import classes from './run-sheet.module.css';

/** Records an action; `label` is a ref (message-ref.ts), worded where the outbox shows it. */
export type RecordAction = (label: string, fields: ActionFields) => unknown;

const RIDER_STATUS: { [status in RiderStatus]: { label: MessageKey; color: string } } = {
  expected: { label: 'runSheet.riderExpected', color: 'gray' },
  picked_up: { label: 'runSheet.riderPickedUp', color: 'green' },
  dropped_off: { label: 'runSheet.riderDroppedOff', color: 'green' },
  absent: { label: 'runSheet.riderAbsent', color: 'red' },
};

/** The heading line of a stop: where, when expected, and how far the bus got there. */
export function StopSummary({ stop }: { stop: RunStop }) {
  const intl = useIntl();
  return (
    <Stack gap={2}>
      <Text fw={700} size="lg">
        <FormattedMessage
          id="runSheet.stopTitle"
          values={{ sequence: stop.sequence, stop: stop.bus_stop_title }}
        />
      </Text>
      <Text>
        {[
          intl.formatMessage({ id: 'runSheet.expectedAt' }, { time: expectedTime(stop.expected_time) }),
          stop.pickups > 0 && intl.formatMessage({ id: 'runSheet.toPickUp' }, { count: stop.pickups }),
          stop.dropoffs > 0 && intl.formatMessage({ id: 'runSheet.toDropOff' }, { count: stop.dropoffs }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {stop.departed ? (
        <MarkLabel id="runSheet.departedAt" mark={stop.departed} />
      ) : (
        stop.arrived && <MarkLabel id="runSheet.arrivedAt" mark={stop.arrived} />
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
  const intl = useIntl();
  const at = { journey_stop: stop.id };
  const atStop = active && !!stop.arrived && !stop.departed;
  const where = { stop: stop.bus_stop_title };
  const recordRider = (rider: RunRider, action: RiderAction) =>
    record(ref(action.record, { ...riderValues(rider), ...where }), {
      event_type: action.event_type,
      student: rider.student,
      ...at,
    });
  return (
    <Stack gap="md">
      {active && !stop.arrived && (
        <Button
          size="lg"
          fullWidth
          onClick={() => record(ref('runSheet.actionArrived', where), { event_type: EVENT.arrived, ...at })}
        >
          <FormattedMessage id="runSheet.arrived" />
        </Button>
      )}
      {stop.riders.pick.length + stop.riders.drop.length === 0 && (
        <Text>
          <FormattedMessage id="runSheet.nobodyHere" />
        </Text>
      )}
      <RiderList
        title={intl.formatMessage({ id: 'runSheet.pickUp' })}
        riders={stop.riders.pick}
        actions={atStop ? [PICKED_UP, ABSENT] : []}
        onAction={recordRider}
      />
      <RiderList
        title={intl.formatMessage({ id: 'runSheet.dropOff' })}
        riders={stop.riders.drop}
        actions={atStop ? [DROPPED_OFF] : []}
        onAction={recordRider}
      />
      {atStop && (
        <Button
          size="lg"
          fullWidth
          variant="outline"
          onClick={() => record(ref('runSheet.actionDeparted', where), { event_type: EVENT.departed, ...at })}
        >
          <FormattedMessage id="runSheet.departed" />
        </Button>
      )}
    </Stack>
  );
}

const riderName = (intl: IntlShape, rider: RunRider) =>
  rider.student_name ?? intl.formatMessage({ id: 'runSheet.removedStudent' });

/**
 * The rider as an action's ref names them: a removed student has no name, and the message words that
 * itself (a ref's values are names, never another message).
 */
const riderValues = (rider: RunRider) =>
  rider.student_name === null ? { named: 'no', student: '' } : { named: 'yes', student: rider.student_name };

/** A button on an expected rider: what it says and the action it records. */
type RiderAction = { label: MessageKey; record: MessageKey; event_type: number; color: string };

const PICKED_UP: RiderAction = {
  label: 'runSheet.riderPickedUp',
  record: 'runSheet.actionPickedUp',
  event_type: EVENT.pickup,
  color: 'green',
};
const ABSENT: RiderAction = {
  label: 'runSheet.riderAbsent',
  record: 'runSheet.actionAbsent',
  event_type: EVENT.absent,
  color: 'red',
};
const DROPPED_OFF: RiderAction = {
  label: 'runSheet.riderDroppedOff',
  record: 'runSheet.actionDroppedOff',
  event_type: EVENT.dropoff,
  color: 'green',
};

function RiderList({
  title,
  riders,
  actions,
  onAction,
}: {
  title: string;
  riders: RunRider[];
  actions: RiderAction[];
  onAction: (rider: RunRider, action: RiderAction) => void;
}) {
  const intl = useIntl();
  if (riders.length === 0) return null;
  return (
    <section aria-label={title}>
      <Title order={4} size="h5">
        {title}
      </Title>
      <ul className={classes.plainList}>
        {riders.map((rider) => {
          const status = RIDER_STATUS[rider.status];
          const name = riderName(intl, rider);
          return (
            <li key={rider.student} className={classes.rider}>
              <Stack gap="xs" role="group" aria-label={name}>
                <Group justify="space-between" gap="xs">
                  <Text size="lg">{name}</Text>
                  <Group gap="xs">
                    <Badge color={status.color} variant="light" size="lg" tt="none">
                      <FormattedMessage id={status.label} />
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
                        onClick={() => onAction(rider, action)}
                      >
                        <FormattedMessage id={action.label} />
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
