import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Metres a home lies from its stop: a short walk, from 55 to 595 m (the planner's test: 50 to 600). */
const NEAREST = 55;
const SPREAD = 541;
/** Metres in a degree of latitude (and of longitude at the equator, times the latitude's cosine). */
const METRES_PER_DEGREE = 111_320;

/**
 * Every demo student's home (issue 24), so that the route planner has real homes to propose stops
 * from: a short walk from the bus stop their household boards the morning bus at (demo-riders.ts),
 * in a direction and at a distance of their own, the same at every seed. Siblings share a home. The
 * walk is drawn from the household's first admission number, so it is the same on every database.
 */
export async function seedDemoHomes(tx: Db, tenantId: string): Promise<void> {
  await tx.execute(sql`
    with boarding as (
      select s.id as student_id, s.admission_number, coalesce(g.guardian_id, s.id) as household,
             stop.latitude::float8 as latitude, stop.longitude::float8 as longitude
        from students s
        join student_journeys sj on sj.tenant_id = s.tenant_id and sj.student_id = s.id
        join journey_stops pick on pick.tenant_id = sj.tenant_id and pick.id = sj.pick_point_id
        join bus_stops stop on stop.tenant_id = pick.tenant_id and stop.id = pick.bus_stop_id
        left join student_guardians g on g.tenant_id = s.tenant_id and g.student_id = s.id and g.is_primary
       where s.tenant_id = ${tenantId}
    ), walks as (
      select student_id, latitude, longitude,
             substring(min(admission_number) over (partition by household) from '[0-9]+')::int as n
        from boarding
    ), homes as (
      select student_id, latitude, longitude,
             ${NEAREST} + (n * 7919) % ${SPREAD} as metres,
             radians((n * 137) % 360) as bearing
        from walks
    )
    update students s
       set home_latitude = round((h.latitude + h.metres * cos(h.bearing) / ${METRES_PER_DEGREE})::numeric, 7),
           home_longitude = round((h.longitude + h.metres * sin(h.bearing)
                              / (${METRES_PER_DEGREE} * cos(radians(h.latitude))))::numeric, 7)
      from homes h
     where s.tenant_id = ${tenantId} and s.id = h.student_id`);
}
