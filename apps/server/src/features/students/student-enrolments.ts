import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACADEMIC_PERIOD_MESSAGES } from '@app/shared/academic-periods/academic-period.schemas';
import { STREAM_MESSAGES } from '@app/shared/streams/stream.schemas';
import type { Enrolment } from '@app/shared/students/student.schemas';
import { queryRow } from '../../db/query-rows';
import { isUuid } from '../../http/ids';
import type { TenantContext } from '../../http/tenant-context';
import {
  registerRecordTable,
  translateConstraintError,
  type ConstraintAnswers,
} from '../../records/constraint-answers';
import { academicPeriods } from '../academic-periods/academic-periods.table';
import { gradeLevels } from '../grade-levels/grade-levels.table';
import { streams } from '../streams/streams.table';
import { tenants } from '../tenants/tenants.table';
import { studentEnrolments as enrolments } from './student-enrolments.table';
import { students } from './students.table';

const answers: ConstraintAnswers = {
  references: {
    academic_period_id: { field: 'academic_period', message: ACADEMIC_PERIOD_MESSAGES.invalid },
    stream_id: { field: 'stream', message: STREAM_MESSAGES.invalid },
  },
};
registerRecordTable(enrolments);

// Today in the school's time zone: a period covers the school's date, not the server's.
const today = sql`(now() at time zone (select ${tenants.time_zone} from ${tenants}
  where ${tenants.id} = ${students.tenant_id}))::date`;

/**
 * Which of a student's enrolments is current: the one in an academic period covering today (of
 * several, as a term lies inside its year, the period that started last), else the one in the period
 * that started last. Read by a subquery of the enclosing statement on the student's enrolments.
 */
const currentEnrolmentOrder = sql`(${today} between ${academicPeriods.start_date} and ${academicPeriods.end_date}) desc,
  ${academicPeriods.start_date} desc, ${academicPeriods.end_date}, ${enrolments.id}`;
const ofStudent = sql`${enrolments.tenant_id} = ${students.tenant_id} and ${enrolments.student_id} = ${students.id}`;
const periodJoin = sql`join ${academicPeriods} on ${academicPeriods.tenant_id} = ${enrolments.tenant_id}
  and ${academicPeriods.id} = ${enrolments.academic_period_id}`;

/** The read field `enrolment`: the current enrolment with its titles, or null. */
export const currentEnrolment = sql<Enrolment | null>`(
  select json_build_object(
    'academic_period', ${enrolments.academic_period_id}, 'academic_period_title', ${academicPeriods.title},
    'stream', ${enrolments.stream_id}, 'stream_title', ${streams.title},
    'grade_level', ${streams.grade_level_id}, 'grade_level_title', ${gradeLevels.title})
  from ${enrolments} ${periodJoin}
  join ${streams} on ${streams.tenant_id} = ${enrolments.tenant_id} and ${streams.id} = ${enrolments.stream_id}
  join ${gradeLevels} on ${gradeLevels.tenant_id} = ${streams.tenant_id} and ${gradeLevels.id} = ${streams.grade_level_id}
  where ${ofStudent}
  order by ${currentEnrolmentOrder} limit 1)`.as('enrolment');

const currentPeriod = sql`(select ${enrolments.academic_period_id} from ${enrolments} ${periodJoin}
  where ${ofStudent} order by ${currentEnrolmentOrder} limit 1)`;

// Aliases for the filter: the current period's subquery inside it reads these tables by their names.
const [E, S] = ['filtered_enrolment', 'filtered_stream'];
const e = alias(enrolments, E);
const s = alias(streams, S);

export type EnrolmentQuery = {
  academic_period?: string | undefined;
  grade_level?: string | undefined;
  stream?: string | undefined;
};

/**
 * The list filters: enrolled in `academic_period`; in `stream` or `grade_level` in that period, or
 * without one in the current enrolment (the one a read shows). A value that is not an id matches nothing.
 */
export function enrolmentFilter(query: EnrolmentQuery): SQL | undefined {
  const { academic_period: period, grade_level: gradeLevel, stream } = query;
  const given = [period, gradeLevel, stream].filter((value) => value !== undefined);
  if (given.length === 0) return undefined;
  if (!given.every(isUuid)) return sql`false`;
  return sql`exists (select 1 from ${enrolments} ${sql.identifier(E)}
    ${gradeLevel ? sql`join ${streams} ${sql.identifier(S)} on ${s.tenant_id} = ${e.tenant_id} and ${s.id} = ${e.stream_id}` : sql``}
    where ${e.tenant_id} = ${students.tenant_id} and ${e.student_id} = ${students.id}
      and ${e.academic_period_id} = ${period ? sql`${period.toLowerCase()}::uuid` : currentPeriod}
      ${stream ? sql`and ${e.stream_id} = ${stream.toLowerCase()}::uuid` : sql``}
      ${gradeLevel ? sql`and ${s.grade_level_id} = ${gradeLevel.toLowerCase()}::uuid` : sql``})`;
}

/**
 * Enrols a student for a period in a stream: a new enrolment, or the stream changed when the student
 * has one in that period already. A missing or another school's period or stream is a 400 on its field.
 */
export async function enrol(
  ctx: TenantContext,
  studentId: string,
  enrolment: { academic_period: string; stream: string },
): Promise<EnrolmentChange> {
  const period = enrolment.academic_period.toLowerCase();
  const row = await queryRow<{ period: string; before: string | null; after: string }>(
    ctx.db,
    sql`with previous as (
        select ${enrolments.stream_id} as stream_id from ${enrolments}
         where ${enrolments.tenant_id} = ${ctx.tenantId} and ${enrolments.student_id} = ${studentId}
           and ${enrolments.academic_period_id} = ${period}::uuid
      ), written as (
        insert into ${enrolments} (tenant_id, student_id, academic_period_id, stream_id)
        values (${ctx.tenantId}, ${studentId}, ${period}::uuid, ${enrolment.stream.toLowerCase()}::uuid)
        on conflict (tenant_id, student_id, academic_period_id)
          do update set stream_id = excluded.stream_id, updated_at = now()
        returning stream_id
      )
      select (select ${academicPeriods.title} from ${academicPeriods}
               where ${academicPeriods.tenant_id} = ${ctx.tenantId} and ${academicPeriods.id} = ${period}::uuid) as period,
             (select ${streams.title} from ${streams}, previous
               where ${streams.tenant_id} = ${ctx.tenantId} and ${streams.id} = previous.stream_id) as before,
             (select ${streams.title} from ${streams}, written
               where ${streams.tenant_id} = ${ctx.tenantId} and ${streams.id} = written.stream_id) as after`,
  ).catch((error: unknown) => {
    throw translateConstraintError(error, enrolments, answers);
  });
  // "Year 2026: Grade 4 North", as the audit trail says it.
  return {
    before: row.before === null ? null : `${row.period}: ${row.before}`,
    after: `${row.period}: ${row.after}`,
  };
}

/** A student's stream in one period before and after an enrolment was written (null: none before). */
type EnrolmentChange = { before: string | null; after: string };
