import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { CacheChannel } from '../../http/cache-channel';

/** What a ping needs to know of its device: whose it is, which vehicle, its secret's hash. */
export type KnownDevice = {
  tenant_id: string;
  id: string;
  kind: number;
  vehicle_id: string | null;
  secret_hash: string;
  revoked: boolean;
  /** The school's retention: a ping older than this is refused, as it would be deleted at once. */
  retention_days: number;
};

/** Unknown devices are remembered too (as `false`), so a stream of pings from one costs no query each. */
const UNKNOWN_KEPT_MS = 60_000;
const KNOWN_KEPT_MS = 10 * 60_000;

export type DeviceDirectory = {
  byIdentifier(identifier: string): Promise<KnownDevice | undefined>;
  /** A Traccar server's forwarding sends only its key: the device is found by the key's hash. */
  bySecretHash(hash: string): Promise<KnownDevice | undefined>;
};

/**
 * The devices by identifier, across schools: a ping names no school (ADR 020), so this is a named
 * platform place (ADR 016); what it answers decides the school a ping is written for. Kept in
 * memory and forgotten when the database says a device changed (migration 0021's trigger, ADR 017).
 */
export function deviceDirectory(database: Database, caches: CacheChannel): DeviceDirectory {
  const remembered = caches.cache<KnownDevice | false>('device', 20_000);
  // Keys as the trigger sends them: the identifier, or `#` and the secret's hash.
  const find = async (key: string, where: SQL) => {
    const found = await remembered(key, async () => {
      const [device] = await queryRows<KnownDevice>(
        database.db,
        sql`select d.tenant_id::text, d.id::text, d.kind::int, d.vehicle_id::text, d.secret_hash,
                   d.revoked_at is not null as revoked, t.position_retention_days as retention_days
              from devices d join tenants t on t.id = d.tenant_id
             where ${where}`,
      );
      const until = Date.now() + (device ? KNOWN_KEPT_MS : UNKNOWN_KEPT_MS);
      return { value: device ?? false, until };
    });
    return found || undefined;
  };
  return {
    byIdentifier: (identifier) => find(identifier, sql`d.identifier = ${identifier}`),
    bySecretHash: (hash) => find(`#${hash}`, sql`d.secret_hash = ${hash}`),
  };
}
