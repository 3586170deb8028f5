import type { Database } from '../db/client';
import type { Subscription } from '../db/notifications';
import { ExpiringCache } from './expiring-cache';

/** The channel of the triggers of migrations 0002 and 0016: `<kind>:<key>`, or `<kind>:*` for all keys. */
const CACHE_CHANNEL = 'ta_cache';

/** The value kept for `key`, or `read`'s answer (kept until `until` unless something changed meanwhile). */
type Remembered<V> = (
  key: string,
  read: () => Promise<{ value: V; until: number } | undefined>,
) => Promise<V | undefined>;

export type CacheChannel = {
  /**
   * A cache of what the database said, entry by entry: forgotten at once when any process's write
   * sends its message (`<kind>:<key>`; `<kind>:*` forgets them all), and all of it while the
   * process cannot hear. Calls that miss together share one read.
   */
  cache<V>(kind: string, entries: number): Remembered<V>;
  /** Resolves once changes committed so far are forgotten here (see Subscription.heardAll). */
  heardAll(): Promise<void>;
  close(): Promise<void>;
};

/** The one LISTEN of a server process, shared by its caches. */
export async function openCacheChannel(database: Database): Promise<CacheChannel> {
  type Kept = { forget(key: string): void; clear(): void };
  const kinds = new Map<string, Kept>();
  const subscription: Subscription = await database.listen(CACHE_CHANNEL, {
    message(payload) {
      const split = payload.indexOf(':');
      const kept = kinds.get(payload.slice(0, split));
      const key = payload.slice(split + 1);
      if (key === '*') kept?.clear();
      else kept?.forget(key);
    },
    gap() {
      for (const kept of kinds.values()) kept.clear();
    },
  });

  function cache<V>(kind: string, entries: number): Remembered<V> {
    const values = new ExpiringCache<V>(entries);
    const reading = new Map<string, Promise<V | undefined>>();
    // Bumped by every message of the kind: an answer read before a change arrived is not kept after it.
    let generation = 0;
    kinds.set(kind, {
      forget(key) {
        generation++;
        values.delete(key);
        reading.delete(key);
      },
      clear() {
        generation++;
        values.clear();
        reading.clear();
      },
    });
    return (key, read) => {
      if (subscription.live) {
        const known = values.get(key) ?? reading.get(key);
        if (known !== undefined) return Promise.resolve(known);
      }
      const before = generation;
      const answer = read().then((found) => {
        if (found && subscription.live && generation === before) values.set(key, found.value, found.until);
        return found?.value;
      });
      reading.set(key, answer);
      const done = () => {
        if (reading.get(key) === answer) reading.delete(key);
      };
      answer.then(done, done);
      return answer;
    };
  }

  return { cache, heardAll: () => subscription.heardAll(), close: () => subscription.close() };
}
