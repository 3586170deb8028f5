import { type CompiledProblem, schoolPlace, travel } from './compiled-problem';

/**
 * One school's route while it is being built: its stops in driving order, the riders on board at
 * the school, and the ride of the first stop's pupils (from the end of their boarding to arrival at
 * school: the longest ride on the route, so the one the ride limit binds).
 */
export interface SchoolRoute {
  stops: number[];
  load: number;
  ride: number;
}

/** What one school's routes are built against. */
export interface RouteContext {
  compiled: CompiledProblem;
  /** The school's index and its place index. */
  school: number;
  schoolPlace: number;
  capacity: number;
  /** The longest ride a route may have here (the scenario's cap, at most the problem's limit). */
  rideCap: number;
}

export function routeContext(compiled: CompiledProblem, school: number, rideCap: number): RouteContext {
  return {
    compiled,
    school,
    schoolPlace: schoolPlace(compiled, school),
    capacity: compiled.problem.capacity,
    rideCap: Math.min(rideCap, compiled.problem.maxRide),
  };
}

/** The ride of a route's first stop, computed from scratch. */
export function rideOf(context: RouteContext, stops: readonly number[]): number {
  const { compiled } = context;
  let ride = travel(compiled, stops.at(-1)!, context.schoolPlace);
  for (let index = stops.length - 2; index >= 0; index--) {
    ride += travel(compiled, stops[index]!, stops[index + 1]!) + compiled.service[stops[index + 1]!]!;
  }
  return ride;
}

export function makeRoute(context: RouteContext, stops: number[]): SchoolRoute {
  let load = 0;
  for (const stop of stops) load += context.compiled.riders[stop]!;
  return { stops, load, ride: rideOf(context, stops) };
}

/** Seconds a route drives (between its stops and on to school): what the engine minimises. */
export function routeTravel(context: RouteContext, stops: readonly number[]): number {
  let seconds = travel(context.compiled, stops.at(-1)!, context.schoolPlace);
  for (let index = 0; index < stops.length - 1; index++) {
    seconds += travel(context.compiled, stops[index]!, stops[index + 1]!);
  }
  return seconds;
}

/** From the bus at the first stop to arrival and unloading at school. */
export function routeDuration(context: RouteContext, route: SchoolRoute): number {
  const { compiled } = context;
  return compiled.service[route.stops[0]!]! + route.ride + compiled.problem.unload;
}

/**
 * The ride after inserting `stop` before position `at` (0 = new first stop, stops.length = last),
 * and the change in driving seconds: O(1), as the inner loop of every insertion needs.
 */
export function insertionEffect(
  context: RouteContext,
  route: SchoolRoute,
  stop: number,
  at: number,
): { ride: number; travelDelta: number } {
  const { compiled } = context;
  const { stops } = route;
  if (at === 0) {
    const first = stops[0]!;
    const added = travel(compiled, stop, first);
    return { ride: route.ride + compiled.service[first]! + added, travelDelta: added };
  }
  const before = stops[at - 1]!;
  const after = at === stops.length ? context.schoolPlace : stops[at]!;
  const travelDelta =
    travel(compiled, before, stop) + travel(compiled, stop, after) - travel(compiled, before, after);
  return { ride: route.ride + travelDelta + compiled.service[stop]!, travelDelta };
}

/** Whether a route may be driven: seats, and the ride cap (a stop alone always may). */
export function routeAllowed(context: RouteContext, load: number, ride: number, stopCount: number): boolean {
  return load <= context.capacity && (stopCount === 1 || ride <= context.rideCap + 1e-9);
}
