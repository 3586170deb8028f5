/**
 * ETA accuracy (issue 22 §3): the demo district's routes (the 10 routes and 60 stops `npm start`
 * seeds, morning and afternoon, on their timetable) driven on `--history` school days to learn from,
 * then replayed on `--days` more: each bus's phone pinging every 5 s with GPS noise and lost pings,
 * the district's recurring traffic (some segments slow in a rush hour, some quicker than the
 * timetable), a day's own pace, one segment in twelve in unusual traffic, and longer stands at stops.
 * Every 30 s of each replayed trip, the remaining stops' ETAs are compared with when the bus really
 * got there. Prints mean absolute error and p90 by how far ahead (1-5, 5-10, 10-15 min), for the
 * product's ETAs and for two without learning: the schedule from where the bus is (the product's
 * fallback) and the timetable alone (each stop's planned time). Bias: the product's mean signed
 * error (negative: early), as a stop is reached when the bus comes within 40 m of it.
 *
 *   node --import tsx bench/eta-replay.ts [--history 25] [--days 10] [--seed 1]
 *
 * In one process, without a server or a database: the product's own estimator (eta-engine.ts) and
 * look-ups (segment-times.ts `learnedTimes`) and the simulator's runs and noise. Two steps the
 * product does in SQL are mirrored here and said so: a stop reached at the first good position
 * within 40 m and left at the first beyond 50 m (position-writer.ts), and the typical drive and
 * stand at each hour, over at least 3 trips (segment-times.ts).
 */
import { parseArgs } from 'node:util';
import { demoNetwork, demoTimetable } from '../apps/server/src/features/demo/demo-network';
import {
  estimateTrip,
  type LearnedTimes,
  type TripStopState,
} from '../apps/server/src/features/eta/eta-engine';
import { learnedTimes } from '../apps/server/src/features/eta/segment-times';
import { planRun, positionAt, type BusRun } from '../apps/server/src/features/simulation/bus-run';
import {
  districtTraffic,
  drawVariation,
  seededRandom,
  withGpsNoise,
} from '../apps/server/src/features/simulation/run-variation';

const { values: args } = parseArgs({
  options: {
    history: { type: 'string', default: '25' },
    days: { type: 'string', default: '10' },
    seed: { type: 'string', default: '1' },
  },
});
const HISTORY = Number(args.history);
const DAYS = Number(args.days);
const SEED = Number(args.seed);
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

type Trip = { stops: TripStopState[]; run: BusRun };

/** The demo's trips of a day, as the timetable has them (the district's clock is UTC here). */
function tripsOfDay(day: number, random: () => number, traffic: ReturnType<typeof districtTraffic>): Trip[] {
  const { stops, routes } = demoNetwork();
  const point = new Map(stops.map((stop) => [stop.title, stop.point]));
  const base = FIRST_DAY + day * DAY_MS;
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
      return { stops: tripStops, run: planRun(scheduled, drawVariation(random, tripStops.length, usual)) };
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
  const drives = new Map<string, number[]>();
  const dwells = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, seconds: number) => {
    if (!map.has(key)) map.set(key, []);
    map.get(key)!.push(seconds);
  };
  for (const stops of recorded) {
    stops.forEach((stop, i) => {
      if (stop.arrivedAt !== null && stop.departedAt !== null && stop.departedAt >= stop.arrivedAt)
        add(
          dwells,
          `${stop.busStop}@${new Date(stop.arrivedAt).getUTCHours()}`,
          (stop.departedAt - stop.arrivedAt) / 1000,
        );
      const next = stops[i + 1];
      const left = stop.departedAt ?? stop.arrivedAt;
      if (next?.arrivedAt && left !== null && next.arrivedAt > left)
        add(
          drives,
          `${stop.busStop}>${next.busStop}@${new Date(left).getUTCHours()}`,
          (next.arrivedAt - left) / 1000,
        );
    });
  }
  const rows = [
    ...[...drives].map(([key, values]) => {
      const [segment, hour] = key.split('@');
      const [from, to] = segment!.split('>');
      return { kind: 'drive' as const, from_stop: from!, to_stop: to!, hour: Number(hour), values };
    }),
    ...[...dwells].map(([key, values]) => {
      const [stop, hour] = key.split('@');
      return { kind: 'dwell' as const, from_stop: stop!, to_stop: null, hour: Number(hour), values };
    }),
  ];
  return learnedTimes(
    rows
      .filter((row) => row.values.length >= MIN_TRIPS)
      .map((row) => ({ ...row, seconds: typical(row.values) })),
  );
}

const nothingLearned: LearnedTimes = { drive: () => undefined, dwell: () => undefined };
const hourOf = (ms: number) => new Date(ms).getUTCHours();
type Errors = Record<'learned' | 'schedule' | 'timetable' | 'bias', number[]>;

function main() {
  const random = seededRandom(SEED);
  const traffic = districtTraffic(SEED);
  const started = process.hrtime.bigint();

  const history: TripStopState[][] = [];
  for (let day = 0; day < HISTORY; day++)
    for (const trip of tripsOfDay(day, random, traffic)) history.push(replay(trip, random));
  const learned = learn(history);

  const buckets: Errors[] = HORIZONS.map(() => ({ learned: [], schedule: [], timetable: [], bias: [] }));
  let estimates = 0;
  let trips = 0;
  for (let day = HISTORY; day < HISTORY + DAYS; day++) {
    for (const trip of tripsOfDay(day, random, traffic)) {
      trips++;
      replay(trip, random, (time, fix, recorded, n) => {
        if (n % EVERY_PINGS !== 0) return;
        const position = { time, ...fix };
        const ours = estimateTrip(recorded, position, learned, hourOf);
        const fallback = estimateTrip(recorded, position, nothingLearned, hourOf);
        const fallbackOf = new Map(fallback.stops.map(({ stop, eta }) => [stop.id, eta]));
        estimates++;
        for (const { stop, eta } of ours.stops) {
          const index = trip.stops.findIndex((s) => s.id === stop.id);
          const truth = trip.run.arrivals[index]!;
          const ahead = (truth - time) / 60_000;
          const bucket = HORIZONS.findIndex(([low, high]) => ahead >= low && ahead < high);
          if (bucket < 0) continue;
          buckets[bucket]!.learned.push(Math.abs(eta - truth) / 1000);
          buckets[bucket]!.bias.push((eta - truth) / 1000);
          buckets[bucket]!.schedule.push(Math.abs((fallbackOf.get(stop.id) ?? stop.planned) - truth) / 1000);
          buckets[bucket]!.timetable.push(Math.abs(stop.planned - truth) / 1000);
        }
      });
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
    `ETA replay: demo district, ${HISTORY} school days learned, ${DAYS} replayed (${trips} trips, ${estimates} estimates every 30 s), seed ${SEED}, ${seconds.toFixed(1)} s`,
  );
  console.log(
    'ahead      estimates | product: mean    p90  bias | schedule from position: mean  p90 | timetable: mean   p90 | better than: schedule timetable',
  );
  HORIZONS.forEach(([low, high], i) => {
    const errors = buckets[i]!;
    console.log(
      `${`${low}-${high} min`.padEnd(10)} ${String(errors.learned.length).padStart(9)} | ${cell(errors.learned)} ${mean(errors.bias).toFixed(0).padStart(4)} s | ${cell(errors.schedule)}            | ${cell(errors.timetable)} | ${better(errors.learned, errors.schedule)}     ${better(errors.learned, errors.timetable)}`,
    );
  });
  const all = (key: keyof Errors) => buckets.flatMap((bucket) => bucket[key]);
  console.log(
    `1-15 min   ${String(all('learned').length).padStart(9)} | ${cell(all('learned'))} ${mean(all('bias')).toFixed(0).padStart(4)} s | ${cell(all('schedule'))}            | ${cell(all('timetable'))} | ${better(all('learned'), all('schedule'))}     ${better(all('learned'), all('timetable'))}`,
  );
}

main();
