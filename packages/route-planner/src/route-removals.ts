import { travel } from './compiled-problem';
import { makeRoute, routeTravel, type RouteContext, type SchoolRoute } from './school-route';

export type Removal = (
  context: RouteContext,
  routes: SchoolRoute[],
  count: number,
  random: () => number,
) => number[];

/** Takes the stops out of their routes, drops routes left empty, and re-reads those left. */
function takeOut(context: RouteContext, routes: SchoolRoute[], stops: ReadonlySet<number>): number[] {
  for (let index = routes.length - 1; index >= 0; index--) {
    const route = routes[index]!;
    if (!route.stops.some((stop) => stops.has(stop))) continue;
    const kept = route.stops.filter((stop) => !stops.has(stop));
    if (kept.length === 0) routes.splice(index, 1);
    else routes[index] = makeRoute(context, kept);
  }
  return [...stops];
}

const allStops = (routes: readonly SchoolRoute[]) => routes.flatMap((route) => route.stops);

export const randomRemoval: Removal = (context, routes, count, random) => {
  const stops = allStops(routes);
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, stops.length)) chosen.add(stops[Math.floor(random() * stops.length)]!);
  return takeOut(context, routes, chosen);
};

/**
 * Shaw's related removal (1998): a stop and those nearest it, picked with a bias to the nearest
 * (the cube of a uniform draw), so stops that belong together can be rebuilt together.
 */
export const relatedRemoval: Removal = (context, routes, count, random) => {
  const stops = allStops(routes);
  const seed = stops[Math.floor(random() * stops.length)]!;
  const { compiled } = context;
  const others = stops
    .filter((stop) => stop !== seed)
    .sort((left, right) => travel(compiled, seed, left) - travel(compiled, seed, right));
  const chosen = new Set([seed]);
  while (chosen.size < Math.min(count, stops.length) && others.length > 0) {
    const [stop] = others.splice(Math.floor(random() ** 3 * others.length), 1);
    chosen.add(stop!);
  }
  return takeOut(context, routes, chosen);
};

/** A whole route, the emptier the likelier, so its stops are offered to the others' seats. */
export const routeRemoval: Removal = (context, routes, count, random) => {
  const weights = routes.map((route) => 1 / Math.max(1, route.load));
  let draw = random() * weights.reduce((sum, weight) => sum + weight, 0);
  let picked = routes.length - 1;
  for (let index = 0; index < routes.length; index++) {
    draw -= weights[index]!;
    if (draw <= 0) {
      picked = index;
      break;
    }
  }
  const chosen = new Set(routes[picked]!.stops);
  // A few more of the other routes' stops, so that the route's stops find room.
  const rest = allStops(routes).filter((stop) => !chosen.has(stop));
  for (let extra = 0; extra < Math.floor(count / 2) && rest.length > 0; extra++) {
    chosen.add(rest.splice(Math.floor(random() * rest.length), 1)[0]!);
  }
  return takeOut(context, routes, chosen);
};

/** The stops whose detour costs most, with a bias as in related removal. */
export const worstRemoval: Removal = (context, routes, count, random) => {
  const detours: { stop: number; saving: number }[] = [];
  for (const route of routes) {
    const whole = routeTravel(context, route.stops);
    route.stops.forEach((stop, index) => {
      const without = route.stops.filter((_, other) => other !== index);
      detours.push({ stop, saving: without.length === 0 ? whole : whole - routeTravel(context, without) });
    });
  }
  detours.sort((left, right) => right.saving - left.saving);
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, detours.length)) {
    const [pick] = detours.splice(Math.floor(random() ** 3 * detours.length), 1);
    chosen.add(pick!.stop);
  }
  return takeOut(context, routes, chosen);
};
