import crypto from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@app/shared/accounts/auth.schemas';
import { PHONE_SIGN_IN_MESSAGES } from '@app/shared/accounts/phone-sign-in.schemas';
import type { Db } from '../../db/client';
import { users, verificationCodes } from '../../db/schema';
import { FieldErrors } from '../../http/errors';
import type { AccessTokens } from './access-tokens';

export type CodePurpose = 'confirm_email' | 'reset_password' | 'phone_sign_in';
export const CODE_TTL_MINUTES = 15;
const MAX_WRONG_TRIES = 5;

type CodeRow = typeof verificationCodes.$inferSelect;

/** Codes are stored as a hash only; the purpose is part of it so one code never fits another use. */
function hashVerificationCode(ctx: CodeContext, purpose: CodePurpose, code: string): string {
  return ctx.tokens.hashSecret(`${purpose}:${normalizeCode(code)}`);
}

/** The database and the key that code hashes are made with. */
export type CodeContext = { db: Db; tokens: Pick<AccessTokens, 'hashSecret'> };

// People paste codes with spaces ("123 456"); only the digits count.
function normalizeCode(code: string): string {
  return code.replace(/\s+/g, '');
}

// Stands for "no such user" so an unknown address runs the same statements as a known one.
const NO_USER = '00000000-0000-0000-0000-000000000000';

/**
 * A new 6-digit code for the user and purpose; it replaces every older one of that purpose.
 * Without a user (an unknown address) the same statements run and change nothing, so the answer
 * takes as long either way.
 */
export async function issueVerificationCode(
  ctx: CodeContext,
  userId: string | undefined,
  purpose: CodePurpose,
): Promise<string> {
  const owner = userId ?? NO_USER;
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(verificationCodes)
      .where(and(eq(verificationCodes.user_id, owner), eq(verificationCodes.purpose, purpose)));
    await tx.insert(verificationCodes).select(
      tx
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          user_id: users.id,
          purpose: sql`${purpose}`.as('purpose'),
          code_hash: sql`${hashVerificationCode(ctx, purpose, code)}`.as('code_hash'),
          attempts: sql`0`.as('attempts'),
          expires_at: sql`now() + make_interval(mins => ${CODE_TTL_MINUTES})`.as('expires_at'),
          used_at: sql`null::timestamptz`.as('used_at'),
          created_at: sql`now()`.as('created_at'),
        })
        .from(users)
        .where(eq(users.id, owner)),
    );
  });
  return code;
}

// A sign-in code is not a confirmation code: each purpose's wrong code names what it is.
const INVALID_CODE: Record<CodePurpose, string> = {
  confirm_email: ACCOUNT_MESSAGES.invalidCode,
  reset_password: ACCOUNT_MESSAGES.invalidCode,
  phone_sign_in: PHONE_SIGN_IN_MESSAGES.invalidCode,
};
const invalid = (purpose: CodePurpose) => new FieldErrors({ code: [INVALID_CODE[purpose]] });
const expired = () => new FieldErrors({ code: [ACCOUNT_MESSAGES.expiredCode] });
const tooManyTries = () => new FieldErrors({ code: [ACCOUNT_MESSAGES.tooManyTries] });

/**
 * Spends the user's current code of this purpose, or answers 400 on `code`: wrong (each wrong
 * try counts; the fifth kills the code), expired, too many tries, or used (no current code).
 */
export async function consumeUserCode(
  ctx: CodeContext,
  userId: string | undefined,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  const { db } = ctx;
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.user_id, userId ?? NO_USER),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.used_at),
      ),
    )
    .orderBy(desc(verificationCodes.created_at))
    .limit(1);
  if (!row) throw invalid(purpose);
  if (row.attempts >= MAX_WRONG_TRIES) throw tooManyTries();
  if (row.code_hash !== hashVerificationCode(ctx, purpose, code)) {
    const [counted] = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id))
      .returning({ attempts: verificationCodes.attempts });
    throw (counted?.attempts ?? 0) >= MAX_WRONG_TRIES ? tooManyTries() : invalid(purpose);
  }
  if (row.expires_at.getTime() <= Date.now()) throw expired();
  if (!(await markUsed(db, row))) throw invalid(purpose);
}

// The condition makes spending atomic: of two simultaneous uses of one code only one succeeds.
async function markUsed(db: Db, row: CodeRow): Promise<boolean> {
  const spent = await db
    .update(verificationCodes)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(verificationCodes.id, row.id),
        isNull(verificationCodes.used_at),
        lt(verificationCodes.attempts, MAX_WRONG_TRIES),
      ),
    )
    .returning({ id: verificationCodes.id });
  return spent.length > 0;
}
