import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';

/** Drizzle's prepared query for node-postgres: its text, and the configs it hands the driver. */
type PreparedQuery<R> = {
  getQuery(): { sql: string };
  execute(): Promise<R>;
  queryConfig: { name?: string | undefined };
  rawQueryConfig: { name?: string | undefined };
};

/** A query builder's statement that can be prepared (Drizzle's select). */
type Preparable<R> = { prepare(name: string): { execute(): Promise<R> } };

/**
 * Texts given a name so far. Bounded: a statement whose text grows with its input (an `in` list of
 * ids) must not fill every connection of the server with statements used once; past the bound, a new
 * text runs unnamed, as before.
 */
const names = new Map<string, string>();
const MOST_NAMES = 500;

/**
 * Runs a statement as a named (prepared) statement. An unnamed one is parsed and planned again at
 * every call: for a list's page that is half of PostgreSQL's time (the students' page: 0.8 ms of
 * planning against 0.7 ms of execution). Named, each connection parses it once, and after five runs
 * PostgreSQL keeps a generic plan when it costs no more than planning each call would save. The name
 * is a hash of the text (node-postgres refuses one name for two texts); the values stay parameters.
 *
 * The text is known only once Drizzle has built the statement, and building it is a good part of a
 * list's time in node, so it is built once and the name set on the driver's configs afterwards
 * (prepared-statements.test.ts checks that the database holds it under that name).
 */
export function runPrepared<R>(statement: Preparable<R>): Promise<R> {
  const prepared = statement.prepare('') as PreparedQuery<R>;
  named(prepared, nameOf(prepared.getQuery().sql));
  return prepared.execute();
}

/** The statement's name: a hash of its text, while there are names to give. */
function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MOST_NAMES) {
    name = `q_${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}

function named(prepared: PreparedQuery<unknown>, name: string | undefined) {
  prepared.queryConfig.name = name;
  prepared.rawQueryConfig.name = name;
}

/** What Drizzle made of a statement: its text, its values (placeholders among them), how rows map. */
type Built = {
  query: { sql: string; params: unknown[] };
  fields: unknown;
  joinsNotNullableMap: unknown;
  name: string | undefined;
};
/** Drizzle's prepared select, as built (its parts are not in Drizzle's types). */
type BuiltQuery<R> = PreparedQuery<R> &
  Omit<Built, 'query' | 'name'> & {
    execute(values: Record<string, unknown>): Promise<R>;
  };
/** A session of Drizzle's (internal): makes a prepared query of a built text. */
type Session = {
  prepareQuery(query: Built['query'], fields: unknown, name: string, arrayMode: boolean): BuiltQuery<never>;
};

const built = new Map<string, Built>();

/**
 * Runs a statement built once per `key`, prepared (as runPrepared), with the values of its
 * placeholders (`sql.placeholder('tenant')`). Drizzle builds a statement's text anew at every call,
 * walking every column and subquery of it: a fifth of node's time for a list's first page (the
 * trips: 0.3 ms of 1.5). A list's first page without filters differs between calls only in the
 * school, so its text is built once and the school filled in. `key` must name everything the
 * statement is built from but the placeholders' values. Bounded as the names are: past the bound,
 * a statement is built at each call.
 */
export function runBuilt<R>(
  db: { _: unknown },
  key: string,
  build: () => Preparable<R>,
  values: Record<string, unknown>,
): Promise<R> {
  let entry = built.get(key);
  if (!entry) {
    const prepared = build().prepare('') as BuiltQuery<R>;
    entry = {
      query: prepared.getQuery() as Built['query'],
      fields: prepared.fields,
      joinsNotNullableMap: prepared.joinsNotNullableMap,
      name: nameOf(prepared.getQuery().sql),
    };
    if (built.size < MOST_NAMES) built.set(key, entry);
  }
  const { session } = db._ as { session: Session };
  const query = session.prepareQuery(entry.query, entry.fields, '', true) as BuiltQuery<R>;
  query.joinsNotNullableMap = entry.joinsNotNullableMap;
  named(query, entry.name);
  return query.execute(values);
}

/**
 * The rows of a raw statement (`sql`…``) run as a named one, as runPrepared does for the query
 * builder's: for a long statement of constant text run many times a second (the position writer's),
 * whose planning would cost more than its run. Its text must not grow with its input.
 */
export async function queryPrepared<Row extends object>(db: { _: unknown }, query: SQL): Promise<Row[]> {
  const { session } = db._ as { session: Session };
  const { dialect } = db as unknown as { dialect: { sqlToQuery(query: SQL): Built['query'] } };
  const built = dialect.sqlToQuery(query);
  const prepared = session.prepareQuery(built, undefined, '', false) as BuiltQuery<{ rows: Row[] }>;
  named(prepared, nameOf(built.sql));
  return (await prepared.execute({})).rows;
}
