import { DrizzleQueryError } from 'drizzle-orm/errors';

/** The PostgreSQL error code of a failed query, looking through Drizzle's wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint or table named by a failed query, when the driver reports it. */
export function pgErrorDetail(error: unknown): { constraint?: string; table?: string; detail?: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as { constraint?: string; table?: string; detail?: string; code?: string };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { constraint: candidate.constraint, table: candidate.table, detail: candidate.detail };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return {};
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const EXCLUSION_VIOLATION = '23P01';

// Network failures of the driver: the server is down, unreachable, or dropped the connection.
const connectionErrnoCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// SQLSTATE class 08 (connection exception), shutdowns and "cannot connect now", too many clients.
const unavailableSqlStates = /^(08...|57P0[123]|53300)$/;
// node-postgres says these in words only ("after calling end": the database was closed).
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Cannot use a pool after calling end/i;

/** Whether a failed query means the database cannot be reached (503), rather than a bad query (500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some((candidate) => {
    const { code, message } = candidate as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (connectionErrnoCodes.has(code) || unavailableSqlStates.test(code)))
      return true;
    // The embedded database's socket is missing while its thread restarts.
    if (code === 'ENOENT' && (candidate as { syscall?: unknown }).syscall === 'connect') return true;
    return typeof message === 'string' && unavailableMessages.test(message);
  });
}

/**
 * What a log may say about a database error: the PostgreSQL code and message. Drizzle's own message
 * ("Failed query: ... params: ...") and its stack carry the query's values (e-mails, password hashes).
 */
export function describeDatabaseError(error: unknown): { code?: string; message?: string } | undefined {
  const chain = causes(error);
  if (!chain.some(isDrizzleQueryError) && pgErrorCode(error) === undefined) return undefined;
  const driverError = chain.find((candidate) => !isDrizzleQueryError(candidate)) as
    { code?: unknown; message?: unknown } | undefined;
  return {
    code: typeof driverError?.code === 'string' ? driverError.code : undefined,
    message: typeof driverError?.message === 'string' ? driverError.message : undefined,
  };
}

function isDrizzleQueryError(error: unknown): boolean {
  return error instanceof DrizzleQueryError;
}

// The error, its causes, and the attempts of an AggregateError (one per address of a host name).
function causes(error: unknown): object[] {
  const found: object[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    found.push(current);
    const attempts = (current as { errors?: unknown }).errors;
    if (Array.isArray(attempts)) found.push(...attempts.filter((item) => item && typeof item === 'object'));
    current = (current as { cause?: unknown }).cause;
  }
  return found;
}
