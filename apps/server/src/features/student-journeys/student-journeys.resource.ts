import { ref } from '@app/shared/i18n/message-ref';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DAY_NAMES, scheduleOf, weekdayBits, type ScheduleDay } from '@app/shared/common/weekdays';
import {
  alreadyAssigned,
  STUDENT_JOURNEY_MESSAGES as m,
  studentJourneyInputSchema,
  studentJourneyListQuerySchema,
  studentJourneySchema,
  studentJourneysResource,
  type StudentJourney,
} from '@app/shared/student-journeys/student-journey.schemas';
import { DIRECTIONS } from '@app/shared/journeys/journey.schemas';
import { STUDENT_MESSAGES } from '@app/shared/students/student.schemas';
import { pgErrorCode, pgErrorDetail, UNIQUE_VIOLATION } from '../../db/errors';
import { FieldErrors } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import { idFilter } from '../../records/id-filter';
import { labelOf } from '../../records/labels';
import { declareResource } from '../../records/resource-routes';
import { lookup } from '../../records/lookups';
import { auditLabel } from '../../records/record-audit';
import { builtInNode, tenantRecords } from '../../records/tenant-records';
import { busStops } from '../bus-stops/bus-stops.table';
import { gradeLevels } from '../grade-levels/grade-levels.table';
import { journeyStops } from '../journey-stops/journey-stops.table';
import { journeys } from '../journeys/journeys.table';
import { streams } from '../streams/streams.table';
import { studentEnrolments as enrolments } from '../students/student-enrolments.table';
import { students } from '../students/students.table';
import { studentJourneys as assignments } from './student-journeys.table';

type Input = ReturnType<typeof studentJourneyInputSchema.parse>;

const ofStudent = lookup(assignments, assignments.student_id, students);
const ofJourney = lookup(assignments, assignments.journey_id, journeys);
const studentName = ofStudent<string>(students.full_name);
const admissionNumber = ofStudent<string>(students.admission_number);
const journeyCode = ofJourney<string>(journeys.code);

/** A point's bus stop title; null without a point. */
const stopTitle = (point: PgColumn) =>
  sql<string | null>`(select ${busStops.title} from ${journeyStops}
    join ${busStops} on ${busStops.tenant_id} = ${journeyStops.tenant_id} and ${busStops.id} = ${journeyStops.bus_stop_id}
    where ${journeyStops.tenant_id} = ${assignments.tenant_id} and ${journeyStops.id} = ${point})`;

/**
 * The student's stream in the route's academic period (null when not enrolled then), and titles read
 * off it, each a chain of key look-ups: joined in one subquery, PostgreSQL hashed the school's streams
 * for every row of a page (0.3 ms of the riders' page).
 */
const enrolledStream = sql`(select ${enrolments.stream_id} from ${enrolments}
    where ${enrolments.tenant_id} = ${assignments.tenant_id} and ${enrolments.student_id} = ${assignments.student_id}
      and ${enrolments.academic_period_id} = ${ofJourney(journeys.academic_period_id)})`;
const streamTitle = sql<string | null>`(select ${streams.title} from ${streams}
    where ${streams.tenant_id} = ${assignments.tenant_id} and ${streams.id} = ${enrolledStream})`;
const gradeLevelTitle = sql<string | null>`(select ${gradeLevels.title} from ${gradeLevels}
    where ${gradeLevels.tenant_id} = ${assignments.tenant_id} and ${gradeLevels.id} = (
      select ${streams.grade_level_id} from ${streams}
      where ${streams.tenant_id} = ${assignments.tenant_id} and ${streams.id} = ${enrolledStream}))`;

/** The seven days of the `weekdays` bits, Monday first, each as the object `fields` builds from `d.day`. */
const weekdays = <T>(fields: SQL) =>
  sql<T>`(select json_agg(json_build_object(${fields}) order by d.day) from generate_series(1, 7) as d(day))`;
const ridden = sql`((${assignments.weekdays}::int >> (d.day - 1)) & 1) = 1`;
const dayName = sql`(array[${sql.join(
  DAY_NAMES.map((name) => sql`${name}::text`),
  sql`, `,
)}])[d.day]`;

/** The seven days of the bits with their names, as `bus_schedule` reads. */
const busScheduleOf = (bits: number): StudentJourney['bus_schedule'] =>
  scheduleOf(bits).map((day) => ({
    day_of_week: day.day_of_week,
    day_name: DAY_NAMES[day.day_of_week - 1]!,
    is_active: day.is_active,
  }));

/**
 * The two schedules as SQL and as node builds them from the same bits: reads build them in node,
 * the audit trail's snapshots (written by the write's statement) in SQL.
 */
export const schedules = {
  schedule: {
    sql: weekdays<ScheduleDay[]>(sql`'day_of_week', d.day, 'is_active', ${ridden}`),
    build: scheduleOf,
  },
  bus_schedule: {
    sql: weekdays<StudentJourney['bus_schedule']>(
      sql`'day_of_week', d.day, 'day_name', ${dayName}, 'is_active', ${ridden}`,
    ),
    build: busScheduleOf,
  },
};

const activeDays = (input: Input) =>
  input.schedule.filter((day) => day.is_active).map((day) => day.day_of_week);

/** The row of an assignment's input, without tenant_id. */
const assignmentRow = (input: Input) => ({
  student_id: input.student,
  journey_id: input.journey,
  is_active: input.is_active,
  sequence: input.sequence,
  pick_point_id: input.pick_point,
  drop_point_id: input.drop_point,
  weekdays: weekdayBits(activeDays(input)),
});

const records = tenantRecords({
  table: assignments,
  columns: {
    id: assignments.id,
    student: assignments.student_id,
    student_name: studentName.as('student_name'),
    admission_number: admissionNumber.as('admission_number'),
    grade_level: gradeLevelTitle.as('grade_level'),
    stream: streamTitle.as('stream'),
    journey: assignments.journey_id,
    journey_title: ofJourney<string>(journeys.title).as('journey_title'),
    journey_code: journeyCode.as('journey_code'),
    direction: ofJourney<number>(journeys.direction).as('direction'),
    direction_title: ofJourney<string>(labelOf(journeys.direction, DIRECTIONS)).as('direction_title'),
    is_active: assignments.is_active,
    sequence: assignments.sequence,
    pick_point: assignments.pick_point_id,
    pick_point_title: stopTitle(assignments.pick_point_id).as('pick_point_title'),
    drop_point: assignments.drop_point_id,
    drop_point_title: stopTitle(assignments.drop_point_id).as('drop_point_title'),
    schedule: schedules.schedule.sql.as('schedule'),
    bus_schedule: schedules.bus_schedule.sql.as('bus_schedule'),
  },
  // Built in node from the stored bits for reads; the SQL above makes the audit trail's snapshots.
  builtInNode: {
    schedule: builtInNode(assignments.weekdays, schedules.schedule.build),
    bus_schedule: builtInNode(assignments.weekdays, schedules.bus_schedule.build),
  },
  notFound: ref('riders.notFound'),
  // Children's records (DESIGN §8). The names are looked up: a reference the foreign keys will refuse
  // at the statement's end has none, and the label must not fail first.
  audit: {
    recordType: 'student-journey',
    // "Amani Otieno on R-07", worded for the log's reader.
    label: auditLabel('audit.studentJourneyLabel', {
      student: sql`coalesce(${studentName}, '')`,
      route: sql`coalesce(${journeyCode}, '')`,
    }),
  },
  // Lists are one route's riders or one student's routes; the names are looked up per assignment.
  search: [studentName, admissionNumber],
  orderings: { student_name: studentName, admission_number: admissionNumber, journey_code: journeyCode },
  // A route's riders by name; a student's routes by code.
  defaultOrder: [studentName, journeyCode],
  filters: (query: {
    journey?: string | undefined;
    student?: string | undefined;
    is_active?: 'true' | 'false' | undefined;
  }) => [
    idFilter(assignments.journey_id, query.journey),
    idFilter(assignments.student_id, query.student),
    query.is_active ? eq(assignments.is_active, query.is_active === 'true') : undefined,
  ],
  toRow: (input: Input) => assignmentRow(input),
  // The student and the route first (their keys come first): a point is judged on a route of the school.
  references: {
    student_id: { field: 'student', message: STUDENT_MESSAGES.invalid },
    journey_id: { field: 'journey', message: m.invalidJourney },
    // The (tenant, journey, point) keys: a stop of another route, or of another school, is no stop of this one.
    pick_point_id: { field: 'pick_point', message: m.invalidStop },
    drop_point_id: { field: 'drop_point', message: m.invalidStop },
  },
});

/** A second active assignment of the student to the route: a 400 naming the student. */
async function write<T>(ctx: TenantContext, input: Input, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    if (pgErrorDetail(error).constraint !== 'student_journeys_active_idx') throw error;
    const [student] = await ctx.db
      .select({ name: students.full_name })
      .from(students)
      .where(and(eq(students.tenant_id, ctx.tenantId), eq(students.id, input.student)));
    throw new FieldErrors({
      student: [student ? alreadyAssigned(student.name) : ref('riders.alreadyAssignedUnnamed')],
    });
  }
}

const studentJourneyService = {
  ...records,
  create: (ctx: TenantContext, input: Input) => write(ctx, input, () => records.create(ctx, input)),
  update: (ctx: TenantContext, id: string, input: Input) =>
    write(ctx, input, () => records.update(ctx, id, input)),
};

/**
 * Removes the assignments of a student or route being deleted, each with its own audit entry, before
 * it goes (the foreign keys would otherwise take them silently).
 */
export function removeAssignmentsOf(ctx: TenantContext, owner: { student: string } | { journey: string }) {
  return records.removeWhere(
    ctx,
    'student' in owner
      ? eq(assignments.student_id, owner.student)
      : eq(assignments.journey_id, owner.journey),
  );
}

/**
 * Assignments written together (a route plan's approval): one statement, an audit entry each, as the
 * record's own create writes them.
 */
export async function addAssignments(ctx: TenantContext, inputs: Input[]): Promise<void> {
  if (inputs.length === 0) return;
  await records.auditedWrites!.insert(
    ctx,
    inputs.map((input) => ({ ...assignmentRow(input), tenant_id: ctx.tenantId })),
  );
}

/**
 * Ends the school's active assignments that meet `condition` (a route plan's approval retiring
 * today's routes): inactive, in one statement, an audit entry each.
 */
export async function endAssignmentsWhere(ctx: TenantContext, condition: SQL): Promise<void> {
  const active = and(eq(assignments.tenant_id, ctx.tenantId), eq(assignments.is_active, true), condition)!;
  await records.auditedWrites!.update(ctx, active, { is_active: false, updated_at: new Date() });
}

export const studentJourneysDeclaration = declareResource({
  resource: studentJourneysResource,
  area: 'transport',
  noun: 'student route assignment',
  schemas: {
    read: studentJourneySchema,
    input: studentJourneyInputSchema,
    listQuery: studentJourneyListQuerySchema,
  },
  service: studentJourneyService,
  sample: async (n, reference) => {
    const journey = await reference('journeys');
    const stop = await reference('journey-stops', { journey });
    return {
      student: await reference('students'),
      journey,
      is_active: n % 4 !== 0,
      sequence: 1 + (n % 3),
      // Boarding, leaving, or both at the route's one stop.
      pick_point: n % 3 === 1 ? null : stop,
      drop_point: n % 3 === 2 ? null : stop,
      // Any of the 127 schedules with a day ridden.
      schedule: scheduleOf(1 + (n % 127)),
    };
  },
});
