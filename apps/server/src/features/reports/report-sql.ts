import { sql, type SQL } from 'drizzle-orm';
import type { ReportValue } from '@app/shared/reports/report.schemas';
import { queryRow } from '../../db/query-rows';
import { SERVER_RANDOM_PAGE_COST } from '../../db/school-scope';
import { sqlCodes } from '../../db/sql-codes';
import type { TenantContext } from '../../http/tenant-context';
import { inTransaction } from '../../records/tenant-records';
import type { ReportRange, ReportSchool } from './report-definition';

/** An instant as the school's wall clock, 'YYYY-MM-DD HH:MM' (a date_time cell). */
export function localDateTime(moment: SQL, timeZone: string): SQL<string> {
  return sql<string>`to_char(${moment} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI')`;
}

/**
 * Instants from the range's first midnight to the end of its last day in the school's zone: a plain
 * range of timestamptz, so that an index on (tenant, type, event_time) reads only those.
 */
export function duringRange(moment: SQL, range: ReportRange, timeZone: string): SQL {
  return sql`${moment} >= (${range.start_date}::date)::timestamp at time zone ${timeZone}
    and ${moment} < (${range.end_date}::date + 1)::timestamp at time zone ${timeZone}`;
}

/** LIMIT and OFFSET of the paged table: one page for the preview, every row for the files. */
export function pageOf(range: ReportRange): SQL {
  if (range.all) return sql``;
  return sql`limit ${range.page_size} offset ${(range.page - 1) * range.page_size}`;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Every date of the range in order, 'YYYY-MM-DD': a chart's x values, zero days included. */
export function rangeDays(range: ReportRange): string[] {
  const first = dayNumber(range.start_date);
  return Array.from({ length: dayNumber(range.end_date) - first + 1 }, (_, i) => dateOf(first + i));
}

/** The Monday of every week the range touches, in order (weeks start on Monday, as ISO's). */
export function rangeWeeks(range: ReportRange): string[] {
  const first = dayNumber(range.start_date);
  // 1970-01-01 (day 0) was a Thursday: day + 3 counts from a Monday.
  const monday = first - ((first + 3) % 7);
  const weeks: string[] = [];
  for (let day = monday; day <= dayNumber(range.end_date); day += 7) weeks.push(dateOf(day));
  return weeks;
}

/** `part` of `whole` as a percentage with one decimal; null (not NaN) when there is no whole. */
export function percentOf(part: number, whole: number): ReportValue {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/**
 * Runs a report's one statement. A term of a district is millions of stops and events hashed and
 * grouped at once: room to do it in memory, and no JIT compilation (which alone costs about a
 * second on statements this size), for this statement only.
 */
export async function reportStatement<Row extends object>(ctx: TenantContext, statement: SQL): Promise<Row> {
  return inTransaction(ctx, async (tx) => {
    // A report reads a term's rows by the thousand: joins that hash them beat a look-up a row, so the
    // server's own page costs, not the ones a school's requests price pages with (db/school-scope.ts).
    await tx.db.execute(
      sql`select set_config('work_mem', '128MB', true), set_config('jit', 'off', true),
        set_config('random_page_cost', ${sql.raw(SERVER_RANDOM_PAGE_COST)}, true)`,
    );
    // An aggregate statement always answers one row.
    return queryRow<Row>(tx.db, statement);
  });
}

/**
 * When the range's trips can have left a record (an event, a position): from a day before the first
 * date to a day after the last, in the school's zone. A trip's records are made on its date; a day
 * either side keeps late-night trips and clocks a little wrong, and leaves out only records more
 * than a day from their trip's date, which are mistakes.
 */
export function aroundRange(school: ReportSchool, range: ReportRange): { from: SQL; to: SQL } {
  const zone = school.time_zone;
  return {
    from: sql`((${range.start_date}::date - 1)::timestamp at time zone ${zone})`,
    to: sql`((${range.end_date}::date + 2)::timestamp at time zone ${zone})`,
  };
}

/** Which events of the range's trips to read (aroundRange), on the events' (tenant, type, time) index. */
export function eventsOfRange(school: ReportSchool, range: ReportRange, types: number[]): SQL {
  const around = aroundRange(school, range);
  return sql`e.event_type in (${sqlCodes(types)})
    and e.event_time >= ${around.from} and e.event_time < ${around.to}`;
}

/** Charts draw at most this many bars; more would not be readable. */
export const CHART_LIMIT = 30;

/**
 * A trip's riders, as an array of student ids: those recorded boarding it, or those recorded leaving
 * it where there are more (a ride home may record only where each child got off). Read from the
 * sets kept on the trip (migration 0012), not from its events; only the chosen set is read.
 */
export function ridersOfTrip(trip: string): SQL {
  const t = sql.raw(trip);
  return sql`(case when ${t}.picked_up_count >= ${t}.dropped_off_count
    then ${t}.picked_up_students else ${t}.dropped_off_students end)`;
}

/** How many riders a trip had (ridersOfTrip), from the sizes kept in its row. */
export function riderCountOfTrip(trip: string): SQL {
  const t = sql.raw(trip);
  return sql`greatest(${t}.picked_up_count, ${t}.dropped_off_count)`;
}
