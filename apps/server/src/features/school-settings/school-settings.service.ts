import { eq } from 'drizzle-orm';
import type {
  SchoolSettings,
  SchoolSettingsInput,
} from '@app/shared/school-settings/school-settings.schemas';
import { DEFAULT_LOCALE, isLocale } from '@app/shared/i18n/locales';
import type { TenantContext } from '../../http/tenant-context';
import { tenants } from '../tenants/tenants.table';

const settingsColumns = {
  name: tenants.name,
  time_zone: tenants.time_zone,
  cost_per_km: tenants.cost_per_km,
  currency: tenants.currency,
  default_language: tenants.default_language,
};
type Row = {
  name: string;
  time_zone: string;
  cost_per_km: string;
  currency: string;
  default_language: string;
};

// numeric(10, 2) is read as its exact text ("120.00"); the wire has a number. The column holds only
// what the schema let in (no check constraint lists the languages, ADR 019); anything else reads as English.
const settingsOf = (row: Row): SchoolSettings => ({
  ...row,
  cost_per_km: Number(row.cost_per_km),
  default_language: isLocale(row.default_language) ? row.default_language : DEFAULT_LOCALE,
});

export async function getSchoolSettings(ctx: TenantContext): Promise<SchoolSettings> {
  const [settings] = await ctx.db.select(settingsColumns).from(tenants).where(eq(tenants.id, ctx.tenantId));
  // The caller's profile in this school was found a moment ago; its school cannot be missing.
  return settingsOf(settings!);
}

export async function updateSchoolSettings(
  ctx: TenantContext,
  input: SchoolSettingsInput,
): Promise<SchoolSettings> {
  const [settings] = await ctx.db
    .update(tenants)
    .set({
      name: input.name,
      time_zone: input.time_zone,
      // At most 2 decimals (the schema), so the text is exact: no rounding by the column.
      cost_per_km: String(input.cost_per_km),
      currency: input.currency,
      // Left out of the request: the school keeps its language.
      ...(input.default_language && { default_language: input.default_language }),
    })
    .where(eq(tenants.id, ctx.tenantId))
    .returning(settingsColumns);
  return settingsOf(settings!);
}
