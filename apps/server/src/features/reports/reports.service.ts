import { eq, sql } from 'drizzle-orm';
import {
  REPORT_TITLES,
  type Report,
  type ReportName,
  type reportQuerySchema,
} from '@app/shared/reports/report.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import { tenants } from '../tenants/tenants.table';
import { reportBuilders } from './report-builders';
import type { ReportBuilder, ReportReader, ReportSchool } from './report-definition';

type Query = ReturnType<typeof reportQuerySchema.parse>;

const NOT_FOUND = ref('reports.notFound');

/** The builder of a report this server computes; 404 for any other name. */
export function reportBuilder(name: string): ReportBuilder {
  const builder = reportBuilders[name as ReportName];
  if (!builder) throw new AppError(404, NOT_FOUND);
  return builder;
}

/**
 * A report of the school's own trips and events for the range: its settings read once (they head
 * the report and set its time zone and money), then the report's builder; the preview's page of the
 * paged table for JSON, every row for the files.
 */
export async function generateReport(
  ctx: TenantContext,
  name: ReportName,
  query: Query,
  reader?: ReportReader,
): Promise<Report> {
  const builder = reportBuilder(name);
  const { school, generatedAt } = await readSchool(ctx);
  const { start_date, end_date, page, page_size, format } = query;
  const range = { start_date, end_date, page, page_size, all: format !== 'json' };
  const body = await builder(ctx, school, range, reader);
  return {
    name,
    title: REPORT_TITLES[name],
    school_name: school.name,
    time_zone: school.time_zone,
    currency: school.currency,
    start_date,
    end_date,
    generated_at: generatedAt,
    ...body,
  };
}

/** The school's settings, and now on its wall clock with its UTC offset ('2026-03-05T07:04:00+03:00'). */
async function readSchool(ctx: TenantContext): Promise<{ school: ReportSchool; generatedAt: string }> {
  const local = sql`now() at time zone ${tenants.time_zone}`;
  const [row] = await ctx.db
    .select({
      name: tenants.name,
      time_zone: tenants.time_zone,
      currency: tenants.currency,
      cost_per_km: sql<string>`${tenants.cost_per_km}::text`,
      local: sql<string>`to_char(${local}, 'YYYY-MM-DD"T"HH24:MI:SS')`,
      offsetMinutes: sql<number>`(extract(epoch from ${local} - (now() at time zone 'UTC')) / 60)::int`,
    })
    .from(tenants)
    .where(eq(tenants.id, ctx.tenantId));
  // The caller's profile in this school was found a moment ago; its school cannot be missing.
  const { local: wallClock, offsetMinutes, ...school } = row!;
  return { school, generatedAt: `${wallClock}${utcOffset(offsetMinutes)}` };
}

/** +03:00, -05:30, +00:00 */
function utcOffset(minutes: number): string {
  const size = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}
