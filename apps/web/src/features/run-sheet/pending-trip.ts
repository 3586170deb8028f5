import type { OutboxItem } from './run-sheet-db';
import type { RiderStatus, TripDetail, TripRider, TripStop } from './run-sheet.types';

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
  stops: RunStop[];
};

/** Trip Started makes a trip Active, Trip Completed Completed. */
const STATUS_OF_EVENT: Record<number, number> = { 1: 2, 7: 3 };

const RIDER_EVENTS: Record<number, { list: 'pick' | 'drop'; status: RiderStatus }> = {
  3: { list: 'pick', status: 'picked_up' },
  8: { list: 'pick', status: 'absent' },
  5: { list: 'drop', status: 'dropped_off' },
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
    const status = STATUS_OF_EVENT[event.event_type];
    // The server's status is newer once it is past what this device recorded.
    if (status && run.status < status) {
      run.status = status;
      run.statusWaiting = waiting;
      if (status === 2) run.odometerStart = event.odometer ?? null;
    }
    const stop = run.stops.find((entry) => entry.id === event.journey_stop);
    if (!stop) continue;
    const mark = { at: event.event_time, waiting };
    if (event.event_type === 2) stop.arrived ??= mark;
    if (event.event_type === 4) stop.departed ??= mark;
    const riderEvent = RIDER_EVENTS[event.event_type];
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
