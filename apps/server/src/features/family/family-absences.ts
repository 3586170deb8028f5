import { sql } from 'drizzle-orm';
import {
  FAMILY_MESSAGES,
  type Absence,
  type AbsencePart,
  type Absences,
} from '@app/shared/family/family.schemas';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import { queryRows } from '../../db/query-rows';
import { sqlCode } from '../../db/sql-codes';
import { AppError, FieldErrors } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import { inTransaction } from '../../records/tenant-records';
import { studentRestrictionService } from '../student-restrictions/student-restrictions.resource';
import { requireChild } from './family-access';
import { schoolDay } from './family.service';

/** The restriction reason of a family's "will not ride": Absent from School. */
const ABSENT_FROM_SCHOOL = 2;

/**
 * A day the family says the child will not ride is one restriction per event it stops, one day long,
 * reported by the guardian: the morning is the day's pick-ups, the afternoon its drop-offs. Stored as
 * the office's restrictions are (features/student-restrictions), so trip generation, the run sheet and
 * the expected riders of trips already generated follow, and each is in the audit log.
 */
const EVENTS_OF: Record<AbsencePart, number[]> = {
  morning: [EVENT.pickup],
  afternoon: [EVENT.dropoff],
  both: [EVENT.pickup, EVENT.dropoff],
};

type Row = { id: string; date: string; event_types: number[]; ids: string[] };

/** The family's one-day restrictions of the child from `from` on, one absence a day (its first restriction names it). */
async function absencesOf(ctx: TenantContext, child: string, from: string, date?: string): Promise<Row[]> {
  return queryRows<Row>(
    ctx.db,
    sql`select (array_agg(id::text order by event_type))[1] as id, to_char(start_date, 'YYYY-MM-DD') as date,
               array_agg(event_type::int order by event_type) as event_types, array_agg(id::text) as ids
          from student_restrictions
         where tenant_id = ${ctx.tenantId} and student_id = ${child} and reported_by_guardian
           and start_date = end_date and start_date >= ${from}
           ${date ? sql`and start_date = ${date}` : sql``}
         group by start_date order by start_date`,
  );
}

const partOf = (types: number[]): AbsencePart =>
  types.includes(EVENT.pickup) && types.includes(EVENT.dropoff)
    ? 'both'
    : types.includes(EVENT.pickup)
      ? 'morning'
      : 'afternoon';

const toAbsence = (row: Row): Absence => ({ id: row.id, date: row.date, part: partOf(row.event_types) });

/** `GET /family/children/{id}/absences/`: today's and later. */
export async function listAbsences(ctx: TenantContext, childId: string): Promise<Absences> {
  const child = await requireChild(ctx, childId);
  const { today } = await schoolDay(ctx);
  return { results: (await absencesOf(ctx, child.id, today)).map(toAbsence) };
}

/**
 * `POST /family/children/{id}/absences/`: today or later; a part the school already knows of (any
 * restriction covering that day and event) is a 400 on `date`.
 */
export async function createAbsence(
  ctx: TenantContext,
  childId: string,
  input: { date: string; part: AbsencePart },
): Promise<Absence> {
  const child = await requireChild(ctx, childId);
  const { today } = await schoolDay(ctx);
  if (input.date < today) throw new FieldErrors({ date: [FAMILY_MESSAGES.dateInPast] });
  const events = EVENTS_OF[input.part];
  return inTransaction(ctx, async (tx) => {
    // One absence at a time per child: two taps at once do not both pass the check below.
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${child.id}))`);
    const taken = await queryRows<{ event_type: number }>(
      tx.db,
      sql`select event_type::int from student_restrictions
           where tenant_id = ${tx.tenantId} and student_id = ${child.id} and ${input.date} between start_date and end_date
             and event_type in (${sql.join(events.map(sqlCode), sql`, `)})`,
    );
    if (taken.length > 0) throw new FieldErrors({ date: [FAMILY_MESSAGES.absenceTaken] });
    for (const event_type of events) {
      await studentRestrictionService.create(tx, {
        student: child.id,
        event_type,
        reason: ABSENT_FROM_SCHOOL,
        start_date: input.date,
        end_date: input.date,
        reported_by_guardian: true,
        notes: '',
      });
    }
    const [row] = await absencesOf(tx, child.id, input.date, input.date);
    return toAbsence(row!);
  });
}

/** `DELETE /family/children/{id}/absences/{absence}/`: the day's family restrictions go, the riders come back. */
export async function deleteAbsence(ctx: TenantContext, childId: string, absenceId: string): Promise<void> {
  const child = await requireChild(ctx, childId);
  const { today } = await schoolDay(ctx);
  await inTransaction(ctx, async (tx) => {
    const found = (await absencesOf(tx, child.id, today)).find((row) => row.id === absenceId);
    if (!found) throw new AppError(404, FAMILY_MESSAGES.absenceNotFound);
    for (const id of found.ids) await studentRestrictionService.remove(tx, id);
  });
}
