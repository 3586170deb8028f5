import { eq, sql } from 'drizzle-orm';
import { profiles, tenants } from '../../db/schema';
import type { TestApp } from '../../../test/build-test-app';
import { signedInAs, type SignedIn } from '../../../test/factories';
import { routeNetwork } from '../journeys/route-network.test-helpers';
import { tripStops } from '../trips/trip-stops.table';
import { tripEvents } from './trip-events.table';
import { trips } from '../trips/trips.table';

/** A zone's wall clock at an instant (now by default), 'YYYY-MM-DD HH:MM'. */
export const zoneClock = (zone: string, at = new Date()) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    dateStyle: 'short',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(at);

/**
 * A time zone whose clock is at least an hour from midnight now, so that a school's "today", and
 * minutes either side of now, stay one date through a test file however busy the machine: the first
 * of `candidates` that is, else UTC or Tokyo (nine hours apart, never both near midnight).
 */
export function calmZone(candidates: string[] = []): string {
  const calm = (zone: string) => {
    const clock = zoneClock(zone);
    const minutes = Number(clock.slice(11, 13)) * 60 + Number(clock.slice(14, 16));
    return minutes >= 60 && minutes <= 23 * 60;
  };
  return [...candidates, 'UTC', 'Asia/Tokyo'].find(calm)!;
}

export type TestTrip = {
  id: string;
  journey: string;
  /** The trip's stops in order, with their bus stops' titles. */
  stops: { id: string; title: string; expected_time: string }[];
};

/** A crew member signed in: a Driver's or Bus Attendant's profile whose person is a new employee. */
export type Crew = SignedIn & { personId: string };

/**
 * Trips of a school for a test file, written straight into the tables as generation would leave
 * them (these tests are about what happens to trips, not about making them), on a route, vehicle and
 * employees made through the API.
 */
export function tripFixtures(t: TestApp) {
  const network = routeNetwork(t);
  let serial = 0;
  const fixtures = {
    network,
    /** The school's date today, in its time zone. */
    async today(as: SignedIn): Promise<string> {
      const [row] = await t.database.db
        .select({ date: sql<string>`(now() at time zone ${tenants.time_zone})::date::text` })
        .from(tenants)
        .where(eq(tenants.id, as.tenantId));
      return row!.date;
    },
    async setTimeZone(as: SignedIn, timeZone: string): Promise<void> {
      await t.database.db.update(tenants).set({ time_zone: timeZone }).where(eq(tenants.id, as.tenantId));
    },
    /** A person of the school signed in with that role (401 Driver, 402 Bus Attendant, 200 a manager). */
    async crew(as: SignedIn, role = 401): Promise<Crew> {
      const personId = await network.employee(as, `Crew${++serial}`);
      const signed = await signedInAs(t, { role, tenantId: as.tenantId });
      // Before the profile's first call, so that no process has it remembered without its person.
      await t.database.db
        .update(profiles)
        .set({ person_id: personId })
        .where(eq(profiles.id, signed.profileId));
      return { ...signed, personId };
    },
    /** A trip with stops at the given times (07:10, 07:30, 07:50 by default), today unless dated. */
    async trip(
      as: SignedIn,
      options: {
        date?: string;
        status?: number;
        driver?: string | null;
        attendant?: string | null;
        times?: string[];
        odometerStart?: number | null;
        /** Fields of its route (a start_time, to order a day's trips). */
        journey?: Record<string, unknown>;
      } = {},
    ): Promise<TestTrip> {
      const journey = await network.journey(as, options.journey);
      const [trip] = await t.database.db
        .insert(trips)
        .values({
          tenant_id: as.tenantId,
          journey_id: journey.id,
          journey_date: options.date ?? (await fixtures.today(as)),
          status: options.status ?? 1,
          vehicle_id: journey.default_vehicle,
          driver_id: options.driver ?? null,
          attendant_id: options.attendant ?? null,
          odometer_start: options.odometerStart ?? null,
        })
        .returning({ id: trips.id });
      const stops: TestTrip['stops'] = [];
      for (const [index, expected_time] of (
        options.times ?? ['07:10:00', '07:30:00', '07:50:00']
      ).entries()) {
        const title = `Stop ${++serial}`;
        const [stop] = await t.database.db
          .insert(tripStops)
          .values({
            tenant_id: as.tenantId,
            trip_id: trip!.id,
            bus_stop_id: await network.busStop(as, title),
            title,
            // Where network.busStop puts every stop.
            latitude: '-1.2921',
            longitude: '36.8219',
            sequence: index + 1,
            expected_time,
          })
          .returning({ id: tripStops.id });
        stops.push({ id: stop!.id, title, expected_time });
      }
      return { id: trip!.id, journey: journey.id, stops };
    },
    /** `POST /transport/trip-events/` as that caller. */
    postEvent: (as: SignedIn, body: Record<string, unknown>) =>
      t.request('POST', '/transport/trip-events/', { ...as.auth, body }),
    /** `GET /transport/trip-events/?trip=` as that caller, with more of a query. */
    listEvents: (as: SignedIn, trip: string, query = '') =>
      t.request('GET', `/transport/trip-events/?trip=${trip}${query}`, as.auth),
    /** The trip's events as the table has them. */
    eventRows: (trip: string) => t.database.db.select().from(tripEvents).where(eq(tripEvents.trip_id, trip)),
    /** The trip's row as the table has it. */
    async row(id: string) {
      const [row] = await t.database.db.select().from(trips).where(eq(trips.id, id));
      return row!;
    },
  };
  return fixtures;
}
