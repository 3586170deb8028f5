import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANNING_DEFAULTS } from '@app/shared/school-settings/school-settings.schemas';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { queryRow, queryRows } from '../../db/query-rows';
import { tenants } from '../tenants/tenants.table';
import { DEMO_ACCOUNT } from './demo-account';
import { DEMO_MAX_RIDE_MINUTES, DEMO_SCHOOL_POINT } from './demo-places';
import { seedDemo } from './seed-demo';
import { SEEDS_A_SCHOOL } from '../../../test/timeouts';

// What the route planner (issue 24) finds in the Demo School: the planning settings' defaults, and a
// home for every student, a short walk from the stop they board at.

type Home = { admission_number: string; household: string; metres: number; latitude: number };

/** Each student's home and its distance from their morning stop (haversine, metres). */
const homes = (t: TestApp) =>
  queryRows<Home>(
    t.database.db,
    sql`
    select s.admission_number, coalesce(g.guardian_id, s.id)::text as household,
           s.home_latitude::float8 as latitude,
           2 * 6371008.8 * asin(sqrt(
             power(sin(radians(s.home_latitude::float8 - b.latitude::float8) / 2), 2)
             + cos(radians(b.latitude::float8)) * cos(radians(s.home_latitude::float8))
               * power(sin(radians(s.home_longitude::float8 - b.longitude::float8) / 2), 2))) as metres
      from students s
      join student_journeys a on a.student_id = s.id and a.pick_point_id is not null
      join journey_stops p on p.id = a.pick_point_id
      join bus_stops b on b.id = p.bus_stop_id
      left join student_guardians g on g.student_id = s.id and g.is_primary
     order by s.admission_number`,
  );

describe("the Demo School's planning data", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await seedDemo(t.database.db);
  });
  afterAll(() => t.close());

  it("starts on the planning defaults but for its timetable's longest ride, placed where its routes begin and end", async () => {
    const [school] = await t.database.db
      .select({
        arrival_window_start: tenants.arrival_window_start,
        arrival_window_end: tenants.arrival_window_end,
        dismissal_time: tenants.dismissal_time,
        max_ride_minutes: tenants.max_ride_minutes,
        walk_limit_metres: tenants.walk_limit_metres,
        latitude: sql<number>`${tenants.school_latitude}::float8`,
        longitude: sql<number>`${tenants.school_longitude}::float8`,
      })
      .from(tenants)
      .where(eq(tenants.name, DEMO_ACCOUNT.school));
    expect(school).toEqual({
      ...PLANNING_DEFAULTS,
      arrival_window_start: `${PLANNING_DEFAULTS.arrival_window_start}:00`,
      arrival_window_end: `${PLANNING_DEFAULTS.arrival_window_end}:00`,
      dismissal_time: `${PLANNING_DEFAULTS.dismissal_time}:00`,
      max_ride_minutes: DEMO_MAX_RIDE_MINUTES,
      ...DEMO_SCHOOL_POINT,
    });
  });

  it('gives every student a home 50 to 600 m from their stop, varied, shared by siblings', async () => {
    const rows = await homes(t);
    const { students } = await queryRow<{ students: number }>(
      t.database.db,
      sql`select count(*)::int as students from students`,
    );
    expect(rows).toHaveLength(students);
    for (const home of rows) {
      expect(home.metres, home.admission_number).toBeGreaterThanOrEqual(50);
      expect(home.metres, home.admission_number).toBeLessThanOrEqual(600);
    }
    // Short walks and long ones, in every direction from the stops.
    const metres = rows.map((home) => home.metres);
    expect(Math.min(...metres)).toBeLessThan(150);
    expect(Math.max(...metres)).toBeGreaterThan(500);
    expect(new Set(metres.map((m) => Math.round(m / 10))).size).toBeGreaterThan(40);
    // A household lives in one place.
    const byHousehold = new Map<string, Set<number>>();
    for (const home of rows)
      byHousehold.set(home.household, (byHousehold.get(home.household) ?? new Set()).add(home.latitude));
    expect([...byHousehold.values()].every((places) => places.size === 1)).toBe(true);
    expect(byHousehold.size).toBeLessThan(rows.length);
  });

  it('is the same on every database: drawn from the admission numbers', SEEDS_A_SCHOOL, async () => {
    const other = await startTestApp();
    try {
      await seedDemo(other.database.db);
      const strip = (rows: Home[]) => rows.map(({ household: _household, ...home }) => home);
      expect(strip(await homes(other))).toEqual(strip(await homes(t)));
    } finally {
      await other.close();
    }
  });
});
