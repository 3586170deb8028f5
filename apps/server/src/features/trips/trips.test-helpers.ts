import crypto from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { academicPeriodsResource } from '@app/shared/academic-periods/academic-period.schemas';
import { vehiclePersonnelResource } from '@app/shared/vehicle-personnel/vehicle-personnel.schemas';
import { GENERATE_TRIPS_PATH, type GenerateTripsInput } from '@app/shared/trips/trip.schemas';
import type { TestApp } from '../../../test/build-test-app';
import type { SignedIn } from '../../../test/factories';
import { routeNetwork } from '../journeys/route-network.test-helpers';
import { studentRestrictions } from '../student-restrictions/student-restrictions.table';
import { tripEvents } from '../trip-events/trip-events.table';
import { tripStops } from './trip-stops.table';
import { trips } from './trips.table';

/**
 * Routes with stops, riders, drivers and restrictions for trip tests, and what the database holds
 * of trips. Restrictions and events are written straight into their tables: their own calls are
 * tested with them.
 */
export function tripNetwork(t: TestApp) {
  const network = routeNetwork(t);
  const helpers = {
    ...network,
    /** A route of its own period, with stops at 07:10, 07:20, ... named after `stops`. */
    async route(
      as: SignedIn,
      options: { stops?: string[]; period?: [string, string]; fields?: Record<string, unknown> } = {},
    ) {
      const [start_date, end_date] = options.period ?? ['2026-01-05', '2026-12-04'];
      const body = { title: `Trip period ${crypto.randomUUID()}`, start_date, end_date };
      const period = await t.request('POST', academicPeriodsResource.path, { ...as.auth, body });
      const journey = await network.journey(as, { academic_period: period.body.id, ...options.fields });
      const stops = [];
      for (const [i, title] of (options.stops ?? ['Gate', 'School']).entries())
        stops.push(await network.stop(as, journey.id, title, i + 1, `07:${String(10 + 10 * i)}`));
      return { ...journey, stops };
    },
    /** The vehicle's driver from `start` to `end`, through the API. */
    async driver(as: SignedIn, vehicle: string, driver: string, start_date: string, end_date: string) {
      const body = { vehicle, driver, start_date, end_date };
      const response = await t.request('POST', vehiclePersonnelResource.path, { ...as.auth, body });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
    },
    async restrict(as: SignedIn, student: string, event_type: 3 | 5, start_date: string, end_date: string) {
      await t.database.db.insert(studentRestrictions).values({
        tenant_id: as.tenantId,
        student_id: student,
        event_type,
        reason: 3,
        start_date,
        end_date,
      });
    },
    generate: (as: SignedIn, body: Partial<GenerateTripsInput> | Record<string, unknown>) =>
      t.request('POST', GENERATE_TRIPS_PATH, { ...as.auth, body }),
    /** A route's trips as stored, by date. */
    tripsOf: (journey: string) =>
      t.database.db
        .select()
        .from(trips)
        .where(eq(trips.journey_id, journey))
        .orderBy(asc(trips.journey_date)),
    /** A route's trip on a date, with its stops in order. */
    async tripOn(journey: string, date: string) {
      const [trip] = await t.database.db
        .select()
        .from(trips)
        .where(and(eq(trips.journey_id, journey), eq(trips.journey_date, date)));
      if (!trip) return undefined;
      const stops = await t.database.db
        .select()
        .from(tripStops)
        .where(eq(tripStops.trip_id, trip.id))
        .orderBy(asc(tripStops.sequence));
      return { ...trip, stops };
    },
    /** An event of a trip as the run sheet would record it. */
    async event(
      as: SignedIn,
      trip: string,
      event_type: number,
      fields: { stop?: string; student?: string; notes?: string; at?: string } = {},
    ) {
      await t.database.db.insert(tripEvents).values({
        tenant_id: as.tenantId,
        trip_id: trip,
        event_type,
        trip_stop_id: fields.stop ?? null,
        student_id: fields.student ?? null,
        notes: fields.notes ?? '',
        event_time: new Date(fields.at ?? '2026-03-02T04:00:00Z'),
      });
    },
  };
  return helpers;
}
