import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TenantEntry } from '@app/shared/accounts/auth.schemas';
import { GUARDIAN_PROFILE_TYPE, roleName, STAFF_PROFILE_TYPE } from '@app/shared/accounts/roles';
import { DEFAULT_LOCALE, isLocale } from '@app/shared/i18n/locales';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import { employees, guardians, profiles, tenants } from '../../db/schema';

/** The API base of a school: its own domain when it lives on another cell, else this deployment's. */
function tenantDomain(config: Config, domain: string | null): string {
  return domain ?? `${config.publicUrl}/api`;
}

/** A profile of this type stands for this person record of its school. */
const standsFor = (person: { tenant_id: AnyPgColumn; id: AnyPgColumn }, profileType: number) =>
  and(
    eq(profiles.profile_type, profileType),
    eq(person.tenant_id, profiles.tenant_id),
    eq(person.id, profiles.person_id),
  );

/** Every school of the user, once each, with the user's profiles in it (login's `user.tenants`). */
export async function listUserTenants(db: Db, config: Config, userId: string): Promise<TenantEntry[]> {
  const rows = await db
    .select({
      tenant: tenants.id,
      name: tenants.name,
      domain: tenants.domain,
      time_zone: tenants.time_zone,
      default_language: tenants.default_language,
      profile_id: profiles.id,
      profile_type: profiles.profile_type,
      role: profiles.role_id,
      person_name: sql<string | null>`coalesce(${employees.full_name}, ${guardians.full_name})`,
    })
    .from(profiles)
    .innerJoin(tenants, eq(tenants.id, profiles.tenant_id))
    // A staff profile stands for an employee, a guardian's for a guardian (the invitation named them):
    // the profile carries their name.
    .leftJoin(employees, standsFor(employees, STAFF_PROFILE_TYPE))
    .leftJoin(guardians, standsFor(guardians, GUARDIAN_PROFILE_TYPE))
    .where(eq(profiles.user_id, userId))
    .orderBy(asc(tenants.name), asc(tenants.id), asc(profiles.created_at), asc(profiles.id));
  const byTenant = new Map<string, TenantEntry>();
  for (const row of rows) {
    let entry = byTenant.get(row.tenant);
    if (!entry) {
      entry = {
        tenant: row.tenant,
        name: row.name,
        domain: tenantDomain(config, row.domain),
        time_zone: row.time_zone,
        default_language: isLocale(row.default_language) ? row.default_language : DEFAULT_LOCALE,
        profiles: [],
      };
      byTenant.set(row.tenant, entry);
    }
    entry.profiles.push({
      profile_id: row.profile_id,
      profile_type: row.profile_type,
      role: row.role,
      role_name: roleName(row.role),
      person_name: row.person_name,
    });
  }
  return [...byTenant.values()];
}
