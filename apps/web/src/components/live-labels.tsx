import { Badge, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { Formats } from '@app/shared/i18n/formats';
import { shortTime } from '@app/shared/journeys/journey.schemas';
import { LAST_SEEN_AFTER_MS, type StopEta, type TripEta } from '@app/shared/positions/live.schemas';
import type { ActiveTrip } from '@app/shared/trip-status/trip-status.schemas';
import type { LiveStatus } from '../lib/live-stream';

// What the live screens (Live Map, Active Trips) say of a bus: how late it runs, when it reaches its next
// stop and on what the estimate stands, when it was last heard, and whether the stream is live.

const NONE = '—';

/** Within this many seconds of its time either way a bus is on time; beyond it late (or early). */
const ON_TIME_SECONDS = 120;
/** Later than this it is very late. */
const VERY_LATE_SECONDS = 600;

/** How a bus runs against its next stop's planned time; `unknown` without an estimate (off a trip). */
export type DelayClass = 'onTime' | 'early' | 'late' | 'veryLate' | 'unknown';

export function delayClass(seconds: number | null): DelayClass {
  if (seconds === null) return 'unknown';
  if (seconds > VERY_LATE_SECONDS) return 'veryLate';
  if (seconds > ON_TIME_SECONDS) return 'late';
  if (seconds < -ON_TIME_SECONDS) return 'early';
  return 'onTime';
}

/** Each class's colour (a Mantine colour name): on the badge and the bus's arrow, never the only sign. */
const DELAY_COLORS: Record<DelayClass, string> = {
  onTime: 'green',
  early: 'blue',
  late: 'orange',
  veryLate: 'red',
  unknown: 'gray',
};

/** 'On time', '5 min late', '3 min early' (whole minutes); null without an estimate. */
export function delayText(intl: IntlShape, seconds: number | null): string | null {
  const type = delayClass(seconds);
  if (seconds === null || type === 'unknown') return null;
  if (type === 'onTime') return intl.formatMessage({ id: 'live.onTime' });
  const minutes = Math.round(Math.abs(seconds) / 60);
  return intl.formatMessage({ id: type === 'early' ? 'live.minutesEarly' : 'live.minutesLate' }, { minutes });
}

/** The delay in words on a badge of its class's colour; a dash without an estimate. */
export function DelayBadge({ seconds }: { seconds: number | null }) {
  const intl = useIntl();
  const text = delayText(intl, seconds);
  if (text === null) return <>{NONE}</>;
  return (
    <Badge
      color={DELAY_COLORS[delayClass(seconds)]}
      variant="light"
      tt="none"
      data-delay={delayClass(seconds)}
    >
      {text}
    </Badge>
  );
}

/**
 * A trip's delay in seconds (negative: early) by its latest estimate; until one comes, by the trips
 * list's lateness, which cannot tell early from not yet due (never early); null when nothing says.
 */
export function delaySecondsOf(active: Pick<ActiveTrip, 'minutes_late'>, eta: TripEta | null): number | null {
  if (eta) return eta.delay_seconds;
  return active.minutes_late === null ? null : Math.max(0, active.minutes_late) * 60;
}

/** The next stop as the screens show it: by the live estimate, or by the schedule until one comes. */
export type NextStop =
  | { kind: 'eta'; sequence: number; title: string; stop: StopEta }
  | { kind: 'planned'; sequence: number; title: string; expected: string }
  | { kind: 'none' };

export function nextStopOf(active: Pick<ActiveTrip, 'next_stop'>, eta: TripEta | null): NextStop {
  if (eta) {
    const stop = eta.stops[0];
    return stop ? { kind: 'eta', sequence: stop.sequence, title: stop.title, stop } : { kind: 'none' };
  }
  const planned = active.next_stop;
  return planned
    ? {
        kind: 'planned',
        sequence: planned.sequence,
        title: planned.bus_stop_title,
        expected: planned.expected_time,
      }
    : { kind: 'none' };
}

/** '2. Hillside School' over 'ETA 07:42, learned from past trips' (or 'Expected 07:30' by the schedule). */
export function NextStopCell({ stop, formats }: { stop: NextStop; formats: Formats }) {
  if (stop.kind === 'none')
    return (
      <Text size="sm">
        <FormattedMessage id="live.lastStopPassed" />
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm">
        <FormattedMessage id="live.stopOfSequence" values={{ sequence: stop.sequence, stop: stop.title }} />
      </Text>
      <Text size="xs" c="dimmed">
        {stop.kind === 'eta' ? (
          <EtaText stop={stop.stop} formats={formats} />
        ) : (
          <FormattedMessage id="live.expectedAt" values={{ time: shortTime(stop.expected) }} />
        )}
      </Text>
    </Stack>
  );
}

/** 'ETA 07:42, learned from past trips' or '…, from the schedule': the time and what it stands on. */
function EtaText({ stop, formats }: { stop: Pick<StopEta, 'eta' | 'basis'>; formats: Formats }) {
  return (
    <FormattedMessage
      id={stop.basis === 'learned' ? 'live.etaLearned' : 'live.etaSchedule'}
      values={{ time: formats.time(stop.eta) }}
    />
  );
}

/**
 * Nothing while the bus is heard from (a position within LAST_SEEN_AFTER_MS of `now`), then 'Last seen
 * 2 minutes ago', counted to `now` (the screen's clock, renewed every few seconds).
 */
export function lastSeenText(intl: IntlShape, formats: Formats, time: string, now: number): string | null {
  if (now - Date.parse(time) < LAST_SEEN_AFTER_MS) return null;
  return intl.formatMessage({ id: 'live.lastSeenAgo' }, { ago: formats.timeAgo(time, now) });
}

/** The stream's state in a sentence, announced when it changes (a drop, the return). */
export function LiveStatusText({ status }: { status: LiveStatus }) {
  return (
    <Text size="xs" c={status === 'live' ? 'dimmed' : 'orange.9'} role="status">
      <FormattedMessage id={STATUS_KEYS[status]} />
    </Text>
  );
}

const STATUS_KEYS = {
  connecting: 'live.connecting',
  live: 'live.live',
  reconnecting: 'live.reconnecting',
  closed: 'live.closed',
} as const satisfies Record<LiveStatus, string>;
