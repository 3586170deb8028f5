import type { Db } from '../../db/client';
import { busStops } from '../bus-stops/bus-stops.table';
import { journeyStops } from '../journey-stops/journey-stops.table';
import { journeys } from '../journeys/journeys.table';
import { zones } from '../zones/zones.table';
import { demoNetwork, demoTimetable } from './demo-network';
import { DEMO_ZONES } from './demo-places';
import { seedDemoRiders } from './demo-riders';

// DESIGN §5: direction 1 To School, 2 From School.
const RUNS = [
  { direction: 1, suffix: 'AM', title: 'Morning' },
  { direction: 2, suffix: 'PM', title: 'Afternoon' },
] as const;
/** Inserted rows' ids by a unique key of theirs, not by the order RETURNING happens to keep. */
const idsByKey = (rows: { id: string; key: string }[]) => new Map(rows.map((row) => [row.key, row.id]));
const codeOf = (route: number, suffix: 'AM' | 'PM') => `R${String(route).padStart(2, '0')}-${suffix}`;

/**
 * The Demo School's route network, set-based (five statements whatever the student count): four
 * zones of Nakuru with 60 bus stops; ten routes run to school in the morning (R01-AM ...) and back in
 * the afternoon (R01-PM ..., the same stops in reverse), each with its bus, an attendant on the
 * longer ones, for the school year; and every student on one route each way, boarding and leaving
 * at the same stop.
 */
export async function seedDemoRoutes(
  tx: Db,
  tenantId: string,
  setup: { schoolYearId: string; vehicles: { id: string; code: string }[]; attendants: string[] },
) {
  const network = demoNetwork();
  const zoneIds = idsByKey(
    await tx
      .insert(zones)
      .values(
        DEMO_ZONES.map((zone) => ({
          tenant_id: tenantId,
          title: zone.title,
          description: zone.description,
        })),
      )
      .returning({ id: zones.id, key: zones.title }),
  );
  // Stop titles are unique across the demo: the stops' key.
  const stopIds = idsByKey(
    await tx
      .insert(busStops)
      .values(
        network.stops.map((stop) => ({
          tenant_id: tenantId,
          zone_id: zoneIds.get(stop.zone)!,
          title: stop.title,
          description: stop.description,
          latitude: stop.point.latitude.toFixed(7),
          longitude: stop.point.longitude.toFixed(7),
        })),
      )
      .returning({ id: busStops.id, key: busStops.title }),
  );
  const pointOf = new Map(network.stops.map((stop) => [stop.title, stop.point]));

  const vehicleId = (code: string) => setup.vehicles.find((vehicle) => vehicle.code === code)!.id;
  // The demo's attendants in turn on the routes that carry one, the same both ways.
  const attended = network.routes.filter((route) => route.plan.attendant);
  const runs = network.routes.flatMap((route) => {
    const attendant = route.plan.attendant
      ? setup.attendants[attended.indexOf(route) % setup.attendants.length]!
      : null;
    return RUNS.map((run) => {
      const stops = run.direction === 1 ? route.stops : [...route.stops].reverse();
      const timetable = demoTimetable(
        route,
        stops.map((title) => pointOf.get(title)!),
        run.direction === 1,
      );
      const code = codeOf(route.plan.number, run.suffix);
      return {
        route,
        code,
        stops,
        timetable,
        attendant,
        direction: run.direction,
        title: `${route.plan.area} ${run.title}`,
      };
    });
  });
  const journeyIds = idsByKey(
    await tx
      .insert(journeys)
      .values(
        runs.map((run) => ({
          tenant_id: tenantId,
          title: run.title,
          code: run.code,
          direction: run.direction,
          start_time: run.timetable.start_time,
          end_time: run.timetable.end_time,
          default_vehicle_id: vehicleId(run.route.plan.vehicle),
          attendant_id: run.attendant,
          academic_period_id: setup.schoolYearId,
        })),
      )
      .returning({ id: journeys.id, key: journeys.code }),
  );
  await tx.insert(journeyStops).values(
    runs.flatMap((run) =>
      run.stops.map((title, i) => ({
        tenant_id: tenantId,
        journey_id: journeyIds.get(run.code)!,
        bus_stop_id: stopIds.get(title)!,
        sequence: i + 1,
        expected_time: run.timetable.expected[i]!,
      })),
    ),
  );
  await seedDemoRiders(
    tx,
    tenantId,
    network.routes.map((route) => ({
      morning: journeyIds.get(codeOf(route.plan.number, 'AM'))!,
      afternoon: journeyIds.get(codeOf(route.plan.number, 'PM'))!,
      stops: route.stops.length,
      riders: route.plan.riders,
    })),
  );
}
