import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRow } from '../../db/query-rows';

const DAY = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** The day itself on a weekday, else the Monday after. */
const weekday = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 6 ? addDays(date, 2) : day === 0 ? addDays(date, 1) : date;
};

/**
 * Two field trips of the Demo School (issue 25 §4), asked for by a class teacher: a park visit in
 * two weeks waiting for the head teacher, and a museum visit next month approved by both steps (the
 * administrator decided them), its vehicle still to assign. Through the school's preloaded steps.
 */
export async function seedDemoFieldTrips(tx: Db, tenantId: string, administrator: string): Promise<void> {
  const { today } = await queryRow<{ today: string }>(
    tx,
    sql`select (now() at time zone time_zone)::date::text as today from tenants where id = ${tenantId}`,
  );
  const nextMonth = `${addDays(`${today.slice(0, 7)}-28`, 7).slice(0, 7)}-10`;
  const trips = [
    {
      title: 'Grade 6 science trip',
      destination: 'Lake Nakuru National Park',
      trip_date: weekday(addDays(today, 14)),
      departs_at: '08:00',
      returns_at: '15:30',
      passengers: 76,
      vehicles_needed: 2,
      notes: 'Packed lunches from the kitchen; two teachers and two parents come along.',
      status: 'requested',
      decided: 0,
    },
    {
      title: 'Grade 4 history trip',
      destination: 'Hyrax Hill Prehistoric Site, Nakuru',
      trip_date: weekday(nextMonth),
      departs_at: '09:00',
      returns_at: '13:00',
      passengers: 38,
      vehicles_needed: 1,
      notes: '',
      status: 'approved',
      decided: 2,
    },
  ];
  await tx.execute(sql`
    with input as (
      select * from json_to_recordset(${JSON.stringify(trips)}::json) as r(title text, destination text,
        trip_date date, departs_at time, returns_at time, passengers int, vehicles_needed int, notes text,
        status text, decided int)
    ), teacher as (
      select e.full_name from employees e
        join job_roles j on j.tenant_id = e.tenant_id and j.id = e.job_role_id
       where e.tenant_id = ${tenantId} and j.title = 'Class Teacher'
       order by e.staff_number limit 1
    ), trip as (
      insert into field_trips (tenant_id, title, destination, trip_date, departs_at, returns_at, passengers,
        vehicles_needed, notes, status, requested_by_name, created_at)
      select ${tenantId}::uuid, i.title, i.destination, i.trip_date, i.departs_at, i.returns_at, i.passengers,
        i.vehicles_needed, i.notes, i.status, (select full_name from teacher), now() - interval '4 days'
        from input i
      returning id, title
    )
    insert into field_trip_approvals (tenant_id, field_trip_id, position, title, role_id, status, decided_by,
      decided_by_name, decided_at)
    select ${tenantId}::uuid, trip.id, s.position, s.title, s.role_id,
      case when s.position <= i.decided then 'approved' else 'pending' end,
      case when s.position <= i.decided then ${administrator}::uuid end,
      case when s.position <= i.decided then
        (select first_name || ' ' || last_name from users where id = ${administrator}::uuid) end,
      case when s.position <= i.decided then now() - interval '1 day' * (3 - s.position) end
      from trip join input i on i.title = trip.title
      cross join field_trip_steps s
     where s.tenant_id = ${tenantId}`);
}
