import distance from '@turf/distance';
import { describe, expect, it } from 'vitest';
import { planRun, positionAt, type ScheduledStop } from './bus-run';
import { districtTraffic, drawDayPace, drawVariation, seededRandom, withGpsNoise } from './run-variation';

// The simulator's bus (issue 22 §5): stops reached at the schedule's pace bent by the day's
// variation, positions between stops on the straight line, GPS noise of a few metres.
const at = (minute: number) => Date.UTC(2026, 10, 30, 4, minute);
const stops: ScheduledStop[] = [
  { latitude: -0.3, longitude: 36.07, at: at(10) },
  { latitude: -0.31, longitude: 36.07, at: at(20) },
  { latitude: -0.31, longitude: 36.08, at: at(30) },
];
const still = { startDelayMs: 0, segmentFactors: [1, 1], dwellMs: [0, 0, 0] };

describe('a bus run', () => {
  it('keeps the schedule without variation, and is nowhere before its start or after its end', () => {
    const run = planRun(stops, still);
    expect(run.arrivals).toEqual([at(10), at(20), at(30)]);
    expect(positionAt(run, at(9))).toBeNull();
    expect(positionAt(run, at(31))).toBeNull();
    expect(positionAt(run, at(20))).toMatchObject({ latitude: -0.31, longitude: 36.07, speed: 0 });
  });

  it('drives between stops on the straight line, at the pace the times give, heading their way', () => {
    const run = planRun(stops, still);
    const halfway = positionAt(run, at(15))!;
    expect(halfway.latitude).toBeCloseTo(-0.305, 6);
    expect(halfway.heading).toBeCloseTo(180, 0);
    const km = distance([36.07, -0.3], [36.07, -0.31]);
    expect(halfway.speed).toBeCloseTo((km * 1000) / 600, 3);
    expect(positionAt(run, at(25))!.heading).toBeCloseTo(90, 0);
  });

  it('starts late, drives slower and stands longer as the variation says', () => {
    const run = planRun(stops, { startDelayMs: 120_000, segmentFactors: [1.5, 1], dwellMs: [0, 60_000, 0] });
    expect(run.departures[0]).toBe(at(12));
    expect(run.arrivals[1]).toBe(at(27));
    expect(run.departures[1]).toBe(at(28));
    expect(run.arrivals[2]).toBe(at(38));
  });

  it('draws days within their bounds, the same for the same seed', () => {
    const variation = drawVariation(seededRandom(7), 20);
    expect(variation).toEqual(drawVariation(seededRandom(7), 20));
    expect(variation.segmentFactors).toHaveLength(19);
    expect(Math.abs(variation.startDelayMs)).toBeLessThanOrEqual(7 * 60_000);
    for (const factor of variation.segmentFactors) expect(factor).toBeGreaterThanOrEqual(0.83);
    for (const dwell of variation.dwellMs) expect(dwell).toBeLessThanOrEqual(180_000);
  });

  it("drives every trip of a day at the day's pace it is given", () => {
    const random = seededRandom(11);
    const day = drawDayPace(random);
    expect(day).toBeGreaterThanOrEqual(0.93);
    expect(day).toBeLessThanOrEqual(1.08);
    // On segments of no usual traffic, each trip's factors are the day's within their 10%, or slower.
    const quick = Array.from({ length: 40 }, () => drawVariation(random, 12, [], 0.93)).flatMap(
      (variation) => variation.segmentFactors,
    );
    const slow = Array.from({ length: 40 }, () => drawVariation(random, 12, [], 1.08)).flatMap(
      (variation) => variation.segmentFactors,
    );
    for (const factor of quick) expect(factor).toBeGreaterThanOrEqual(0.93 * 0.9);
    for (const factor of slow) expect(factor).toBeGreaterThanOrEqual(1.08 * 0.9);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
    expect(median(quick)).toBeCloseTo(0.93, 1);
    expect(median(slow)).toBeCloseTo(1.08, 1);
  });

  it("gives a district's segments the same traffic every day, slow in the rush on some", () => {
    const traffic = districtTraffic(5);
    const segments = Array.from({ length: 400 }, (_, i) => `stop-${i}>stop-${i + 1}`);
    expect(segments.map((segment) => traffic(segment, 7))).toEqual(
      segments.map((segment) => districtTraffic(5)(segment, 7)),
    );
    const rush = segments.filter((segment) => traffic(segment, 7) >= 1.3).length / segments.length;
    expect(rush).toBeGreaterThan(0.15);
    expect(rush).toBeLessThan(0.35);
    // Out of the rush a morning-slow segment is as the schedule has it.
    const slow = segments.find((segment) => traffic(segment, 7) >= 1.3)!;
    expect(traffic(slow, 12)).toBe(1);
    expect(segments.some((segment) => traffic(segment, 12) < 0.9)).toBe(true);
  });

  it('puts GPS noise of a few metres on a fix', () => {
    const random = seededRandom(3);
    const fix = { latitude: -0.3, longitude: 36.07, speed: 0, heading: null };
    const offsets = Array.from({ length: 500 }, () => {
      const noisy = withGpsNoise(random, fix);
      return distance([fix.longitude, fix.latitude], [noisy.longitude, noisy.latitude]) * 1000;
    });
    const mean = offsets.reduce((sum, metres) => sum + metres, 0) / offsets.length;
    expect(mean).toBeGreaterThan(3);
    expect(mean).toBeLessThan(20);
    expect(Math.max(...offsets)).toBeLessThan(60);
  });
});
