import type { FastifyBaseLogger } from 'fastify';

/** Socket errors of a database that is down, unreachable or gone silent. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot take the request now: class 08 (connection exception),
 * shutting down or starting up (57P01-57P03), too many connections (53300).
 */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300)$/;

/** What node-postgres, its pool and PGlite say when there is no usable connection. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'PGlite is closed',
  // The health check's ping (db/client.ts).
  'Database did not respond within',
  // node-postgres's own connection timeout (a server that accepts and never answers).
  'timeout expired',
];

/**
 * Whether `error` (or an error it wraps, as Drizzle wraps the driver's) says the database could
 * not be reached or did not answer, rather than that the statement was wrong: a 503, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (CONNECTION_ERRNOS.has(code) || UNAVAILABLE_SQLSTATES.test(code))
    )
      return true;
    if (UNAVAILABLE_MESSAGES.some((message) => cause.message.startsWith(message))) return true;
    // AggregateError: Node's connect to every address of a host name failed.
    if (cause instanceof AggregateError && cause.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

/** The driver's own words for why, without the statement Drizzle puts in its message. */
function reason(error: unknown): string {
  let last = error instanceof Error ? error.message : String(error);
  for (let cause = error; cause instanceof Error; cause = cause.cause) last = cause.message;
  return last;
}

/** After this long without a failure, the next one starts a new outage. */
const OUTAGE_QUIET_MS = 60_000;

export type DatabaseOutageLog = {
  /**
   * Notes a failure of a request, a health check or background work (a delivery of
   * notifications, a connection of the pool or of LISTEN, a try to migrate). One that says the
   * database is unavailable is counted in the outage and true is returned; any other error is the
   * caller's to log.
   */
  noted(error: unknown): boolean;
};

/**
 * One log line per database outage, whatever meets it (a minute of refused requests wrote
 * hundreds of lines, each with its SQL; health checks, deliveries and lost connections one each):
 * the first failure is logged with the driver's reason, the rest are counted, and the count is
 * logged with the first failure of the next outage. One log for the process (server.ts), so the
 * migrations' retries, the pool and the app share it.
 */
export function createOutageLog(
  log: Pick<FastifyBaseLogger, 'error'>,
  now: () => number = Date.now,
): DatabaseOutageLog {
  let lastFailure = -Infinity;
  let failuresInOutage = 0;
  return {
    noted(error) {
      if (!isDatabaseUnavailable(error)) return false;
      const at = now();
      if (at - lastFailure > OUTAGE_QUIET_MS) {
        log.error(
          {
            reason: reason(error),
            ...(failuresInOutage > 0 ? { failuresInPreviousOutage: failuresInOutage } : {}),
          },
          'database unavailable: requests that need it get 503 until it is back',
        );
        failuresInOutage = 0;
      }
      failuresInOutage += 1;
      lastFailure = at;
      return true;
    },
  };
}
