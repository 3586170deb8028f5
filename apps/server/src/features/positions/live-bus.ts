import type { FastifyBaseLogger } from 'fastify';
import { connect, JSONCodec, type NatsConnection, type Subscription as NatsSubscription } from 'nats';
import type { Database } from '../../db/client';
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

/** The channel the position writer's statement notifies (position-writer.ts), at most 8,000 bytes a message. */
export const POSITIONS_CHANNEL = 'ta_positions';

export type LiveBus = {
  /** Whether the writer's own statement sends the batches (PostgreSQL NOTIFY), or `publish` must. */
  readonly notifiedByDatabase: boolean;
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
 * Positions between processes and machines by PostgreSQL NOTIFY (ADR 020), on both databases: the
 * writer's insert statement notifies each school's latest positions of the batch at its commit, so
 * every process's viewers hear them with no statement more. One LISTEN per process.
 */
export async function databaseLiveBus(database: Database, log: FastifyBaseLogger): Promise<LiveBus> {
  const listeners: Listeners = new Map();
  const subscription: Subscription = await database.listen(POSITIONS_CHANNEL, {
    message(payload) {
      // Every process hears every school's batches: one nobody here watches is not even parsed
      // (json_build_object writes the school first).
      const tenant = /^\{"tenant" : "([^"]+)"/.exec(payload)?.[1];
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
  return {
    notifiedByDatabase: true,
    publish() {},
    subscribe: (tenant, listener) => addListener(listeners, tenant, listener),
    close: () => subscription.close(),
  };
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
    notifiedByDatabase: false,
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
