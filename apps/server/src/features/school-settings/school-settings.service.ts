import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  SCHOOL_SETTINGS_MESSAGES as m,
  type SchoolSettings,
  type SchoolSettingsChange,
} from '@app/shared/school-settings/school-settings.schemas';
import { COORDINATE_DECIMALS } from '@app/shared/common/coordinates';
import { DEFAULT_LOCALE, isLocale } from '@app/shared/i18n/locales';
import { FieldErrors } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import { tenants } from '../tenants/tenants.table';

const settingsColumns = {
  name: tenants.name,
  time_zone: tenants.time_zone,
  cost_per_km: tenants.cost_per_km,
  cost_per_hour: tenants.cost_per_hour,
  currency: tenants.currency,
  default_language: tenants.default_language,
  arrival_window_start: tenants.arrival_window_start,
  arrival_window_end: tenants.arrival_window_end,
  dismissal_time: tenants.dismissal_time,
  max_ride_minutes: tenants.max_ride_minutes,
  walk_limit_metres: tenants.walk_limit_metres,
  // numeric comes back as text; float8 gives the JSON number of exactly the seven decimals stored.
  school_latitude: sql<number | null>`${tenants.school_latitude}::float8`,
  school_longitude: sql<number | null>`${tenants.school_longitude}::float8`,
  pre_trip_inspection_required: tenants.pre_trip_inspection_required,
};
type Row = {
  name: string;
  time_zone: string;
  cost_per_km: string;
  cost_per_hour: string;
  currency: string;
  default_language: string;
  arrival_window_start: string;
  arrival_window_end: string;
  dismissal_time: string;
  max_ride_minutes: number;
  walk_limit_metres: number;
  school_latitude: number | null;
  school_longitude: number | null;
  pre_trip_inspection_required: boolean;
};

/** A time column's "07:15:00" as the settings say it, "07:15": they are set in whole minutes. */
const minutes = (time: string) => time.slice(0, 5);

// numeric(10, 2) is read as its exact text ("120.00"); the wire has a number. The column holds only
// what the schema let in (no check constraint lists the languages, ADR 019); anything else reads as English.
const settingsOf = (row: Row): SchoolSettings => ({
  ...row,
  cost_per_km: Number(row.cost_per_km),
  cost_per_hour: Number(row.cost_per_hour),
  default_language: isLocale(row.default_language) ? row.default_language : DEFAULT_LOCALE,
  arrival_window_start: minutes(row.arrival_window_start),
  arrival_window_end: minutes(row.arrival_window_end),
  dismissal_time: minutes(row.dismissal_time),
});

export async function getSchoolSettings(ctx: TenantContext): Promise<SchoolSettings> {
  const [settings] = await ctx.db.select(settingsColumns).from(tenants).where(eq(tenants.id, ctx.tenantId));
  // The caller's profile in this school was found a moment ago; its school cannot be missing.
  return settingsOf(settings!);
}

/**
 * A change of one end of the arrival window alone must still leave it open: the end after the start
 * as they will be. The schema compares the two when both are sent; this compares one with the stored
 * other, in the update's own condition (no row written: refused). Null when neither or both are sent.
 */
function windowStaysOpen(input: SchoolSettingsChange): { holds: SQL; field: string } | null {
  const { arrival_window_start: start, arrival_window_end: end } = input;
  if ((start === undefined) === (end === undefined)) return null;
  const from = start === undefined ? tenants.arrival_window_start : sql`${start}::time`;
  const to = end === undefined ? tenants.arrival_window_end : sql`${end}::time`;
  return {
    holds: sql`${to} > ${from}`,
    field: start === undefined ? 'arrival_window_end' : 'arrival_window_start',
  };
}

/**
 * The school's place as the row stores it: both given, both null (cleared); both left out, nothing
 * (kept). The schema refused one without the other.
 */
function schoolLocationOf(input: SchoolSettingsChange) {
  const { school_latitude: latitude, school_longitude: longitude } = input;
  if (latitude === undefined && longitude === undefined) return {};
  const stored = (value: number | null | undefined) => value?.toFixed(COORDINATE_DECIMALS) ?? null;
  return { school_latitude: stored(latitude), school_longitude: stored(longitude) };
}

export async function updateSchoolSettings(
  ctx: TenantContext,
  input: SchoolSettingsChange,
): Promise<SchoolSettings> {
  const window = windowStaysOpen(input);
  const [settings] = await ctx.db
    .update(tenants)
    .set({
      name: input.name,
      time_zone: input.time_zone,
      // At most 2 decimals (the schema), so the text is exact: no rounding by the column.
      cost_per_km: String(input.cost_per_km),
      currency: input.currency,
      ...(input.cost_per_hour !== undefined && { cost_per_hour: String(input.cost_per_hour) }),
      // Left out of the request, each of these stays as the school has it (a client that predates them).
      ...(input.default_language && { default_language: input.default_language }),
      ...(input.arrival_window_start && { arrival_window_start: input.arrival_window_start }),
      ...(input.arrival_window_end && { arrival_window_end: input.arrival_window_end }),
      ...(input.dismissal_time && { dismissal_time: input.dismissal_time }),
      ...(input.max_ride_minutes !== undefined && { max_ride_minutes: input.max_ride_minutes }),
      ...(input.walk_limit_metres !== undefined && { walk_limit_metres: input.walk_limit_metres }),
      ...schoolLocationOf(input),
      ...(input.pre_trip_inspection_required !== undefined && {
        pre_trip_inspection_required: input.pre_trip_inspection_required,
      }),
    })
    .where(and(eq(tenants.id, ctx.tenantId), window?.holds))
    .returning(settingsColumns);
  if (!settings && window) throw new FieldErrors({ [window.field]: [m.arrivalWindowOrder] });
  return settingsOf(settings!);
}
