import bearing from '@turf/bearing';
import distance from '@turf/distance';

/** A stop of a trip as the schedule has it: where, and when the bus is expected (ms since the epoch). */
export type ScheduledStop = { latitude: number; longitude: number; at: number };

/** How a day differs from the schedule: what the simulator draws for each trip. */
export type RunVariation = {
  /** The trip leaves its first stop this late (ms; negative: early). */
  startDelayMs: number;
  /** Each segment's time against the schedule's (1.4: traffic, 40% slower), one per segment. */
  segmentFactors: number[];
  /** The time stood at each stop (ms), one per stop; the last one's is not used. */
  dwellMs: number[];
};

/** When the bus really reaches and leaves each stop on this run. */
export type BusRun = { stops: ScheduledStop[]; arrivals: number[]; departures: number[] };

export type BusPosition = { latitude: number; longitude: number; speed: number; heading: number | null };

/**
 * The run of a trip on a day: it leaves the first stop at its time plus the delay, drives each
 * segment in the schedule's time for it times the segment's factor, and stands at each stop for
 * its dwell. The schedule's segment time includes the dwell it expects; a segment the schedule
 * gives no time (two stops at one minute) is driven at 30 km/h.
 */
export function planRun(stops: ScheduledStop[], variation: RunVariation): BusRun {
  const arrivals: number[] = [];
  const departures: number[] = [];
  let clock = stops[0]!.at + variation.startDelayMs;
  stops.forEach((stop, i) => {
    if (i > 0) {
      const previous = stops[i - 1]!;
      const scheduled = stop.at - previous.at;
      const km = distance([previous.longitude, previous.latitude], [stop.longitude, stop.latitude]);
      const driven = scheduled > 0 ? scheduled : (km / 30) * 3600_000;
      clock += Math.max(driven * (variation.segmentFactors[i - 1] ?? 1), 1000);
    }
    arrivals.push(clock);
    clock += i === 0 || i === stops.length - 1 ? 0 : (variation.dwellMs[i] ?? 0);
    departures.push(clock);
  });
  return { stops, arrivals, departures };
}

/**
 * Where the bus is at `time`: standing at a stop, or along the straight line between two (the
 * route's streets are not known; a stop's radius is what the trips read). Null before the run
 * starts and after it ends.
 */
export function positionAt(run: BusRun, time: number): BusPosition | null {
  const { stops, arrivals, departures } = run;
  if (time < departures[0]! || time > arrivals[arrivals.length - 1]!) return null;
  for (let i = 0; i < stops.length; i++) {
    if (time >= arrivals[i]! && time <= departures[i]!) {
      return { latitude: stops[i]!.latitude, longitude: stops[i]!.longitude, speed: 0, heading: null };
    }
    const next = stops[i + 1];
    if (next && time > departures[i]! && time < arrivals[i + 1]!) {
      const from = stops[i]!;
      const share = (time - departures[i]!) / (arrivals[i + 1]! - departures[i]!);
      const metres = distance([from.longitude, from.latitude], [next.longitude, next.latitude]) * 1000;
      return {
        latitude: from.latitude + (next.latitude - from.latitude) * share,
        longitude: from.longitude + (next.longitude - from.longitude) * share,
        speed: metres / ((arrivals[i + 1]! - departures[i]!) / 1000),
        heading: (bearing([from.longitude, from.latitude], [next.longitude, next.latitude]) + 360) % 360,
      };
    }
  }
  return null;
}
