import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { GUARDIAN_PROFILE_TYPE, STAFF_PROFILE_TYPE } from '@app/shared/accounts/roles';
import type { Db } from '../../db/client';
import { employees, guardians, invitations, profiles } from '../../db/schema';
import type { AccessTokens } from '../accounts/access-tokens';
import { hashInviteCode } from './invitation-codes';

export type PendingInvitation = typeof invitations.$inferSelect;

/**
 * The invitation to this phone with this code that is neither accepted nor expired. Found by the
 * phone and the code's hash together: a code never opens another phone's invitation.
 */
export async function findPendingInvitation(
  db: Db,
  tokens: Pick<AccessTokens, 'hashSecret'>,
  phone: string,
  code: string,
): Promise<PendingInvitation | undefined> {
  const [found] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.phone, phone),
        eq(invitations.code_hash, hashInviteCode(tokens, code)),
        isNull(invitations.accepted_at),
        gt(invitations.expires_at, sql`now()`),
      ),
    )
    .limit(1);
  return found;
}

/**
 * Spends the invitation for the user and gives them its profile (the one they hold already, when
 * they do), inside the caller's transaction; the profile's id, or null when the invitation was spent
 * or expired meanwhile (the condition makes spending atomic: of two acceptances one finds nothing).
 */
export async function spendInvitation(
  tx: Db,
  found: PendingInvitation,
  userId: string,
): Promise<string | null> {
  const spent = await tx
    .update(invitations)
    .set({ accepted_at: new Date(), accepted_by: userId })
    .where(
      and(
        eq(invitations.tenant_id, found.tenant_id),
        eq(invitations.id, found.id),
        isNull(invitations.accepted_at),
        gt(invitations.expires_at, sql`now()`),
      ),
    )
    .returning({ id: invitations.id });
  if (spent.length === 0) return null;
  const samePerson = found.person_id ? eq(profiles.person_id, found.person_id) : isNull(profiles.person_id);
  const [existing] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.tenant_id, found.tenant_id),
        eq(profiles.user_id, userId),
        eq(profiles.profile_type, found.profile_type),
        eq(profiles.role_id, found.role_id),
        samePerson,
      ),
    )
    .limit(1);
  if (existing) return existing.id;
  const [created] = await tx
    .insert(profiles)
    .values({
      tenant_id: found.tenant_id,
      user_id: userId,
      profile_type: found.profile_type,
      role_id: found.role_id,
      person_id: found.person_id,
    })
    .returning({ id: profiles.id });
  return created!.id;
}

const PERSON_TABLES = { [GUARDIAN_PROFILE_TYPE]: guardians, [STAFF_PROFILE_TYPE]: employees } as const;

/**
 * The names of the person the invitation stands for (the guardian or employee record of its school),
 * which a new account made from the invitation takes; undefined when it names nobody (or the record
 * is gone), as such an invitation has no names to give.
 */
export async function invitedPersonName(
  db: Db,
  found: PendingInvitation,
): Promise<{ first_name: string; last_name: string } | undefined> {
  const table = PERSON_TABLES[found.profile_type as keyof typeof PERSON_TABLES];
  if (!table || !found.person_id) return undefined;
  const [person] = await db
    .select({ first_name: table.first_name, last_name: table.last_name })
    .from(table)
    .where(and(eq(table.tenant_id, found.tenant_id), eq(table.id, found.person_id)))
    .limit(1);
  return person;
}
