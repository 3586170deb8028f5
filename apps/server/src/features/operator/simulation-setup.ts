import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { DEVICE_KIND } from '@app/shared/devices/device.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import { dateString } from '@app/shared/common/dates';
import { text } from '@app/shared/common/text';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { sqlCode, sqlCodes } from '../../db/sql-codes';
import { AppError } from '../../http/errors';
import { newDeviceSecret } from '../devices/device-secrets';

export const simulationInputSchema = z.object({
  school: text().min(1).max(200).default('Demo School'),
  /** The trips of this day (YYYY-MM-DD); default: the school's today, else its next day with trips. */
  date: dateString().optional(),
  /**
   * Start the day's scheduled trips (status active, a Trip Started event) as their drivers would,
   * so that their positions record arrivals and make ETAs; only the school's today's trips.
   */
  start_trips: z.boolean().default(false),
});
export type SimulationInput = z.input<typeof simulationInputSchema>;

export const simulationSetupSchema = z.object({
  school: z.string(),
  date: z.string(),
  /** How many trips were started for the simulation. */
  started: z.number().int(),
  trips: z.array(
    z.object({
      trip: z.string(),
      vehicle_code: z.string(),
      identifier: z.string(),
      secret: z.string(),
      stops: z.array(z.object({ latitude: z.number(), longitude: z.number(), at: z.number() })),
    }),
  ),
});
export type SimulationSetup = z.infer<typeof simulationSetupSchema>;

/** How far ahead the simulator looks for a day with trips (a weekend, a short holiday). */
const DAYS_AHEAD = 14;

/**
 * What `npm run cli -- simulate` drives (issue 22 §5): a school's trips of a day, scheduled or under
 * way, each with its stops as instants, and for each vehicle a phone device of the simulator's
 * (`sim-<vehicle>`), made if missing, with a new secret each time (the old one stops working).
 * The operator's place (ADR 016): the school is named, not chosen by a signed-in user.
 */
export async function prepareSimulation(db: Db, input: SimulationInput): Promise<SimulationSetup> {
  const { school, date, start_trips } = simulationInputSchema.parse(input);
  const [tenant] = await queryRows<{ id: string; today: string }>(
    db,
    sql`select id::text, (now() at time zone time_zone)::date::text as today from tenants
         where name = ${school} order by created_at limit 1`,
  );
  if (!tenant) throw new AppError(404, `No school is named "${school}".`);
  const open = sqlCodes([STATUS.scheduled, STATUS.active]);
  const [day] = await queryRows<{ date: string }>(
    db,
    sql`select min(journey_date)::text as date from trips
         where tenant_id = ${tenant.id} and status in (${open})
           and journey_date between ${date ?? tenant.today}::date and ${date ?? tenant.today}::date + ${date ? 0 : DAYS_AHEAD}::int`,
  );
  if (!day?.date) {
    throw new AppError(
      404,
      `"${school}" has no scheduled trips ${date ? `on ${date}` : 'in the coming two weeks'}.`,
    );
  }
  const trips = await queryRows<
    Omit<SimulationSetup['trips'][number], 'identifier' | 'secret'> & { vehicle: string }
  >(
    db,
    sql`select t.id::text as trip, t.vehicle_id::text as vehicle, v.code as vehicle_code,
               json_agg(json_build_object(
                 'latitude', s.latitude::float8, 'longitude', s.longitude::float8,
                 'at', (extract(epoch from (t.journey_date + s.expected_time) at time zone n.time_zone) * 1000)::float8
               ) order by s.sequence) as stops
          from trips t
          join tenants n on n.id = t.tenant_id
          join vehicles v on v.tenant_id = t.tenant_id and v.id = t.vehicle_id
          join trip_stops s on s.tenant_id = t.tenant_id and s.trip_id = t.id
         where t.tenant_id = ${tenant.id} and t.journey_date = ${day.date}::date and t.status in (${open})
         group by t.id, t.vehicle_id, v.code
        having count(*) >= 2
         order by min(s.expected_time)`,
  );
  const devices = new Map<string, { identifier: string; secret: string }>();
  for (const vehicle of new Set(trips.map((trip) => trip.vehicle))) {
    const code = trips.find((trip) => trip.vehicle === vehicle)!.vehicle_code;
    const identifier = `sim-${tenant.id.slice(0, 8)}-${code.replace(/[^A-Za-z0-9._@-]/g, '-')}`.slice(0, 64);
    const { secret, hash } = newDeviceSecret();
    await db.execute(
      sql`insert into devices (tenant_id, identifier, name, kind, vehicle_id, secret_hash)
          values (${tenant.id}, ${identifier}, 'Simulator', ${DEVICE_KIND.phone}, ${vehicle}, ${hash})
          on conflict (identifier) do update set secret_hash = excluded.secret_hash, revoked_at = null,
            vehicle_id = excluded.vehicle_id, updated_at = now()
          where devices.tenant_id = excluded.tenant_id`,
    );
    devices.set(vehicle, { identifier, secret });
  }
  const started = start_trips && day.date === tenant.today ? await startTrips(db, tenant.id, trips) : 0;
  return {
    school,
    date: day.date,
    started,
    trips: trips.map(({ vehicle, ...trip }) => ({ ...trip, ...devices.get(vehicle)! })),
  };
}

/**
 * The simulated scheduled trips started now, as their drivers would on the run sheet: status active,
 * a Trip Started event (no one recorded it), so their buses' positions belong to them.
 */
async function startTrips(db: Db, tenant: string, trips: { trip: string }[]): Promise<number> {
  const ids = JSON.stringify(trips.map(({ trip }) => trip));
  const [row] = await queryRows<{ started: number }>(
    db,
    sql`with started as (
          update trips set status = ${sqlCode(STATUS.active)}, started_at = now(), updated_at = now()
           where tenant_id = ${tenant} and status = ${sqlCode(STATUS.scheduled)}
             and id in (select value::uuid from json_array_elements_text(${ids}::json))
          returning id
        ), recorded as (
          insert into trip_events (tenant_id, trip_id, event_type, event_time)
          select ${tenant}, id, ${sqlCode(EVENT.started)}, now() from started
        )
        select count(*)::int as started from started`,
  );
  return row?.started ?? 0;
}
