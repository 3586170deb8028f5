import { and, asc, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/build-test-app';
import type { SignedIn } from '../../../test/factories';
import { routeNetwork } from '../journeys/route-network.test-helpers';
import { tripStops } from '../trips/trip-stops.table';
import { trips } from '../trips/trips.table';

/** Trip status codes (issue 10 contract). */
export const STATUS = { scheduled: 1, active: 2, completed: 3, cancelled: 4 } as const;

export type TripRoute = Awaited<ReturnType<ReturnType<typeof tripRoutes>>>;

/**
 * Routes to school of a test file's schools, each with two stops (boarding at Kanisa, leaving at
 * School) and riders, and trips of it written straight into the tables, as generation (another
 * feature) would have written them: each trip's stops carry the riders given.
 */
export function tripRoutes(t: TestApp) {
  const network = routeNetwork(t);
  return (as: SignedIn) => routeWithTrips(t, network, as);
}

async function routeWithTrips(t: TestApp, network: ReturnType<typeof routeNetwork>, as: SignedIn) {
  const journey = await network.journey(as);
  const kanisa = await network.stop(as, journey.id, 'Kanisa', 1, '07:10');
  const school = await network.stop(as, journey.id, 'School', 2, '07:50');

  return {
    journey,
    student: (name: string) => network.student(as, name).then((student) => student.id),
    /** Rides the route from Kanisa to School on `weekdays` (bits, Monday bit 0; Monday to Friday by default). */
    assign: (student: string, options: { weekdays?: number; is_active?: boolean } = {}) =>
      network.assign(as, { student, journey: journey.id, pick: kanisa.id, drop: school.id, ...options }),

    /** A trip of the route on `date` whose riders board at Kanisa and leave at School. */
    async trip(date: string, riders: string[], status: number = STATUS.scheduled): Promise<string> {
      const [trip] = await t.database.db
        .insert(trips)
        .values({
          tenant_id: as.tenantId,
          journey_id: journey.id,
          journey_date: date,
          status,
          vehicle_id: journey.default_vehicle,
        })
        .returning({ id: trips.id });
      await t.database.db.insert(tripStops).values(
        [kanisa, school].map((stop, index) => ({
          tenant_id: as.tenantId,
          trip_id: trip!.id,
          journey_stop_id: stop.id,
          bus_stop_id: stop.bus_stop,
          title: index === 0 ? 'Kanisa' : 'School',
          latitude: '-1.2921',
          longitude: '36.8219',
          sequence: stop.sequence,
          expected_time: stop.expected_time,
          pick_students: index === 0 ? riders : [],
          drop_students: index === 1 ? riders : [],
        })),
      );
      return trip!.id;
    },

    /** Who boards at Kanisa and who leaves at School on the trip, in the order the stops keep them. */
    async riders(trip: string): Promise<{ pick: string[]; drop: string[] }> {
      const stops = await t.database.db
        .select({ pick: tripStops.pick_students, drop: tripStops.drop_students })
        .from(tripStops)
        .where(and(eq(tripStops.tenant_id, as.tenantId), eq(tripStops.trip_id, trip)))
        .orderBy(asc(tripStops.sequence));
      return { pick: stops[0]!.pick, drop: stops[1]!.drop };
    },
  };
}
