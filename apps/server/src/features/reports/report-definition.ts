import type { Locale } from '@app/shared/i18n/locales';
import type { Report } from '@app/shared/reports/report.schemas';
import type { TenantContext } from '../../http/tenant-context';

/** The school a report is computed for: its settings, read once per request. */
export type ReportSchool = {
  name: string;
  time_zone: string;
  currency: string;
  /** Money per kilometre (Cost Analysis), a decimal string as PostgreSQL answers numeric. */
  cost_per_km: string;
};

/**
 * The range of school calendar dates asked for, and which rows of the paged table: one page for the
 * preview, every row (`all`) for the CSV and PDF downloads.
 */
export type ReportRange = {
  start_date: string;
  end_date: string;
  page: number;
  page_size: number;
  all: boolean;
};

/** What one report computes; the route adds the name, title, school, range and generated_at. */
export type ReportBody = Pick<Report, 'figures' | 'chart' | 'tables'>;

/**
 * Who reads the report: its language, and `word` for a message ref in it. Headings are worded by the
 * route for every report; a report whose cells are words too (Compliance's "Expired March 1, 2026")
 * words them itself with this. English when not given (the builders' tests).
 */
export type ReportReader = { locale: Locale; word: (text: string) => string };

/** One report: set-based SQL over the school's trips and events for the range (DESIGN §6). */
export type ReportBuilder = (
  ctx: TenantContext,
  school: ReportSchool,
  range: ReportRange,
  reader?: ReportReader,
) => Promise<ReportBody>;
