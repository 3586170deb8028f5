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

type StopEstimate = { stop: TripStopState; eta: number; basis: EtaBasis };
export type TripEstimate = { stops: StopEstimate[]; delaySeconds: number | null };

/** Within this of a stop the bus is there; as the position writer's departure radius. */
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
 * this trip so far against those times (traffic today, a slow driver) stretches what remains.
 *
 * Where it is: at the last stop reached while within 50 m of it, else on the segment (of the next
 * few) whose line it is nearest, so a stop passed between two pings does not hold the bus back.
 */
export function estimateTrip(
  stops: TripStopState[],
  fix: Fix,
  learned: LearnedTimes,
  hourOf: (ms: number) => number,
): TripEstimate {
  const ordered = [...stops].sort((a, b) => a.sequence - b.sequence);
  const reached = ordered.findLastIndex((stop) => stop.arrivedAt !== null || stop.departedAt !== null);
  if (reached === ordered.length - 1) return { stops: [], delaySeconds: null };

  /** A segment's drive (ms) and the stand at its start, learned or from the schedule. */
  const segment = (from: number, leaving: number) => {
    const a = ordered[from]!;
    const b = ordered[from + 1]!;
    const hour = hourOf(leaving);
    // The hour's own trips, else the hour's either side (a trip that left at 6:58 yesterday and 7:01 today).
    const hours = [hour, (hour + 23) % 24, (hour + 1) % 24];
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

  const pace = tripPace(ordered, reached, segment);

  // Where the bus is: the stop it stands at, or the segment it drives and how far along.
  let from: number;
  let clock: number;
  let allLearned = true;
  const atStop =
    reached >= 0 &&
    ordered[reached]!.departedAt === null &&
    metresBetween(ordered[reached]!, fix) <= AT_STOP_M;
  if (atStop || (reached < 0 && metresBetween(ordered[0]!, fix) <= AT_STOP_M)) {
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
    allLearned = basis === 'learned';
  }

  const estimates: StopEstimate[] = [];
  for (let next = from + 1; next < ordered.length; next++) {
    if (next > from + 1) {
      const { drive, dwell, basis } = segment(next - 1, clock);
      clock += dwell + drive * pace;
      allLearned &&= basis === 'learned';
    }
    estimates.push({
      stop: ordered[next]!,
      eta: Math.round(clock),
      basis: allLearned && from >= 0 ? 'learned' : 'schedule',
    });
  }
  const first = estimates[0];
  return {
    stops: estimates,
    delaySeconds: first ? Math.round((first.eta - first.stop.planned) / 1000) : null,
  };
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
 * was expected of them, weighed with a prior of pace 1 so a few minutes do not swing it.
 */
function tripPace(
  ordered: TripStopState[],
  reached: number,
  segment: (from: number, leaving: number) => { drive: number; basis: EtaBasis },
): number {
  let actual = 0;
  let expected = 0;
  for (let from = 0; from < reached; from++) {
    const stop = ordered[from]!;
    const start = stop.departedAt ?? stop.arrivedAt;
    const arrived = ordered[from + 1]!.arrivedAt;
    if (start === null || arrived === null) continue;
    const { drive, basis } = segment(from, start);
    // A learned drive is from leaving the stop; the schedule's, from reaching it (its stand included).
    const left = basis === 'learned' ? start : (stop.arrivedAt ?? start);
    if (arrived <= left) continue;
    actual += arrived - left;
    expected += drive;
  }
  const pace = (actual + PACE_PRIOR_S * 1000) / (expected + PACE_PRIOR_S * 1000);
  return Math.min(PACE_LIMITS[1], Math.max(PACE_LIMITS[0], pace));
}
