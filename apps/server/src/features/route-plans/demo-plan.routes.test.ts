import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/build-test-app';
import { signedInAs } from '../../../test/factories';
import { DEMO_MAX_RIDE_MINUTES } from '../demo/demo-places';
import { seedDemo } from '../demo/seed-demo';
import { planFixtures } from './route-plans.test-helpers';

// Issue 24 §2's target: the Demo School's morning routes re-planned with no more buses than it runs
// today, every pupil placed and every route on a vehicle of its fleet (the time is measured in
// bench/, not here: a test's clock is the busy machine's).
const t = await startTestApp();
afterAll(() => t.close());

describe("the Demo School's routes", () => {
  it('are re-planned with no more buses than today', { timeout: 90_000 }, async () => {
    const demo = (await seedDemo(t.database.db)).tenant_id;
    const office = await signedInAs(t, { role: 100, tenantId: demo });
    const f = planFixtures(t);

    const plan = await f.ready(office, { direction: 1, seconds: 10 });
    // The demo's recorded trips crawl (about 12 km/h): the detour factor is at its most.
    expect(plan).toMatchObject({ detour_factor: 3, detour_basis: 'recorded' });

    const proposal = plan.proposal!;
    expect(plan.current).toMatchObject({ buses: 10, routes: 10, riders: 300 });
    expect(plan.current.longest_ride_minutes).toBeLessThanOrEqual(DEMO_MAX_RIDE_MINUTES);
    expect(proposal.unplaced).toEqual([]);
    expect(proposal.totals.riders).toBe(300);
    expect(proposal.totals.buses).toBeLessThanOrEqual(plan.current.buses);
    for (const route of proposal.routes) {
      expect(route.vehicle).not.toBeNull();
      expect(route.load).toBeLessThanOrEqual(route.vehicle!.max_capacity);
      expect(route.longest_ride_minutes).toBeLessThanOrEqual(DEMO_MAX_RIDE_MINUTES);
    }
    expect(new Set(proposal.routes.map((route) => route.vehicle!.id)).size).toBe(proposal.routes.length);
  });
});
