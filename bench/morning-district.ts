/**
 * Writes the morning of morning-plan.ts into a school whose buses and phones the office added: each
 * bus's route to school, its stops, today's trip already under way, one child a guardian boarding at
 * the guardian's stop (all leaving at the last), the guardians linked to them with their minutes
 * before. Set-based statements over the plan as JSON, as an import would write them.
 */
import { sql } from 'drizzle-orm';
import { DIRECTION } from '@app/shared/journeys/journey.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import type { Database } from '../apps/server/src/db/client';
import { queryRows } from '../apps/server/src/db/query-rows';
import { sqlCode } from '../apps/server/src/db/sql-codes';
import type { BusPlan, GuardianPlan } from './morning-plan';

/** The school's clock is UTC (the default time zone): an instant's date and time of day there. */
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utcTime = (ms: number) => new Date(ms).toISOString().slice(11, 23);

export type MorningIds = {
  /** Guardian id to its index in the plan. */
  guardians: Map<string, number>;
  /** Trip stop id to its bus and stop index. */
  tripStops: Map<string, { bus: number; stop: number }>;
};

/** `vehicles[b]`: bus b's vehicle id. */
export async function writeMorning(
  database: Database,
  tenant: string,
  vehicles: string[],
  buses: BusPlan[],
  guardians: GuardianPlan[],
): Promise<MorningIds> {
  const school = database.forSchool(tenant);
  const first = buses[0]!.stops[0]!.planned;
  const day = utcDate(first);
  const routes = buses.map((bus) => ({
    bus: bus.index,
    vehicle: vehicles[bus.index]!,
    starts: utcTime(bus.stops[0]!.planned),
    ends: utcTime(bus.stops.at(-1)!.planned),
  }));
  const stops = buses.flatMap((bus) =>
    bus.stops.map((stop, k) => ({
      bus: bus.index,
      k,
      latitude: stop.latitude,
      longitude: stop.longitude,
      expected: utcTime(stop.planned),
      last: k === bus.stops.length - 1,
    })),
  );
  const families = guardians.map((plan, n) => ({ n, ...plan }));
  const input = (rows: object[]) => sql`${JSON.stringify(rows)}::json`;
  const statements = [
    sql`insert into zones (tenant_id, title) values (${tenant}, 'Morning')`,
    sql`insert into academic_periods (tenant_id, title, start_date, end_date)
        values (${tenant}, 'Term', ${day}::date - 30, ${day}::date + 30)`,
    sql`insert into journeys (tenant_id, title, code, direction, start_time, end_time, default_vehicle_id,
                              academic_period_id)
        select ${tenant}, 'Route ' || (r.bus + 1), 'R-' || r.bus, ${sqlCode(DIRECTION.toSchool)},
               r.starts::time, r.ends::time, r.vehicle, (select id from academic_periods where tenant_id = ${tenant})
          from json_to_recordset(${input(routes)}) as r(bus int, vehicle uuid, starts text, ends text)`,
    // Under way since a minute before the replay: the position writer gives their buses' pings to them.
    sql`insert into trips (tenant_id, journey_id, journey_date, vehicle_id, status, started_at)
        select ${tenant}, j.id, ${day}::date, j.default_vehicle_id, ${sqlCode(STATUS.active)},
               ${new Date(first - 60_000).toISOString()}::timestamptz
          from journeys j where j.tenant_id = ${tenant}`,
    sql`insert into bus_stops (tenant_id, zone_id, title, latitude, longitude)
        select ${tenant}, (select id from zones where tenant_id = ${tenant}), 'Bus ' || (s.bus + 1) || ' stop ' || (s.k + 1),
               s.latitude, s.longitude
          from json_to_recordset(${input(stops)}) as s(bus int, k int, latitude float8, longitude float8)`,
    sql`insert into students (tenant_id, admission_number, first_name, last_name, gender, date_of_birth)
        select ${tenant}, 'M-' || f.n, (array['Amani','Baraka','Zawadi','Imani','Neema','Juma'])[1 + f.n % 6],
               'Family ' || f.n, 1 + f.n % 2, '2016-05-01'
          from json_to_recordset(${input(families)}) as f(n int)`,
    sql`insert into guardians (tenant_id, first_name, last_name, mobile_number)
        select ${tenant}, 'Guardian', 'Family ' || f.n, (254700000000 + f.n)::text
          from json_to_recordset(${input(families)}) as f(n int)`,
    sql`insert into student_guardians (tenant_id, student_id, guardian_id, relationship, is_primary)
        select ${tenant}, s.id, g.id, 1, true
          from json_to_recordset(${input(families)}) as f(n int)
          join students s on s.tenant_id = ${tenant} and s.admission_number = 'M-' || f.n
          join guardians g on g.tenant_id = ${tenant} and g.mobile_number = (254700000000 + f.n)::text`,
    // Only the guardians who chose other than the default 5 minutes have settings.
    sql`insert into guardian_notice_settings (tenant_id, guardian_id, minutes_before)
        select ${tenant}, g.id, f.minutes
          from json_to_recordset(${input(families)}) as f(n int, minutes int)
          join guardians g on g.tenant_id = ${tenant} and g.mobile_number = (254700000000 + f.n)::text
         where f.minutes <> 5`,
    sql`with family as (
          select f.bus, f.stop, s.id as student
            from json_to_recordset(${input(families)}) as f(n int, bus int, stop int)
            join students s on s.tenant_id = ${tenant} and s.admission_number = 'M-' || f.n
        ), boarding as (
          select bus, stop, array_agg(student) as students from family group by bus, stop
        ), everyone as (
          select bus, array_agg(student) as students from family group by bus
        )
        insert into trip_stops (tenant_id, trip_id, bus_stop_id, title, latitude, longitude, sequence,
                                expected_time, pick_students, drop_students)
        select ${tenant}, t.id, b.id, b.title, b.latitude, b.longitude, s.k + 1, s.expected::time,
               coalesce(p.students, '{}'), case when s.last then coalesce(e.students, '{}') else '{}' end
          from json_to_recordset(${input(stops)}) as s(bus int, k int, expected text, last boolean)
          join journeys j on j.tenant_id = ${tenant} and j.code = 'R-' || s.bus
          join trips t on t.tenant_id = ${tenant} and t.journey_id = j.id
          join bus_stops b on b.tenant_id = ${tenant} and b.title = 'Bus ' || (s.bus + 1) || ' stop ' || (s.k + 1)
          left join boarding p on p.bus = s.bus and p.stop = s.k
          left join everyone e on e.bus = s.bus`,
  ];
  await school.transaction(async (tx) => {
    // The tables are filled in this transaction, so they have no statistics yet: joined to 50,000
    // families by nested loops (the planner's guess for a few rows), one statement ran for 20 minutes.
    await tx.execute(sql`set local enable_nestloop = off`);
    for (const statement of statements) await tx.execute(statement);
  });
  await database.db.execute(sql`analyze`);
  const ids = await queryRows<{ kind: string; id: string; n: number; bus: number }>(
    database.db,
    sql`select 'guardian' as kind, id::text, (mobile_number::bigint - 254700000000)::int as n, 0 as bus
          from guardians where tenant_id = ${tenant}
        union all
        select 'stop', ts.id::text, ts.sequence - 1, substr(j.code, 3)::int
          from trip_stops ts
          join trips t on t.tenant_id = ts.tenant_id and t.id = ts.trip_id
          join journeys j on j.tenant_id = t.tenant_id and j.id = t.journey_id
         where ts.tenant_id = ${tenant}`,
  );
  return {
    guardians: new Map(ids.filter((row) => row.kind === 'guardian').map((row) => [row.id, row.n])),
    tripStops: new Map(
      ids.filter((row) => row.kind === 'stop').map((row) => [row.id, { bus: row.bus, stop: row.n }]),
    ),
  };
}
