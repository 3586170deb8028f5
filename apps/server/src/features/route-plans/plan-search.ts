import type { PlanResult } from '@app/route-planner/plan-routes';
import type { Problem } from '@app/route-planner/problem';
import type { PlanningInput, PlanningVehicle } from './planning-input-types';
import { assignVehicles, problemFor, seatLevels, type StopPart } from './planning-problem';

/** One engine run: its plan (undefined once cancelled), and how to cancel it. */
interface EngineRun {
  result: Promise<PlanResult | undefined>;
  cancel(): void;
}
export type EngineRunner = (problem: Problem, seconds: number) => EngineRun;

/** What a search is told from outside while it runs: cancelled, and the engine run to stop then. */
export interface SearchControl {
  cancelled: boolean;
  run?: EngineRun;
}

interface FleetRoute {
  /** In driving order to school. */
  stops: StopPart[];
  load: number;
  vehicle: PlanningVehicle | null;
}

export interface FleetPlan {
  routes: FleetRoute[];
  /** Routes the fleet has no vehicle for. */
  withoutVehicle: number;
  drivingSeconds: number;
}

/** A probe's share of the time: enough for the engine's first routes on a school's few stops. */
const PROBE = { share: 0.5, min: 0.5, max: 3 } as const;
/**
 * Seconds a run takes beyond its search (the worker thread starting, the answer coming back): what
 * a run is assumed to take before one is measured (from TypeScript source, in development, about 2 s;
 * built, a fraction of that), and the least kept aside. The whole search keeps to its time with it.
 */
const STARTUP_SECONDS = 1.5;
const MIN_OVERHEAD_SECONDS = 0.25;
/** Kept aside besides: a run's start varies by a second on a busy machine. */
const SPARE_SECONDS = 0.5;

/** The better of two plans: fewer routes without a vehicle, then fewer routes, then less driving. */
function better(a: FleetPlan | undefined, b: FleetPlan): FleetPlan {
  if (!a) return b;
  const differences = [
    b.withoutVehicle - a.withoutVehicle,
    b.routes.length - a.routes.length,
    b.drivingSeconds - a.drivingSeconds,
  ];
  return (differences.find((difference) => difference !== 0) ?? 0) < 0 ? b : a;
}

/**
 * The plan for the school's fleet (issue 24 §2): planned with buses of its largest seat count, the
 * routes given vehicles by load; if a route is then left without one (too full for the vehicle its
 * load gets, or more routes than vehicles), planned again with the next smaller seat count, down
 * the fleet, keeping the plan with the fewest routes without a vehicle. A fleet of one size is one
 * run of the whole time (less a run's start); a mixed one is first probed level by level (a short
 * run each, up to the first level that seats every route), then the chosen level gets the time
 * that is left.
 * Undefined once cancelled.
 */
export async function planFleet(
  input: PlanningInput,
  seconds: number,
  runner: EngineRunner,
  control: SearchControl,
): Promise<FleetPlan | undefined> {
  if (input.stops.length === 0) return { routes: [], withoutVehicle: 0, drivingSeconds: 0 };
  const deadline = performance.now() + seconds * 1000;
  const levels = seatLevels(input.vehicles);
  let overhead = STARTUP_SECONDS;
  const attempt = async (capacity: number, time: number): Promise<FleetPlan | undefined> => {
    if (control.cancelled) return undefined;
    const { problem, parts } = problemFor(input, capacity);
    const begun = performance.now();
    const run = runner(problem, time);
    control.run = run;
    const result = await run.result;
    overhead = Math.max(MIN_OVERHEAD_SECONDS, (performance.now() - begun) / 1000 - time);
    return result && fleetPlanOf(result, parts, input.vehicles);
  };
  if (levels.length === 1) return attempt(levels[0]!, Math.max(1, seconds - STARTUP_SECONDS));

  const probe = Math.min(PROBE.max, Math.max(PROBE.min, (PROBE.share * seconds) / levels.length));
  let best: FleetPlan | undefined;
  let chosen = levels[0]!;
  for (const level of levels) {
    const found = await attempt(level, probe);
    if (!found) return undefined;
    const previous = best;
    best = better(best, found);
    if (best !== previous) chosen = level;
    if (found.withoutVehicle === 0) break;
  }
  const left = (deadline - performance.now()) / 1000 - overhead - SPARE_SECONDS;
  if (left >= 1) {
    const found = await attempt(chosen, left);
    if (!found) return undefined;
    best = better(best, found);
  }
  return best;
}

/** The engine's routes as the fleet's: each stop's share, its load, and a vehicle by load. */
function fleetPlanOf(
  result: PlanResult,
  parts: Map<string, StopPart>,
  vehicles: readonly PlanningVehicle[],
): FleetPlan {
  const routes = result.plan.buses.flatMap((bus) =>
    bus.routes.map((route) => {
      const stops = route.stops.map((id) => parts.get(id)!);
      return { stops, load: stops.reduce((sum, part) => sum + part.riders.length, 0) };
    }),
  );
  const assigned = assignVehicles(
    routes.map((route) => route.load),
    vehicles,
  );
  return {
    routes: routes.map((route, index) => ({ ...route, vehicle: assigned[index]! })),
    withoutVehicle: assigned.filter((vehicle) => vehicle === null).length,
    drivingSeconds: result.drivingSeconds,
  };
}
