import { busStops } from '../../src/features/bus-stops/bus-stops.table';
import { journeyStops } from '../../src/features/journey-stops/journey-stops.table';
import { journeys } from '../../src/features/journeys/journeys.table';
import { zones } from '../../src/features/zones/zones.table';
import type { TestApp } from '../build-test-app';
import type { SignedIn } from '../factories';

type Fields = Record<string, unknown>;
type StandIn = (
  t: TestApp,
  owner: SignedIn,
  fields: Fields,
  reference: (name: string) => Promise<string>,
) => Promise<string>;

let counter = 0;

/**
 * Routes and route stops written straight to the database, with the fields of their API inputs, for
 * the samples and tests that refer to them while their record types are not declared on this branch
 * (issue 9: the routes work declares `journeys` and `journey-stops`). samples.ts uses one only for a
 * name that no declaration has: once both are declared, this file is unused and goes.
 */
export const standIns: Record<string, StandIn> = {
  async journeys(t, owner, fields, reference) {
    const n = ++counter;
    const [row] = await t.database.db
      .insert(journeys)
      .values({
        tenant_id: owner.tenantId,
        title: String(fields.title ?? `Riverside Morning ${n}`),
        code: String(fields.code ?? `RT-${String(n).padStart(4, '0')}`),
        direction: Number(fields.direction ?? 1 + (n % 2)),
        start_time: String(fields.start_time ?? '06:00:00'),
        end_time: String(fields.end_time ?? '08:00:00'),
        default_vehicle_id: String(fields.default_vehicle ?? (await reference('vehicles'))),
        academic_period_id: String(fields.academic_period ?? (await reference('academic-periods'))),
        is_active: fields.is_active !== false,
      })
      .returning({ id: journeys.id });
    return row!.id;
  },

  async 'journey-stops'(t, owner, fields, reference) {
    const n = ++counter;
    const db = t.database.db;
    let busStop = fields.bus_stop as string | undefined;
    if (!busStop) {
      const [zone] = await db
        .insert(zones)
        .values({ tenant_id: owner.tenantId, title: `Zone ${n}` })
        .returning({ id: zones.id });
      const [stop] = await db
        .insert(busStops)
        .values({
          tenant_id: owner.tenantId,
          zone_id: zone!.id,
          title: `Stop ${n}`,
          latitude: String(-1.28 - n / 10000),
          longitude: String(36.81 + n / 10000),
        })
        .returning({ id: busStops.id });
      busStop = stop!.id;
    }
    const [row] = await db
      .insert(journeyStops)
      .values({
        tenant_id: owner.tenantId,
        journey_id: String(fields.journey ?? (await reference('journeys'))),
        bus_stop_id: busStop,
        // Unique in any route: no two stand-ins share a number.
        sequence: Number(fields.sequence ?? n),
        expected_time: String(fields.expected_time ?? '07:00:00'),
      })
      .returning({ id: journeyStops.id });
    return row!.id;
  },
};
