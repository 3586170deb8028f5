import { travel } from './compiled-problem';
import { makeRoute, routeAllowed, type RouteContext, type SchoolRoute } from './school-route';

/**
 * Clarke and Wright's savings (1964), for routes that start at their first stop and end at school:
 * every stop begins alone, and the pairs (a, b) are joined in order of what driving a to b instead
 * of a to school saves, wherever a ends one route, b starts another, and seats and the ride cap
 * allow it. A start the search then improves.
 */
export function savingsRoutes(context: RouteContext, stops: readonly number[]): SchoolRoute[] {
  const { compiled, schoolPlace } = context;
  const routes = new Map<number, SchoolRoute>();
  const routeOf = new Map<number, number>();
  for (const stop of stops) {
    routes.set(stop, makeRoute(context, [stop]));
    routeOf.set(stop, stop);
  }
  const pairs: { from: number; to: number; saving: number }[] = [];
  for (const from of stops) {
    for (const to of stops) {
      if (from === to) continue;
      pairs.push({ from, to, saving: travel(compiled, from, schoolPlace) - travel(compiled, from, to) });
    }
  }
  pairs.sort((left, right) => right.saving - left.saving || left.from - right.from || left.to - right.to);
  for (const { from, to } of pairs) {
    const headKey = routeOf.get(from)!;
    const tailKey = routeOf.get(to)!;
    if (headKey === tailKey) continue;
    const head = routes.get(headKey)!;
    const tail = routes.get(tailKey)!;
    if (head.stops.at(-1) !== from || tail.stops[0] !== to) continue;
    const load = head.load + tail.load;
    const ride =
      head.ride -
      travel(compiled, from, schoolPlace) +
      travel(compiled, from, to) +
      compiled.service[to]! +
      tail.ride;
    if (!routeAllowed(context, load, ride, head.stops.length + tail.stops.length)) continue;
    head.stops.push(...tail.stops);
    head.load = load;
    head.ride = ride;
    for (const stop of tail.stops) routeOf.set(stop, headKey);
    routes.delete(tailKey);
  }
  return [...routes.values()];
}
