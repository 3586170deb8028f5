import { sql } from 'drizzle-orm';
import type { ReportColumn, ReportRow } from '@app/shared/reports/report.schemas';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import { sqlCode } from '../../db/sql-codes';
import type { ReportBody, ReportBuilder } from './report-definition';
import { eventsOfRange, pageOf, percentOf, reportStatement } from './report-sql';
import { ref } from '@app/shared/i18n/message-ref';

const COLUMNS: ReportColumn[] = [
  { key: 'student', label: ref('reports.student'), kind: 'text' },
  { key: 'admission_number', label: ref('reports.admissionNumber'), kind: 'text' },
  { key: 'expected_pickups', label: ref('reports.expectedPickUps'), kind: 'count' },
  { key: 'pickups', label: ref('reports.pickUps'), kind: 'count' },
  { key: 'expected_dropoffs', label: ref('reports.expectedDropOffs'), kind: 'count' },
  { key: 'dropoffs', label: ref('reports.dropOffs'), kind: 'count' },
  { key: 'absences', label: ref('reports.absences'), kind: 'count' },
  { key: 'attendance_rate', label: ref('reports.attendanceRate'), kind: 'percent' },
];

type Rider = {
  student: string | null;
  admission_number: string | null;
  expected_pickups: number;
  pickups: number;
  expected_dropoffs: number;
  dropoffs: number;
  absences: number;
};
type Totals = {
  students: number;
  expected: number;
  recorded: number;
  absences: number;
  rows: Rider[] | null;
};

/**
 * Attendance (DESIGN §6): per student expected or recorded on a trip of the range that ran (an
 * active or completed trip: a trip still scheduled has not happened yet, a cancelled one will not),
 * the rides expected (in the riders of the trip's stops) against the trips on which the student was
 * recorded picked up and dropped off, and those on which they were recorded absent; attendance rate =
 * recorded rides ÷ expected rides.
 *
 * A term of a district is 1.2 million trip stops and 12 million events, so neither is read row by
 * row; the report reads the riders that triggers keep on each trip (migration 0012):
 * - expected: the trip's stops' riders as two sorted arrays; a route's trips mostly expect the same
 *   riders on the same weekday, so trips are grouped by the arrays' key (a 128-bit hash kept in the
 *   row) and each distinct pair is read and unnested once (a term's 60,000 trips had 766 pairs);
 * - recorded: the totals are the sizes of the trips' sets of students picked up, dropped off and
 *   absent; the page's students are counted from their own events (the events' student index), and
 *   only the files, which list every student, unnest the trips' sets;
 * - a student recorded though expected on none of those trips (on the wrong bus) is found by one
 *   index probe per student of the school not expected, and listed with nothing expected.
 * The roster is named, ordered by name and paged, and the totals come in the same statement.
 */
export const attendanceReport: ReportBuilder = async (ctx, school, range) => {
  const tenant = ctx.tenantId;
  const ran = (t: string) => {
    const trip = sql.raw(t);
    return sql`${trip}.tenant_id = ${tenant} and ${trip}.journey_date between ${range.start_date} and ${range.end_date}
      and ${trip}.status in (${sqlCode(STATUS.active)}, ${sqlCode(STATUS.completed)})`;
  };
  const riderEvents = sql`e.event_type in (${sqlCode(EVENT.pickup)}, ${sqlCode(EVENT.dropoff)}, ${sqlCode(EVENT.absent)})`;
  // The trips (of the range, that ran) on which each listed student was picked up, dropped off, or
  // found absent: a count of sets, like the trips' own, so a twice recorded pick-up counts once.
  const recorded = range.all
    ? sql`
      select r.student,
        count(*) filter (where r.place <= t.picked_up_count)::int as pickups,
        count(*) filter (where r.place > t.picked_up_count
          and r.place <= t.picked_up_count + t.dropped_off_count)::int as dropoffs,
        count(*) filter (where r.place > t.picked_up_count + t.dropped_off_count)::int as absences
      from trips t
      cross join unnest(t.picked_up_students || t.dropped_off_students || t.absent_students) with ordinality as r(student, place)
      where ${ran('t')}
      group by r.student`
    : sql`
      select e.student_id as student,
        count(distinct e.trip_id) filter (where e.event_type = ${sqlCode(EVENT.pickup)})::int as pickups,
        count(distinct e.trip_id) filter (where e.event_type = ${sqlCode(EVENT.dropoff)})::int as dropoffs,
        count(distinct e.trip_id) filter (where e.event_type = ${sqlCode(EVENT.absent)})::int as absences
      from page p
      join trip_events e on e.tenant_id = ${tenant} and e.student_id = p.student and ${riderEvents}
      join trips t on t.tenant_id = e.tenant_id and t.id = e.trip_id and ${ran('t')}
      group by e.student_id`;
  const totals = await reportStatement<Totals>(
    ctx,
    sql`
      with patterns as (
        -- Trips grouped by their expected riders' key, each pattern read once, from one of its trips.
        select count(*)::int as trips, min(t.id::text)::uuid as trip
        from trips t where ${ran('t')}
        group by t.expected_pick_hash, t.expected_drop_hash
      ), expected_sets as materialized (
        select p.trips, t.expected_pick_students as picks, t.expected_drop_students as drops,
          cardinality(t.expected_pick_students) as pick_count
        from patterns p join trips t on t.tenant_id = ${tenant} and t.id = p.trip
      ), expected as (
        -- Both arrays in one pass: an id's place says whether it boards (pick) or leaves (drop).
        select r.student,
          coalesce(sum(x.trips) filter (where r.place <= x.pick_count), 0)::int as pickups,
          coalesce(sum(x.trips) filter (where r.place > x.pick_count), 0)::int as dropoffs
        from expected_sets x
        cross join unnest(x.picks || x.drops) with ordinality as r(student, place)
        group by r.student
      ), unexpected as (
        select s.id as student from students s
        where s.tenant_id = ${tenant} and not exists (select from expected x where x.student = s.id)
          and exists (
            select from trip_events e join trips t on t.tenant_id = e.tenant_id and t.id = e.trip_id
            where e.tenant_id = ${tenant} and e.student_id = s.id
              and ${eventsOfRange(school, range, [EVENT.pickup, EVENT.dropoff, EVENT.absent])} and ${ran('t')})
      ), roster as materialized (
        select student, pickups as expected_pickups, dropoffs as expected_dropoffs from expected
        union all
        select student, 0, 0 from unexpected
      ), totals as (
        select (select count(*) from roster)::int as students,
          (select coalesce(sum(expected_pickups + expected_dropoffs), 0) from roster)::int as expected,
          coalesce(sum(t.picked_up_count + t.dropped_off_count), 0)::int as recorded,
          coalesce(sum(t.absent_count), 0)::int as absences
        from trips t where ${ran('t')}
      ), page as materialized (
        -- A student whose record was deleted keeps the rides expected: shown without a name, last.
        select roster.*, s.full_name, s.admission_number, row_number() over (
            order by s.full_name nulls last, s.admission_number, roster.student) as place
        from roster left join students s on s.tenant_id = ${tenant} and s.id = roster.student
        order by place
        ${pageOf(range)}
      ), recorded as (${recorded})
      select totals.*, (
        select json_agg(json_build_object(
            'student', p.full_name, 'admission_number', p.admission_number,
            'expected_pickups', p.expected_pickups, 'pickups', coalesce(r.pickups, 0),
            'expected_dropoffs', p.expected_dropoffs, 'dropoffs', coalesce(r.dropoffs, 0),
            'absences', coalesce(r.absences, 0))
          order by p.place)
        from page p left join recorded r on r.student = p.student) as rows
      from totals`,
  );
  return attendanceBody(totals, range.all);
};

/** The figures and the table of the statement's totals and page of riders, with each rider's rate. */
function attendanceBody(totals: Totals, all: boolean): ReportBody {
  const { students, expected, recorded, absences } = totals;
  const rows: ReportRow[] = (totals.rows ?? []).map((row) => ({
    ...row,
    attendance_rate: percentOf(row.pickups + row.dropoffs, row.expected_pickups + row.expected_dropoffs),
  }));
  return {
    figures: [
      { label: ref('reports.students'), kind: 'count', value: students },
      { label: ref('reports.expectedRides'), kind: 'count', value: expected },
      { label: ref('reports.recordedRides'), kind: 'count', value: recorded },
      { label: ref('reports.absences'), kind: 'count', value: absences },
      { label: ref('reports.attendanceRate'), kind: 'percent', value: percentOf(recorded, expected) },
    ],
    chart: null,
    tables: [
      {
        key: 'students',
        title: ref('reports.students'),
        columns: COLUMNS,
        count: students,
        paged: !all,
        rows,
      },
    ],
  };
}
