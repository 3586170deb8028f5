import { describe, expect, it } from 'vitest';
import { checkPlan } from '@app/route-planner/check-plan';
import type { PlanningInput, PlanningStop } from './planning-input-types';
import { problemFor } from './planning-problem';
import { proposalOf } from './proposal';
import {
  BUS_SPEED,
  legsOf,
  SCHOOL_SECONDS,
  schoolEnd,
  STOP_FIXED_SECONDS,
  STOP_PER_RIDER_SECONDS,
  timeRoute,
} from './route-times';

// Road times the school gave (issue 24 §2): used for their pairs, straight line × detour for the rest.
const school = { latitude: -1.3, longitude: 36.8 };
/** A stop `km` kilometres north of the school with `count` pupils. */
const stopAt = (key: string, km: number, count: number): PlanningStop => ({
  key,
  bus_stop: key,
  title: `Stop ${key}`,
  latitude: school.latitude + km / 111.195,
  longitude: school.longitude,
  riders: Array.from({ length: count }, (_, i) => ({ student: `${key}-${i}`, name: `Pupil ${key}${i}` })),
});
// 2 km north; the road from it to school takes 10 minutes, from school to it 7 (a one-way street).
const far = stopAt('far', 2, 4);
const road = { far: { school: 600 }, school: { far: 420 } };
const inputOf = (direction: 1 | 2, withRoad = true): PlanningInput => ({
  direction,
  school,
  anchor: 8 * 3600,
  max_ride: 45 * 60,
  detour_factor: 1.5,
  detour_basis: 'default',
  ...(withRoad && { road, road_pairs: 2 }),
  stops: [far, stopAt('near', 1, 3)],
  unplaced: [],
  vehicles: [],
  routes: [],
  academic_period: null,
  fingerprint: '',
});

describe('legs with road times', () => {
  const legs = legsOf(1.5, road);
  const near = stopAt('near', 1, 3);

  it('take the road time given for a pair, each way its own', () => {
    expect(legs.seconds(far, schoolEnd(school))).toBe(600);
    expect(legs.seconds(schoolEnd(school), far)).toBe(420);
  });

  it('reckon every other leg by straight line times the detour, and all distances so', () => {
    expect(legs.seconds(near, schoolEnd(school))).toBeCloseTo((1000 * 1.5) / BUS_SPEED, 0);
    expect(legs.seconds(far, near)).toBeCloseTo((1000 * 1.5) / BUS_SPEED, 0);
    // A new stop has no key: never in the matrix.
    expect(legs.seconds({ latitude: far.latitude, longitude: far.longitude }, schoolEnd(school))).toBeCloseTo(
      (2000 * 1.5) / BUS_SPEED,
      0,
    );
    expect(legs.metres(far, schoolEnd(school))).toBeCloseTo(3000, -1);
  });

  it('time a route by them, to school and from school', () => {
    const stop = { ...far, riders: 4 };
    const service = STOP_FIXED_SECONDS + 4 * STOP_PER_RIDER_SECONDS;
    const to = timeRoute(1, [stop], schoolEnd(school), 28_800, legs);
    expect(to.rides[0]).toBe(600);
    expect(to.times[0]).toBe(28_800 - SCHOOL_SECONDS - 600 - service);
    const from = timeRoute(2, [stop], schoolEnd(school), 54_000, legs);
    expect(from.times[0]).toBe(54_000 + SCHOOL_SECONDS + 420);
  });
});

describe("the engine's problem", () => {
  it('is straight line times the detour when the school gave no road times', () => {
    expect(problemFor(inputOf(1, false), 40).problem.travel).toEqual({
      kind: 'geographic',
      speed: BUS_SPEED,
      detour: 1.5,
    });
  });

  it('is a matrix over its places with the road times in it; from school, the roads the other way', () => {
    const to = problemFor(inputOf(1), 40).problem.travel;
    if (to.kind !== 'matrix') throw new Error(to.kind);
    expect(Object.keys(to.seconds).sort()).toEqual(['depot', 'far', 'near', 'school']);
    expect(to.seconds.far!.school).toBe(600);
    expect(to.seconds.school!.far).toBe(420);
    expect(to.seconds.near!.school).toBeCloseTo((1000 * 1.5) / BUS_SPEED, 0);
    const from = problemFor(inputOf(2), 40).problem.travel;
    if (from.kind !== 'matrix') throw new Error(from.kind);
    // The engine drives the route to school: its far-to-school leg is the road from school to far.
    expect(from.seconds.far!.school).toBe(420);
    expect(from.seconds.school!.far).toBe(600);
  });

  it('gives routes the checker passes under the matrix, timed in the proposal by the same road', () => {
    const input = inputOf(1);
    const { problem, parts } = problemFor(input, 40);
    const plan = { buses: [{ routes: [{ school: 'school', stops: ['near', 'far'] }] }] };
    expect(checkPlan(problem, plan).violations).toEqual([]);
    const proposal = proposalOf(input, {
      routes: [{ stops: [parts.get('near')!, parts.get('far')!], load: 7, vehicle: null }],
      withoutVehicle: 1,
      drivingSeconds: 0,
    });
    // near -> far by straight line (1 km × 1.5: 180 s), far's stop, then far -> school by road (600 s).
    const farStop = STOP_FIXED_SECONDS + 4 * STOP_PER_RIDER_SECONDS;
    expect(proposal.routes[0]!.longest_ride_minutes).toBeCloseTo(
      ((1000 * 1.5) / BUS_SPEED + farStop + 600) / 60,
      1,
    );
  });
});
