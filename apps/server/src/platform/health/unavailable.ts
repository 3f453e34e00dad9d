/**
 * Errors that mean "a dependency (PostgreSQL, Redis) cannot be reached right now", as opposed to a
 * bug. A request that fails with one is answered 503 SERVICE UNAVAILABLE (002 §8 "other": ERROR 503)
 * instead of 500 SYSTEM ERROR, so the browser and any proxy know to try again.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** PostgreSQL SQLSTATEs: admin/crash shutdown, cannot connect now, too many connections. */
const PG_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

const MESSAGES = [
  /^Connection terminated/, // pg: the server went away mid-query, or connectionTimeoutMillis
  /timeout exceeded when trying to connect/, // pg-pool connectionTimeoutMillis
  /not queryable/, // pg: a client whose connection already failed
  /^Stream isn't writeable/, // ioredis with enableOfflineQueue: false while reconnecting
  /^Connection is closed/, // ioredis
  /^Reached the max retries per request limit/, // ioredis MaxRetriesPerRequestError
];

export function isDependencyUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  // SQLSTATE class 08: connection exception.
  if (NETWORK_CODES.has(code) || PG_CODES.has(code) || code.startsWith('08')) return true;
  if (e.name === 'MaxRetriesPerRequestError') return true;
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  // node's happy-eyeballs connect reports every address it tried in an AggregateError.
  if (Array.isArray(e.errors) && e.errors.some((x) => isDependencyUnavailable(x, depth + 1))) return true;
  return isDependencyUnavailable(e.cause, depth + 1);
}
