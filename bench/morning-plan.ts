/**
 * The district morning of bench/notify-morning.ts, as numbers: each bus's straight route of stops 65 s
 * apart, its pings every 5 s, its riders' guardians and their minutes before, and the moment
 * each guardian's "N minutes away" should be decided. Pure: the database and the product see the
 * same plan, written by morning-district.ts and driven by notify-morning.ts.
 */
import {
  estimateTrip,
  type LearnedTimes,
  type TripStopState,
} from '../apps/server/src/features/eta/eta-engine';

export const PING_MS = 5_000;
/**
 * 65 s between stops, 542 m at 30 km/h: not a whole minute, so a bus standing at a stop (the
 * estimator then counts whole segments) is never exactly a guardian's minutes from another.
 */
export const STOP_MS = 65_000;
const STOP_M = (STOP_MS / 1000) * (30 / 3.6);
/**
 * Pings fall half a beat before each stop's time, 21 m short of it: every stop's arrival is recorded
 * equally early, so the trips' and the school's pace are exactly 1 (all buses on time) and an ETA is
 * never exactly a whole number of minutes away.
 */
const PING_OFFSET_MS = -2_500;
/** The guardians' minutes before: a quarter 3, a half the default 5 (no settings row), a quarter 8. */
export const MINUTES_OF = [3, 5, 5, 8] as const;
/** A crossing is counted from this long after the bus's first ping: before, it is the first sight, not a crossing. */
const FIRST_CROSSING_MS = 30_000;
/** The position writer's arrival radius (bus stops' default) and departure beyond it (ARRIVAL_RADIUS). */
const ARRIVAL_M = 40;
const DEPARTURE_M = 50;

export type Point = { latitude: number; longitude: number };
export type BusPlan = { index: number; stops: (Point & { planned: number })[]; pings: Ping[] };
export type Ping = Point & { time: number };
export type GuardianPlan = { bus: number; stop: number; minutes: number };

const metres = (a: Point, b: Point) =>
  111_320 *
  Math.hypot(
    a.latitude - b.latitude,
    (a.longitude - b.longitude) * Math.cos(((a.latitude + b.latitude) * Math.PI) / 360),
  );

/**
 * Bus `index` of `buses`: its first stop at `start` plus its share of a beat (the fleet's pings
 * spread evenly over each 5 s), on a line of its own 220 m south of the previous bus's, its stops
 * eastward every 542 m, driven on schedule; pings from half a beat before it leaves its first stop
 * until the replay's end.
 */
export function planBus(
  index: number,
  buses: number,
  start: number,
  replayMs: number,
  stops: number,
): BusPlan {
  const first = start + Math.floor((index * PING_MS) / buses);
  const latitude = -1.2 - index * 0.002;
  const step = STOP_M / (111_320 * Math.cos((latitude * Math.PI) / 180));
  const stopsOf = Array.from({ length: stops }, (_, k) => ({
    latitude,
    longitude: 36.7 + k * step,
    planned: first + k * STOP_MS,
  }));
  const pings: Ping[] = [];
  for (let time = first + PING_OFFSET_MS; time < start + replayMs; time += PING_MS) {
    const along = Math.min(Math.max(0, time - first) / STOP_MS, stops - 1);
    pings.push({ time, latitude, longitude: 36.7 + along * step });
  }
  return { index, stops: stopsOf, pings };
}

/** Stops a route needs so that every guardian's crossing can fall in the replay. */
export const stopsFor = (replayMs: number) => Math.ceil(replayMs / STOP_MS) + Math.max(...MINUTES_OF) + 2;

/**
 * Guardian `n` of `guardians`: on bus n mod buses, with their minutes before, their child boarding at
 * a stop whose crossing (its planned time less those minutes) falls in the replay, the bus's
 * guardians spread over those stops.
 */
export function planGuardian(n: number, buses: number, replayMs: number, stops: number): GuardianPlan {
  const minutes = MINUTES_OF[n % MINUTES_OF.length]!;
  const earliest = Math.ceil((minutes * 60_000 + FIRST_CROSSING_MS + PING_MS) / STOP_MS);
  const latest = Math.max(earliest, Math.floor((minutes * 60_000 + replayMs - 2 * PING_MS) / STOP_MS));
  const stop = Math.min(stops - 2, earliest + (Math.floor(n / buses) % (latest - earliest + 1)));
  return { bus: n % buses, stop, minutes };
}

const nothingLearned: LearnedTimes = { drive: () => undefined, dwell: () => undefined };

/**
 * For each ping of a bus, the seconds the product's estimator (eta-engine.ts, with nothing learned,
 * as in a district's first day, and the school's pace 1, its buses all on time) puts each stop not
 * yet reached away; stops reached and left as the position writer records them (within the arrival
 * radius, beyond it by 10 m). Answers, per stop, the index of the first ping within each minutes.
 */
export function crossingPings(bus: BusPlan, minutes: readonly number[]): Map<number, Map<number, number>> {
  const states: TripStopState[] = bus.stops.map((stop, k) => ({
    id: String(k),
    sequence: k + 1,
    title: `Stop ${k + 1}`,
    busStop: String(k),
    ...stop,
    arrivalRadius: ARRIVAL_M,
    arrivedAt: null,
    departedAt: null,
  }));
  const crossings = new Map<number, Map<number, number>>();
  bus.pings.forEach((ping, i) => {
    for (const stop of states) {
      const away = metres(stop, ping);
      if (stop.arrivedAt === null && away <= ARRIVAL_M) stop.arrivedAt = ping.time;
      else if (stop.arrivedAt !== null && stop.departedAt === null && away > DEPARTURE_M)
        stop.departedAt = ping.time;
    }
    const hourOf = (ms: number) => new Date(ms).getUTCHours();
    for (const { stop, eta } of estimateTrip(states, ping, nothingLearned, hourOf).stops) {
      const k = Number(stop.id);
      // As decide-trip-notices.ts reads it: the ETA as an ISO instant, whole milliseconds.
      const seconds = (Math.trunc(eta) - ping.time) / 1000;
      for (const m of minutes) {
        if (seconds > m * 60) continue;
        if (!crossings.has(k)) crossings.set(k, new Map());
        if (!crossings.get(k)!.has(m)) crossings.get(k)!.set(m, i);
      }
    }
  });
  return crossings;
}
