/**
 * ETA accuracy (issue 22 §3): the demo district's routes (the 10 routes and 60 stops `npm start`
 * seeds, morning and afternoon, on their timetable) driven on `--history` school days to learn from,
 * then replayed on `--days` more: each bus's phone pinging every 5 s with GPS noise and lost pings,
 * the district's recurring traffic (some segments slow in a rush hour, some quicker than the
 * timetable), the day's own pace (one a day, shared by its trips), one segment in twelve in unusual
 * traffic, and longer stands at stops. Every 30 s of each replayed trip, the remaining stops' ETAs
 * are compared with when the bus really stood at them. Prints mean absolute error and p90 by how far
 * ahead (1-5, 5-10, 10-15 min), for the product's ETAs (with the school's pace today, from the day's
 * other trips as recorded by the estimate's time; `--without-school-pace`: the trip's own alone),
 * for the best possible estimate (`bestPossible`: what no estimator can beat on average in this
 * district), and for two without learning: the schedule from where the bus is (the product's
 * fallback) and the timetable alone (each stop's planned time). Bias: the product's mean signed
 * error (negative: early).
 *
 *   node --import tsx bench/eta-replay.ts [--history 25] [--days 10] [--seed 1] [--without-school-pace]
 *
 * In one process, without a server or a database: the product's own estimator (eta-engine.ts) and
 * look-ups (segment-times.ts `learnedTimes`) and the simulator's runs and noise. Steps the product
 * does in SQL are mirrored here and said so: a stop reached at the first good position within 40 m
 * (its arrival radius) and left at the first beyond 50 m (position-writer.ts), the typical drive
 * and stand at each hour, over at least 3 trips (segment-times.ts), and the segments the school's
 * trips drove today (school-pace.ts).
 */
import { parseArgs } from 'node:util';
import { demoNetwork, demoTimetable } from '../apps/server/src/features/demo/demo-network';
import {
  drivenSegments,
  estimateTrip,
  schoolPace,
  type LearnedTimes,
  type TripStopState,
} from '../apps/server/src/features/eta/eta-engine';
import { learnedTimes } from '../apps/server/src/features/eta/segment-times';
import { planRun, positionAt, type BusRun } from '../apps/server/src/features/simulation/bus-run';
import {
  districtTraffic,
  drawDayPace,
  drawVariation,
  seededRandom,
  withGpsNoise,
} from '../apps/server/src/features/simulation/run-variation';

const { values: args } = parseArgs({
  options: {
    history: { type: 'string', default: '25' },
    days: { type: 'string', default: '10' },
    seed: { type: 'string', default: '1' },
    // The product's ETAs from the trip's own pace alone (a prior of pace 1), as before the school's.
    'without-school-pace': { type: 'boolean', default: false },
  },
});
const HISTORY = Number(args.history);
const DAYS = Number(args.days);
const SEED = Number(args.seed);
const SCHOOL_PACE = !args['without-school-pace'];
const PING_MS = 5_000;
const LOST_SHARE = 0.03;
const EVERY_PINGS = 6;
const ARRIVAL_M = 40;
const DEPARTURE_M = 50;
const MIN_TRIPS = 3;
const DAY_MS = 24 * 3_600_000;
const FIRST_DAY = Date.UTC(2026, 8, 1);
const HORIZONS = [
  [1, 5],
  [5, 10],
  [10, 15],
] as const;

/** A trip of a day: its stops, its run, and what of the run's draw is not random to the best possible estimate. */
type Trip = {
  stops: TripStopState[];
  run: BusRun;
  /** The district's recurring traffic on each segment at the hour it is driven (districtTraffic). */
  usual: number[];
  /** The day's pace of the district this trip drove at. */
  day: number;
};

/** The demo's trips of a day, as the timetable has them (the district's clock is UTC here). */
function tripsOfDay(day: number, random: () => number, traffic: ReturnType<typeof districtTraffic>): Trip[] {
  const { stops, routes } = demoNetwork();
  const point = new Map(stops.map((stop) => [stop.title, stop.point]));
  const base = FIRST_DAY + day * DAY_MS;
  // The district's pace today: the same for every trip of the day (weather, a market day).
  const pace = drawDayPace(random);
  return routes.flatMap((route) =>
    [true, false].map((morning) => {
      const titles = morning ? route.stops : [...route.stops].reverse();
      const points = titles.map((title) => point.get(title)!);
      const { expected } = demoTimetable(route, points, morning);
      const tripStops: TripStopState[] = titles.map((title, i) => {
        const [hours, minutes] = expected[i]!.split(':').map(Number);
        return {
          id: `${route.plan.number}-${morning}-${i}`,
          sequence: i + 1,
          title,
          busStop: title,
          ...points[i]!,
          arrivalRadius: ARRIVAL_M,
          planned: base + (hours! * 60 + minutes!) * 60_000,
          arrivedAt: null,
          departedAt: null,
        };
      });
      const usual = tripStops
        .slice(1)
        .map((stop, i) =>
          traffic(`${tripStops[i]!.busStop}>${stop.busStop}`, new Date(tripStops[i]!.planned).getUTCHours()),
        );
      const scheduled = tripStops.map((stop) => ({
        latitude: stop.latitude,
        longitude: stop.longitude,
        at: stop.planned,
      }));
      return {
        stops: tripStops,
        run: planRun(scheduled, drawVariation(random, tripStops.length, usual, pace)),
        usual,
        day: pace,
      };
    }),
  );
}

const metres = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
  111_320 *
  Math.hypot(
    a.latitude - b.latitude,
    (a.longitude - b.longitude) * Math.cos(((a.latitude + b.latitude) * Math.PI) / 360),
  );

/**
 * Drives a trip's phone along its run: a ping every 5 s (some lost), each reaching and leaving
 * stops as the position writer records them; `onPing` sees each ping with the stops as recorded so far.
 */
function replay(
  trip: Trip,
  random: () => number,
  onPing?: (
    time: number,
    fix: { latitude: number; longitude: number },
    recorded: TripStopState[],
    n: number,
  ) => void,
) {
  const stops = trip.stops.map((stop) => ({ ...stop }));
  const { departures, arrivals } = trip.run;
  let n = 0;
  for (let time = departures[0]! - 3 * 60_000; time <= arrivals.at(-1)!; time += PING_MS) {
    const exact = positionAt(trip.run, Math.max(time, departures[0]!));
    if (!exact || random() < LOST_SHARE) continue;
    const fix = withGpsNoise(random, exact);
    if (time >= departures[0]!) {
      for (const stop of stops) {
        if (stop.arrivedAt === null && metres(stop, fix) <= ARRIVAL_M) stop.arrivedAt = time;
        else if (
          stop.arrivedAt !== null &&
          stop.departedAt === null &&
          time > stop.arrivedAt &&
          metres(stop, fix) > DEPARTURE_M
        )
          stop.departedAt = time;
      }
    }
    onPing?.(time, fix, stops, n++);
  }
  return stops;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return (sorted[Math.floor(middle)]! + sorted[Math.ceil(middle)]!) / 2;
};

/** The mean of the values within three times their median (segment-times.ts). */
const typical = (values: number[]) => {
  const kept = values.filter((value) => value <= 3 * median(values));
  return kept.reduce((sum, value) => sum + value, 0) / kept.length;
};

/** What the product's SQL takes of the school's completed trips (segment-times.ts). */
function learn(recorded: TripStopState[][]): LearnedTimes {
  type Observed = { kind: 'drive' | 'dwell'; from_stop: string; to_stop: string | null; hour: number };
  const rows = new Map<string, Observed & { values: number[] }>();
  const add = (observed: Observed, seconds: number) => {
    const key = JSON.stringify(observed);
    if (!rows.has(key)) rows.set(key, { ...observed, values: [] });
    rows.get(key)!.values.push(seconds);
  };
  for (const stops of recorded) {
    stops.forEach((stop, i) => {
      const { arrivedAt, departedAt } = stop;
      if (arrivedAt !== null && departedAt !== null && departedAt >= arrivedAt) {
        const hour = new Date(arrivedAt).getUTCHours();
        add({ kind: 'dwell', from_stop: stop.busStop, to_stop: null, hour }, (departedAt - arrivedAt) / 1000);
      }
      const next = stops[i + 1];
      const left = departedAt ?? arrivedAt;
      if (next?.arrivedAt && left !== null && next.arrivedAt > left) {
        const hour = new Date(left).getUTCHours();
        add(
          { kind: 'drive', from_stop: stop.busStop, to_stop: next.busStop, hour },
          (next.arrivedAt - left) / 1000,
        );
      }
    });
  }
  return learnedTimes(
    [...rows.values()]
      .filter((row) => row.values.length >= MIN_TRIPS)
      .map((row) => ({ ...row, seconds: typical(row.values) })),
  );
}

/**
 * The expected value of a segment's random part in drawVariation: within 10% of its usual (1 on
 * average), and one in twelve 30 to 80% longer (1.55 on average).
 */
const RANDOM_SEGMENT = 11 / 12 + 1.55 / 12;
/** drawVariation's stands at a stop: 20 to 60 s, and one in ten 90 to 180 s. */
const STANDS = [
  { share: 0.9, low: 20_000, high: 60_000 },
  { share: 0.1, low: 90_000, high: 180_000 },
];

/** The expected rest of a stand that has lasted `elapsed` ms so far (what is left of drawVariation's draw). */
function restOfStand(elapsed: number): number {
  let likely = 0;
  let total = 0;
  for (const { share, low, high } of STANDS) {
    const from = Math.min(Math.max(elapsed, low), high);
    // The part of this uniform draw still possible, and its stands' sum.
    likely += (share * (high - from)) / (high - low);
    total += (share * (high * high - from * from)) / 2 / (high - low);
  }
  return likely > 0 ? total / likely - elapsed : 0;
}

/**
 * The best possible estimate (a floor): each stop's arrival as an estimator would make it that knew
 * the recurring traffic of every segment at its hour, the day's pace, the trip's start delay and the
 * bus's true position, and only the expected value of what is random: each segment's 10% and
 * unusual traffic (the one under way too: the rest of its expected time by how far along the bus
 * truly is, not its speed so far, which a simulated bus's one speed a segment would give away), and
 * the stands (the rest of the one under way, given how long it has lasted). Of the moment the bus
 * stands at the stop, as the truth it is compared with. Expected values, not medians: an estimator
 * of the median would have a slightly lower mean absolute error where the draw is skewed.
 */
function bestPossible(trip: Trip, time: number): Map<string, number> {
  const { run, stops } = trip;
  const { arrivals, departures } = run;
  const drive = (i: number) => {
    const scheduled = stops[i + 1]!.planned - stops[i]!.planned;
    // As planRun: a segment the schedule gives no time is driven at 30 km/h.
    const usual = scheduled > 0 ? scheduled : (metres(stops[i]!, stops[i + 1]!) / (30 / 3.6)) * 1000;
    return Math.max(usual * trip.usual[i]! * trip.day * RANDOM_SEGMENT, 1000);
  };
  const stand = restOfStand(0);
  const last = stops.length - 1;
  // Where the bus is: which stop it leaves next, and when.
  let from: number;
  let clock: number;
  const etas = new Map<string, number>();
  const standing = arrivals.findIndex((arrival, i) => arrival <= time && time <= departures[i]!);
  if (time < departures[0]!) {
    from = 0;
    clock = departures[0]!;
  } else if (standing >= 0) {
    from = standing;
    clock = time + restOfStand(time - arrivals[standing]!);
  } else {
    // On a segment: the rest of its expected time, by how far along the bus truly is.
    const to = arrivals.findIndex((arrival) => arrival > time);
    if (to < 0) return etas;
    from = to;
    const share = (time - departures[to - 1]!) / (arrivals[to]! - departures[to - 1]!);
    clock = time + (1 - share) * drive(to - 1);
    etas.set(stops[from]!.id, clock);
    if (from < last) clock += stand;
  }
  for (let next = from + 1; next <= last; next++) {
    clock += drive(next - 1);
    etas.set(stops[next]!.id, clock);
    if (next < last) clock += stand;
  }
  return etas;
}

const nothingLearned: LearnedTimes = { drive: () => undefined, dwell: () => undefined };
const hourOf = (ms: number) => new Date(ms).getUTCHours();
const ERRORS = ['learned', 'best', 'schedule', 'timetable', 'bias'] as const;
type Errors = Record<(typeof ERRORS)[number], number[]>;
type Sample = { time: number; fix: { latitude: number; longitude: number }; recorded: TripStopState[] };

function main() {
  const random = seededRandom(SEED);
  const traffic = districtTraffic(SEED);
  const started = process.hrtime.bigint();

  const history: TripStopState[][] = [];
  for (let day = 0; day < HISTORY; day++)
    for (const trip of tripsOfDay(day, random, traffic)) history.push(replay(trip, random));
  const learned = learn(history);

  const buckets = HORIZONS.map(
    () => Object.fromEntries(ERRORS.map((key) => [key, [] as number[]])) as Errors,
  );
  let estimates = 0;
  let trips = 0;
  for (let day = HISTORY; day < HISTORY + DAYS; day++) {
    // The day's trips driven first, each estimate then made from what had been recorded by its time.
    const driven = tripsOfDay(day, random, traffic).map((trip) => {
      const samples: Sample[] = [];
      const recorded = replay(trip, random, (time, fix, stops, n) => {
        if (n % EVERY_PINGS === 0) samples.push({ time, fix, recorded: stops.map((stop) => ({ ...stop })) });
      });
      return { trip, samples, recorded };
    });
    const segments = driven.map(({ recorded }) => drivenSegments(recorded));
    for (const [n, { trip, samples }] of driven.entries()) {
      trips++;
      // The other trips of the day: only what they had driven by the estimate's time.
      const others = segments.filter((_, other) => other !== n).flat();
      for (const { time, fix, recorded } of samples) {
        const position = { time, ...fix };
        const today = others.filter((segment) => segment.reachedAt <= time);
        const pace = SCHOOL_PACE ? schoolPace(today, learned, hourOf) : 1;
        const ours = estimateTrip(recorded, position, learned, hourOf, pace);
        const fallback = estimateTrip(recorded, position, nothingLearned, hourOf);
        const fallbackOf = new Map(fallback.stops.map(({ stop, eta }) => [stop.id, eta]));
        const best = bestPossible(trip, time);
        estimates++;
        for (const { stop, eta } of ours.stops) {
          const index = trip.stops.findIndex((s) => s.id === stop.id);
          const truth = trip.run.arrivals[index]!;
          const ahead = (truth - time) / 60_000;
          const bucket = HORIZONS.findIndex(([low, high]) => ahead >= low && ahead < high);
          if (bucket < 0) continue;
          const errors = buckets[bucket]!;
          errors.learned.push(Math.abs(eta - truth) / 1000);
          errors.bias.push((eta - truth) / 1000);
          errors.best.push(Math.abs(best.get(stop.id)! - truth) / 1000);
          errors.schedule.push(Math.abs((fallbackOf.get(stop.id) ?? stop.planned) - truth) / 1000);
          errors.timetable.push(Math.abs(stop.planned - truth) / 1000);
        }
      }
    }
  }

  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)]!;
  const cell = (values: number[]) =>
    `${mean(values).toFixed(0).padStart(4)} s ${p90(values).toFixed(0).padStart(5)} s`;
  const better = (ours: number[], theirs: number[]) =>
    `${((1 - mean(ours) / mean(theirs)) * 100).toFixed(0).padStart(4)}%`;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(
    `ETA replay: demo district, ${HISTORY} school days learned, ${DAYS} replayed (${trips} trips, ${estimates} estimates every 30 s), seed ${SEED}, ${SCHOOL_PACE ? "the school's pace today" : "the trip's own pace only"}, ${seconds.toFixed(1)} s`,
  );
  console.log(
    'ahead      estimates | product: mean   p90  bias | best possible: mean   p90 | schedule from position: mean   p90 | timetable: mean    p90 | better than: schedule timetable',
  );
  const row = (label: string, errors: Errors) =>
    console.log(
      `${label.padEnd(10)} ${String(errors.learned.length).padStart(9)} | ${cell(errors.learned)} ${mean(errors.bias).toFixed(0).padStart(4)} s |         ${cell(errors.best)} |                  ${cell(errors.schedule)} |       ${cell(errors.timetable)} | ${better(errors.learned, errors.schedule).padStart(15)} ${better(errors.learned, errors.timetable).padStart(9)}`,
    );
  HORIZONS.forEach(([low, high], i) => row(`${low}-${high} min`, buckets[i]!));
  row('1-15 min', Object.fromEntries(ERRORS.map((key) => [key, buckets.flatMap((b) => b[key])])) as Errors);
}

main();
