import { eq } from 'drizzle-orm';
import type {
  SchoolSettings,
  SchoolSettingsInput,
} from '@app/shared/school-settings/school-settings.schemas';
import type { TenantContext } from '../../http/tenant-context';
import { tenants } from '../tenants/tenants.table';

const settingsColumns = { name: tenants.name, time_zone: tenants.time_zone };

export async function getSchoolSettings(ctx: TenantContext): Promise<SchoolSettings> {
  const [settings] = await ctx.db.select(settingsColumns).from(tenants).where(eq(tenants.id, ctx.tenantId));
  // The caller's profile in this school was found a moment ago; its school cannot be missing.
  return settings!;
}

export async function updateSchoolSettings(
  ctx: TenantContext,
  input: SchoolSettingsInput,
): Promise<SchoolSettings> {
  const [settings] = await ctx.db
    .update(tenants)
    .set({ name: input.name, time_zone: input.time_zone })
    .where(eq(tenants.id, ctx.tenantId))
    .returning(settingsColumns);
  return settings!;
}
