import { eq } from 'drizzle-orm';
import { english } from '@app/shared/i18n/english';
import { SCHOOL_SETTINGS_PATH } from '@app/shared/school-settings/school-settings.schemas';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { createVehicleRecord, type SignedIn } from '../../../test/factories';
import type { TenantContext } from '../../http/tenant-context';
import { routeNetwork } from '../journeys/route-network.test-helpers';
import { tenants } from '../tenants/tenants.table';
import { tripEvents } from '../trip-events/trip-events.table';
import { tripStops } from '../trips/trip-stops.table';
import { trips } from '../trips/trips.table';
import type { ReportBody, ReportBuilder } from './report-definition';
import { wordReport } from './report-words';

type Stop = { id: string; bus_stop: string; title: string; sequence: number; expected_time: string };
export type ReportRoute = { id: string; code: string; title: string; vehicle: string; stops: Stop[] };
export type ReportTrip = { id: string; stops: { id: string; sequence: number }[] };

let serial = 0;

/**
 * Schools, routes, trips and events for report tests. Routes, vehicles and settings go through the
 * API; trips and events are written straight into their tables as generation and the run sheet
 * would leave them, so that a test states exactly what happened. A builder is called as the report
 * route calls it, with the caller's context and the school as its row holds it.
 */
export function builderFixtures(t: TestApp) {
  const network = routeNetwork(t);
  // One academic period per school holds all its routes.
  const periods = new Map<string, Promise<string>>();
  const periodOf = (as: SignedIn) => {
    if (!periods.has(as.tenantId)) periods.set(as.tenantId, network.period(as));
    return periods.get(as.tenantId)!;
  };
  const fixtures = {
    /** The context the report route would give this caller. */
    context: (as: SignedIn): TenantContext => ({
      db: t.database.db,
      photos: t.app.photos,
      tenantId: as.tenantId,
      profileId: as.profileId,
      userId: as.userId,
      roleId: 100,
      profileType: 100,
      personId: null,
    }),
    /** Changes the school's settings through the API (time zone, cost per km, currency). */
    async settings(as: SignedIn, changes: Record<string, unknown>) {
      const current = await t.request('GET', SCHOOL_SETTINGS_PATH, as.auth);
      const body = { ...current.body, ...changes };
      const saved = await t.request('PUT', SCHOOL_SETTINGS_PATH, { ...as.auth, body });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    },
    vehicle: (as: SignedIn, max_capacity: number, code = `VH-${++serial}`) =>
      createVehicleRecord(t, as, { max_capacity, code }),
    /** A route through the API with stops at the given times (between 07:00 and 08:00), or none. */
    async route(
      as: SignedIn,
      options: { code: string; vehicle?: string; times?: string[] },
    ): Promise<ReportRoute> {
      const vehicle = options.vehicle ?? (await fixtures.vehicle(as, 40)).id;
      const title = `Route ${options.code}`;
      const journey = await network.journey(as, {
        code: options.code,
        title,
        default_vehicle: vehicle,
        academic_period: await periodOf(as),
      });
      const stops: Stop[] = [];
      for (const [i, time] of (options.times ?? ['07:10', '07:20']).entries()) {
        const stopTitle = `${options.code} stop ${i + 1}`;
        const stop = await network.stop(as, journey.id, stopTitle, i + 1, time);
        stops.push({
          id: stop.id,
          bus_stop: stop.bus_stop,
          title: stopTitle,
          sequence: i + 1,
          expected_time: time,
        });
      }
      return { id: journey.id, code: options.code, title, vehicle, stops };
    },
    /** The route's trip on a date, copying its stops; completed unless told. */
    async trip(
      as: SignedIn,
      route: ReportRoute,
      date: string,
      options: { status?: number; vehicle?: string; odometer?: [number | null, number | null] } = {},
    ): Promise<ReportTrip> {
      const [start, end] = options.odometer ?? [null, null];
      const [trip] = await t.database.db
        .insert(trips)
        .values({
          tenant_id: as.tenantId,
          journey_id: route.id,
          journey_date: date,
          status: options.status ?? 3,
          vehicle_id: options.vehicle ?? route.vehicle,
          odometer_start: start,
          odometer_end: end,
        })
        .returning({ id: trips.id });
      if (!route.stops.length) return { id: trip!.id, stops: [] };
      const stops = await t.database.db
        .insert(tripStops)
        .values(
          route.stops.map((stop) => ({
            tenant_id: as.tenantId,
            trip_id: trip!.id,
            journey_stop_id: stop.id,
            bus_stop_id: stop.bus_stop,
            title: stop.title,
            // Where network.busStop puts every stop.
            latitude: '-1.2921',
            longitude: '36.8219',
            sequence: stop.sequence,
            expected_time: stop.expected_time,
          })),
        )
        .returning({ id: tripStops.id, sequence: tripStops.sequence });
      return { id: trip!.id, stops: stops.sort((a, b) => a.sequence - b.sequence) };
    },
    /** An event of the trip at an instant (ISO 8601). */
    async event(
      as: SignedIn,
      trip: ReportTrip,
      event_type: number,
      at: string,
      fields: { sequence?: number; student?: string } = {},
    ) {
      const stop = trip.stops.find((candidate) => candidate.sequence === fields.sequence);
      await t.database.db.insert(tripEvents).values({
        tenant_id: as.tenantId,
        trip_id: trip.id,
        event_type,
        trip_stop_id: stop?.id ?? null,
        student_id: fields.student ?? null,
        event_time: new Date(at),
      });
    },
    /** The report over the range as the route computes it: one page, or every row when `all`. */
    async report(
      builder: ReportBuilder,
      as: SignedIn,
      start_date: string,
      end_date: string,
      page: { page?: number; page_size?: number; all?: boolean } = {},
    ): Promise<ReportBody> {
      const [school] = await t.database.db
        .select({
          name: tenants.name,
          time_zone: tenants.time_zone,
          currency: tenants.currency,
          cost_per_km: tenants.cost_per_km,
        })
        .from(tenants)
        .where(eq(tenants.id, as.tenantId));
      const body = await builder(fixtures.context(as), school!, {
        start_date,
        end_date,
        page: page.page ?? 1,
        page_size: page.page_size ?? 50,
        all: page.all ?? false,
      });
      // In English, as the route words it for a caller with no language of their own.
      return wordReport(body, english);
    },
  };
  return fixtures;
}
