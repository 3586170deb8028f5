/**
 * An independent check of a plan against its problem: it shares nothing with the engine but the
 * types and the travel model, so a bug in the engine's timing cannot hide in its own check.
 *
 * Timing rules, exactly these:
 * - service(stop) = problem.stopFixed + problem.stopPerRider * stop.riders.
 * - A route of school S with stops s1..sk lasts
 *   duration = service(s1) + sum_{i<k}(t(s_i, s_{i+1}) + service(s_{i+1})) + t(s_k, S) + problem.unload.
 *   It has arrived and unloaded exactly at S.arrival, so it starts (bus at s1) at S.arrival - duration.
 * - The pupils of s_i ride from the end of their boarding at s_i to the arrival at S (before
 *   unloading): sum_{j>i}(t(s_{j-1}, s_j) + service(s_j)) + t(s_k, S). Every ride <= problem.maxRide
 *   (the first stop's is the longest).
 * - A route's load (the sum of its stops' riders) <= problem.capacity. Every stop of a route belongs
 *   to the route's school; every stop of the problem is visited exactly once in the whole plan
 *   (missing, unknown and repeated stop ids are violations); a route has at least one stop; its
 *   school exists.
 * - A bus drives its routes in the given order: for consecutive routes r then r', the bus is free at
 *   school(r) at school(r).arrival and must reach the first stop of r' by the start of r':
 *   school(r).arrival + t(school(r), first(r')) <= start(r'). A bus serves a given school at most
 *   once, and has at least one route.
 * - t(a, b) = travelSeconds(problem.travel, a, b); the depot is { id: DEPOT_ID, ...problem.depot }.
 * - Time comparisons allow 1e-6 s of rounding.
 *
 * Measures: drivingSeconds = per bus t(depot, first stop of its first route) + every route's own
 * travel (stop to stop, last stop to school) + every deadhead from a school to the next route's first
 * stop; the longest ride and the mean ride (weighted by riders). A route that cannot be timed (an
 * unknown school or stop id, no stop) adds nothing to them, nor do the deadheads next to it.
 */
import type { Plan, PlannedRoute, Problem, School, Stop } from './problem';
import { DEPOT_ID, travelSeconds, type Place } from './travel';

/** Seconds of rounding allowed on time comparisons. */
const TOLERANCE = 1e-6;
/** Violations listed by name; the rest are counted in one last line. */
const LISTED_VIOLATIONS = 50;

export interface PlanCheck {
  feasible: boolean;
  /** Plain English for developers, each naming its bus, route and stop ids; at most 50 and a count. */
  violations: string[];
  buses: number;
  routes: number;
  drivingSeconds: number;
  longestRide: number;
  meanRide: number;
}

/** A route that could be timed: what the bus chain and the driving total need of it. */
interface TimedRoute {
  school: School;
  first: Stop;
  start: number;
  /** Its own driving: stop to stop and last stop to school. */
  travel: number;
}

/** Seconds as a developer reads them: whole where whole, else to the millisecond. */
const seconds = (value: number) => `${Number(value.toFixed(3))} s`;

export function checkPlan(problem: Problem, plan: Plan): PlanCheck {
  const violations: string[] = [];
  const schools = byId(problem.schools, 'school', violations);
  const stops = byId(problem.stops, 'stop', violations);
  const t = (from: Place, to: Place) => travelSeconds(problem.travel, from, to);
  const service = (stop: Stop) => problem.stopFixed + problem.stopPerRider * stop.riders;
  const depot: Place = { id: DEPOT_ID, ...problem.depot };
  /** Where each stop was first visited, to name both places of a repeat. */
  const firstVisit = new Map<string, string>();
  const rides = { longest: 0, weighted: 0, riders: 0 };
  let drivingSeconds = 0;
  let routeCount = 0;

  /** Checks one route's stops, load and rides; returns its timing when it can be timed. */
  function checkRoute(route: PlannedRoute, name: string): TimedRoute | undefined {
    const school = schools.get(route.school);
    if (!school) violations.push(`${name}: school ${route.school} is not in the problem`);
    if (route.stops.length === 0) {
      violations.push(`${name} has no stop`);
      return undefined;
    }
    const visited: Stop[] = [];
    let load = 0;
    for (const id of route.stops) {
      const stop = stops.get(id);
      if (!stop) {
        violations.push(`${name}: stop ${id} is not in the problem`);
        continue;
      }
      const seen = firstVisit.get(id);
      if (seen === undefined) firstVisit.set(id, name);
      else violations.push(`${name}: stop ${id} is visited again (first by ${seen})`);
      if (school && stop.school !== school.id)
        violations.push(`${name}: stop ${id} belongs to school ${stop.school}, not ${school.id}`);
      load += stop.riders;
      visited.push(stop);
    }
    if (load > problem.capacity)
      violations.push(`${name}: ${load} riders on a bus of ${problem.capacity} seats`);
    const first = visited[0];
    if (!school || !first || visited.length !== route.stops.length) return undefined;

    // Backwards from the school: each stop's ride is the next stop's ride plus the leg to it and the
    // next stop's service, exactly the sum the rules define.
    let next: Place = school;
    let nextService = 0;
    let ride = 0;
    let travel = 0;
    for (const stop of visited.toReversed()) {
      const leg = t(stop, next);
      travel += leg;
      ride += leg + nextService;
      if (ride > problem.maxRide + TOLERANCE)
        violations.push(
          `${name}: the pupils of stop ${stop.id} ride ${seconds(ride)}, over the limit of ${seconds(problem.maxRide)}`,
        );
      rides.longest = Math.max(rides.longest, ride);
      rides.weighted += ride * stop.riders;
      rides.riders += stop.riders;
      next = stop;
      nextService = service(stop);
    }
    // `ride` is now the first stop's; the route adds the first boarding and the unloading to it.
    const duration = ride + service(first) + problem.unload;
    return { school, first, start: school.arrival - duration, travel };
  }

  plan.buses.forEach((bus, b) => {
    const busName = `bus ${b + 1}`;
    if (bus.routes.length === 0) violations.push(`${busName} has no route`);
    const served = new Set<string>();
    let previous: TimedRoute | undefined;
    bus.routes.forEach((route, r) => {
      routeCount += 1;
      const name = `${busName} route ${r + 1} (school ${route.school})`;
      if (served.has(route.school)) violations.push(`${name}: the bus serves school ${route.school} twice`);
      served.add(route.school);
      const timed = checkRoute(route, name);
      if (timed) drivingSeconds += timed.travel;
      if (timed && r === 0) drivingSeconds += t(depot, timed.first);
      else if (timed && previous) {
        const deadhead = t(previous.school, timed.first);
        drivingSeconds += deadhead;
        const reached = previous.school.arrival + deadhead;
        if (reached > timed.start + TOLERANCE)
          violations.push(
            `${name}: the bus reaches stop ${timed.first.id} at ${seconds(reached)} from school ${previous.school.id}, ` +
              `after the route's start at ${seconds(timed.start)}`,
          );
      }
      previous = timed;
    });
  });

  for (const stop of problem.stops)
    if (!firstVisit.has(stop.id)) violations.push(`stop ${stop.id} (school ${stop.school}) is not visited`);

  const listed =
    violations.length > LISTED_VIOLATIONS
      ? [
          ...violations.slice(0, LISTED_VIOLATIONS),
          `and ${violations.length - LISTED_VIOLATIONS} more violations`,
        ]
      : violations;
  return {
    feasible: violations.length === 0,
    violations: listed,
    buses: plan.buses.length,
    routes: routeCount,
    drivingSeconds,
    longestRide: rides.longest,
    meanRide: rides.riders > 0 ? rides.weighted / rides.riders : 0,
  };
}

/** Looks up by id; a problem naming an id twice is reported, since a plan could not tell them apart. */
function byId<T extends { id: string }>(items: T[], kind: string, violations: string[]): Map<string, T> {
  const found = new Map<string, T>();
  for (const item of items) {
    if (found.has(item.id)) violations.push(`the problem lists ${kind} ${item.id} twice`);
    found.set(item.id, item);
  }
  return found;
}
