import { describe, expect, it } from 'vitest';
import { chainRoutes, type TimedRoute } from './bus-chains';
import { seededRandom } from './random';

/** Places 0..3 on a line, 10 s apart: travel is the distance between their numbers times 10. */
const placeCount = 4;
const line = {
  placeCount,
  seconds: Float64Array.from(
    { length: placeCount * placeCount },
    (_, cell) => Math.abs(Math.floor(cell / placeCount) - (cell % placeCount)) * 10,
  ),
};

const route = (first: number, end: number, start: number, arrival: number): TimedRoute => ({
  first,
  end,
  start,
  arrival,
});

const busesOf = (next: Int32Array) => next.length - next.filter((to) => to !== -1).length;

/** Whether `next` is a set of chains the buses can drive: each route once, every link in time. */
function validChains(routes: readonly TimedRoute[], next: Int32Array) {
  const followed = new Set<number>();
  next.forEach((to, from) => {
    if (to === -1) return;
    expect(followed.has(to)).toBe(false);
    followed.add(to);
    const leaving = routes[from]!;
    expect(leaving.arrival + line.seconds[leaving.end * placeCount + routes[to]!.first]!).toBeLessThanOrEqual(
      routes[to]!.start + 1e-6,
    );
  });
}

/** The fewest buses by trying every successor for every route (small cases only). */
function bruteForceBuses(routes: readonly TimedRoute[]): number {
  const canFollow = (from: number, to: number) =>
    from !== to &&
    routes[from]!.arrival + line.seconds[routes[from]!.end * placeCount + routes[to]!.first]! <=
      routes[to]!.start;
  let most = 0;
  const taken = new Set<number>();
  const assign = (from: number, links: number) => {
    if (from === routes.length) {
      most = Math.max(most, links);
      return;
    }
    assign(from + 1, links);
    for (let to = 0; to < routes.length; to++) {
      if (taken.has(to) || !canFollow(from, to)) continue;
      taken.add(to);
      assign(from + 1, links + 1);
      taken.delete(to);
    }
  };
  assign(0, 0);
  return routes.length - most;
}

describe('chainRoutes', () => {
  it('chains routes a bus can drive one after another into one bus', () => {
    // 0 ends at place 1 at 100; 1 starts at place 2 at 110 (10 s away): exactly in time.
    const routes = [route(0, 1, 50, 100), route(2, 3, 110, 200)];
    const next = chainRoutes(routes, line);
    expect([...next]).toEqual([1, -1]);
  });

  it('needs a second bus when the empty drive makes the bus late by a second', () => {
    const routes = [route(0, 1, 50, 100), route(2, 3, 109, 200)];
    expect(busesOf(chainRoutes(routes, line))).toBe(2);
  });

  it('needs as many buses as routes run at the same time', () => {
    const routes = [route(0, 3, 0, 100), route(1, 3, 0, 100), route(2, 3, 0, 100)];
    expect(busesOf(chainRoutes(routes, line))).toBe(3);
  });

  it('finds the fewest buses on random cases, as trying every chain does', () => {
    const random = seededRandom(7);
    for (let trial = 0; trial < 200; trial++) {
      const routes = Array.from({ length: 2 + Math.floor(random() * 6) }, () => {
        const start = Math.floor(random() * 300);
        return route(
          Math.floor(random() * 4),
          Math.floor(random() * 4),
          start,
          start + 20 + Math.floor(random() * 80),
        );
      });
      const next = chainRoutes(routes, line);
      validChains(routes, next);
      expect(busesOf(next)).toBe(bruteForceBuses(routes));
    }
  });

  it('starts from a hint, drops its links that no longer hold, and still finds the fewest', () => {
    const random = seededRandom(11);
    for (let trial = 0; trial < 100; trial++) {
      const routes = Array.from({ length: 6 }, () => {
        const start = Math.floor(random() * 200);
        return route(Math.floor(random() * 4), Math.floor(random() * 4), start, start + 30);
      });
      // Any successors at all, most of them impossible or repeated.
      const hint = Int32Array.from(routes, () => Math.floor(random() * 7) - 1);
      const next = chainRoutes(routes, line, hint);
      validChains(routes, next);
      expect(busesOf(next)).toBe(bruteForceBuses(routes));
    }
  });
});
