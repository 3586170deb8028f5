import type { FastifyBaseLogger } from 'fastify';
import { connect, JSONCodec, type NatsConnection, type Subscription as NatsSubscription } from 'nats';
import { setTimeout } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryPrepared } from '../../db/prepared-statements';
import type { Subscription } from '../../db/notifications';

/** A vehicle's latest position as the live screens get it (issue 22 §4). */
export type LivePosition = {
  vehicle: string;
  device: string;
  trip: string | null;
  time: string;
  latitude: number;
  longitude: number;
  speed: number | null;
  heading: number | null;
  accuracy: number | null;
};

/** One school's latest positions of a committed batch: what travels between processes. */
export type LiveBatch = { tenant: string; positions: LivePosition[] };

/** The channel of the positions' NOTIFY messages, at most 8,000 bytes each. */
const POSITIONS_CHANNEL = 'ta_positions';
/** Latest positions a NOTIFY carries: well under its 8,000 bytes at about 230 bytes each. */
const POSITIONS_PER_MESSAGE = 30;
/** A process notifies at most this often (bench/gps-ingest: a statement a batch was a third of them). */
const PUBLISH_EVERY_MS = 100;

export type LiveBus = {
  /** Sends a committed batch's positions to every process (it does not wait: the screens' news, not the data). */
  publish(batches: LiveBatch[]): void;
  /** Hears a school's positions from every process; returns the way to stop. */
  subscribe(tenant: string, listener: (positions: LivePosition[]) => void): () => void;
  close(): Promise<void>;
};

type Listeners = Map<string, Set<(positions: LivePosition[]) => void>>;

function addListener(listeners: Listeners, tenant: string, listener: (positions: LivePosition[]) => void) {
  let set = listeners.get(tenant);
  if (!set) listeners.set(tenant, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(tenant);
  };
}

/**
 * Positions between processes and machines by PostgreSQL NOTIFY (ADR 020), on both databases: after
 * a batch commits, its process notifies each school's latest positions, in messages of a few dozen.
 * One LISTEN per process. The NOTIFY is a statement of its own, committed without waiting for the
 * disk (a live position lost in a crash is replaced by the next in seconds): PostgreSQL holds one
 * lock for all the notifying transactions of a database until each has committed. One at a time a
 * process, at most ten a second; what is committed meanwhile goes with the next, the newest position
 * of a vehicle kept.
 */
export async function databaseLiveBus(database: Database, log: FastifyBaseLogger): Promise<LiveBus> {
  const listeners: Listeners = new Map();
  const subscription: Subscription = await database.listen(POSITIONS_CHANNEL, {
    message(payload) {
      // Every process hears every school's batches: one nobody here watches is not even parsed
      // (a message names its school first).
      const tenant = /^\{"tenant":"([^"]+)"/.exec(payload)?.[1];
      if (tenant !== undefined && !listeners.has(tenant)) return;
      try {
        const batch = JSON.parse(payload) as LiveBatch;
        for (const listener of listeners.get(batch.tenant) ?? []) listener(batch.positions);
      } catch (error) {
        log.warn({ err: error }, 'a live positions message could not be read');
      }
    },
    // Positions missed while the connection was down are old news: the next ones come in seconds.
    gap() {},
  });
  let pending: LiveBatch[] = [];
  let sending: Promise<void> | undefined;
  const send = async () => {
    while (pending.length > 0) {
      const messages = notifyMessages(pending);
      pending = [];
      const started = Date.now();
      try {
        await queryPrepared(
          database.db,
          sql`select set_config('synchronous_commit', 'off', true), pg_notify(${POSITIONS_CHANNEL}, m::text)
                from json_array_elements(${JSON.stringify(messages)}::json) m`,
        );
      } catch (error) {
        log.warn({ err: error }, 'live positions could not be notified');
      }
      // What comes meanwhile waits for the next: viewers are written to four times a second
      // (live-hub.ts), so more statements would only cost the writes' transactions their CPU.
      await setTimeout(Math.max(0, started + PUBLISH_EVERY_MS - Date.now()));
    }
  };
  const start = () => {
    sending = send().finally(() => {
      sending = undefined;
      // Published after the loop's last look and before this: not left for the next batch.
      if (pending.length > 0) start();
    });
  };
  return {
    publish(batches) {
      if (batches.length === 0) return;
      pending.push(...batches);
      if (!sending) start();
    },
    subscribe: (tenant, listener) => addListener(listeners, tenant, listener),
    close: async () => {
      while (sending) await sending;
      await subscription.close();
    },
  };
}

/** Batches as NOTIFY messages: a school's newest position of each vehicle, a few dozen a message. */
function notifyMessages(batches: LiveBatch[]): LiveBatch[] {
  const bySchool = new Map<string, Map<string, LivePosition>>();
  for (const { tenant, positions } of batches) {
    let vehicles = bySchool.get(tenant);
    if (!vehicles) bySchool.set(tenant, (vehicles = new Map()));
    for (const position of positions) {
      const known = vehicles.get(position.vehicle);
      if (!known || known.time < position.time) vehicles.set(position.vehicle, position);
    }
  }
  return [...bySchool].flatMap(([tenant, vehicles]) => {
    const positions = [...vehicles.values()];
    return Array.from({ length: Math.ceil(positions.length / POSITIONS_PER_MESSAGE) }, (_, i) => ({
      tenant,
      positions: positions.slice(i * POSITIONS_PER_MESSAGE, (i + 1) * POSITIONS_PER_MESSAGE),
    }));
  });
}

/**
 * The same over NATS (`NATS_URL`), for deployments that run one: the process that wrote a batch
 * publishes each school's positions on `positions.<school>`, and a process subscribes to a school's
 * subject only while one of its viewers watches that school.
 */
export async function natsLiveBus(url: string, log: FastifyBaseLogger): Promise<LiveBus> {
  const connection: NatsConnection = await connect({ servers: url, maxReconnectAttempts: -1 });
  const codec = JSONCodec<LivePosition[]>();
  const listeners: Listeners = new Map();
  const subscriptions = new Map<string, NatsSubscription>();
  return {
    publish(batches) {
      for (const batch of batches)
        connection.publish(`positions.${batch.tenant}`, codec.encode(batch.positions));
    },
    subscribe(tenant, listener) {
      const stop = addListener(listeners, tenant, listener);
      if (!subscriptions.has(tenant)) {
        const subscription = connection.subscribe(`positions.${tenant}`, {
          callback: (error, message) => {
            if (error) return log.warn({ err: error }, 'NATS positions subscription failed');
            const positions = codec.decode(message.data);
            for (const heard of listeners.get(tenant) ?? []) heard(positions);
          },
        });
        subscriptions.set(tenant, subscription);
      }
      return () => {
        stop();
        if (!listeners.has(tenant)) {
          subscriptions.get(tenant)?.unsubscribe();
          subscriptions.delete(tenant);
        }
      };
    },
    close: () => connection.drain(),
  };
}
