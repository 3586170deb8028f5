import DataLoader from 'dataloader';
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
 * How long an answer is kept: the database tells of every change (ADR 017), so this only bounds what
 * a missed message could cost. Spread over half as long again: a fleet whose devices were all first
 * seen in the same second (a restart, every tracker reconnecting) would otherwise be read again in
 * the same second every ten minutes, and that second's pings would wait on it.
 */
const keptUntil = (known: boolean) =>
  Date.now() + (known ? KNOWN_KEPT_MS * (1 + Math.random() / 2) : UNKNOWN_KEPT_MS);

/**
 * The devices by identifier, across schools: a ping names no school (ADR 020), so this is a named
 * platform place (ADR 016); what it answers decides the school a ping is written for. Kept in
 * memory and forgotten when the database says a device changed (migration 0021's trigger, ADR 017).
 */
export function deviceDirectory(database: Database, caches: CacheChannel): DeviceDirectory {
  const remembered = caches.cache<KnownDevice | false>('device', 20_000);
  const read = (where: SQL) =>
    queryRows<KnownDevice & { identifier: string }>(
      database.db,
      sql`select d.identifier, d.tenant_id::text, d.id::text, d.kind::int, d.vehicle_id::text, d.secret_hash,
                 d.revoked_at is not null as revoked, t.position_retention_days as retention_days
            from devices d join tenants t on t.id = d.tenant_id
           where ${where}`,
    );
  // The identifiers missed in the same turn are read in one statement: after a restart every device
  // of the fleet pings within a second or two, and 3,000 reads one by one took the connections the
  // pings' own writes were waiting for (bench/gps-ingest: its first seconds' acknowledgements).
  const byIdentifiers = new DataLoader<string, (KnownDevice & { identifier: string }) | undefined>(
    async (identifiers) => {
      const found = await read(
        sql`d.identifier in (select json_array_elements_text(${JSON.stringify(identifiers)}::json))`,
      );
      const byIdentifier = new Map(found.map((device) => [device.identifier, device]));
      return identifiers.map((identifier) => byIdentifier.get(identifier));
    },
    // Only the batching: what is kept, and for how long, is the cache channel's.
    { cache: false, maxBatchSize: 1_000 },
  );
  // Keys as the trigger sends them: the identifier, or `#` and the secret's hash.
  const find = async (key: string, lookUp: () => Promise<KnownDevice | undefined>) => {
    const found = await remembered(key, async () => {
      const device = await lookUp();
      return { value: device ?? false, until: keptUntil(device !== undefined) };
    });
    return found || undefined;
  };
  return {
    byIdentifier: (identifier) => find(identifier, () => byIdentifiers.load(identifier)),
    bySecretHash: (hash) => find(`#${hash}`, async () => (await read(sql`d.secret_hash = ${hash}`))[0]),
  };
}
