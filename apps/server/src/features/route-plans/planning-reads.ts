import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRow, queryRows } from '../../db/query-rows';
import { academicPeriods } from '../academic-periods/academic-periods.table';
import { busStops } from '../bus-stops/bus-stops.table';
import { journeyStops } from '../journey-stops/journey-stops.table';
import { journeys } from '../journeys/journeys.table';
import { studentJourneys } from '../student-journeys/student-journeys.table';
import { studentEnrolments } from '../students/student-enrolments.table';
import { students } from '../students/students.table';
import { tenants } from '../tenants/tenants.table';
import { vehicles } from '../vehicles/vehicles.table';
import type { ExistingStop } from './home-stops';

/**
 * The reads a plan is made from, each one set-based statement whatever the school's size (a
 * handful in all, two rounds: planning-input.ts).
 */

export interface SchoolRow {
  latitude: number | null;
  longitude: number | null;
  /** Seconds of the day. */
  arrival_window_end: number;
  dismissal_time: number;
  max_ride_minutes: number;
  walk_limit_metres: number;
  default_language: string;
  /** The academic period of the direction's routes (planning-input.ts says which). */
  academic_period: string | null;
}

/**
 * The school's place and planning settings, and the period its plan is for: the period of the
 * direction's active routes (the one covering today when they are in several), else the period
 * covering today, else the latest.
 */
export function schoolRow(db: Db, tenantId: string, direction: 1 | 2): Promise<SchoolRow> {
  const p = academicPeriods;
  const today = sql`(now() at time zone ${tenants.time_zone})::date`;
  const used = sql`exists (select from ${journeys} where ${journeys.tenant_id} = ${p.tenant_id}
    and ${journeys.academic_period_id} = ${p.id} and ${journeys.direction} = ${direction} and ${journeys.is_active})`;
  return queryRow<SchoolRow>(
    db,
    sql`select ${tenants.school_latitude}::float8 as latitude, ${tenants.school_longitude}::float8 as longitude,
      extract(epoch from ${tenants.arrival_window_end})::int as arrival_window_end,
      extract(epoch from ${tenants.dismissal_time})::int as dismissal_time,
      ${tenants.max_ride_minutes} as max_ride_minutes, ${tenants.walk_limit_metres} as walk_limit_metres,
      ${tenants.default_language} as default_language,
      (select ${p.id} from ${p} where ${p.tenant_id} = ${tenants.id}
        order by ${used} desc, (${today} between ${p.start_date} and ${p.end_date}) desc, ${p.start_date} desc
        limit 1) as academic_period
      from ${tenants} where ${tenants.id} = ${tenantId}`,
  );
}

/** Every bus stop of the school, active or not (a new stop is named after its nearest, whichever). */
export function busStopRows(db: Db, tenantId: string): Promise<ExistingStop[]> {
  return db
    .select({
      id: busStops.id,
      title: busStops.title,
      zone: busStops.zone_id,
      latitude: sql<number>`${busStops.latitude}::float8`,
      longitude: sql<number>`${busStops.longitude}::float8`,
      is_active: busStops.is_active,
    })
    .from(busStops)
    .where(eq(busStops.tenant_id, tenantId));
}

/** The active vehicles, the largest first. */
export function vehicleRows(db: Db, tenantId: string) {
  return db
    .select({
      id: vehicles.id,
      registration_number: vehicles.registration_number,
      max_capacity: vehicles.max_capacity,
    })
    .from(vehicles)
    .where(and(eq(vehicles.tenant_id, tenantId), eq(vehicles.is_active, true)))
    .orderBy(desc(vehicles.max_capacity), asc(vehicles.registration_number));
}

/** The direction's point of an assignment: where pupils board to school (1), leave from school (2). */
const pointOf = (direction: 1 | 2) =>
  direction === 1 ? studentJourneys.pick_point_id : studentJourneys.drop_point_id;

/** Today's routes of the direction: active, in the planning period. */
const todaysRoutes = (tenantId: string, direction: 1 | 2, period: string | null) =>
  sql`${journeys.tenant_id} = ${tenantId} and ${journeys.direction} = ${direction} and ${journeys.is_active}
    and ${journeys.academic_period_id} = ${period}::uuid`;

export interface RiderRow {
  student: string;
  name: string;
  /** The bus stop of the student's point on today's routes; null without one. */
  bus_stop: string | null;
  home_latitude: number | null;
  home_longitude: number | null;
}

/**
 * The pupils to plan for: those riding today's routes of the direction (with the bus stop of their
 * point there, if they have one), and those with a home who do not, unless they are enrolled only in
 * other periods (pupils who have left).
 */
export function riderRows(
  db: Db,
  tenantId: string,
  direction: 1 | 2,
  period: string | null,
): Promise<RiderRow[]> {
  const sj = studentJourneys;
  const e = studentEnrolments;
  const point = pointOf(direction);
  return queryRows<RiderRow>(
    db,
    sql`with riding as (
      select distinct on (${sj.student_id}) ${sj.student_id} as student, ${journeyStops.bus_stop_id} as bus_stop
        from ${sj}
        join ${journeys} on ${journeys.tenant_id} = ${sj.tenant_id} and ${journeys.id} = ${sj.journey_id}
        left join ${journeyStops} on ${journeyStops.tenant_id} = ${sj.tenant_id} and ${journeyStops.id} = ${point}
       where ${sj.tenant_id} = ${tenantId} and ${sj.is_active} and ${todaysRoutes(tenantId, direction, period)}
       order by ${sj.student_id}, ${journeyStops.bus_stop_id} is null, ${journeys.code}
    )
    select ${students.id} as student, ${students.full_name} as name, riding.bus_stop as bus_stop,
           ${students.home_latitude}::float8 as home_latitude, ${students.home_longitude}::float8 as home_longitude
      from ${students}
      left join riding on riding.student = ${students.id}
     where ${students.tenant_id} = ${tenantId}
       and (riding.student is not null or (${students.home_latitude} is not null
         and (not exists (select from ${e} where ${e.tenant_id} = ${students.tenant_id} and ${e.student_id} = ${students.id})
           or exists (select from ${e} where ${e.tenant_id} = ${students.tenant_id} and ${e.student_id} = ${students.id}
             and ${e.academic_period_id} = ${period}::uuid))))
     order by ${students.full_name}, ${students.id}`,
  );
}

export interface RouteStopRow {
  journey: string;
  vehicle: string;
  bus_stop: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Pupils whose point in the direction is this stop. */
  riders: number;
}

/** Today's routes' stops in their order, with their riders: what today's totals are measured on. */
export function routeStopRows(
  db: Db,
  tenantId: string,
  direction: 1 | 2,
  period: string | null,
): Promise<RouteStopRow[]> {
  const js = journeyStops;
  const sj = studentJourneys;
  return queryRows<RouteStopRow>(
    db,
    sql`select ${journeys.id} as journey, ${journeys.default_vehicle_id} as vehicle,
        ${busStops.id} as bus_stop, ${busStops.latitude}::float8 as latitude, ${busStops.longitude}::float8 as longitude,
        (select count(*)::int from ${sj} where ${sj.tenant_id} = ${js.tenant_id} and ${sj.journey_id} = ${js.journey_id}
          and ${sj.is_active} and ${pointOf(direction)} = ${js.id}) as riders
      from ${journeys}
      left join ${js} on ${js.tenant_id} = ${journeys.tenant_id} and ${js.journey_id} = ${journeys.id}
      left join ${busStops} on ${busStops.tenant_id} = ${js.tenant_id} and ${busStops.id} = ${js.bus_stop_id}
     where ${todaysRoutes(tenantId, direction, period)}
     order by ${journeys.code}, ${journeys.id}, ${js.sequence}`,
  );
}
