import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseOutageLog } from '../../db/database-outage';
import { startPeriodicJob, type PeriodicJob } from '../../db/periodic-job';
import { expireOverdueRequests } from './booking-bulk-changes';
import type { BookingsContext } from './booking-queries';

/**
 * The job that writes the transition table's `expire` (decision 045): every few seconds in every
 * process it expires the requests nobody decided by their deadline and frees their hours, then
 * kicks the notifications outbox so both sides hear of it. Nothing waits for it: every read
 * already treats a request past its deadline as expired (`currentState`, `inCurrentState`), and a
 * booking runs the expiry of its own studio and date first. Several processes may run it side by
 * side; each request's row is locked, so each expires once.
 */

const REQUEST_EXPIRY_INTERVAL_MS = 5_000;

export type RequestExpiry = Pick<PeriodicJob<number>, 'runNow' | 'stop'>;

export function startRequestExpiry(options: {
  context: Pick<BookingsContext, 'db' | 'now' | 'limits' | 'notifications'>;
  log: FastifyBaseLogger;
  /** Where a failure because the database is unavailable goes (one line per outage). */
  databaseOutage: DatabaseOutageLog;
  intervalMs?: number;
  /** The job starts once this settles: the database migrated. At once without it. */
  startAfter?: Promise<unknown>;
}): RequestExpiry {
  const { context } = options;
  return startPeriodicJob({
    // Resolves with how many expired.
    run: async () => {
      const expired = await expireOverdueRequests(context);
      if (expired > 0) context.notifications.kick();
      return expired;
    },
    idle: 0,
    intervalMs: options.intervalMs ?? REQUEST_EXPIRY_INTERVAL_MS,
    log: options.log,
    databaseOutage: options.databaseOutage,
    failure: 'expiring booking requests failed; trying again later',
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
  });
}
