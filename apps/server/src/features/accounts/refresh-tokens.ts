import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
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
 * A new access token and refresh token. A login starts a new family; a rotation continues one and
 * keeps its end, so a session lasts 30 days from sign-in however often it is renewed.
 */
export async function issueTokenPair(
  ctx: SessionContext,
  userId: string,
  family?: { id: string; expiresAt: Date },
): Promise<TokenPair> {
  const refresh = crypto.randomBytes(32).toString('base64url');
  const sessionId = family?.id ?? crypto.randomUUID();
  await ctx.db.insert(refreshTokens).values({
    user_id: userId,
    family_id: sessionId,
    token_hash: hashRefreshToken(refresh),
    expires_at: family?.expiresAt ?? new Date(Date.now() + ctx.config.jwt.refreshTtlDays * 86_400_000),
  });
  // The access token names its family, so ending the session (logout, reuse) stops it at once too.
  return { access: await ctx.tokens.sign({ userId, sessionId }), refresh };
}

const sessionExpired = () => new AppError(401, ACCOUNT_MESSAGES.sessionExpired);

/**
 * Spends a refresh token for a new pair. A token that was already spent means someone else holds
 * a copy: the whole family (every token of that login) is revoked, the newest one included.
 */
export async function rotateRefreshToken(ctx: SessionContext, refresh: string): Promise<TokenPair> {
  const [row] = await ctx.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, hashRefreshToken(refresh)))
    .limit(1);
  if (!row || row.revoked_at) throw sessionExpired();
  if (row.rotated_at) {
    await revokeFamily(ctx.db, row.family_id);
    throw sessionExpired();
  }
  if (row.expires_at.getTime() <= Date.now()) throw sessionExpired();
  // Only one of two simultaneous uses of the same token wins; the other counts as reuse.
  const spent = await ctx.db
    .update(refreshTokens)
    .set({ rotated_at: new Date() })
    .where(
      and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotated_at), isNull(refreshTokens.revoked_at)),
    )
    .returning({ id: refreshTokens.id });
  if (spent.length === 0) {
    await revokeFamily(ctx.db, row.family_id);
    throw sessionExpired();
  }
  return issueTokenPair(ctx, row.user_id, { id: row.family_id, expiresAt: row.expires_at });
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
