import { ARRIVAL_RADIUS } from '@app/shared/bus-stops/bus-stop.schemas';
import type { EtaBasis } from '@app/shared/positions/live.schemas';

/** A stop of a trip under way: where, when the schedule has it, and when the bus reached and left it. */
export type TripStopState = {
  id: string;
  sequence: number;
  title: string;
  /** The bus stop it is: what past trips' segment times are kept by. */
  busStop: string;
  latitude: number;
  longitude: number;
  /** Its bus stop's arrival radius (m): the bus's arrival is recorded on coming within it. */
  arrivalRadius: number;
  /** The schedule's instant (ms since the epoch). */
  planned: number;
  arrivedAt: number | null;
  departedAt: number | null;
};

/** A good position of the trip's bus. */
export type Fix = { time: number; latitude: number; longitude: number };

/**
 * Segment times learned from the school's own completed trips (segment-times.ts): the median
 * seconds from leaving one bus stop to reaching the next, and stood at a stop, by the hour of the
 * day (the school's) the bus left or reached it; undefined where too few trips say.
 */
export type LearnedTimes = {
  drive(from: string, to: string, hour: number): number | undefined;
  dwell(stop: string, hour: number): number | undefined;
};

/**
 * A segment a bus of the school drove today, from one bus stop to the next of its trip: when it
 * reached and left the first (as its events say) and reached the second.
 */
export type DrivenSegment = {
  from: string;
  to: string;
  arrivedAt: number | null;
  departedAt: number | null;
  reachedAt: number;
  /** The schedule's ms between the two stops (its stand at the first included). */
  scheduled: number;
};

type StopEstimate = { stop: TripStopState; eta: number; basis: EtaBasis };
export type TripEstimate = { stops: StopEstimate[]; delaySeconds: number | null };

/** A later segment must be this much nearer the bus than the current one to be taken for where it is. */
const AT_STOP_M = 50;
/** Speed assumed where the schedule gives a segment no time (two stops at one minute), and to the first stop. */
const FALLBACK_MPS = 25 / 3.6;
/**
 * How much of today's pace to believe: the seconds of prior at pace 1 that the segments driven so
 * far are weighed against. A trip that ran 20% slow for ten minutes is expected to go on about 11%
 * slow; after half an hour, 16%. Eight minutes did a little better than four or one in
 * bench/eta-replay, where a slow segment is more often a one-off than the day's pace.
 */
const PACE_PRIOR_S = 480;
/**
 * How much of the school's pace today to believe: the seconds of prior at pace 1 that its buses'
 * segments driven today are weighed against. The day's weather and traffic move every bus of the
 * school by a few percent, while one segment is 10% either side of its usual and one in a dozen far
 * slower: an hour of driving (a dozen segments) is what it takes to tell the day from the segments.
 */
const SCHOOL_PRIOR_S = 3_600;
/** A segment driven this much slower than expected says nothing of the day (a breakdown), as learned times leave it out. */
const ONE_OFF = 3;
const PACE_LIMITS = [0.6, 2] as const;
/** Within this of a segment's line, a bus is along it (its streets are not straight). */
const OFF_ROUTE_M = 150;
/** Below this share of a segment driven, its time so far is not read as its speed. */
const MIN_SHARE = 0.1;
/** How many segments past the last stop reached a bus may be found on (a stop passed without a fix near it). */
const LOOKAHEAD = 2;

/** Metres east and north of `origin`, on the plane tangent there: exact enough between two stops. */
function plane(
  origin: { latitude: number; longitude: number },
  point: { latitude: number; longitude: number },
) {
  const metresPerDegree = 111_320;
  return {
    x: (point.longitude - origin.longitude) * metresPerDegree * Math.cos((origin.latitude * Math.PI) / 180),
    y: (point.latitude - origin.latitude) * metresPerDegree,
  };
}

const metresBetween = (a: Fix | TripStopState, b: Fix | TripStopState) =>
  Math.hypot(...Object.values(plane(a, b)));

/** How far along the straight line from `a` to `b` the fix is (0 to 1), and how far off it. */
function along(a: TripStopState, b: TripStopState, fix: Fix): { share: number; off: number } {
  const end = plane(a, b);
  const point = plane(a, fix);
  const length2 = end.x * end.x + end.y * end.y;
  const share = length2 === 0 ? 1 : Math.min(1, Math.max(0, (point.x * end.x + point.y * end.y) / length2));
  return { share, off: Math.hypot(point.x - end.x * share, point.y - end.y * share) };
}

/**
 * The remaining stops' arrival estimates of a trip under way (issue 22 §3), from its bus's latest
 * position, the stops it reached and left, and the segment times learned from the school's past
 * trips at that hour, each segment without enough of them taking the schedule's. The bus's pace on
 * this trip so far against those times (a slow driver, a jam), weighed against the school's pace
 * today (`schoolPace`: the weather, the day's traffic), stretches what remains. Each ETA is of the
 * bus at the stop: a learned drive ends on coming within the stop's radius, the rest is added.
 *
 * Where it is: at the last stop reached while within its radius and 10 m, else on the segment (of the next
 * few) whose line it is nearest, so a stop passed between two pings does not hold the bus back.
 */
export function estimateTrip(
  stops: TripStopState[],
  fix: Fix,
  learned: LearnedTimes,
  hourOf: (ms: number) => number,
  schoolPace = 1,
): TripEstimate {
  const ordered = [...stops].sort((a, b) => a.sequence - b.sequence);
  const reached = ordered.findLastIndex((stop) => stop.arrivedAt !== null || stop.departedAt !== null);
  if (reached === ordered.length - 1) return { stops: [], delaySeconds: null };

  /** A segment's drive (ms) and the stand at its start, learned or from the schedule. */
  const segment = (from: number, leaving: number) => {
    const a = ordered[from]!;
    const b = ordered[from + 1]!;
    const hours = hoursAround(hourOf(leaving));
    const drive = firstLearned(hours, (h) => learned.drive(a.busStop, b.busStop, h));
    if (drive !== undefined) {
      const dwell = from === 0 ? 0 : (firstLearned(hours, (h) => learned.dwell(a.busStop, h)) ?? 0);
      return { drive: drive * 1000, dwell: dwell * 1000, basis: 'learned' as const };
    }
    // The schedule's time between two stops includes the stand at the first.
    const scheduled = b.planned - a.planned;
    const drive2 = scheduled > 0 ? scheduled : (metresBetween(a, b) / FALLBACK_MPS) * 1000;
    return { drive: drive2, dwell: 0, basis: 'schedule' as const };
  };

  const pace = tripPace(ordered, learned, hourOf, schoolPace);

  // Where the bus is: the stop it stands at, or the segment it drives and how far along.
  let from: number;
  let clock: number;
  let allLearned = true;
  let approach = 0;
  const atStop = reached >= 0 && ordered[reached]!.departedAt === null && standsAt(ordered[reached]!, fix);
  if (atStop || (reached < 0 && standsAt(ordered[0]!, fix))) {
    from = Math.max(reached, 0);
    const stop = ordered[from]!;
    const { dwell, basis } = segment(from, fix.time);
    // The first stop is left at its time; another after the usual stand there.
    const leaves =
      from === 0
        ? Math.max(fix.time, stop.planned)
        : Math.max(fix.time, (stop.arrivedAt ?? fix.time) + dwell);
    const { drive } = segment(from, leaves);
    clock = leaves + drive * pace;
    approach = approachTime(stop, ordered[from + 1]!, drive * pace, basis);
    allLearned = basis === 'learned';
  } else if (reached < 0 && !onRoute(ordered, fix)) {
    // On the way to the first stop: straight there at a town bus's speed, then its time.
    from = -1;
    const first = ordered[0]!;
    clock = Math.max(fix.time + (metresBetween(first, fix) / FALLBACK_MPS) * 1000, first.planned);
  } else {
    from = nearestSegment(ordered, Math.max(reached, 0), fix);
    const { share } = along(ordered[from]!, ordered[from + 1]!, fix);
    const { drive, basis } = segment(from, fix.time);
    let remaining = (1 - share) * drive * pace;
    // How this segment is going: the time since leaving its first stop says how fast the rest will
    // be, believed the more the further along the bus is (a wait at a light early on says little).
    const left = from === reached ? (ordered[from]!.departedAt ?? ordered[from]!.arrivedAt) : null;
    if (left !== null && share >= MIN_SHARE && fix.time > left) {
      remaining = share * (((fix.time - left) * (1 - share)) / share) + (1 - share) * remaining;
    }
    clock = fix.time + remaining;
    approach = approachTime(ordered[from]!, ordered[from + 1]!, drive * pace, basis);
    allLearned = basis === 'learned';
  }

  const estimates: StopEstimate[] = [];
  for (let next = from + 1; next < ordered.length; next++) {
    if (next > from + 1) {
      const { drive, dwell, basis } = segment(next - 1, clock);
      // The stand learned at a stop starts on coming within its radius, where the clock is.
      clock += dwell + drive * pace;
      approach = approachTime(ordered[next - 1]!, ordered[next]!, drive * pace, basis);
      allLearned &&= basis === 'learned';
    }
    estimates.push({
      stop: ordered[next]!,
      eta: Math.round(clock + approach),
      basis: allLearned && from >= 0 ? 'learned' : 'schedule',
    });
  }
  const first = estimates[0];
  return {
    stops: estimates,
    delaySeconds: first ? Math.round((first.eta - first.stop.planned) / 1000) : null,
  };
}

/** Whether the bus stands at the stop: within the distance it is recorded to leave it at (position-writer.ts). */
const standsAt = (stop: TripStopState, fix: Fix) =>
  metresBetween(stop, fix) <= stop.arrivalRadius + ARRIVAL_RADIUS.departureGap;

/**
 * The time from coming within stop `b`'s radius to standing at it, at the segment's speed: what a
 * family waits for is the bus at the stop, while a learned drive ends where its arrival was recorded.
 * A learned drive covers the segment but for the radius left at `a` and the one reached at `b`; the
 * schedule's times are of the bus at each stop already.
 */
function approachTime(a: TripStopState, b: TripStopState, drive: number, basis: EtaBasis): number {
  if (basis !== 'learned') return 0;
  const covered = metresBetween(a, b) - a.arrivalRadius - ARRIVAL_RADIUS.departureGap - b.arrivalRadius;
  // Stops nearer than their radii: the drive is all approach, at most.
  return (drive * b.arrivalRadius) / Math.max(covered, b.arrivalRadius);
}

/**
 * Whether a bus that has reached no stop yet is already along the first segments (its phone came on
 * late, or the first stop went unseen), rather than on its way to the first stop.
 */
function onRoute(ordered: TripStopState[], fix: Fix): boolean {
  return ordered.slice(0, 1 + LOOKAHEAD).some((stop, i) => {
    const next = ordered[i + 1];
    if (!next) return false;
    const { share, off } = along(stop, next, fix);
    return share > 0 && off <= OFF_ROUTE_M;
  });
}

/** The hour's own trips, else the hour's either side (a trip that left at 6:58 yesterday and 7:01 today). */
const hoursAround = (hour: number) => [hour, (hour + 23) % 24, (hour + 1) % 24];

function firstLearned(hours: number[], read: (hour: number) => number | undefined): number | undefined {
  for (const hour of hours) {
    const seconds = read(hour);
    if (seconds !== undefined) return seconds;
  }
  return undefined;
}

/** The segment after the last stop reached (or one of the next few) whose line the fix is nearest. */
function nearestSegment(ordered: TripStopState[], reached: number, fix: Fix): number {
  let best = reached;
  let bestOff = Infinity;
  for (let from = reached; from < Math.min(ordered.length - 1, reached + 1 + LOOKAHEAD); from++) {
    const { off } = along(ordered[from]!, ordered[from + 1]!, fix);
    // A later segment must be clearly nearer: on a street that doubles back, stay where the trip is.
    if (off + (from === reached ? 0 : AT_STOP_M) < bestOff) {
      best = from;
      bestOff = off;
    }
  }
  return best;
}

/**
 * This trip's pace: the segments it drove, from leaving a stop to reaching the next, against what
 * was expected of them, weighed with a prior of the school's pace today so a few minutes do not
 * swing it (a slow driver, a bus of its own in a jam, are this trip's; the day's weather, the school's).
 */
function tripPace(
  ordered: TripStopState[],
  learned: LearnedTimes,
  hourOf: (ms: number) => number,
  schoolPace: number,
): number {
  const { actual, expected } = observed(drivenSegments(ordered), learned, hourOf, Infinity);
  return weighed(actual, expected, PACE_PRIOR_S, schoolPace);
}

/** Ms taken and expected over some driven segments. */
type Observed = { actual: number; expected: number };
/** The school's driven segments observed, in all and per trip (its pace without one trip is a subtraction). */
export type PaceSums = Observed & { byTrip: Map<string, Observed> };

/**
 * The school's pace today (issue 22 §3): the segments its buses drove today against what was expected
 * of them, weighed with an hour of pace 1. A segment three times slower than expected is left out: a
 * breakdown is not the day's traffic.
 */
export function schoolPace(
  driven: DrivenSegment[],
  learned: LearnedTimes,
  hourOf: (ms: number) => number,
): number {
  return schoolPaceWithout(paceSums(driven, learned, hourOf));
}

/**
 * What the school's pace is made of, summed once for all the trips estimated together: each trip's
 * prior is the pace of the others (its own segments are its pace, counted once), and going through
 * every segment of the day for each trip cost a district's round of ETAs hundreds of milliseconds.
 */
export function paceSums(
  driven: (DrivenSegment & { trip?: string })[],
  learned: LearnedTimes,
  hourOf: (ms: number) => number,
): PaceSums {
  const sums: PaceSums = { actual: 0, expected: 0, byTrip: new Map() };
  for (const segment of driven) {
    const seen = observedSegment(segment, learned, hourOf, ONE_OFF);
    if (!seen) continue;
    sums.actual += seen.actual;
    sums.expected += seen.expected;
    if (segment.trip === undefined) continue;
    const trip = sums.byTrip.get(segment.trip) ?? { actual: 0, expected: 0 };
    trip.actual += seen.actual;
    trip.expected += seen.expected;
    sums.byTrip.set(segment.trip, trip);
  }
  return sums;
}

/** The school's pace from its sums, leaving out one trip's own segments. */
export function schoolPaceWithout(sums: PaceSums, trip?: string): number {
  const own = (trip !== undefined && sums.byTrip.get(trip)) || { actual: 0, expected: 0 };
  return weighed(sums.actual - own.actual, sums.expected - own.expected, SCHOOL_PRIOR_S, 1);
}

/** The segments of a trip driven so far: from each stop to the next, where that one was reached. */
export function drivenSegments(stops: TripStopState[]): DrivenSegment[] {
  return stops.slice(1).flatMap((stop, i) => {
    const from = stops[i]!;
    if (stop.arrivedAt === null) return [];
    const { arrivedAt, departedAt } = from;
    const scheduled = stop.planned - from.planned;
    return [
      { from: from.busStop, to: stop.busStop, arrivedAt, departedAt, reachedAt: stop.arrivedAt, scheduled },
    ];
  });
}

/**
 * The ms the segments took and were expected to: a learned drive from leaving the first stop, at
 * the hour it was left; else the schedule's, from reaching it (its stand included). A segment the
 * schedule gives no time, or `oneOff` times slower than expected, is left out.
 */
function observed(
  driven: DrivenSegment[],
  learned: LearnedTimes,
  hourOf: (ms: number) => number,
  oneOff: number,
): Observed {
  let actual = 0;
  let expected = 0;
  for (const segment of driven) {
    const seen = observedSegment(segment, learned, hourOf, oneOff);
    if (!seen) continue;
    actual += seen.actual;
    expected += seen.expected;
  }
  return { actual, expected };
}

function observedSegment(
  segment: DrivenSegment,
  learned: LearnedTimes,
  hourOf: (ms: number) => number,
  oneOff: number,
): Observed | undefined {
  const start = segment.departedAt ?? segment.arrivedAt;
  if (start === null) return undefined;
  const drive = firstLearned(hoursAround(hourOf(start)), (h) => learned.drive(segment.from, segment.to, h));
  const left = drive === undefined ? (segment.arrivedAt ?? start) : start;
  const time = drive === undefined ? segment.scheduled : drive * 1000;
  const took = segment.reachedAt - left;
  if (time <= 0 || took <= 0 || took > oneOff * time) return undefined;
  return { actual: took, expected: time };
}

/** A pace seen over `expected` ms of driving, weighed with `priorS` seconds of the prior's pace. */
function weighed(actual: number, expected: number, priorS: number, prior: number): number {
  const pace = (actual + priorS * 1000 * prior) / (expected + priorS * 1000);
  return Math.min(PACE_LIMITS[1], Math.max(PACE_LIMITS[0], pace));
}
