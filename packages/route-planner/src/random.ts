/**
 * A seeded generator (mulberry32): a plan is the same for the same problem, seed and amount of
 * work, so a test or a reported benchmark figure can be run again and checked.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d_2b_79_f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A whole number in [low, high]. */
export const randomInt = (random: () => number, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));
