import type { BusPosition, RunVariation } from './bus-run';

/** A seeded source of numbers in [0, 1) (mulberry32): a bench replays the same district each time. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: () => number, low: number, high: number) => low + random() * (high - low);

/**
 * A district's streets as buses meet them every school day (recurring traffic): a segment's usual
 * time against the schedule's at an hour of the day, the same each day. A quarter of the segments
 * are slow in the morning rush (6 to 9: 30 to 70% longer), one in ten in the afternoon one (15 to
 * 18: 20 to 50%), one in six is quicker than the schedule says all day (10 to 20%), the others
 * within 5%. Segments are named by their two stops, so every trip over the same street meets the
 * same traffic; the draw is from the name, so a district is the same on every run of a seed.
 */
export function districtTraffic(seed: number): (segment: string, hour: number) => number {
  return (segment, hour) => {
    let hash = seed >>> 0;
    for (let i = 0; i < segment.length; i++) hash = Math.imul(hash ^ segment.charCodeAt(i), 0x01000193);
    const random = seededRandom(hash);
    const [kind, size] = [random(), random()];
    if (kind < 0.25) return hour >= 6 && hour < 9 ? 1.3 + size * 0.4 : 1;
    if (kind < 0.35) return hour >= 15 && hour < 18 ? 1.2 + size * 0.3 : 1;
    if (kind < 0.52) return 0.8 + size * 0.1;
    return 0.95 + size * 0.1;
  };
}

/**
 * The whole district's pace on a school day: a few percent quicker or slower than usual (weather, a
 * market day), the same for every trip that day; drawn once a day and given to drawVariation.
 */
export function drawDayPace(random: () => number): number {
  return between(random, 0.93, 1.08);
}

/**
 * A trip as school buses have it: leaving up to a minute early or seven late; the day's pace of the
 * whole district (`day`, drawDayPace's, shared by the day's trips; drawn for this trip alone where
 * not given); each segment its usual time (`usual`, one per segment: districtTraffic's, or 1 where
 * none is known) within 10%, and one in twelve in unusual traffic (an accident, road works: 30 to
 * 80% longer); 20 to 60 seconds at a stop, and one stop in ten much longer (a child late to the
 * gate: 90 to 180 seconds).
 */
export function drawVariation(
  random: () => number,
  stops: number,
  usual: number[] = [],
  day: number = drawDayPace(random),
): RunVariation {
  return {
    startDelayMs: between(random, -1, 7) * 60_000,
    segmentFactors: Array.from({ length: Math.max(0, stops - 1) }, (_, i) => {
      const factor = (usual[i] ?? 1) * day * between(random, 0.9, 1.1);
      return random() < 1 / 12 ? factor * between(random, 1.3, 1.8) : factor;
    }),
    dwellMs: Array.from({ length: stops }, () =>
      random() < 0.1 ? between(random, 90, 180) * 1000 : between(random, 20, 60) * 1000,
    ),
  };
}

const METRES_PER_DEGREE = 111_320;

/**
 * A phone's fix of where the bus is: off by a few metres in a random direction (about `metres` at
 * one standard deviation, as a phone in a bus reports its accuracy).
 */
export function withGpsNoise(random: () => number, position: BusPosition, metres = 8): BusPosition {
  // The sum of three uniforms is near enough to a normal draw, and needs nothing else.
  const normal = () => (random() + random() + random() - 1.5) * 2;
  const north = normal() * metres;
  const east = normal() * metres;
  return {
    ...position,
    latitude: position.latitude + north / METRES_PER_DEGREE,
    longitude:
      position.longitude + east / (METRES_PER_DEGREE * Math.cos((position.latitude * Math.PI) / 180)),
  };
}
