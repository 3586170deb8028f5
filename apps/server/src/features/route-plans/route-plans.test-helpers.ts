import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ROUTE_PLANS_PATH, type RoutePlan } from '@app/shared/route-plans/route-plan.schemas';
import type { TestApp } from '../../../test/build-test-app';
import type { Db } from '../../db/client';
import { queryRow } from '../../db/query-rows';
import { createVehicleRecord, type SignedIn } from '../../../test/factories';
import { busStops } from '../bus-stops/bus-stops.table';
import { journeys } from '../journeys/journeys.table';
import { routeNetwork } from '../journeys/route-network.test-helpers';
import { day, peopleRecords } from '../students/people.test-helpers';
import { tenants } from '../tenants/tenants.table';
import { zones } from '../zones/zones.table';
import { routePlans } from './route-plans.table';

/** The test school's place: Nairobi. Its stops lie north of it, kilometres apart. */
const SCHOOL = { latitude: -1.28, longitude: 36.8 };
/** A point `north` km north and `east` km east of the school. */
export const near = (north: number, east = 0) => ({
  latitude: SCHOOL.latitude + north / 111.195,
  longitude: SCHOOL.longitude + east / 111.195,
});

let serial = 0;

/** Schools with routes, riders and homes for the planner, and its calls, for a test file. */
export function planFixtures(t: TestApp) {
  const network = routeNetwork(t);
  const people = peopleRecords(t);

  const fixtures = {
    network,
    people,
    async locate(as: SignedIn, point: { latitude: number; longitude: number } = SCHOOL) {
      await t.database.db
        .update(tenants)
        .set({ school_latitude: point.latitude.toFixed(7), school_longitude: point.longitude.toFixed(7) })
        .where(eq(tenants.id, as.tenantId));
    },
    async zone(as: SignedIn): Promise<string> {
      const [zone] = await t.database.db
        .insert(zones)
        .values({ tenant_id: as.tenantId, title: `Planning zone ${++serial}` })
        .returning({ id: zones.id });
      return zone!.id;
    },
    async busStop(
      as: SignedIn,
      zone: string,
      title: string,
      point: { latitude: number; longitude: number },
    ): Promise<string> {
      const [stop] = await t.database.db
        .insert(busStops)
        .values({
          tenant_id: as.tenantId,
          zone_id: zone,
          title,
          latitude: point.latitude.toFixed(7),
          longitude: point.longitude.toFixed(7),
        })
        .returning({ id: busStops.id });
      return stop!.id;
    },

    /**
     * A school to plan: its location; today's morning route (on a vehicle that is no longer in use)
     * with four stops 2 to 5 km north and ten riders; two buses of 40; a pupil whose home is 200 m
     * from the second stop and one whose home is 6 km east of school, neither riding; and a rider of
     * the route with no pick-up point and no home (unplaced).
     */
    async school(as: SignedIn) {
      await fixtures.locate(as);
      const period = await people.period(as, day(-30), day(300));
      const zone = await fixtures.zone(as);
      const retired = (await createVehicleRecord(t, as, { max_capacity: 40, is_active: false })).id;
      const vehicles = [await network.vehicle(as, 40), await network.vehicle(as, 40)];
      const route = await network.journey(as, {
        academic_period: period,
        default_vehicle: retired,
        start_time: '06:30',
        end_time: '07:45',
      });
      const counts = [3, 2, 3, 2];
      const stops: { busStop: string; routeStop: string }[] = [];
      const riders: string[] = [];
      for (const [i, count] of counts.entries()) {
        const busStop = await fixtures.busStop(as, zone, `Planning stop ${++serial}`, near(2 + i));
        const body = { journey: route.id, bus_stop: busStop, sequence: i + 1, expected_time: `07:${i}0` };
        const created = await t.request('POST', '/transport/journey-stops/', { ...as.auth, body });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        stops.push({ busStop, routeStop: created.body.id });
        for (let n = 0; n < count; n++) {
          const student = await people.student(as, { first_name: `Rider${i}${n}`, last_name: 'Otieno' });
          await network.assign(as, { student: student.id, journey: route.id, pick: created.body.id });
          riders.push(student.id);
        }
      }
      const walker = await people.student(as, {
        first_name: 'Walker',
        last_name: 'Near',
        home_latitude: Number(near(3.2).latitude.toFixed(7)),
        home_longitude: SCHOOL.longitude,
      });
      const faraway = await people.student(as, {
        first_name: 'Faraway',
        last_name: 'East',
        home_latitude: Number(near(0, 6).latitude.toFixed(7)),
        home_longitude: Number(near(0, 6).longitude.toFixed(7)),
      });
      const unplaced = await people.student(as, { first_name: 'Nopoint', last_name: 'Nohome' });
      await network.assign(as, { student: unplaced.id, journey: route.id, drop: stops[0]!.routeStop });
      return { period, zone, route: route.id, stops, riders, vehicles, walker, faraway, unplaced };
    },

    plan: (as: SignedIn, body: Record<string, unknown> = { direction: 1, seconds: 5 }) =>
      t.request<RoutePlan>('POST', ROUTE_PLANS_PATH, { ...as.auth, body }),
    read: (as: SignedIn, id: string, part = '') =>
      t.request('GET', `${ROUTE_PLANS_PATH}${id}/${part}`, as.auth),
    call: (as: SignedIn, id: string, action: 'cancel' | 'approve', body: Record<string, unknown> = {}) =>
      t.request('POST', `${ROUTE_PLANS_PATH}${id}/${action}/`, { ...as.auth, body }),

    /** The plan once it is no longer running (within 30 s). */
    async finished(as: SignedIn, id: string): Promise<RoutePlan> {
      const until = Date.now() + 30_000;
      for (;;) {
        const read = await fixtures.read(as, id);
        expect(read.status).toBe(200);
        if (read.body.state !== 'running' || Date.now() > until) return read.body;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    /** A plan made and waited for: ready. */
    async ready(as: SignedIn, body?: Record<string, unknown>): Promise<RoutePlan> {
      const started = await fixtures.plan(as, body);
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      const plan = await fixtures.finished(as, started.body.id);
      expect(plan.state, JSON.stringify(plan.error)).toBe('ready');
      return plan;
    },
    /** The school's routes as stored: code and whether active. */
    routesOf: (as: SignedIn) =>
      t.database.db
        .select({ id: journeys.id, code: journeys.code, is_active: journeys.is_active })
        .from(journeys)
        .where(eq(journeys.tenant_id, as.tenantId))
        .orderBy(journeys.code),
    /** How many rows of a table the school has. */
    async count(as: SignedIn, table: string, where = sql``): Promise<number> {
      const row = await queryRow<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${as.tenantId} ${where}`,
      );
      return row.n;
    },
    /** The school's stops' titles (lower-cased keys) in a zone. */
    stopTitles: async (as: SignedIn, zone: string) =>
      (
        await t.database.db
          .select({ title: busStops.title })
          .from(busStops)
          .where(and(eq(busStops.tenant_id, as.tenantId), eq(busStops.zone_id, zone)))
      ).map((row) => row.title),
  };
  return fixtures;
}

/**
 * A ready plan written straight into the table, without a search: for the tests of who may see and
 * touch what (tenant isolation, row-level security), which need a plan, not a good one.
 */
export async function storedPlan(db: Db, tenantId: string): Promise<string> {
  const totals = {
    buses: 1,
    routes: 1,
    kilometres: 4.2,
    longest_ride_minutes: 12,
    average_ride_minutes: 9,
    riders: 1,
  };
  const [row] = await db
    .insert(routePlans)
    .values({
      tenant_id: tenantId,
      direction: 1,
      state: 'ready',
      seconds: 5,
      progress: 1,
      finished_at: new Date(),
      input: {
        direction: 1,
        school: SCHOOL,
        anchor: 27_900,
        max_ride: 2700,
        detour_factor: 1.35,
        detour_basis: 'default',
        stops: [],
        unplaced: [],
        vehicles: [],
        routes: [],
        academic_period: null,
        fingerprint: 'stored',
      },
      current: totals,
      proposal: {
        totals,
        unplaced: [],
        routes: [
          {
            number: 1,
            vehicle: null,
            start_time: '07:20',
            end_time: '07:43',
            kilometres: 4.2,
            load: 1,
            longest_ride_minutes: 12,
            stops: [
              {
                bus_stop: null,
                title: 'Isolated Gate',
                ...near(3),
                expected_time: '07:31',
                riders: [{ student: '00000000-0000-4000-8000-00000000000a', name: 'Isolda Plan' }],
              },
            ],
          },
        ],
      },
    })
    .returning({ id: routePlans.id });
  return row!.id;
}
