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

/**
 * Log fields for a failure of background work: only the driver's reason when the database is
 * unreachable (the statement adds nothing and fills the log every retry), the error otherwise.
 */
export function failureLogFields(error: unknown): Record<string, unknown> {
  return isDatabaseUnavailable(error) ? { reason: reason(error) } : { err: error };
}

/** After this long without a refused request, the next one starts a new outage. */
const OUTAGE_QUIET_MS = 60_000;

/**
 * One log line per database outage, not one per request (a minute of refused requests wrote
 * hundreds of lines, each with its SQL): the first refusal is logged with the driver's reason,
 * the rest are counted, and the count is logged with the first refusal of the next outage.
 */
export function createOutageLog(log: FastifyBaseLogger, now: () => number = Date.now) {
  let lastRefusal = -Infinity;
  let refusedInOutage = 0;
  return {
    refused(error: unknown) {
      const at = now();
      if (at - lastRefusal > OUTAGE_QUIET_MS) {
        log.error(
          {
            reason: reason(error),
            ...(refusedInOutage > 0 ? { refusedInPreviousOutage: refusedInOutage } : {}),
          },
          'database unavailable: requests that need it get 503 until it is back',
        );
        refusedInOutage = 0;
      }
      refusedInOutage += 1;
      lastRefusal = at;
    },
  };
}
