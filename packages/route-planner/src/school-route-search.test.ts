import { describe, expect, it } from 'vitest';
import { compileProblem } from './compiled-problem';
import type { Problem } from './problem';
import { seededRandom } from './random';
import { savingsRoutes } from './savings';
import { rideOf, routeContext, routeTravel, type SchoolRoute } from './school-route';
import { SchoolRouteSearch } from './school-route-search';

/** One school at (0, 0) and `count` stops scattered around it, 1 to 12 riders each. */
function scattered(count: number, seed: number): Problem {
  const random = seededRandom(seed);
  return {
    schools: [{ id: 'S', x: 0, y: 0, arrival: 28_800 }],
    stops: Array.from({ length: count }, (_, index) => ({
      id: `s${index}`,
      x: Math.round((random() - 0.5) * 20_000),
      y: Math.round((random() - 0.5) * 20_000),
      school: 'S',
      riders: 1 + Math.floor(random() * 12),
    })),
    depot: { x: 0, y: 0 },
    capacity: 40,
    maxRide: 1_500,
    stopFixed: 19,
    stopPerRider: 2.6,
    unload: 150,
    travel: { kind: 'manhattan', speed: 88 / 3 },
  };
}

function expectAllowed(problem: Problem, routes: readonly SchoolRoute[], rideCap: number) {
  const compiled = compileProblem(problem);
  const context = routeContext(compiled, 0, rideCap);
  const visited = routes.flatMap((route) => route.stops).sort((left, right) => left - right);
  expect(visited).toEqual(problem.stops.map((_, index) => index));
  for (const route of routes) {
    const load = route.stops.reduce((sum, stop) => sum + problem.stops[stop]!.riders, 0);
    expect(route.load).toBe(load);
    expect(load).toBeLessThanOrEqual(problem.capacity);
    expect(route.ride).toBeCloseTo(rideOf(context, route.stops), 6);
    if (route.stops.length > 1) expect(route.ride).toBeLessThanOrEqual(rideCap + 1e-6);
  }
}

const totalTravel = (problem: Problem, routes: readonly SchoolRoute[]) => {
  const context = routeContext(compileProblem(problem), 0, problem.maxRide);
  return routes.reduce((sum, route) => sum + routeTravel(context, route.stops), 0);
};

describe("one school's routes", () => {
  it('joins stops by savings within the seats and the ride cap', () => {
    const problem = scattered(40, 3);
    const compiled = compileProblem(problem);
    const routes = savingsRoutes(routeContext(compiled, 0, 900), compiled.stopsOf[0]!);
    expectAllowed(problem, routes, 900);
    expect(routes.length).toBeLessThan(40);
  });

  it('improves on savings, never breaking seats or the cap, and needs fewer routes with a longer cap', () => {
    const problem = scattered(40, 5);
    const compiled = compileProblem(problem);
    const results = [600, 1_500].map((cap) => {
      const search = new SchoolRouteSearch(
        routeContext(compiled, 0, cap),
        compiled.stopsOf[0]!,
        seededRandom(1),
      );
      const start = [...search.routes];
      search.improve(600);
      expectAllowed(problem, search.routes, cap);
      const better =
        search.routes.length < start.length ||
        (search.routes.length === start.length &&
          totalTravel(problem, search.routes) <= totalTravel(problem, start));
      expect(better).toBe(true);
      expect(search.travel).toBeCloseTo(totalTravel(problem, search.routes), 6);
      return search.routes.length;
    });
    expect(results[1]).toBeLessThan(results[0]!);
  });

  it('gives the same routes for the same seed', () => {
    const problem = scattered(30, 9);
    const compiled = compileProblem(problem);
    const routesWith = (seed: number) => {
      const search = new SchoolRouteSearch(
        routeContext(compiled, 0, 1_200),
        compiled.stopsOf[0]!,
        seededRandom(seed),
      );
      search.improve(300);
      return search.routes.map((route) => route.stops);
    };
    expect(routesWith(4)).toEqual(routesWith(4));
  });

  it('reaches the fewest routes the seats allow on a cluster', () => {
    // 12 stops of 10 riders at one corner: 40 seats take 4 stops, so 3 routes at best.
    const problem: Problem = {
      ...scattered(0, 1),
      stops: Array.from({ length: 12 }, (_, index) => ({
        id: `c${index}`,
        x: 5_000 + (index % 4) * 50,
        y: 5_000 + Math.floor(index / 4) * 50,
        school: 'S',
        riders: 10,
      })),
    };
    const compiled = compileProblem(problem);
    const search = new SchoolRouteSearch(
      routeContext(compiled, 0, 1_500),
      compiled.stopsOf[0]!,
      seededRandom(2),
    );
    search.improve(300);
    expectAllowed(problem, search.routes, 1_500);
    expect(search.routes).toHaveLength(3);
  });
});
