import pg from 'pg';

/** What a listener hears on a channel: each message, and every moment messages may have been missed. */
type NotificationListener = {
  message(payload: string): void;
  /** Messages may have been lost (the connection that listens dropped): forget all that was cached. */
  gap(): void;
};

export type Subscription = {
  /** False while messages could be missed; a cache must not answer from memory then. */
  readonly live: boolean;
  /**
   * Resolves once every message of a transaction that committed before the call has been heard. A
   * server calls it before answering a write, so its own next call never sees what the write changed
   * as it was.
   */
  heardAll(): Promise<void>;
  close(): Promise<void>;
};

export type Listen = (channel: string, listener: NotificationListener) => Promise<Subscription>;

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

/**
 * Closes a listening connection that is no longer wanted. Its socket may still report the reset that
 * ended it after the listeners are gone: an 'error' nobody hears would end the process (seen when
 * the server stopped under the outage test), so one that ignores it stays.
 */
async function drop(client: pg.Client | undefined): Promise<void> {
  if (!client) return;
  client.removeAllListeners();
  client.on('error', () => {});
  await client.end().catch(() => {});
}

/**
 * LISTEN on a PostgreSQL server, on a connection of its own (a pooled connection is handed to other
 * calls and closed when idle). When it drops, the listener hears a gap at once, and a new connection
 * listens again after a growing delay; `live` is false in between.
 */
export function postgresListen(connectionString: string): Listen {
  return async (channel, listener) => {
    let client: pg.Client | undefined;
    let live = false;
    let closed = false;
    let retry: NodeJS.Timeout | undefined;
    let delay = FIRST_RETRY_MS;

    const lost = () => {
      if (closed) return;
      if (live) listener.gap();
      live = false;
      void drop(client);
      client = undefined;
      retry = setTimeout(connect, delay);
      retry.unref();
      delay = Math.min(MAX_RETRY_MS, delay * 2);
    };
    const connect = async () => {
      retry = undefined;
      const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
      client = next;
      next.on('error', lost);
      next.on('end', lost);
      next.on('notification', (message) => {
        if (message.channel === channel) listener.message(message.payload ?? '');
      });
      try {
        await next.connect();
        await next.query(listenTo(channel));
      } catch {
        if (client === next) lost();
        return;
      }
      if (closed || client !== next) return;
      // Whatever changed while nobody listened is unknown: the cache starts empty.
      listener.gap();
      live = true;
      delay = FIRST_RETRY_MS;
    };
    await connect();
    return {
      get live() {
        return live;
      },
      async heardAll() {
        // PostgreSQL sends a listening session the messages already committed before it answers a
        // statement, so once this one returns they have all been handled (in order, on this socket).
        if (live) await client?.query('select 1').catch(() => {});
      },
      async close() {
        closed = true;
        live = false;
        clearTimeout(retry);
        const current = client;
        client = undefined;
        await drop(current);
      },
    };
  };
}

/**
 * LISTEN on the embedded database. PGlite is one session, so a LISTEN holds for every connection to it,
 * and a notification arrives on the connection whose statement committed: one of this process's pool
 * connections, each watched from the moment it opens (the pool must not have opened one yet). Nothing
 * can change the database without passing through that pool, so no message is ever missed while it
 * runs; a new database thread (`onRestart`) is a new session, which is told to listen again.
 */
export function embeddedListen(pool: pg.Pool, onRestart: (listener: () => void) => void): Listen {
  const listeners = new Map<string, Set<NotificationListener>>();
  // Messages committed before the new session listens again are lost: caches forget all and stay
  // unused until it does.
  let live = true;
  onRestart(async () => {
    live = false;
    for (const set of listeners.values()) for (const listener of set) listener.gap();
    try {
      for (const channel of listeners.keys()) await pool.query(listenTo(channel));
      live = true;
    } catch {
      // The new thread died too; the next one calls this again.
    }
  });
  pool.on('connect', (client) => {
    client.on('notification', (message) => {
      for (const listener of listeners.get(message.channel) ?? []) listener.message(message.payload ?? '');
    });
  });
  return async (channel, listener) => {
    const set = listeners.get(channel) ?? new Set();
    listeners.set(channel, set);
    set.add(listener);
    // A database that is down now listens when its new thread starts (onRestart).
    await pool.query(listenTo(channel)).catch(() => {});
    return {
      get live() {
        return live;
      },
      // A message arrives with the answer of the statement that committed it, on this process's pool.
      heardAll: async () => {},
      async close() {
        set.delete(listener);
      },
    };
  };
}

const listenTo = (channel: string) => `LISTEN ${pg.escapeIdentifier(channel)}`;
