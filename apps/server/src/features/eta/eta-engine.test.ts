import { describe, expect, it } from 'vitest';
import {
  estimateTrip,
  schoolPace,
  type DrivenSegment,
  type LearnedTimes,
  type TripStopState,
} from './eta-engine';
import { learnedTimes } from './segment-times';

const MINUTE = 60_000;
const start = Date.UTC(2026, 10, 30, 6, 30);
const at = (minutes: number) => start + minutes * MINUTE;
// Four stops 1.1 km apart going north, planned 5 minutes apart; no radius (the approach to a
// stop's point, tested on its own below, left out of the drives' sums).
const stops: TripStopState[] = [0, 1, 2, 3].map((i) => ({
  id: `s${i}`,
  sequence: i + 1,
  title: `Stop ${i}`,
  busStop: `b${i}`,
  latitude: i * 0.01,
  longitude: 36.8,
  arrivalRadius: 0,
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

/** A trip that took 9 minutes over its first segment (6 learned), just past its second stop. */
const afterASlowFirstSegment = (schoolPace?: number) =>
  estimateTrip(
    reached(1, [
      [0, 0],
      [9, 9.5],
    ]),
    { time: at(9.5), latitude: 0.0105, longitude: 36.8 },
    learned,
    hourOf,
    schoolPace,
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
    const estimate = afterASlowFirstSegment();
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

  it("weighs the trip's own pace against the school's today rather than pace 1", () => {
    // Nothing driven yet: the school's pace alone stretches the drive.
    const leaving = estimateTrip(stops, { time: at(0), latitude: 0, longitude: 36.8 }, learned, hourOf, 1.2);
    expect(minutesOf(leaving)[0]).toBeCloseTo(6 * 1.2, 3);
    // 9 minutes where 6 were learned, against 8 minutes of prior at the school's 1.2: (540+576)/(360+480).
    const estimate = afterASlowFirstSegment(1.2);
    expect(minutesOf(estimate)[0]).toBeCloseTo(9.5 + 6 * (1116 / 840) * 0.95, 3);
  });

  it('adds the approach from the radius to the stop to each ETA, not to the drives after it', () => {
    const radius = stops.map((stop) => ({ ...stop, arrivalRadius: 40 }));
    const estimate = estimateTrip(radius, { time: at(0), latitude: 0, longitude: 36.8 }, learned, hourOf);
    // A learned drive runs from 50 m past one stop to 40 m before the next: 1,023 m in 6 minutes;
    // the last 40 m at that speed.
    const approach = (360 * 40) / (0.01 * 111_320 - 90) / 60;
    expect(minutesOf(estimate)[0]).toBeCloseTo(6 + approach, 2);
    expect(minutesOf(estimate)[1]).toBeCloseTo(12 + 40 / 60 + approach, 2);
    // The schedule's times are of the bus at the stop already.
    const scheduled = estimateTrip(
      radius,
      { time: at(0), latitude: 0, longitude: 36.8 },
      nothingLearned,
      hourOf,
    );
    expect(minutesOf(scheduled)).toEqual([5, 10, 15]);
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

describe('schoolPace', () => {
  const driven = (from: number, left: number, reached: number, extra: Partial<DrivenSegment> = {}) => ({
    from: `b${from}`,
    to: `b${from + 1}`,
    arrivedAt: at(left) - 30_000,
    departedAt: at(left),
    reachedAt: at(reached),
    scheduled: 5 * MINUTE,
    ...extra,
  });

  it('is pace 1 before any bus of the school has driven a segment today', () => {
    expect(schoolPace([], learned, hourOf)).toBe(1);
  });

  it("weighs the school's segments against their learned times with an hour of pace 1", () => {
    // 9 and 9 minutes where 6 and 6 were learned: (1080+3600)/(720+3600).
    const pace = schoolPace([driven(0, 0, 9), driven(1, 10, 19)], learned, hourOf);
    expect(pace).toBeCloseTo(4680 / 4320, 6);
  });

  it("takes the schedule's time from reaching the stop where nothing is learned, and leaves a breakdown out", () => {
    const unknown = driven(0, 0, 7, { from: 'x', to: 'y' });
    // 7.5 minutes from reaching the stop where the schedule says 5: (450+3600)/(300+3600).
    expect(schoolPace([unknown], learned, hourOf)).toBeCloseTo(4050 / 3900, 6);
    // 40 minutes for a 6-minute drive: not the day's traffic.
    expect(schoolPace([unknown, driven(1, 10, 50)], learned, hourOf)).toBeCloseTo(4050 / 3900, 6);
  });
});
