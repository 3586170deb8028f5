import { sql } from 'drizzle-orm';
import { GUARDIAN_PROFILE_TYPE } from '@app/shared/accounts/roles';
import { FAMILY_MESSAGES, type FamilyChild } from '@app/shared/family/family.schemas';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { TenantContext } from '../../http/tenant-context';

/**
 * The guardian record the caller's profile stands for (ADR 022). Only a guardian's profile reaches
 * the family calls (area `family`); one invited before guardians were named stands for no one and
 * sees no child.
 */
export function callerGuardian(ctx: TenantContext): string | null {
  return ctx.profileType === GUARDIAN_PROFILE_TYPE ? ctx.personId : null;
}

/**
 * The caller's children with the flags of their links, by name; `child` alone when given. The links
 * decide: an id that is not one of the caller's children is simply not in the answer.
 */
export function linkedChildren(
  ctx: TenantContext,
  child?: string,
): Promise<(FamilyChild & { link: string })[]> {
  const guardian = callerGuardian(ctx);
  if (!guardian || (child !== undefined && !isUuid(child))) return Promise.resolve([]);
  return queryRows(
    ctx.db,
    sql`select s.id::text as id, s.first_name, s.full_name, l.relationship::int as relationship,
               l.is_primary, l.emergency_contact, l.trip_notifications, l.id::text as link
          from student_guardians l
          join students s on s.tenant_id = l.tenant_id and s.id = l.student_id
         where l.tenant_id = ${ctx.tenantId} and l.guardian_id = ${guardian}
           ${child === undefined ? sql`` : sql`and l.student_id = ${child}`}
         order by s.full_name, s.id`,
  );
}

/** One of the caller's children, or 404 as another school's record is. */
export async function requireChild(ctx: TenantContext, child: string): Promise<FamilyChild> {
  const [found] = await linkedChildren(ctx, child);
  if (!found) throw new AppError(404, FAMILY_MESSAGES.childNotFound);
  const { link: _link, ...rest } = found;
  return rest;
}
