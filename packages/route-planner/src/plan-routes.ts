import { CapChooser, type Choice, choiceOf } from './cap-choice';
import { compileProblem, type CompiledProblem } from './compiled-problem';
import type { Plan, Problem } from './problem';
import { seededRandom } from './random';
import { routeContext } from './school-route';
import { SchoolRouteSearch } from './school-route-search';

/**
 * The ride caps each school's routes are built under, as shares of the ride limit: the full limit
 * gives the fewest routes; shorter caps give more, shorter routes, which start later and so let a
 * bus finish another school's route first. Which cap each school gets is chosen for the buses.
 */
const CAP_SHARES = [1, 0.85, 0.7, 0.55, 0.4, 0.28];
/** Share of the time limit spent building routes before the first choice of caps. */
const ROUTING_SHARE = 0.35;
const STEPS_PER_ROUND = 50;

export interface PlanProgress {
  phase: 'routes' | 'buses';
  /** 0 to 1 of the time limit. */
  done: number;
  buses?: number;
}

export interface PlanOptions {
  /** Wall-clock seconds to spend at most. */
  seconds: number;
  seed?: number;
  /**
   * Search steps per school and cap, then one choice of caps: a plan that does not depend on the
   * machine's speed (tests). Without it the search goes on until `seconds`.
   */
  steps?: number;
  onProgress?: (progress: PlanProgress) => void;
  /** Asked between steps: true stops the search and returns the best plan so far. */
  shouldStop?: () => boolean;
}

export interface PlanResult {
  plan: Plan;
  buses: number;
  routes: number;
  /** Route driving plus the buses' empty legs (depot to first stop, school to next route). */
  drivingSeconds: number;
}

/**
 * Plans a district's morning: each school's routes under several ride caps (savings, then adaptive
 * large neighbourhood search), the caps chosen so the routes chain into the fewest buses (a
 * minimum path cover), then, while time remains, better routes and other choices in turn.
 */
export function planRoutes(problem: Problem, options: PlanOptions): PlanResult {
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const stopped = () => performance.now() >= deadline || (options.shouldStop?.() ?? false);
  const done = () => Math.min(1, (performance.now() - started) / (options.seconds * 1000));
  const compiled = compileProblem(problem);
  const random = seededRandom(options.seed ?? 1);
  const searches = compiled.stopsOf.map((stops, school) =>
    CAP_SHARES.map(
      (share) =>
        new SchoolRouteSearch(routeContext(compiled, school, share * problem.maxRide), stops, random),
    ),
  );
  // A round gives every school and cap the same steps, however soon the time runs out.
  const round = (steps: number) => {
    for (const search of searches.flat()) {
      if (stopped()) return;
      search.improve(steps);
    }
    options.onProgress?.({ phase: 'routes', done: done() });
  };
  const choices = () =>
    searches.map((caps, school) => caps.map((search) => cachedChoice(compiled, school, search)));
  const chooser = new CapChooser(compiled, random, searches.length);
  const report = (buses: number) => options.onProgress?.({ phase: 'buses', done: done(), buses });

  if (options.steps === undefined) {
    const routingEnd = started + ROUTING_SHARE * options.seconds * 1000;
    while (performance.now() < routingEnd && !stopped()) round(STEPS_PER_ROUND);
  } else {
    for (let steps = 0; steps < options.steps && !stopped(); steps += STEPS_PER_ROUND) {
      round(Math.min(STEPS_PER_ROUND, options.steps - steps));
    }
  }
  chooser.update(choices());
  report(chooser.buses);
  chooser.climb(stopped, report);
  if (options.steps === undefined) {
    while (!stopped()) {
      round(STEPS_PER_ROUND);
      chooser.update(choices());
      chooser.climb(stopped, report);
      chooser.kick(stopped, report);
    }
  }
  return planOf(compiled, chooser);
}

const choiceCache = new WeakMap<SchoolRouteSearch, Choice>();
/** The search's routes as a choice, the same object while its best routes are the same. */
function cachedChoice(compiled: CompiledProblem, school: number, search: SchoolRouteSearch): Choice {
  const cached = choiceCache.get(search);
  if (cached?.routes === search.routes) return cached;
  const choice = choiceOf(compiled, school, search);
  choiceCache.set(search, choice);
  return choice;
}

function planOf(compiled: CompiledProblem, chooser: CapChooser): PlanResult {
  const evaluation = chooser.evaluate();
  const routes = chooser.current().flatMap((choice) => choice.routes);
  const { problem } = compiled;
  const isHead = new Uint8Array(routes.length).fill(1);
  evaluation.next.forEach((to) => {
    if (to !== -1) isHead[to] = 0;
  });
  const buses: Plan['buses'] = [];
  isHead.forEach((head, index) => {
    if (!head) return;
    const chain = [];
    for (let route = index; route !== -1; route = evaluation.next[route]!) {
      const stops = routes[route]!.stops;
      chain.push({
        school: problem.schools[compiled.schoolOf[stops[0]!]!]!.id,
        stops: stops.map((stop) => problem.stops[stop]!.id),
      });
    }
    buses.push({ routes: chain });
  });
  return {
    plan: { buses },
    buses: evaluation.buses,
    routes: routes.length,
    drivingSeconds: evaluation.score - evaluation.buses * 1e9,
  };
}
