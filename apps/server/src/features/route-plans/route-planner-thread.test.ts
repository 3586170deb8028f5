import { describe, expect, it } from 'vitest';
import type { Problem } from '@app/route-planner/problem';
import { runPlanner } from './route-planner-thread';

/** 60 stops in a ring around one school: a few seconds of search for a 2-core machine. */
const ring: Problem = {
  schools: [{ id: 'S', x: 0, y: 0, arrival: 27_000 }],
  stops: Array.from({ length: 60 }, (_, index) => ({
    id: `s${index}`,
    x: Math.round(8_000 * Math.cos(index / 9.5)),
    y: Math.round(8_000 * Math.sin(index / 9.5)),
    school: 'S',
    riders: 3 + (index % 5),
  })),
  depot: { x: 0, y: 0 },
  capacity: 40,
  maxRide: 1_800,
  stopFixed: 30,
  stopPerRider: 5,
  unload: 120,
  travel: { kind: 'manhattan', speed: 8 },
};

describe('the route planner in a worker thread', () => {
  it('plans off the main thread, telling its progress, while the main thread goes on', async () => {
    const progress: number[] = [];
    const run = runPlanner(ring, { seconds: 2, onProgress: (done) => progress.push(done) });
    // The main thread's timers keep firing while the search runs.
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 50);
    const result = await run.result;
    clearInterval(ticker);
    expect(result?.plan.buses.flatMap((bus) => bus.routes.flatMap((route) => route.stops)).sort()).toEqual(
      ring.stops.map((stop) => stop.id).sort(),
    );
    expect(result!.buses).toBeGreaterThan(0);
    expect(progress.length).toBeGreaterThan(0);
    expect(ticks).toBeGreaterThan(10);
  });

  it('stops at once when cancelled, with no plan', async () => {
    const run = runPlanner(ring, { seconds: 60 });
    const started = performance.now();
    setTimeout(() => run.cancel(), 300);
    await expect(run.result).resolves.toBeUndefined();
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});
