import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudentGuardian } from '@app/shared/student-guardians/student-guardian.schemas';
import type { Student } from '@app/shared/students/student.schemas';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { queryRows } from '../../db/query-rows';
import { verifyPassword } from '../accounts/passwords';
import { users } from '../accounts/users.table';
import { profiles, tenants } from '../tenants/tenants.table';
import { vehicles } from '../vehicles/vehicles.table';
import { DEMO_ACCOUNT } from './demo-account';
import { hasDemoAccount, seedDemo, seedDemoIfEmpty } from './seed-demo';
import { SEEDS_A_SCHOOL } from '../../../test/timeouts';

describe('seedDemo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it(
    'creates the Demo School, its confirmed Administrator and a realistic fleet',
    SEEDS_A_SCHOOL,
    async () => {
      expect(await hasDemoAccount(t.database.db)).toBe(false);
      const result = await seedDemo(t.database.db);
      expect(await hasDemoAccount(t.database.db)).toBe(true);
      expect(result).toMatchObject({
        created: true,
        user: 'created',
        email: DEMO_ACCOUNT.email,
        password: DEMO_ACCOUNT.password,
      });
      const db = t.database.db;
      const [school] = await db.select().from(tenants).where(eq(tenants.id, result.tenant_id));
      expect(school).toMatchObject({
        name: 'Demo School',
        time_zone: 'Africa/Nairobi',
        cost_per_km: '120.00',
        currency: 'KES',
      });
      const [admin] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email));
      expect(admin!.email_confirmed_at).toBeInstanceOf(Date);
      expect(await verifyPassword(admin!.password_hash!, DEMO_ACCOUNT.password)).toBe(true);
      expect(await db.select().from(profiles).where(eq(profiles.tenant_id, result.tenant_id))).toEqual([
        expect.objectContaining({ user_id: admin!.id, role_id: 100, profile_type: 100 }),
      ]);
      const fleet = await db.select().from(vehicles).where(eq(vehicles.tenant_id, result.tenant_id));
      expect(fleet.length).toBeGreaterThanOrEqual(12);
      expect(result.vehicles).toBe(fleet.length);
      expect(fleet.filter((vehicle) => !vehicle.is_active).length).toBeGreaterThanOrEqual(2);
      for (const vehicle of fleet) {
        expect(vehicle.registration_number).toMatch(/^K[A-Z]{2} \d{3}[A-Z]$/);
        expect(vehicle.max_capacity).toBeGreaterThanOrEqual(14);
        expect(vehicle.max_capacity).toBeLessThanOrEqual(70);
      }
    },
  );

  /** A list of the Demo School, read by its administrator through the API (up to 500 rows). */
  async function demoList(path: string) {
    const [school] = await t.database.db.select().from(tenants).where(eq(tenants.name, 'Demo School'));
    const login = await t.request('POST', '/user/login/', {
      body: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    });
    const auth = {
      token: login.body.access,
      tenant: school!.id,
      profile: login.body.user.tenants[0].profiles[0].profile_id,
    };
    return (await t.request('GET', `${path}${path.includes('?') ? '&' : '?'}page_size=500`, auth)).body;
  }

  it('sets the school up: the school year and its semesters, grades and streams, staff, a driver per vehicle', async () => {
    const list = demoList;
    const periods = await list('/schools/academic-periods/');
    expect(periods.count).toBe(3);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      periods.results.some(
        (p: { start_date: string; end_date: string }) => p.start_date <= today && today <= p.end_date,
      ),
    ).toBe(true);
    expect((await list('/grade-levels/')).count).toBe(8);
    const streamsOf = (await list('/grade-levels/streams/')).results as { grade_level: string }[];
    const counts = new Map<string, number>();
    for (const stream of streamsOf) counts.set(stream.grade_level, (counts.get(stream.grade_level) ?? 0) + 1);
    const perGrade = [...counts.values()];
    expect(perGrade).toHaveLength(8);
    expect(perGrade.every((n) => n >= 2 && n <= 3)).toBe(true);
    expect((await list('/employees/')).count).toBe(25);
    const drivers = await list('/employees/?job_role_category=4');
    const fleet = await list('/transport/vehicles/');
    expect(drivers.count).toBe(fleet.count);
    const assignments = (await list('/transport/vehicle-personnel/')).results as { vehicle: string }[];
    expect(new Set(assignments.map((a) => a.vehicle))).toEqual(
      new Set(fleet.results.map((v: { id: string }) => v.id)),
    );
  });

  it('enrols about 300 students across the streams of the school year, with guardians, one of them primary', async () => {
    const students = (await demoList('/students/')) as { count: number; results: Student[] };
    expect(students.count).toBe(300);
    const year = (
      (await demoList('/schools/academic-periods/')).results as { id: string; title: string }[]
    ).find((period) => period.title.startsWith('School Year'))!;
    const streams = (await demoList('/grade-levels/streams/')).results as {
      id: string;
      student_capacity: number;
    }[];
    const perStream = new Map<string, number>();
    for (const student of students.results) {
      expect(student.enrolment, student.admission_number).toMatchObject({ academic_period: year.id });
      expect(student.photo).toBeNull();
      const stream = student.enrolment!.stream;
      perStream.set(stream, (perStream.get(stream) ?? 0) + 1);
    }
    expect(new Set(perStream.keys())).toEqual(new Set(streams.map((stream) => stream.id)));
    for (const stream of streams)
      expect(perStream.get(stream.id)).toBeLessThanOrEqual(stream.student_capacity);
    expect(students.results.filter((student) => student.transport_number === null).length).toBeGreaterThan(0);

    const guardians = await demoList('/guardians/');
    expect(guardians.count).toBe(220);
    const links = (await demoList('/students/guardians/')).results as StudentGuardian[];
    const byStudent = new Map<string, StudentGuardian[]>();
    const byGuardian = new Map<string, number>();
    for (const link of links) {
      byStudent.set(link.student, [...(byStudent.get(link.student) ?? []), link]);
      byGuardian.set(link.guardian, (byGuardian.get(link.guardian) ?? 0) + 1);
    }
    expect(byStudent.size).toBe(300);
    for (const [, own] of byStudent) expect(own.filter((link) => link.is_primary)).toHaveLength(1);
    expect(byGuardian.size).toBe(220);
    expect([...byStudent.values()].some((own) => own.length === 2)).toBe(true);
    expect([...byGuardian.values()].some((n) => n === 2)).toBe(true);
    expect(new Set(links.map((link) => link.relationship_title))).toEqual(
      new Set(['Mother', 'Father', 'Legal Guardian']),
    );
  });

  /** Rows of a query on this test database, where the Demo School is the only school. */
  function demoRows<T extends object>(query: ReturnType<typeof sql>): Promise<T[]> {
    return queryRows<T>(t.database.db, query);
  }

  it('lays out a route network around Nakuru: 4 zones, 60 bus stops off one line, 20 routes each way', async () => {
    const zones = await demoRows<{ title: string; stops: number }>(sql`
      select z.title, count(b.id)::int as stops from zones z left join bus_stops b on b.zone_id = z.id
       group by z.title`);
    expect(zones).toHaveLength(4);
    expect(zones.every((zone) => zone.stops >= 10)).toBe(true);
    const stops = await demoRows<{ title: string; latitude: number; longitude: number }>(sql`
      select title, latitude::float8 as latitude, longitude::float8 as longitude from bus_stops`);
    expect(stops).toHaveLength(60);
    expect(new Set(stops.map((stop) => stop.title)).size).toBe(60);
    // Within about 15 km of Nakuru town centre, spread both ways (not one line).
    for (const stop of stops) {
      expect(Math.abs(stop.latitude - -0.285), stop.title).toBeLessThan(0.14);
      expect(Math.abs(stop.longitude - 36.068), stop.title).toBeLessThan(0.14);
    }
    const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
    expect(spread(stops.map((stop) => stop.latitude))).toBeGreaterThan(0.05);
    expect(spread(stops.map((stop) => stop.longitude))).toBeGreaterThan(0.1);

    const routes = await demoRows<{
      code: string;
      direction: number;
      start_time: string;
      end_time: string;
      period: string;
      vehicle_active: boolean;
      attendant_category: number | null;
    }>(sql`
      select j.code, j.direction, j.start_time::text, j.end_time::text, p.title as period,
             v.is_active as vehicle_active, r.category as attendant_category
        from journeys j
        join academic_periods p on p.id = j.academic_period_id
        join vehicles v on v.id = j.default_vehicle_id
        left join employees e on e.id = j.attendant_id
        left join job_roles r on r.id = e.job_role_id`);
    expect(routes).toHaveLength(20);
    const morning = routes.filter((route) => route.direction === 1);
    const afternoon = routes.filter((route) => route.direction === 2);
    expect(morning.map((route) => route.code).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `R${String(i + 1).padStart(2, '0')}-AM`),
    );
    expect(afternoon.map((route) => route.code.replace('-PM', '-AM')).sort()).toEqual(
      morning.map((route) => route.code).sort(),
    );
    for (const route of morning) expect(route.start_time >= '06:00' && route.end_time <= '08:00').toBe(true);
    for (const route of afternoon)
      expect(route.start_time >= '15:00' && route.end_time <= '17:30').toBe(true);
    expect(routes.every((route) => route.period.startsWith('School Year') && route.vehicle_active)).toBe(
      true,
    );
    const attended = routes.filter((route) => route.attendant_category !== null);
    expect(attended.length).toBeGreaterThan(0);
    expect(attended.length).toBeLessThan(20);
    expect(attended.every((route) => route.attendant_category === 100)).toBe(true);
  });

  it('gives each route 8 to 20 stops numbered 1..n, times rising inside its range, the afternoon the morning reversed', async () => {
    const stops = await demoRows<{
      code: string;
      sequence: number;
      bus_stop: string;
      expected_time: string;
      start_time: string;
      end_time: string;
    }>(sql`
      select j.code, s.sequence, s.bus_stop_id as bus_stop, s.expected_time::text,
             j.start_time::text, j.end_time::text
        from journey_stops s join journeys j on j.id = s.journey_id
       order by j.code, s.sequence`);
    const byRoute = new Map<string, typeof stops>();
    for (const stop of stops) byRoute.set(stop.code, [...(byRoute.get(stop.code) ?? []), stop]);
    expect(byRoute.size).toBe(20);
    for (const [code, own] of byRoute) {
      expect(own.length, code).toBeGreaterThanOrEqual(8);
      expect(own.length, code).toBeLessThanOrEqual(20);
      expect(own.map((stop) => stop.sequence)).toEqual(own.map((_, i) => i + 1));
      expect(new Set(own.map((stop) => stop.bus_stop)).size, code).toBe(own.length);
      own.forEach((stop, i) => {
        expect(stop.expected_time > stop.start_time && stop.expected_time < stop.end_time, code).toBe(true);
        if (i > 0) expect(stop.expected_time > own[i - 1]!.expected_time, code).toBe(true);
      });
      if (code.endsWith('-PM'))
        expect(own.map((stop) => stop.bus_stop)).toEqual(
          byRoute
            .get(code.replace('-PM', '-AM'))!
            .map((stop) => stop.bus_stop)
            .reverse(),
        );
    }
  });

  it('puts every student on one morning and one afternoon route, at one stop, a few on fewer days', async () => {
    const legs = await demoRows<{
      student: string;
      direction: number;
      picks: boolean;
      drops: boolean;
      bus_stop: string;
      weekdays: number;
    }>(sql`
      select a.student_id as student, j.direction, a.pick_point_id is not null as picks,
             a.drop_point_id is not null as drops, s.bus_stop_id as bus_stop, a.weekdays
        from student_journeys a join journeys j on j.id = a.journey_id
        join journey_stops s on s.id = coalesce(a.pick_point_id, a.drop_point_id)
       where a.is_active`);
    const students = await demoRows<{ id: string }>(sql`select id from students`);
    expect(legs).toHaveLength(2 * students.length);
    const ofStudent = new Map<string, typeof legs>();
    for (const leg of legs) ofStudent.set(leg.student, [...(ofStudent.get(leg.student) ?? []), leg]);
    expect(ofStudent.size).toBe(students.length);
    for (const [student, [first, second]] of ofStudent) {
      const [to, from] = first!.direction === 1 ? [first!, second!] : [second!, first!];
      expect([to.direction, to.picks, to.drops], student).toEqual([1, true, false]);
      expect([from.direction, from.picks, from.drops], student).toEqual([2, false, true]);
      expect(from.bus_stop, student).toBe(to.bus_stop);
    }
    const custom = legs.filter((leg) => leg.weekdays !== 31);
    expect(custom.length).toBeGreaterThanOrEqual(3);
    expect(custom.length).toBeLessThan(legs.length / 10);
    expect(custom.every((leg) => leg.weekdays > 0 && leg.weekdays < 31)).toBe(true);
  });

  it('keeps riders within the seats of each route on every weekday but one van, over on purpose', async () => {
    const over = await demoRows<{ code: string }>(sql`
      select distinct j.code
        from journeys j join vehicles v on v.id = j.default_vehicle_id
        cross join generate_series(0, 6) as day
       where v.max_capacity < (select count(*) from student_journeys a
                                where a.journey_id = j.id and a.is_active and a.weekdays & (1 << day) <> 0)
       order by j.code`);
    expect(over.map((route) => route.code)).toEqual(['R08-AM', 'R08-PM']);
  });

  it('lets the demo account sign in to the Demo School', async () => {
    const response = await t.request('POST', '/user/login/', {
      body: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    });
    expect(response.status).toBe(200);
    expect(response.body.user.tenants.map((tenant: { name: string }) => tenant.name)).toEqual([
      'Demo School',
    ]);
  });

  it('changes nothing when run again', async () => {
    const db = t.database.db;
    const counts = async () => ({
      tenants: (await db.select().from(tenants)).length,
      users: (await db.select().from(users)).length,
      vehicles: (await db.select().from(vehicles)).length,
      trips: await demoRows(sql`select id, status from trips order by id`),
      events: (await demoRows(sql`select id from trip_events`)).length,
    });
    const before = await counts();
    const again = await seedDemo(db);
    expect(again).toMatchObject({ created: false, user: null, vehicles: before.vehicles });
    expect(await counts()).toEqual(before);
  });

  it('seeds on start only when there is no school at all', SEEDS_A_SCHOOL, async () => {
    expect(await seedDemoIfEmpty(t.database.db)).toBeNull();
    const empty = await startTestApp();
    try {
      expect(await seedDemoIfEmpty(empty.database.db)).toEqual(DEMO_ACCOUNT);
      expect(await seedDemoIfEmpty(empty.database.db)).toBeNull();
      expect(await empty.database.db.select().from(tenants)).toHaveLength(1);
    } finally {
      await empty.close();
    }
  });
});
