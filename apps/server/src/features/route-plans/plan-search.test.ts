import { describe, expect, it } from 'vitest';
import type { PlanResult } from '@app/route-planner/plan-routes';
import type { Problem } from '@app/route-planner/problem';
import { planFleet, type EngineRunner, type SearchControl } from './plan-search';
import type { PlanningInput, PlanningStop, PlanningVehicle } from './planning-input-types';
import { assignVehicles, problemFor } from './planning-problem';
import { proposalOf } from './proposal';
import {
  BUS_SPEED,
  SCHOOL_SECONDS,
  STOP_FIXED_SECONDS,
  STOP_PER_RIDER_SECONDS,
  legsOf,
  timeRoute,
} from './route-times';

const vehicle = (seats: number, registration = `K${seats}`): PlanningVehicle => ({
  id: `v-${registration}`,
  registration_number: registration,
  max_capacity: seats,
});
const riders = (key: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ student: `${key}-${i}`, name: `Pupil ${key}${i}` }));
/** A stop `km` kilometres north of the school, with `count` pupils. */
const stopAt = (key: string, km: number, count: number): PlanningStop => ({
  key,
  bus_stop: key,
  title: `Stop ${key}`,
  latitude: -1.3 + km / 111.195,
  longitude: 36.8,
  riders: riders(key, count),
});
const inputOf = (
  stops: PlanningStop[],
  vehicles: PlanningVehicle[],
  direction: 1 | 2 = 1,
): PlanningInput => ({
  direction,
  school: { latitude: -1.3, longitude: 36.8 },
  anchor: 7.75 * 3600,
  max_ride: 45 * 60,
  detour_factor: 1.5,
  detour_basis: 'default',
  stops,
  unplaced: [],
  vehicles,
  routes: [],
  academic_period: null,
  fingerprint: '',
});

/**
 * A stand-in engine: routes filled in the stops' order up to the capacity (the real one is tested
 * in packages/route-planner); it records each run's capacity and time.
 */
function fakeEngine() {
  const runs: { capacity: number; seconds: number }[] = [];
  const runner: EngineRunner = (problem: Problem, seconds: number) => {
    runs.push({ capacity: problem.capacity, seconds });
    const routes: { school: string; stops: string[]; load: number }[] = [];
    for (const stop of problem.stops) {
      const last = routes.at(-1);
      if (last && last.load + stop.riders <= problem.capacity) {
        last.stops.push(stop.id);
        last.load += stop.riders;
      } else routes.push({ school: stop.school, stops: [stop.id], load: stop.riders });
    }
    const result: PlanResult = {
      plan: { buses: routes.map(({ school, stops }) => ({ routes: [{ school, stops }] })) },
      buses: routes.length,
      routes: routes.length,
      drivingSeconds: 1000 * routes.length,
    };
    return { result: Promise.resolve(result), cancel: () => {} };
  };
  return { runs, runner };
}

describe('vehicles for routes', () => {
  it('gives the largest load the largest vehicle, and none to a load no vehicle left can seat', () => {
    const fleet = [vehicle(14), vehicle(62), vehicle(33)];
    expect(assignVehicles([10, 50, 30], fleet).map((found) => found?.max_capacity)).toEqual([14, 62, 33]);
    // 70 fits nothing; 20 then takes the largest.
    expect(assignVehicles([70, 20], [vehicle(62), vehicle(14)]).map((found) => found?.max_capacity)).toEqual([
      undefined,
      62,
    ]);
    expect(assignVehicles([5, 5, 5], [vehicle(14)]).filter((found) => found === null)).toHaveLength(2);
  });

  it('splits a stop with more pupils than a bus seats into shares the engine routes apart', () => {
    const { problem, parts } = problemFor(inputOf([stopAt('a', 2, 5), stopAt('b', 3, 2)], []), 2);
    expect(problem.stops.map((stop) => [stop.id, stop.riders])).toEqual([
      ['a#1', 2],
      ['a#2', 2],
      ['a#3', 1],
      ['b', 2],
    ]);
    expect(parts.get('a#3')!.riders.map((rider) => rider.student)).toEqual(['a-4']);
  });
});

describe('planning for the fleet', () => {
  it("plans a fleet of one size once, with the whole time but a run's start", async () => {
    const engine = fakeEngine();
    const plan = await planFleet(
      inputOf([stopAt('a', 2, 20)], [vehicle(40), vehicle(40)]),
      5,
      engine.runner,
      {
        cancelled: false,
      },
    );
    // Less what a run's thread takes to start, before any was measured.
    expect(engine.runs).toEqual([{ capacity: 40, seconds: 3.5 }]);
    expect(plan).toMatchObject({ withoutVehicle: 0, routes: [{ load: 20, vehicle: { max_capacity: 40 } }] });
  });

  it('plans a mixed fleet down its seat counts until every route has a vehicle, then gives that level the time left', async () => {
    // At 40 seats: loads 30 and 24, and the second vehicle seats 14: one route without. At 14: the 30
    // split in three, four routes for two vehicles. The plan at 40 is kept, then run again.
    const engine = fakeEngine();
    const input = inputOf(
      [stopAt('a', 2, 30), stopAt('b', 3, 12), stopAt('c', 4, 12)],
      [vehicle(40), vehicle(14)],
    );
    const plan = await planFleet(input, 10, engine.runner, { cancelled: false });
    expect(engine.runs.map((run) => run.capacity)).toEqual([40, 14, 40]);
    expect(engine.runs[0]!.seconds).toBe(2.5);
    // The time left, less what is kept aside for a run's start (this engine starts at once).
    expect(engine.runs[2]!.seconds).toBeGreaterThan(8.5);
    expect(engine.runs[2]!.seconds).toBeLessThanOrEqual(9.25);
    expect(plan?.withoutVehicle).toBe(1);
    expect(plan?.routes.map((route) => [route.load, route.vehicle?.max_capacity ?? null])).toEqual([
      [30, 40],
      [24, null],
    ]);
  });

  it('stops at the first level that seats every route', async () => {
    const engine = fakeEngine();
    const input = inputOf([stopAt('a', 2, 10), stopAt('b', 3, 10)], [vehicle(40), vehicle(10)]);
    const plan = await planFleet(input, 10, engine.runner, { cancelled: false });
    // At 40 one route of 20 fits the bus of 40.
    expect(engine.runs.map((run) => run.capacity)).toEqual([40, 40]);
    expect(plan?.withoutVehicle).toBe(0);
  });

  it('answers nothing once cancelled', async () => {
    const engine = fakeEngine();
    const control: SearchControl = { cancelled: true };
    expect(await planFleet(inputOf([stopAt('a', 2, 10)], [vehicle(40)]), 5, engine.runner, control)).toBe(
      undefined,
    );
    expect(engine.runs).toEqual([]);
  });
});

describe('route times', () => {
  // 2 km at a detour of 1.5: 3,000 m driven, 360 s at 30 km/h.
  const drive = 3000 / BUS_SPEED;
  const service = STOP_FIXED_SECONDS + 4 * STOP_PER_RIDER_SECONDS;
  const stop = { latitude: -1.3 + 2 / 111.195, longitude: 36.8, riders: 4 };
  const school = { latitude: -1.3, longitude: 36.8 };

  it('to school: reckoned back from the arrival, the bus unloading by it', () => {
    const timing = timeRoute(1, [stop], school, 27_900, legsOf(1.5));
    expect(timing.end).toBe(27_900 - SCHOOL_SECONDS);
    expect(timing.rides[0]).toBeCloseTo(drive, 0);
    expect(timing.times[0]).toBeCloseTo(27_900 - SCHOOL_SECONDS - drive - service, 0);
    expect(timing.metres).toBeCloseTo(3000, -1);
  });

  it('from school: forward from the dismissal, the bus loading first', () => {
    const timing = timeRoute(2, [stop], school, 55_800, legsOf(1.5));
    expect(timing.start).toBe(55_800);
    expect(timing.times[0]).toBeCloseTo(55_800 + SCHOOL_SECONDS + drive, 0);
    expect(timing.rides[0]).toBeCloseTo(drive, 0);
  });

  it('from school: the proposal drives the engine’s routes the other way, times rising from the dismissal', () => {
    const input = inputOf([stopAt('near', 1, 5), stopAt('far', 3, 5)], [vehicle(40)], 2);
    input.anchor = 15.5 * 3600;
    // The engine's route, to school: the far stop first.
    const { parts } = problemFor(input, 40);
    const proposal = proposalOf(input, {
      routes: [{ stops: [parts.get('far')!, parts.get('near')!], load: 10, vehicle: vehicle(40) }],
      withoutVehicle: 0,
      drivingSeconds: 0,
    });
    const [route] = proposal.routes;
    expect(route!.stops.map((found) => found.title)).toEqual(['Stop near', 'Stop far']);
    expect(route!.start_time).toBe('15:30');
    const times = route!.stops.map((found) => found.expected_time);
    expect(times[0]! > '15:30' && times[1]! > times[0]!).toBe(true);
    expect(route!.end_time).toBe(times[1]);
    expect(proposal.totals).toMatchObject({ buses: 1, routes: 1, riders: 10 });
    expect(proposal.totals.longest_ride_minutes).toBe(route!.longest_ride_minutes);
  });
});
