import { Worker, type WorkerOptions } from 'node:worker_threads';
import { CALENDAR_READ_MEMORY_MB, CALENDAR_READ_TIMEOUT_MS } from './calendar-limits';
import { CALENDAR_SENTENCES } from './calendar-sentences';
import type { CalendarText } from './ical-busy-events';

/**
 * Reads a fetched calendar's text in a worker thread that is stopped after 5 seconds or 256 MB
 * (docs/decisions/048): the file is anyone's, and one impossible recurrence rule makes ical.js
 * loop forever inside a single step, which would stop every request of this process. Nothing
 * of the text is logged.
 */

/**
 * Built, the worker is dist/busy-hours-worker.mjs beside dist/server.mjs (build.mjs). From the
 * TypeScript sources (tests, `npm run dev`) it is the .ts file beside this one, imported through
 * tsx's API: Node 20 does not apply loader hooks given in a worker's execArgv to its entry file.
 */
function startWorker(options: WorkerOptions): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./busy-hours-worker.mjs', import.meta.url), options);
  }
  const file = JSON.stringify(new URL('./busy-hours-worker.ts', import.meta.url).href);
  const entry = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${file}, ${file}))`;
  return new Worker(entry, { ...options, eval: true });
}

export type ReadLimits = { timeoutMs: number; memoryMb: number };

export const READ_LIMITS: ReadLimits = {
  timeoutMs: CALENDAR_READ_TIMEOUT_MS,
  memoryMb: CALENDAR_READ_MEMORY_MB,
};

/** Loading the worker's modules is the server's own work, not the calendar's: a fault past this. */
const WORKER_START_TIMEOUT_MS = 30_000;

type WorkerMessage = { kind: 'started' } | CalendarText;

/**
 * The busy hours of a calendar's text within the import window of `now`, as busyHoursOfText
 * gives them, or 'This calendar took too long to read' when the reading passes its time (counted
 * from the worker's start, its modules loaded) or memory. Rejects only when the worker itself
 * cannot run (a fault of the server, not of the calendar).
 */
export function readBusyHours(
  text: string,
  now: Date,
  limits: ReadLimits = READ_LIMITS,
): Promise<CalendarText> {
  return new Promise((resolve, reject) => {
    const worker = startWorker({
      workerData: { text, now: now.getTime() },
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    });
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      finish();
      void worker.terminate();
    };
    const tooLong = () => resolve({ kind: 'error', sentence: CALENDAR_SENTENCES.tooLongToRead });
    let timer = setTimeout(
      () => settle(() => reject(new Error('The calendar reader did not start'))),
      WORKER_START_TIMEOUT_MS,
    );
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind !== 'started') {
        settle(() => resolve(message));
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(() => settle(tooLong), limits.timeoutMs);
    });
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() => (error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLong() : reject(error))),
    );
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`The calendar reader stopped with exit code ${code}`))),
    );
  });
}
