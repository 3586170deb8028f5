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
 * A day as school buses have them: leaving up to a minute early or seven late; one segment in five
 * in slow traffic (30 to 80% longer), the others within 15% of the schedule; 20 to 60 seconds at a
 * stop, and one stop in ten much longer (a child late to the gate: 90 to 180 seconds).
 */
export function drawVariation(random: () => number, stops: number): RunVariation {
  return {
    startDelayMs: between(random, -1, 7) * 60_000,
    segmentFactors: Array.from({ length: Math.max(0, stops - 1) }, () =>
      random() < 0.2 ? between(random, 1.3, 1.8) : between(random, 0.85, 1.15),
    ),
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
