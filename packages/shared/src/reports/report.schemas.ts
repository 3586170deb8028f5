import { z } from 'zod';
import { ref } from '../i18n/message-ref';
import { dateString } from '../common/dates';
import { listQuerySchema } from '../common/list';

/**
 * The six reports (DESIGN §6), computed by the server from the school's own trips and events for a
 * range of the school's calendar dates. One generic shape for all of them, so that the preview, the
 * CSV and the PDF are rendered from the same rows by one piece of code each, and cannot disagree.
 */
export const REPORT_NAMES = [
  'trips',
  'incidents',
  'attendance',
  'performance',
  'fleet-analytics',
  'cost-analysis',
  // Issue 25 §1: the inspections of the range and the vehicles out of service.
  'inspections',
  // Issue 25 §3: each vehicle's and driver's documents, valid, expiring, expired or missing.
  'compliance',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

/** `GET /api/reports/{name}/?start_date=&end_date=[&page=&page_size=][&format=csv|pdf]` */
export function reportPath(name: ReportName): string {
  return `/reports/${name}/`;
}

export const REPORT_TITLES: Record<ReportName, string> = {
  trips: ref('reports.titleTrips'),
  incidents: ref('reports.titleIncidents'),
  attendance: ref('reports.titleAttendance'),
  performance: ref('reports.titlePerformance'),
  'fleet-analytics': ref('reports.titleFleetAnalytics'),
  'cost-analysis': ref('reports.titleCostAnalysis'),
  inspections: ref('inspections.reportTitle'),
  compliance: ref('reports.titleCompliance'),
};

/** A range of at most a year, like trip generation's. */
export const MAX_REPORT_DAYS = 366;

export const REPORT_MESSAGES = {
  startRequired: ref('reports.startRequired'),
  endRequired: ref('reports.endRequired'),
  endBeforeStart: ref('reports.endBeforeStart'),
  tooLong: ref('reports.tooLong', { max: MAX_REPORT_DAYS }),
  generated: ref('reports.generated'),
  failed: ref('reports.failed'),
  downloadFailed: ref('reports.downloadFailed'),
  noRows: ref('reports.noRows'),
} as const;
const m = REPORT_MESSAGES;

export const REPORT_FORMATS = ['json', 'csv', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const reportQuerySchema = z
  .object({
    start_date: dateString(undefined, m.startRequired),
    end_date: dateString(undefined, m.endRequired),
    /** Pages of the report's paged table (one row per student, event or route stop), as a list's. */
    page: listQuerySchema.shape.page,
    page_size: listQuerySchema.shape.page_size,
    /** csv and pdf answer a file of every row (all pages) of what the preview shows. */
    format: z.enum(REPORT_FORMATS, { message: ref('reports.formatInvalid') }).default('json'),
  })
  .refine((range) => range.end_date >= range.start_date, { path: ['end_date'], message: m.endBeforeStart })
  .refine(
    (range) =>
      (Date.parse(`${range.end_date}T00:00:00Z`) - Date.parse(`${range.start_date}T00:00:00Z`)) / 86_400_000 <
      MAX_REPORT_DAYS,
    { path: ['end_date'], message: m.tooLong },
  );
export type ReportQuery = z.input<typeof reportQuerySchema>;

/**
 * How a value is shown: text as is; count and number with grouping; percent (0-100) with one
 * decimal and '%'; distance in km with one decimal; money with two decimals and the currency code;
 * minutes as a signed whole number ('+3 min'); date 'MMMM D, YYYY'; time 'HH:MM'; date_time
 * 'MMMM D, YYYY HH:MM' (all in the school's time zone, already converted by the server).
 */
export const REPORT_VALUE_KINDS = [
  'text',
  'count',
  'number',
  'percent',
  'distance',
  'money',
  'minutes',
  'date',
  'time',
  'date_time',
] as const;
export type ReportValueKind = (typeof REPORT_VALUE_KINDS)[number];

export const reportColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(REPORT_VALUE_KINDS),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

/** A cell: numbers as numbers, dates 'YYYY-MM-DD', times 'HH:MM', date_time 'YYYY-MM-DD HH:MM'; null is empty. */
export const reportValueSchema = z.union([z.string(), z.number(), z.null()]);
export type ReportValue = z.infer<typeof reportValueSchema>;
export type ReportRow = Record<string, ReportValue>;

export const reportTableSchema = z.object({
  key: z.string(),
  title: z.string(),
  columns: z.array(reportColumnSchema),
  /** Rows of the whole range (all pages). */
  count: z.number().int(),
  /** Whether `rows` is one page (page, page_size of the query) or every row. */
  paged: z.boolean(),
  rows: z.array(z.record(z.string(), reportValueSchema)),
});
export type ReportTable = z.infer<typeof reportTableSchema>;

/** A headline figure: 'Completion rate' 93.5 percent. */
export const reportFigureSchema = z.object({
  label: z.string(),
  kind: z.enum(REPORT_VALUE_KINDS),
  value: reportValueSchema,
});
export type ReportFigure = z.infer<typeof reportFigureSchema>;

export const SERIES_TONES = ['good', 'warning', 'bad'] as const;
export type SeriesTone = (typeof SERIES_TONES)[number];

/** What the chart draws (Mantine charts): one point per x value, one series per y key. */
export const reportChartSchema = z.object({
  title: z.string(),
  type: z.enum(['bar', 'stacked-bar', 'line']),
  x_key: z.string(),
  x_kind: z.enum(REPORT_VALUE_KINDS),
  /** What the x values are, when no table column of the same key names them (Compliance's owners). */
  x_label: z.string().optional(),
  /**
   * In the order of their legend. `trip_status`: the series counts trips of that status (1-4), drawn
   * in its badge's colour. `tone`: what the series means for the school (good, needs attention, bad),
   * drawn in the colours the screens give those (Compliance: a document valid, expiring, expired).
   */
  series: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      kind: z.enum(REPORT_VALUE_KINDS),
      trip_status: z.number().int().optional(),
      tone: z.enum(SERIES_TONES).optional(),
    }),
  ),
  data: z.array(z.record(z.string(), reportValueSchema)),
});
export type ReportChart = z.infer<typeof reportChartSchema>;

export const reportSchema = z.object({
  name: z.enum(REPORT_NAMES),
  title: z.string(),
  school_name: z.string(),
  time_zone: z.string(),
  /** ISO 4217 code of the school's money (Cost Analysis). */
  currency: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  /** When the server computed it (ISO 8601 with offset, in the school's zone). */
  generated_at: z.string(),
  figures: z.array(reportFigureSchema),
  chart: reportChartSchema.nullable(),
  /** At most one table is paged; the others are whole. */
  tables: z.array(reportTableSchema),
});
export type Report = z.infer<typeof reportSchema>;
