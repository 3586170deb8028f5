import { describe, expect, it } from 'vitest';
import { appWithSchool } from '../../../test/factories';
import { roadTimeFixtures } from '../road-times/road-times.test-helpers';
import { planFixtures } from './route-plans.test-helpers';

// Planning with the road times a school gave (issue 24 §2): used for their pairs, for the plan and
// for today's routes alike; a stop whose road to school is longer than the ride limit is not served.
const { t, school } = await appWithSchool();
const f = planFixtures(t);
const road = roadTimeFixtures(t);
const fixture = await f.school(school);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

describe('a plan with road times', () => {
  it('times the legs given by them, leaves a stop beyond the ride limit by road, and says how many it used', async () => {
    // Fifteen minutes to school from the first three stops (2-4 km away: under 7 by straight line), 50
    // from the fourth: past the 45-minute limit.
    const [first, second, third, fourth] = fixture.stops.map((stop) => stop.busStop);
    const csv = [
      'from,to,seconds',
      ...[first, second, third].map((stop) => `${stop},school,900`),
      `${fourth},school,3000`,
    ].join('\n');
    expect(await road.upload(school, { name: 'roads.csv', data: csv })).toMatchObject({ status: 200 });

    const plan = await f.ready(school);
    expect(plan.road_pairs).toBe(4);
    // Today's route ends at the fourth stop: its pupils ride the 50 minutes.
    expect(plan.current.longest_ride_minutes).toBeGreaterThanOrEqual(50);
    const proposal = plan.proposal!;
    const served = proposal.routes.flatMap((route) => route.stops.map((stop) => stop.bus_stop));
    expect(served).not.toContain(fourth);
    expect(proposal.unplaced).toHaveLength(3);
    for (const route of proposal.routes) {
      // The last stop's time: its 15 minutes by road and its pupils boarding before the arrival.
      const last = route.stops.at(-1)!;
      expect([first, second, third]).toContain(last.bus_stop);
      const gap = minutesOf(route.end_time) - minutesOf(last.expected_time);
      expect(gap).toBeGreaterThanOrEqual(15);
      expect(gap).toBeLessThanOrEqual(17);
    }
  });

  it('plans by straight line and detour again once the road times are removed', async () => {
    expect(await t.request('DELETE', '/transport/road-times/', school.auth)).toMatchObject({ status: 204 });
    const plan = await f.ready(school);
    expect(plan.road_pairs).toBe(0);
    expect(plan.proposal!.routes.flatMap((route) => route.stops.map((stop) => stop.bus_stop))).toContain(
      fixture.stops[3]!.busStop,
    );
  });
});
