import { insertionEffect, routeAllowed, type RouteContext, type SchoolRoute } from './school-route';
import { travel } from './compiled-problem';

/** What opening a route costs beside its driving: the engine counts routes before seconds. */
export const ROUTE_WEIGHT = 100_000;

interface Insertion {
  route: number;
  at: number;
  cost: number;
  ride: number;
}

/** The cheapest place for `stop` among `routes` (route -1 is a new route of its own). */
function cheapestInsertions(
  context: RouteContext,
  routes: readonly SchoolRoute[],
  stop: number,
  noise: () => number,
) {
  const { compiled } = context;
  const riders = compiled.riders[stop]!;
  const alone = travel(compiled, stop, context.schoolPlace);
  let best: Insertion = { route: -1, at: 0, cost: ROUTE_WEIGHT + alone * noise(), ride: alone };
  let second = Number.POSITIVE_INFINITY;
  for (let index = 0; index < routes.length; index++) {
    const route = routes[index]!;
    if (route.load + riders > context.capacity) continue;
    let routeBest: Insertion | undefined;
    for (let at = 0; at <= route.stops.length; at++) {
      const effect = insertionEffect(context, route, stop, at);
      if (!routeAllowed(context, route.load + riders, effect.ride, route.stops.length + 1)) continue;
      const cost = effect.travelDelta * noise();
      if (!routeBest || cost < routeBest.cost) routeBest = { route: index, at, cost, ride: effect.ride };
    }
    if (!routeBest) continue;
    if (routeBest.cost < best.cost) {
      second = best.cost;
      best = routeBest;
    } else if (routeBest.cost < second) {
      second = routeBest.cost;
    }
  }
  return { best, regret: second - best.cost };
}

function insert(context: RouteContext, routes: SchoolRoute[], stop: number, insertion: Insertion) {
  if (insertion.route === -1) {
    routes.push({ stops: [stop], load: context.compiled.riders[stop]!, ride: insertion.ride });
    return;
  }
  const route = routes[insertion.route]!;
  route.stops.splice(insertion.at, 0, stop);
  route.load += context.compiled.riders[stop]!;
  route.ride = insertion.ride;
}

export type Repair = (
  context: RouteContext,
  routes: SchoolRoute[],
  removed: number[],
  random: () => number,
) => void;

/** Each stop in turn (shuffled) at its cheapest place, the costs blurred by up to ±10%. */
export const greedyRepair: Repair = (context, routes, removed, random) => {
  const noise = () => 0.9 + 0.2 * random();
  for (let index = removed.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [removed[index], removed[other]] = [removed[other]!, removed[index]!];
  }
  for (const stop of removed)
    insert(context, routes, stop, cheapestInsertions(context, routes, stop, noise).best);
};

/**
 * Regret-2 (Potvin and Rousseau, 1993): first the stop that would lose most by waiting, the gap
 * between its best and second-best route, so the stops with one good place get it.
 */
export const regretRepair: Repair = (context, routes, removed) => {
  const exact = () => 1;
  const left = [...removed];
  while (left.length > 0) {
    let pick = 0;
    let pickRegret = Number.NEGATIVE_INFINITY;
    let pickInsertion: Insertion | undefined;
    for (let index = 0; index < left.length; index++) {
      const { best, regret } = cheapestInsertions(context, routes, left[index]!, exact);
      if (regret > pickRegret) {
        pick = index;
        pickRegret = regret;
        pickInsertion = best;
      }
    }
    insert(context, routes, left[pick]!, pickInsertion!);
    left.splice(pick, 1);
  }
};
