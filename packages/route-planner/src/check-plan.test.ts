import { describe, expect, it } from 'vitest';
import { checkPlan, type PlanCheck } from './check-plan';
import type { Plan, PlannedRoute, Problem } from './problem';

/*
 * A problem small enough to time by hand. Speed 1, so a time is a Manhattan distance.
 * service = 10 + 1 per rider; unloading 5 s; 8 seats; rides up to 150 s; depot at (0, 0).
 *
 *   school A (100, 0) at 1000:  a1 (20, 0) 4 riders (service 14), a2 (60, 0) 3 riders (service 13)
 *   school B (100, 100) at 1200: b1 (100, 40) 5 riders (service 15), b2 (100, 70) 2 riders (service 12)
 *
 * Route A [a1, a2]: ride(a2) = t(a2, A) = 40; ride(a1) = t(a1, a2) + 13 + 40 = 40 + 13 + 40 = 93;
 *   duration = 93 + 14 + 5 = 112, start 1000 - 112 = 888; load 7.
 * Route B [b1, b2]: ride(b2) = 30; ride(b1) = 30 + 12 + 30 = 72; duration = 72 + 15 + 5 = 92,
 *   start 1200 - 92 = 1108; load 7.
 * One bus, A then B: free at A at 1000, reaches b1 at 1000 + t(A, b1) = 1040 <= 1108.
 *   driving = t(depot, a1) 20 + route A 80 + deadhead 40 + route B 60 = 200.
 *   mean ride = (4*93 + 3*40 + 5*72 + 2*30) / 14 = 912 / 14.
 *
 * Why this is optimal: fewer than one bus visits no stop; one bus needs two routes (a route serves one
 * school), and each school's 7 riders fit one. B then A is impossible (free at B at 1200, after any A
 * route has started, by 1000 at the latest). So the one bus drives depot -> ... -> B, which in
 * Manhattan distance is at least |depot - B| = 200: this plan's driving. Two buses would be worse on
 * the objective (and drive at least |depot - A| + |depot - B| = 300).
 */
const problem: Problem = {
  schools: [
    { id: 'A', x: 100, y: 0, arrival: 1000 },
    { id: 'B', x: 100, y: 100, arrival: 1200 },
  ],
  stops: [
    { id: 'a1', x: 20, y: 0, school: 'A', riders: 4 },
    { id: 'a2', x: 60, y: 0, school: 'A', riders: 3 },
    { id: 'b1', x: 100, y: 40, school: 'B', riders: 5 },
    { id: 'b2', x: 100, y: 70, school: 'B', riders: 2 },
  ],
  depot: { x: 0, y: 0 },
  capacity: 8,
  maxRide: 150,
  stopFixed: 10,
  stopPerRider: 1,
  unload: 5,
  travel: { kind: 'manhattan', speed: 1 },
};

const routeA: PlannedRoute = { school: 'A', stops: ['a1', 'a2'] };
const routeB: PlannedRoute = { school: 'B', stops: ['b1', 'b2'] };
const oneBus: Plan = { buses: [{ routes: [routeA, routeB] }] };

/** The problem with school B delivering at another time. */
const withBAt = (arrival: number): Problem => ({
  ...problem,
  schools: problem.schools.map((school) => (school.id === 'B' ? { ...school, arrival } : school)),
});

const plan = (...buses: PlannedRoute[][]): Plan => ({ buses: buses.map((routes) => ({ routes })) });

describe('checkPlan on a feasible plan', () => {
  it('measures the optimal one-bus plan exactly', () => {
    const check: PlanCheck = checkPlan(problem, oneBus);
    expect(check).toMatchObject({
      feasible: true,
      violations: [],
      buses: 1,
      routes: 2,
      drivingSeconds: 200,
      longestRide: 93,
    });
    expect(check.meanRide).toBeCloseTo(912 / 14, 9);
  });

  it('measures a two-bus plan: each bus drives from the depot', () => {
    // Bus 1: t(depot, a1) 20 + 80; bus 2: t(depot, b1) = 100 + 40, + 60.
    expect(checkPlan(problem, plan([routeA], [routeB]))).toMatchObject({
      feasible: true,
      buses: 2,
      routes: 2,
      drivingSeconds: 300,
      longestRide: 93,
    });
  });

  it('accepts a load exactly at capacity and a ride exactly at the limit', () => {
    expect(checkPlan({ ...problem, capacity: 7, maxRide: 93 }, oneBus).violations).toEqual([]);
    // Rounding within 1e-6 s passes too.
    expect(checkPlan({ ...problem, maxRide: 93 - 1e-7 }, oneBus).feasible).toBe(true);
  });

  it('accepts a chain the bus makes exactly in time', () => {
    // B at 1132 starts at 1132 - 92 = 1040, when the bus reaches b1 from A.
    expect(checkPlan(withBAt(1132), oneBus).violations).toEqual([]);
  });
});

describe('checkPlan on planted violations', () => {
  const violationsOf = (p: Problem, candidate: Plan) => {
    const check = checkPlan(p, candidate);
    expect(check.feasible).toBe(false);
    return check.violations;
  };

  it('finds a load over capacity', () => {
    expect(violationsOf({ ...problem, capacity: 6 }, oneBus)).toEqual([
      'bus 1 route 1 (school A): 7 riders on a bus of 6 seats',
      'bus 1 route 2 (school B): 7 riders on a bus of 6 seats',
    ]);
  });

  it('finds a ride over the limit by a small margin', () => {
    expect(violationsOf({ ...problem, maxRide: 92.999 }, oneBus)).toEqual([
      'bus 1 route 1 (school A): the pupils of stop a1 ride 93 s, over the limit of 92.999 s',
    ]);
  });

  it('finds a stop missing', () => {
    expect(violationsOf(problem, plan([routeA, { school: 'B', stops: ['b1'] }]))).toEqual([
      'stop b2 (school B) is not visited',
    ]);
  });

  it('finds a stop visited twice', () => {
    expect(violationsOf(problem, plan([routeA, routeB], [{ school: 'B', stops: ['b2'] }]))).toEqual([
      'bus 2 route 1 (school B): stop b2 is visited again (first by bus 1 route 2 (school B))',
    ]);
  });

  it("finds another school's stop in a route", () => {
    const candidate = plan([routeA, { school: 'B', stops: ['b2'] }], [{ school: 'A', stops: ['b1'] }]);
    expect(violationsOf(problem, candidate)).toEqual([
      'bus 2 route 1 (school A): stop b1 belongs to school B, not A',
    ]);
  });

  it('finds an unknown stop id and an unknown school id', () => {
    expect(violationsOf(problem, plan([routeA, { school: 'B', stops: ['b1', 'b2', 'b9'] }]))).toEqual([
      'bus 1 route 2 (school B): stop b9 is not in the problem',
    ]);
    expect(
      violationsOf(problem, plan([routeA, { school: 'B', stops: ['b1'] }], [{ school: 'C', stops: ['b2'] }])),
    ).toEqual(['bus 2 route 1 (school C): school C is not in the problem']);
  });

  it('leaves a route it cannot time, and the deadheads next to it, out of the driving', () => {
    // Route B alone is timed: its own 60 s.
    const check = checkPlan(problem, plan([{ school: 'A', stops: ['a1', 'a2', 'zz'] }, routeB]));
    expect(check).toMatchObject({ feasible: false, drivingSeconds: 60, longestRide: 72 });
  });

  it('finds a chain the bus cannot make in time', () => {
    // B at 1131 starts at 1039; the bus reaches b1 at 1040.
    expect(violationsOf(withBAt(1131), oneBus)).toEqual([
      "bus 1 route 2 (school B): the bus reaches stop b1 at 1040 s from school A, after the route's start at 1039 s",
    ]);
    // Nor can it go back in time: free at B at 1200, after route A's start at 888.
    expect(violationsOf(problem, plan([routeB, routeA]))).toEqual([
      "bus 1 route 2 (school A): the bus reaches stop a1 at 1380 s from school B, after the route's start at 888 s",
    ]);
  });

  it('finds a bus serving a school twice', () => {
    const candidate = plan([{ school: 'A', stops: ['a1'] }, { school: 'A', stops: ['a2'] }, routeB]);
    const violations = violationsOf(problem, candidate);
    expect(violations).toContain('bus 1 route 2 (school A): the bus serves school A twice');
    // Under these rules the second route of a school always starts before the first has arrived.
    expect(violations).toHaveLength(2);
  });

  it('finds an empty route and an empty bus', () => {
    expect(violationsOf(problem, plan([routeA, routeB], [{ school: 'B', stops: [] }]))).toEqual([
      'bus 2 route 1 (school B) has no stop',
    ]);
    expect(violationsOf(problem, plan([routeA, routeB], []))).toEqual(['bus 2 has no route']);
    expect(violationsOf(problem, { buses: [] })).toHaveLength(4);
  });

  it('lists 50 violations and counts the rest', () => {
    const unknown = Array.from({ length: 60 }, (_, i) => `x${i}`);
    const check = checkPlan(problem, plan([{ school: 'A', stops: unknown }]));
    // 60 unknown stops and the 4 stops not visited.
    expect(check.feasible).toBe(false);
    expect(check.violations).toHaveLength(51);
    expect(check.violations.at(-1)).toBe('and 14 more violations');
  });
});
