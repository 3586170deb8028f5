import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { profiles, refreshTokens } from '../db/schema';
import type { CacheChannel } from './cache-channel';

/** How long an entry may be served without the database being asked again, if a message were ever lost. */
const ENTRY_TTL_MS = 60_000;
const ENTRIES_KEPT = 20_000;

type CachedProfile = Pick<typeof profiles.$inferSelect, 'user_id' | 'role_id' | 'profile_type' | 'person_id'>;

/**
 * What every call asks before it does anything: is the caller's session still open, and which
 * profile (role) do they act as in this school. Both are remembered per process for a minute at
 * most, so a list call costs one round trip, its own; any change to a profile or a session (by any
 * process, any code: triggers of migration 0002 send it) is heard through NOTIFY and forgotten at
 * once. While the process cannot hear (its LISTEN connection dropped), nothing is served from memory.
 */
export type CallerCache = {
  /** Whether the sign-in is open: not revoked (logout, a reused refresh token) and not expired. */
  sessionOpen(sessionId: string): Promise<boolean>;
  /** The profile `profileId` in school `tenantId`, whoever owns it (the caller compares `user_id`). */
  profile(tenantId: string, profileId: string): Promise<CachedProfile | undefined>;
};

export function startCallerCache(database: Database, channel: CacheChannel): CallerCache {
  const { db } = database;
  const sessions = channel.cache<true>('session', ENTRIES_KEPT);
  const profileRows = channel.cache<CachedProfile>('profile', ENTRIES_KEPT);
  const kept = (until: number) => Math.min(until, Date.now() + ENTRY_TTL_MS);

  return {
    async sessionOpen(sessionId) {
      const open = await sessions(sessionId, async () => {
        const [row] = await db
          .select({ expires_at: refreshTokens.expires_at })
          .from(refreshTokens)
          .where(
            and(
              eq(refreshTokens.family_id, sessionId),
              isNull(refreshTokens.revoked_at),
              gt(refreshTokens.expires_at, new Date()),
            ),
          )
          .orderBy(desc(refreshTokens.expires_at))
          .limit(1);
        return row && { value: true as const, until: kept(row.expires_at.getTime()) };
      });
      return open === true;
    },
    profile(tenantId, profileId) {
      return profileRows(`${tenantId}:${profileId}`, async () => {
        const [row] = await db
          .select({
            user_id: profiles.user_id,
            role_id: profiles.role_id,
            profile_type: profiles.profile_type,
            person_id: profiles.person_id,
          })
          .from(profiles)
          .where(and(eq(profiles.tenant_id, tenantId), eq(profiles.id, profileId)))
          .limit(1);
        return row && { value: row, until: kept(Infinity) };
      });
    },
  };
}
