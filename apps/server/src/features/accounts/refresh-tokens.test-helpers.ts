import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { hashRefreshToken, REUSE_GRACE_SECONDS } from './refresh-tokens';

/** Dates a spent refresh token's rotation past the grace window: presenting it again is now reuse. */
export async function endGraceWindow(db: Db, spentToken: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ rotated_at: sql`now() - make_interval(secs => ${REUSE_GRACE_SECONDS + 1})` })
    .where(eq(refreshTokens.token_hash, hashRefreshToken(spentToken)));
}
