import { sql, type SQL } from 'drizzle-orm';

/**
 * A named code (`EVENT.pickup`, `STATUS.active`) written into a statement as an integer literal:
 * statements read the shared constants instead of bare numbers, and still carry constants the
 * planner can match against (partial indexes, CASE arms) and that DDL accepts (check constraints
 * in table definitions, where parameters are not allowed). Only integers are rendered, so nothing
 * else can reach the SQL text this way.
 */
export function sqlCode(code: number): SQL {
  if (!Number.isSafeInteger(code)) throw new TypeError(`Not an integer code: ${code}`);
  return sql.raw(String(code));
}

/** Named codes as a comma-separated list of literals, for `in (...)`. */
export function sqlCodes(codes: readonly number[]): SQL {
  if (codes.length === 0) throw new TypeError('An empty list of codes matches nothing');
  return sql.join(
    codes.map((code) => sqlCode(code)),
    sql`, `,
  );
}
