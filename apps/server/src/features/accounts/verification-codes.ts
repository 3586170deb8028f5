import crypto from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@app/shared/accounts/auth.schemas';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import { FieldErrors } from '../../http/errors';
import type { AccessTokens } from './access-tokens';

export type CodePurpose = 'confirm_email' | 'reset_password';
export const CODE_TTL_MINUTES = 15;
export const MAX_WRONG_TRIES = 5;

type CodeRow = typeof verificationCodes.$inferSelect;

/** Codes are stored as a hash only; the purpose is part of it so one code never fits another use. */
export function hashVerificationCode(ctx: CodeContext, purpose: CodePurpose, code: string): string {
  return ctx.tokens.hashSecret(`${purpose}:${normalizeCode(code)}`);
}

/** The database and the key that code hashes are made with. */
export type CodeContext = { db: Db; tokens: Pick<AccessTokens, 'hashSecret'> };

// People paste codes with spaces ("123 456"); only the digits count.
function normalizeCode(code: string): string {
  return code.replace(/\s+/g, '');
}

/**
 * A new 6-digit code for the user and purpose; it replaces every older one of that purpose.
 * It differs from every other live code of the purpose, so the code alone finds its user
 * (the reset confirm may come without an e-mail).
 */
export async function issueVerificationCode(
  ctx: CodeContext,
  userId: string,
  purpose: CodePurpose,
): Promise<string> {
  const { db } = ctx;
  let code = randomSixDigits();
  for (let attempt = 0; attempt < 5 && (await isLive(ctx, purpose, code)); attempt++)
    code = randomSixDigits();
  await db.transaction(async (tx) => {
    await tx
      .delete(verificationCodes)
      .where(and(eq(verificationCodes.user_id, userId), eq(verificationCodes.purpose, purpose)));
    await tx.insert(verificationCodes).values({
      user_id: userId,
      purpose,
      code_hash: hashVerificationCode(ctx, purpose, code),
      expires_at: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
    });
  });
  return code;
}

function randomSixDigits(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

async function isLive(ctx: CodeContext, purpose: CodePurpose, code: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(and(unusedCode(ctx, purpose, code), sql`${verificationCodes.expires_at} > now()`))
    .limit(1);
  return rows.length > 0;
}

/** Unused codes of this purpose with this value, whatever their user. */
function unusedCode(ctx: CodeContext, purpose: CodePurpose, code: string) {
  return and(
    eq(verificationCodes.purpose, purpose),
    eq(verificationCodes.code_hash, hashVerificationCode(ctx, purpose, code)),
    isNull(verificationCodes.used_at),
  );
}

const invalid = () => new FieldErrors({ code: [ACCOUNT_MESSAGES.invalidCode] });
const expired = () => new FieldErrors({ code: [ACCOUNT_MESSAGES.expiredCode] });
const tooManyTries = () => new FieldErrors({ code: [ACCOUNT_MESSAGES.tooManyTries] });

/**
 * Spends the user's current code of this purpose, or answers 400 on `code`: wrong (each wrong
 * try counts; the fifth kills the code), expired, too many tries, or used (no current code).
 */
export async function consumeUserCode(
  ctx: CodeContext,
  userId: string,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  const { db } = ctx;
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.user_id, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.used_at),
      ),
    )
    .orderBy(desc(verificationCodes.created_at))
    .limit(1);
  if (!row) throw invalid();
  if (row.attempts >= MAX_WRONG_TRIES) throw tooManyTries();
  if (row.code_hash !== hashVerificationCode(ctx, purpose, code)) {
    const [counted] = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id))
      .returning({ attempts: verificationCodes.attempts });
    throw (counted?.attempts ?? 0) >= MAX_WRONG_TRIES ? tooManyTries() : invalid();
  }
  if (row.expires_at.getTime() <= Date.now()) throw expired();
  await markUsed(db, row);
}

/**
 * Spends a code found by its value alone and returns its user. Wrong tries cannot be counted
 * against a code here; the per-IP rate limit bounds guessing instead.
 */
export async function consumeCodeByValue(
  ctx: CodeContext,
  purpose: CodePurpose,
  code: string,
): Promise<string> {
  const { db } = ctx;
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(unusedCode(ctx, purpose, code))
    .orderBy(desc(verificationCodes.created_at));
  const now = Date.now();
  const live = rows.find((row) => row.attempts < MAX_WRONG_TRIES && row.expires_at.getTime() > now);
  if (live) {
    await markUsed(db, live);
    return live.user_id;
  }
  if (rows.some((row) => row.attempts < MAX_WRONG_TRIES)) throw expired();
  if (rows.length > 0) throw tooManyTries();
  throw invalid();
}

// The condition makes spending atomic: of two simultaneous uses of one code only one succeeds.
async function markUsed(db: Db, row: CodeRow): Promise<void> {
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
  if (spent.length === 0) throw invalid();
}
