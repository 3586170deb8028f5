import { describe, expect, it } from 'vitest';
import { estimateTrip, type LearnedTimes, type TripStopState } from './eta-engine';
import { learnedTimes } from './segment-times';

const MINUTE = 60_000;
const start = Date.UTC(2026, 10, 30, 6, 30);
const at = (minutes: number) => start + minutes * MINUTE;
// Four stops 1.1 km apart going north, planned 5 minutes apart.
const stops: TripStopState[] = [0, 1, 2, 3].map((i) => ({
  id: `s${i}`,
  sequence: i + 1,
  title: `Stop ${i}`,
  busStop: `b${i}`,
  latitude: i * 0.01,
  longitude: 36.8,
  planned: at(i * 5),
  arrivedAt: null,
  departedAt: null,
}));
const hourOf = (ms: number) => new Date(ms).getUTCHours();
const nothingLearned: LearnedTimes = { drive: () => undefined, dwell: () => undefined };
// Every segment learned at 6 minutes' drive and 40 s at each stop, at 6 o'clock.
const learned = learnedTimes([
  ...[0, 1, 2].map((i) => ({
    kind: 'drive' as const,
    from_stop: `b${i}`,
    to_stop: `b${i + 1}`,
    hour: 6,
    seconds: 360,
  })),
  ...[1, 2].map((i) => ({ kind: 'dwell' as const, from_stop: `b${i}`, to_stop: null, hour: 6, seconds: 40 })),
]);
const minutesOf = (estimate: ReturnType<typeof estimateTrip>) =>
  estimate.stops.map(({ eta }) => (eta - start) / MINUTE);
const reached = (through: number, times: [number, number][]) =>
  stops.map((stop, i) =>
    i <= through ? { ...stop, arrivedAt: at(times[i]![0]), departedAt: at(times[i]![1]) } : stop,
  );

describe('estimateTrip', () => {
  it('leaves the first stop at its time and follows the schedule where nothing is learned', () => {
    const estimate = estimateTrip(
      stops,
      { time: at(-3), latitude: 0, longitude: 36.8 },
      nothingLearned,
      hourOf,
    );
    expect(minutesOf(estimate)).toEqual([5, 10, 15]);
    expect(estimate.stops.map(({ basis }) => basis)).toEqual(['schedule', 'schedule', 'schedule']);
    expect(estimate.delaySeconds).toBe(0);
  });

  it("uses the school's learned drives and stands, and says so", () => {
    const estimate = estimateTrip(stops, { time: at(0), latitude: 0, longitude: 36.8 }, learned, hourOf);
    // 6 min to the second stop, then 40 s there and 6 min more, each time.
    expect(minutesOf(estimate)).toEqual([6, 12 + 40 / 60, 19 + 20 / 60]);
    expect(estimate.stops.map(({ basis }) => basis)).toEqual(['learned', 'learned', 'learned']);
    expect(estimate.delaySeconds).toBe(60);
  });

  it('places a bus between two stops by how far along it is', () => {
    const trip = reached(0, [[0, 0]]);
    const halfway = { time: at(3), latitude: 0.005, longitude: 36.8 };
    expect(minutesOf(estimateTrip(trip, halfway, learned, hourOf))[0]).toBeCloseTo(6, 5);
    // The schedule says 5 minutes; the 3 driven to halfway say 6: believed half and half.
    expect(minutesOf(estimateTrip(trip, halfway, nothingLearned, hourOf))[0]).toBeCloseTo(
      3 + (2.5 + 3) / 2,
      5,
    );
  });

  it("stretches what remains by the trip's own pace so far, weighed against a prior", () => {
    // The first segment took 9 minutes where 6 were learned: 540+480 s against 360+480 s, pace 1.21.
    const trip = reached(1, [
      [0, 0],
      [9, 9.5],
    ]);
    const estimate = estimateTrip(
      trip,
      { time: at(9.5), latitude: 0.0105, longitude: 36.8 },
      learned,
      hourOf,
    );
    expect(minutesOf(estimate)[0]).toBeCloseTo(9.5 + 6 * (1020 / 840) * 0.95, 3);
  });

  it('waits out the usual stand at a stop before the next drive', () => {
    const trip = reached(1, [
      [0, 0],
      [6, 6],
    ]).map((stop, i) => (i === 1 ? { ...stop, departedAt: null } : stop));
    const estimate = estimateTrip(trip, { time: at(6.25), latitude: 0.01, longitude: 36.8 }, learned, hourOf);
    // Arrived at 6, stands 40 s, drives 6 minutes.
    expect(minutesOf(estimate)[0]).toBeCloseTo(6 + 40 / 60 + 6, 5);
  });

  it('finds a bus past a stop no position came near', () => {
    const trip = reached(0, [[0, 0]]);
    // On the third segment's line, past the second stop with no event for it.
    const estimate = estimateTrip(
      trip,
      { time: at(8), latitude: 0.015, longitude: 36.8 },
      nothingLearned,
      hourOf,
    );
    expect(estimate.stops.map(({ stop }) => stop.id)).toEqual(['s2', 's3']);
  });

  it('finds a bus along the route when its phone came on past the first stop', () => {
    const estimate = estimateTrip(
      stops,
      { time: at(2), latitude: 0.005, longitude: 36.8 },
      nothingLearned,
      hourOf,
    );
    expect(estimate.stops.map(({ stop }) => stop.id)).toEqual(['s1', 's2', 's3']);
    expect(minutesOf(estimate)[0]).toBeCloseTo(4.5, 5);
    // Off the route (at the depot, 3 km away): on its way to the first stop.
    const depot = estimateTrip(
      stops,
      { time: at(-10), latitude: -0.027, longitude: 36.8 },
      nothingLearned,
      hourOf,
    );
    expect(depot.stops.map(({ stop }) => stop.id)).toEqual(['s0', 's1', 's2', 's3']);
    expect(minutesOf(depot)).toEqual([0, 5, 10, 15]);
  });

  it('takes the schedule for a segment too few trips drove, and from there on', () => {
    const partly = learnedTimes([{ kind: 'drive', from_stop: 'b0', to_stop: 'b1', hour: 6, seconds: 360 }]);
    const estimate = estimateTrip(stops, { time: at(0), latitude: 0, longitude: 36.8 }, partly, hourOf);
    expect(estimate.stops.map(({ basis }) => basis)).toEqual(['learned', 'schedule', 'schedule']);
    expect(minutesOf(estimate)).toEqual([6, 11, 16]);
  });

  it('has nothing left once the last stop is reached', () => {
    const trip = reached(3, [
      [0, 0],
      [5, 5],
      [10, 10],
      [15, 15],
    ]);
    expect(estimateTrip(trip, { time: at(15), latitude: 0.03, longitude: 36.8 }, learned, hourOf)).toEqual({
      stops: [],
      delaySeconds: null,
    });
  });
});
