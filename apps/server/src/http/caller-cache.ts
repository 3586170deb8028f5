import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Subscription } from '../db/notifications';
import { profiles, refreshTokens } from '../db/schema';
import { ExpiringCache } from './expiring-cache';

/** The channel of migration 0002's triggers: `profile:<tenant>:<id>` and `session:<family>`. */
const CACHE_CHANNEL = 'ta_cache';
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
  /** Resolves once changes committed so far are forgotten here (see Subscription.heardAll). */
  heardAll(): Promise<void>;
  close(): Promise<void>;
};

export async function startCallerCache(database: Database): Promise<CallerCache> {
  const { db } = database;
  const sessions = new ExpiringCache<true>(ENTRIES_KEPT);
  const profileRows = new ExpiringCache<CachedProfile>(ENTRIES_KEPT);
  // Bumped by every message: an answer read before a change arrived is not stored after it.
  let generation = 0;
  const subscription: Subscription = await database.listen(CACHE_CHANNEL, {
    message(payload) {
      generation++;
      const [kind, ...key] = payload.split(':');
      if (kind === 'session') sessions.delete(key.join(':'));
      else if (kind === 'profile') profileRows.delete(key.join(':'));
    },
    gap() {
      generation++;
      sessions.clear();
      profileRows.clear();
    },
  });

  /** The cached value, or the database's answer (stored unless something changed meanwhile). */
  async function remembered<V>(
    cache: ExpiringCache<V>,
    key: string,
    read: () => Promise<{ value: V; until: number } | undefined>,
  ): Promise<V | undefined> {
    if (subscription.live) {
      const known = cache.get(key);
      if (known !== undefined) return known;
    }
    const before = generation;
    const found = await read();
    if (found && subscription.live && generation === before) {
      cache.set(key, found.value, Math.min(found.until, Date.now() + ENTRY_TTL_MS));
    }
    return found?.value;
  }

  return {
    async sessionOpen(sessionId) {
      const open = await remembered(sessions, sessionId, async () => {
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
        return row && { value: true as const, until: row.expires_at.getTime() };
      });
      return open === true;
    },
    profile(tenantId, profileId) {
      return remembered(profileRows, `${tenantId}:${profileId}`, async () => {
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
        return row && { value: row, until: Infinity };
      });
    },
    heardAll: () => subscription.heardAll(),
    close: () => subscription.close(),
  };
}
