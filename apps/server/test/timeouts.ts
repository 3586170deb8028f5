/**
 * The limit of a test that seeds a whole demo school (two weeks of trips with their events, seconds of
 * CPU) or runs the tool that does: work, not a wait, so it allows for the other test files running
 * beside it on CI's two cores, where the default 30 s was seen to run out.
 */
export const SEEDS_A_SCHOOL = { timeout: 120_000 };
