import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import { STATUS, statusOfEvent } from '@app/shared/trip-status/trip-status.schemas';
import type { OutboxItem } from './run-sheet-db';
import type {
  RiderStatus,
  TripDetail,
  TripEventType,
  TripRider,
  TripStop,
} from '@app/shared/trips/trip.schemas';

/** Something that happened: when, and whether it is still on the device only. */
export type Mark = { at: string; waiting: boolean };
export type RunRider = TripRider & { waiting: boolean };
export type RunStop = TripStop & {
  arrived: Mark | null;
  departed: Mark | null;
  riders: { pick: RunRider[]; drop: RunRider[] };
};
export type RunTrip = {
  trip: TripDetail;
  status: number;
  /** The status change is recorded on the device but not sent yet. */
  statusWaiting: boolean;
  odometerStart: number | null;
  odometerEnd: number | null;
  stops: RunStop[];
};

const RIDER_EVENTS: Partial<Record<TripEventType, { list: 'pick' | 'drop'; status: RiderStatus }>> = {
  [EVENT.pickup]: { list: 'pick', status: 'picked_up' },
  [EVENT.absent]: { list: 'pick', status: 'absent' },
  [EVENT.dropoff]: { list: 'drop', status: 'dropped_off' },
};

/**
 * The trip as the crew sees it: the server's answer with the actions recorded on this device laid on
 * top, so that what was just tapped shows at once (marked waiting until sent). Sent actions that the
 * answer does not show yet count too; failed ones do not.
 */
export function runTrip(trip: TripDetail, outbox: OutboxItem[]): RunTrip {
  const run: RunTrip = {
    trip,
    status: trip.status,
    statusWaiting: false,
    odometerStart: trip.odometer_start,
    odometerEnd: trip.odometer_end,
    stops: [...trip.journey_stops]
      .sort((a, b) => a.sequence - b.sequence)
      .map((stop) => ({
        ...stop,
        arrived: stop.arrived_at ? { at: stop.arrived_at, waiting: false } : null,
        departed: stop.departed_at ? { at: stop.departed_at, waiting: false } : null,
        riders: {
          pick: stop.pick_students.map((rider) => ({ ...rider, waiting: false })),
          drop: stop.drop_students.map((rider) => ({ ...rider, waiting: false })),
        },
      })),
  };
  for (const item of outbox) {
    const { event } = item;
    if (event.trip !== trip.id || item.state === 'failed') continue;
    const waiting = item.state === 'waiting';
    const type = event.event_type as TripEventType;
    // Trip Started makes the trip Active, Trip Completed Completed.
    const status = statusOfEvent(type);
    // The server's status is newer once it is past what this device recorded.
    if (status && run.status < status) {
      run.status = status;
      run.statusWaiting = waiting;
      if (status === STATUS.active) run.odometerStart = event.odometer ?? null;
      if (status === STATUS.completed) run.odometerEnd = event.odometer ?? null;
    }
    const stop = run.stops.find((entry) => entry.id === event.journey_stop);
    if (!stop) continue;
    const mark = { at: event.event_time, waiting };
    if (type === EVENT.arrived) stop.arrived ??= mark;
    if (type === EVENT.departed) stop.departed ??= mark;
    const riderEvent = RIDER_EVENTS[type];
    const rider = riderEvent && stop.riders[riderEvent.list].find((entry) => entry.student === event.student);
    if (riderEvent && rider?.status === 'expected') {
      rider.status = riderEvent.status;
      rider.waiting = waiting;
    }
  }
  return run;
}

/** The stop the bus is at or going to: the first one not departed from. */
export function currentStop(run: RunTrip): RunStop | undefined {
  return run.stops.find((stop) => !stop.departed);
}
