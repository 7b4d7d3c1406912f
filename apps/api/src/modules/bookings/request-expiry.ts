import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseOutageLog } from '../../db/database-outage';
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

export const REQUEST_EXPIRY_INTERVAL_MS = 5_000;

export type RequestExpiry = {
  /** Expires what is due now (after a run in progress); resolves with how many expired. */
  runNow(): Promise<number>;
  /** Stops the job, after the run in progress. */
  stop(): Promise<void>;
};

export function startRequestExpiry(options: {
  context: Pick<BookingsContext, 'db' | 'now' | 'limits' | 'notifications'>;
  log: FastifyBaseLogger;
  /** Where a failure because the database is unavailable goes (one line per outage). */
  databaseOutage: DatabaseOutageLog;
  intervalMs?: number;
  /** The job starts once this settles: the database migrated. At once without it. */
  startAfter?: Promise<unknown>;
}): RequestExpiry {
  const { context, log, databaseOutage } = options;
  const interval = options.intervalMs ?? REQUEST_EXPIRY_INTERVAL_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** The runs in order: one at a time in this process. */
  let chain: Promise<unknown> = Promise.resolve();

  function runNow(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    const run = chain.then(async () => {
      const expired = await expireOverdueRequests(context);
      if (expired > 0) context.notifications.kick();
      return expired;
    });
    chain = run.catch(() => undefined);
    return run;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runNow()
        .catch((error: unknown) => {
          if (!stopped && !databaseOutage.noted(error)) {
            log.warn({ err: error }, 'expiring booking requests failed; trying again later');
          }
        })
        .finally(schedule);
    }, interval);
    // The job never keeps a process alive on its own.
    timer.unref();
  }
  if (options.startAfter) options.startAfter.then(schedule, () => undefined);
  else schedule();

  return {
    runNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await chain;
    },
  };
}
