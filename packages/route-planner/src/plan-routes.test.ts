import path from 'node:path';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readBenchmarkInstance } from './benchmark-instances';
import { checkPlan } from './check-plan';
import { type PlanProgress, planRoutes } from './plan-routes';
import type { Problem } from './problem';

/*
 * Two schools on a line, speed 1: A at x=100 at 1000, B at x=300 at 1400; stops of 10 riders, 20
 * seats, so each school needs two routes. A's routes end at 1000; B's start no earlier than
 * 1400 - (ride + service + unload), after A's buses are free at 1000 and 100-150 s away: two buses
 * each drive one A route then one B route. Two routes run at once at each school, so two is the least.
 */
const district: Problem = {
  schools: [
    { id: 'A', x: 100, y: 0, arrival: 1000 },
    { id: 'B', x: 300, y: 0, arrival: 1400 },
  ],
  stops: [
    { id: 'a1', x: 0, y: 0, school: 'A', riders: 10 },
    { id: 'a2', x: 10, y: 0, school: 'A', riders: 10 },
    { id: 'a3', x: 20, y: 0, school: 'A', riders: 10 },
    { id: 'a4', x: 30, y: 0, school: 'A', riders: 10 },
    { id: 'b1', x: 200, y: 0, school: 'B', riders: 10 },
    { id: 'b2', x: 210, y: 0, school: 'B', riders: 10 },
    { id: 'b3', x: 220, y: 0, school: 'B', riders: 10 },
    { id: 'b4', x: 230, y: 0, school: 'B', riders: 10 },
  ],
  depot: { x: 0, y: 0 },
  capacity: 20,
  maxRide: 400,
  stopFixed: 10,
  stopPerRider: 1,
  unload: 5,
  travel: { kind: 'manhattan', speed: 1 },
};

const benchmarkData = path.resolve(import.meta.dirname, '../../../../shared/bench-data/school-bus-routing');

describe('planRoutes', () => {
  it('chains two schools into the fewest buses, a plan the checker passes', () => {
    const result = planRoutes(district, { seconds: 30, steps: 200 });
    const check = checkPlan(district, result.plan);
    expect(check.violations).toEqual([]);
    expect(result.buses).toBe(2);
    expect(check.buses).toBe(2);
    expect(result.plan.buses.every((bus) => bus.routes.map((route) => route.school).join() === 'A,B')).toBe(
      true,
    );
    expect(result.drivingSeconds).toBeCloseTo(check.drivingSeconds, 6);
  });

  it('tells its progress and stops when asked, with a plan that can still be driven', () => {
    const progress: PlanProgress[] = [];
    const result = planRoutes(district, {
      seconds: 30,
      onProgress: (step) => progress.push(step),
      shouldStop: () => true,
    });
    expect(checkPlan(district, result.plan).feasible).toBe(true);
    expect(progress.length).toBeLessThan(5);

    let asked = 0;
    const started = performance.now();
    planRoutes(district, {
      seconds: 30,
      onProgress: (step) => progress.push(step),
      shouldStop: () => ++asked > 200,
    });
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(progress.some((step) => step.phase === 'routes')).toBe(true);
    expect(progress.some((step) => step.phase === 'buses' && step.buses === 2)).toBe(true);
  });

  it('gives the same plan for the same seed and steps', () => {
    const first = planRoutes(district, { seconds: 30, steps: 100, seed: 3 });
    expect(planRoutes(district, { seconds: 30, steps: 100, seed: 3 }).plan).toEqual(first.plan);
  });

  it.skipIf(!fs.existsSync(benchmarkData))(
    'plans RSRB01 with fewer buses than the published LBH heuristic',
    () => {
      const problem = readBenchmarkInstance(path.join(benchmarkData, 'instances/RSRB01'), 2700);
      const result = planRoutes(problem, { seconds: 60, steps: 100 });
      const check = checkPlan(problem, result.plan);
      expect(check.violations).toEqual([]);
      // Park et al.'s LBH needed 38 buses, BiRD's best 31.
      expect(check.buses).toBeLessThanOrEqual(33);
    },
  );
});
