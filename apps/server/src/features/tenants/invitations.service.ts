import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { GUARDIAN_PROFILE_TYPE, STAFF_PROFILE_TYPE } from '@app/shared/accounts/roles';
import {
  INVALID_INVITE,
  type AcceptInviteInput,
  type Invitation,
  type SendInviteInput,
} from '@app/shared/accounts/tenancy.schemas';
import { EMPLOYEE_MESSAGES } from '@app/shared/employees/employee.schemas';
import { GUARDIAN_MESSAGES } from '@app/shared/guardians/guardian.schemas';
import type { Locale } from '@app/shared/i18n/locales';
import type { Translator } from '@app/shared/i18n/translator';
import { employees, guardians, invitations, tenants } from '../../db/schema';
import { AppError, FieldErrors } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import type { AccessTokens } from '../accounts/access-tokens';
import type { SignedInContext } from '../accounts/account-context';
import { invitationMessages } from '../accounts/account-emails';
import { startAttempt } from '../accounts/rate-limit';
import { findUserByEmail } from '../accounts/users';
import type { Messenger } from '../messages/messenger';
import { recipientTranslator } from '../messages/recipient-language';
import { findPendingInvitation, spendInvitation } from './invitation-acceptance';
import { hashInviteCode, INVITE_TTL_DAYS, newInviteCode } from './invitation-codes';

/** The person records a profile may stand for, and the message when the id is not one of this school's. */
const PERSON_TABLES = {
  [STAFF_PROFILE_TYPE]: { table: employees, invalid: EMPLOYEE_MESSAGES.invalid },
  [GUARDIAN_PROFILE_TYPE]: { table: guardians, invalid: GUARDIAN_MESSAGES.invalid },
} as const;

/**
 * A staff invitation names the employee its profile will stand for (the Invite action of the
 * Employees screen), a guardian's the guardian (the Guardians screen's): that person must be one of
 * this school's, never another school's record.
 */
async function requirePerson(ctx: TenantContext, input: SendInviteInput): Promise<void> {
  const person = PERSON_TABLES[input.profile_type as keyof typeof PERSON_TABLES];
  if (!person || !input.profile_id) return;
  const [found] = await ctx.db
    .select({ id: person.table.id })
    .from(person.table)
    .where(and(eq(person.table.tenant_id, ctx.tenantId), eq(person.table.id, input.profile_id.toLowerCase())))
    .limit(1);
  if (!found) throw new FieldErrors({ profile_id: [person.invalid] });
}

/**
 * Invites a phone (and optional e-mail) to this school with a role and profile type; the code goes
 * out by SMS, and by e-mail when one is given. Only the code's hash is kept.
 */
export async function sendInvitation(
  ctx: TenantContext,
  input: SendInviteInput,
  deps: {
    messenger: Messenger;
    log: FastifyBaseLogger;
    tokens: Pick<AccessTokens, 'hashSecret'>;
    /** Each language's formatter: the SMS and e-mail speak the invitee's language. */
    translators: Record<Locale, Translator>;
    /** The inviting request's Accept-Language: the last guess at the invitee's language. */
    acceptLanguage?: string;
  },
): Promise<Invitation> {
  await requirePerson(ctx, input);
  const code = newInviteCode();
  const [row] = await ctx.db
    .insert(invitations)
    .values({
      tenant_id: ctx.tenantId,
      phone: input.phone,
      email: input.email ?? null,
      role_id: input.role,
      profile_type: input.profile_type,
      person_id: input.profile_id?.toLowerCase() ?? null,
      code_hash: hashInviteCode(deps.tokens, code),
      expires_at: new Date(Date.now() + INVITE_TTL_DAYS * 86_400_000),
      invited_by: ctx.userId,
    })
    .returning();
  const invitation = row!;
  const [tenant] = await ctx.db
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, ctx.tenantId));
  // An invitee who already has an account with this address has chosen a language; else the school's.
  const account = invitation.email ? await findUserByEmail(ctx.db, invitation.email) : undefined;
  const intl = await recipientTranslator(ctx.db, deps.translators, {
    language: account?.language,
    tenantId: ctx.tenantId,
    acceptLanguage: deps.acceptLanguage,
  });
  const messages = invitationMessages(intl, invitation, tenant?.name ?? null, code, INVITE_TTL_DAYS);
  try {
    await deps.messenger.send(messages.sms);
  } catch (error) {
    // An invitation nobody received would only confuse; the administrator sends it again.
    deps.log.error({ err: error }, 'could not send an invitation SMS');
    await ctx.db
      .delete(invitations)
      .where(and(eq(invitations.tenant_id, ctx.tenantId), eq(invitations.id, invitation.id)));
    throw new AppError(503, 'The invitation could not be sent. Please try again.');
  }
  if (messages.email) {
    await deps.messenger.send(messages.email).catch((error: unknown) => {
      deps.log.error({ err: error }, 'could not send an invitation e-mail');
    });
  }
  return {
    id: invitation.id,
    phone: invitation.phone,
    email: invitation.email,
    role: invitation.role_id,
    profile_type: invitation.profile_type,
    profile_id: invitation.person_id,
    expires_at: invitation.expires_at.toISOString(),
  };
}

/**
 * Adds the invitation's profile to the signed-in user. A code works once; a wrong, expired or
 * used code, or another phone, all answer the same. Holding that profile already adds nothing.
 * Wrong codes slow down the phone and client that send them, and count against the client (ADR 005).
 */
export async function acceptInvitation(ctx: SignedInContext, input: AcceptInviteInput) {
  const attempt = await startAttempt(ctx, 'invitation', input.phone);
  const invalid = () => new FieldErrors({ code: [INVALID_INVITE] });
  const found = await findPendingInvitation(ctx.db, ctx.tokens, input.phone, input.code);
  if (!found) throw invalid();
  const profileId = await ctx.db.transaction((tx) => spendInvitation(tx, found, ctx.userId));
  if (!profileId) throw invalid();
  await attempt.succeeded();
  return { detail: 'Invitation accepted.', tenant: found.tenant_id, profile_id: profileId };
}
