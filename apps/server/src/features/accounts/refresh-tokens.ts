import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type TokenPair } from '@app/shared/accounts/auth.schemas';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { AccountContext } from './account-context';

type SessionContext = Pick<AccountContext, 'db' | 'config' | 'tokens'>;

/** Only the hash is stored: a leaked table gives no usable token. */
export function hashRefreshToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * How long a just-rotated refresh token, presented again, gets the same new pair rather than ending
 * its session: two tabs (or a reload that cut off the first answer) renewing with the same token at
 * once. After it, reuse means a copy leaked, and the family is revoked (DESIGN §3, ADR 004).
 */
export const REUSE_GRACE_SECONDS = 10;

type TokenRow = typeof refreshTokens.$inferSelect;

/**
 * The refresh token that follows `refresh`: a keyed hash of it, so the holder of `refresh` is given
 * the same successor however often it asks, and only the server (the key is not in the database) can
 * make it from a token that is itself stored only hashed.
 */
function successorOf(ctx: SessionContext, refresh: string): string {
  return Buffer.from(ctx.tokens.hashSecret(`refresh-successor:${refresh}`), 'hex').toString('base64url');
}

/** The pair of a stored refresh token: its access token is issued at the token's creation, so always the same. */
async function pairOf(ctx: SessionContext, row: TokenRow, refresh: string): Promise<TokenPair> {
  const claims = { userId: row.user_id, sessionId: row.family_id };
  return { access: await ctx.tokens.sign(claims, row.created_at), refresh };
}

/** A new access token and refresh token: a login starts a new family of 30 days. */
export async function issueTokenPair(ctx: SessionContext, userId: string): Promise<TokenPair> {
  const refresh = crypto.randomBytes(32).toString('base64url');
  const [row] = await ctx.db
    .insert(refreshTokens)
    .values({
      user_id: userId,
      family_id: crypto.randomUUID(),
      token_hash: hashRefreshToken(refresh),
      expires_at: new Date(Date.now() + ctx.config.jwt.refreshTtlDays * 86_400_000),
    })
    .returning();
  // The access token names its family, so ending the session (logout, reuse) stops it at once too.
  return pairOf(ctx, row!, refresh);
}

const sessionExpired = () => new AppError(401, ACCOUNT_MESSAGES.sessionExpired);

/**
 * Spends a refresh token for a new pair; a rotation keeps the family's end, so a session lasts 30
 * days from sign-in however often it is renewed. A token spent within the last REUSE_GRACE_SECONDS
 * gets the same pair again; one spent earlier means someone else holds a copy, and the whole family
 * (every token of that login) is revoked, the newest one included.
 */
export async function rotateRefreshToken(ctx: SessionContext, refresh: string): Promise<TokenPair> {
  const [row] = await ctx.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, hashRefreshToken(refresh)))
    .limit(1);
  if (!row || row.revoked_at) throw sessionExpired();
  if (row.expires_at.getTime() <= Date.now()) throw sessionExpired();
  if (!row.rotated_at) {
    const pair = await spend(ctx, row, refresh);
    if (pair) return pair;
    // Another call spent it at the same moment: it is now a just-rotated token presented again.
  }
  const again = await sameSuccessor(ctx, row, refresh);
  if (again) return again;
  await revokeFamily(ctx.db, row.family_id);
  throw sessionExpired();
}

/**
 * Marks the token spent and stores its successor in one transaction, so a simultaneous use of the
 * same token, waiting on the row, finds the successor there once it sees the token spent. Null when
 * that other use won.
 */
async function spend(ctx: SessionContext, row: TokenRow, refresh: string) {
  const successor = successorOf(ctx, refresh);
  const stored = await ctx.db.transaction(async (tx) => {
    const spent = await tx
      .update(refreshTokens)
      // The database's clock, which the grace window is measured by.
      .set({ rotated_at: sql`now()` })
      .where(
        and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotated_at), isNull(refreshTokens.revoked_at)),
      )
      .returning({ id: refreshTokens.id });
    if (spent.length === 0) return null;
    const [next] = await tx
      .insert(refreshTokens)
      .values({
        user_id: row.user_id,
        family_id: row.family_id,
        token_hash: hashRefreshToken(successor),
        expires_at: row.expires_at,
      })
      .returning();
    return next!;
  });
  return stored && pairOf(ctx, stored, successor);
}

/**
 * The pair already given for a token spent within the grace window, while its session is open and
 * that pair has not been renewed in turn.
 */
async function sameSuccessor(ctx: SessionContext, row: TokenRow, refresh: string) {
  const [spent] = await ctx.db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.id, row.id),
        isNull(refreshTokens.revoked_at),
        sql`${refreshTokens.rotated_at} > now() - make_interval(secs => ${REUSE_GRACE_SECONDS})`,
      ),
    );
  if (!spent) return null;
  const successor = successorOf(ctx, refresh);
  const [next] = await ctx.db
    .select()
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.token_hash, hashRefreshToken(successor)),
        eq(refreshTokens.family_id, row.family_id),
        isNull(refreshTokens.revoked_at),
        // Once the new pair has itself been renewed, the old token is not a tab that came late.
        isNull(refreshTokens.rotated_at),
      ),
    );
  return next ? pairOf(ctx, next, successor) : null;
}

/** Logout: the token's family stops working; an unknown token changes nothing. */
export async function logout(db: Db, refresh: string): Promise<{ detail: string }> {
  const [row] = await db
    .select({ family_id: refreshTokens.family_id })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, hashRefreshToken(refresh)))
    .limit(1);
  if (row) await revokeFamily(db, row.family_id);
  return { detail: ACCOUNT_MESSAGES.signedOut };
}

async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
}

/** After a password reset every session of the user ends. */
export async function revokeUserTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
}
