import pg from 'pg';

/**
 * Who a connection works as (ADR 016): a school (role ta_app, `app.tenant_id` set, row-level
 * security showing that school's rows only), or the platform (the connecting role, a member of
 * ta_platform, for the few places that span schools).
 */
type Scope = { role: string; tenantId: string };
const PLATFORM: Scope = { role: 'none', tenantId: '' };
const scopeKey = (scope: Scope) => `${scope.role}:${scope.tenantId}`;

/**
 * A school's requests read a page of rows by key and the few rows of other records they show, all
 * in memory: at PostgreSQL's default random_page_cost (4, for disks that seek) the planner hashed
 * a school's 5,000 or 50,000 students to show 50 of them (a search of student guardians: 150 ms
 * at 50,000, against 50). 1.1 prices a read by key as what it is on cached or solid-state storage.
 * The platform's places (migrations, the demo seed, jobs across schools) write in bulk through
 * statement triggers that read their transition tables, which have no statistics: they keep the
 * server's own setting, under which those are hashed (ADR 016).
 */
/** The server's own random_page_cost (postgresql.conf, or 4), whatever the session set. */
export const SERVER_RANDOM_PAGE_COST = "(select reset_val from pg_settings where name = 'random_page_cost')";

const ENTER_SCHOOL =
  "select set_config('role', $1, false), set_config('app.tenant_id', $2, false), " +
  "set_config('random_page_cost', '1.1', false)";
const ENTER_PLATFORM =
  "select set_config('role', $1, false), set_config('app.tenant_id', $2, false), " +
  `set_config('random_page_cost', ${SERVER_RANDOM_PAGE_COST}, false)`;

/** The scope a pooled connection was last set to: set again only when the next caller's differs. */
const current = new WeakMap<pg.PoolClient, string>();

/**
 * Sets the connection's role and school, in one round trip, unless it already has them. Set for
 * the session, between transactions (a connection is handed out idle), so a later transaction's
 * rollback cannot undo it and the next caller of another school never inherits it: every caller
 * sets its own before its first statement.
 */
async function enter(client: pg.PoolClient, scope: Scope): Promise<void> {
  const key = scopeKey(scope);
  if (current.get(client) === key) return;
  current.delete(client);
  await client.query(scope === PLATFORM ? ENTER_PLATFORM : ENTER_SCHOOL, [scope.role, scope.tenantId]);
  current.set(client, key);
}

/**
 * The pool as one scope sees it: every connection it hands out (for a statement, or for a
 * transaction) is first set to that scope. It stays a Pool to Drizzle (prototype), which then
 * runs a transaction on one connection from `connect()`.
 */
function scopedPool(pool: pg.Pool, scope: Scope): pg.Pool {
  const scoped = Object.create(pool) as pg.Pool;
  const connect = async (): Promise<pg.PoolClient> => {
    const client = await pool.connect();
    try {
      await enter(client, scope);
    } catch (error) {
      client.release(error instanceof Error ? error : true);
      throw error;
    }
    return client;
  };
  Object.assign(scoped, {
    connect,
    async query(config: string | pg.QueryConfig, values?: unknown[]) {
      const client = await connect();
      try {
        return await client.query(config, values);
      } finally {
        client.release();
      }
    },
  });
  return scoped;
}

/** The platform's view of the pool: the connecting role, every school's rows (named places only). */
export const platformPool = (pool: pg.Pool) => scopedPool(pool, PLATFORM);

/** One school's view of the pool: role ta_app, that school's rows and nothing else. */
export const schoolPool = (pool: pg.Pool, tenantId: string) => scopedPool(pool, { role: 'ta_app', tenantId });
