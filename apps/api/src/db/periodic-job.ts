import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseOutageLog } from './database-outage';

/**
 * A job of every API process that works on the database on a clock of its own (the expiry of
 * requests, the sync of imported calendars): its runs one at a time in this process, a pause
 * between them, a failure logged (one line per database outage) and tried again at the next,
 * and `runNow()` for the tests. Several processes run it side by side: the work itself makes sure
 * each thing is done once (row locks, leases).
 */
export type PeriodicJob<Result> = {
  /** Runs the job now (after a run in progress); resolves with what the run returned. */
  runNow(): Promise<Result>;
  /** Stops the job, after the run in progress. */
  stop(): Promise<void>;
  /** Whether it was stopped: a long run checks it between its steps. */
  stopped(): boolean;
};

export function startPeriodicJob<Result>(options: {
  run: () => Promise<Result>;
  /** What `runNow()` resolves with once the job is stopped. */
  idle: Result;
  intervalMs: number;
  log: FastifyBaseLogger;
  /** Where a failure because the database is unavailable goes (one line per outage). */
  databaseOutage: DatabaseOutageLog;
  /** The log line of a failed run. */
  failure: string;
  /** The job starts once this settles: the database migrated. At once without it. */
  startAfter?: Promise<unknown>;
}): PeriodicJob<Result> {
  const { log, databaseOutage } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** The runs in order: one at a time in this process. */
  let chain: Promise<unknown> = Promise.resolve();

  function runNow(): Promise<Result> {
    if (stopped) return Promise.resolve(options.idle);
    const run = chain.then(options.run);
    chain = run.catch(() => undefined);
    return run;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runNow()
        .catch((error: unknown) => {
          if (!stopped && !databaseOutage.noted(error)) log.warn({ err: error }, options.failure);
        })
        .finally(schedule);
    }, options.intervalMs);
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
    stopped: () => stopped,
  };
}
