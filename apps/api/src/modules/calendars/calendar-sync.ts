import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseOutageLog } from '../../db/database-outage';
import { startPeriodicJob } from '../../db/periodic-job';
import { importedCalendars } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import {
  readColumns,
  replaceBusyHours,
  tellOwner,
  type CalendarRow,
  type CalendarsContext,
} from './calendar-records';
import { readCalendar } from './read-calendar';

/**
 * Reading linked calendars again (decision 048): on "Sync now", and in the background every
 * CALENDAR_SYNC_MINUTES in every API process. One process reads a calendar at a time: it takes
 * the calendar's lease (an update that succeeds only while no lease runs, by the database's
 * clock, so on PostgreSQL and the embedded database alike), and the write of the result clears
 * it. A process that dies mid-read leaves the lease to run out.
 */

/** How often the job looks for calendars due a read. */
const CALENDAR_SYNC_CHECK_MS = 60_000;
/** Longer than any read: 10 s of fetch, 5 s of reading, the reader's start (30 s at most). */
const LEASE = sql`now() + interval '2 minutes'`;
/** Calendars one run of the job reads, one after another, oldest read first. */
const CALENDARS_PER_RUN = 50;
/**
 * A conditional request is sent only within a day of the last full read: the hours are read for
 * 180 days from the read, so a calendar that never changes is still read whole once a day to
 * add the days the window has moved on to (a weekly event keeps blocking its next weeks).
 */
const FULL_READ_EVERY_MS = 24 * 60 * 60 * 1000;

export type CalendarSync = {
  /**
   * Reads the calendars due a read now (after a run in progress); resolves with how many were
   * read by this process.
   */
  runNow(): Promise<number>;
  /**
   * Reads one calendar now ("Sync now"). Joins a read of it in progress in this process; while
   * another process reads it, returns at once (that read's result is the next the owner sees).
   */
  syncNow(calendarId: string): Promise<void>;
  /** Stops the job, after the reads in progress. */
  stop(): Promise<void>;
};

/** No read of the calendar runs: no lease, or one that has run out (by the database's clock). */
const leaseFree = or(
  isNull(importedCalendars.syncLeaseUntil),
  lt(importedCalendars.syncLeaseUntil, sql`now()`),
);

/**
 * Due a background read: last read at `dueBefore` or earlier, and not the demo's calendar, whose
 * address is a placeholder that is never fetched in the background.
 */
const dueInBackground = (dueBefore: Date) =>
  and(eq(importedCalendars.demo, false), lte(importedCalendars.lastSyncedAt, dueBefore));

/**
 * Takes the calendar's lease: the row, or nothing while another read of it runs (or, for the
 * job, when it was read since `dueBefore` or is the demo's).
 */
async function takeLease(
  ctx: CalendarsContext,
  calendarId: string,
  dueBefore: Date | null,
): Promise<CalendarRow | undefined> {
  const [row] = await ctx.db
    .update(importedCalendars)
    .set({ syncLeaseUntil: LEASE })
    .where(
      and(
        eq(importedCalendars.id, calendarId),
        leaseFree,
        dueBefore ? dueInBackground(dueBefore) : undefined,
      ),
    )
    .returning();
  return row;
}

/** Reads a leased calendar and writes what came of it in one transaction, clearing the lease. */
async function readLeased(ctx: CalendarsContext, calendar: CalendarRow): Promise<void> {
  const now = ctx.now();
  const recent =
    calendar.lastGoodAt !== null &&
    now.getTime() - calendar.lastGoodAt.getTime() < FULL_READ_EVERY_MS;
  const read = await readCalendar({
    url: calendar.url,
    etag: recent ? calendar.etag : null,
    lastModified: recent ? calendar.lastModified : null,
    now,
    allowPrivate: ctx.allowPrivate,
    resolver: ctx.resolver,
  });
  const told = await inTransaction(ctx.db, async (tx) => {
    const [written] = await tx
      .update(importedCalendars)
      .set({ ...readColumns(read, now), syncLeaseUntil: null })
      .where(eq(importedCalendars.id, calendar.id))
      .returning({ id: importedCalendars.id });
    // Removed while it was read: nothing to keep.
    if (!written) return false;
    if (read.kind === 'busy') await replaceBusyHours(tx, calendar, read.busyHours);
    // The demo's calendar is never read again in the background: its e-mail would say it is.
    const failureRunStarted =
      read.kind === 'error' && calendar.status === 'ok' && !calendar.demo ? read.sentence : null;
    return tellOwner(tx, ctx, calendar, { failureRunStarted }, now);
  });
  if (told) ctx.notifications.kick();
}

export function startCalendarSync(options: {
  context: CalendarsContext;
  log: FastifyBaseLogger;
  /** Where a failure because the database is unavailable goes (one line per outage). */
  databaseOutage: DatabaseOutageLog;
  intervalMs?: number;
  /** The job starts once this settles: the database migrated. At once without it. */
  startAfter?: Promise<unknown>;
}): CalendarSync {
  const { context: ctx, log, databaseOutage } = options;
  /** The reads in progress in this process, by calendar: a second ask joins the first. */
  const reading = new Map<string, Promise<boolean>>();

  /** Reads the calendar if its lease can be taken; true when this process read it. */
  function sync(calendarId: string, dueBefore: Date | null): Promise<boolean> {
    const running = reading.get(calendarId);
    if (running) return running;
    const read = (async () => {
      const calendar = await takeLease(ctx, calendarId, dueBefore);
      if (!calendar) return false;
      try {
        await readLeased(ctx, calendar);
      } catch (error) {
        // The read failed on our side (the reader or the database): let it be tried again.
        await ctx.db
          .update(importedCalendars)
          .set({ syncLeaseUntil: null })
          .where(eq(importedCalendars.id, calendarId))
          .catch(() => undefined);
        throw error;
      }
      return true;
    })().finally(() => reading.delete(calendarId));
    reading.set(calendarId, read);
    return read;
  }

  /** Reads the calendars due a read, one after another; how many this process read. */
  async function runDue(): Promise<number> {
    const dueBefore = new Date(ctx.now().getTime() - ctx.syncMinutes * 60_000);
    const due = await ctx.db
      .select({ id: importedCalendars.id })
      .from(importedCalendars)
      .where(and(dueInBackground(dueBefore), leaseFree))
      .orderBy(asc(importedCalendars.lastSyncedAt))
      .limit(CALENDARS_PER_RUN);
    let read = 0;
    for (const { id } of due) {
      if (job.stopped()) break;
      try {
        if (await sync(id, dueBefore)) read += 1;
      } catch (error) {
        // Logged without the calendar's address, a secret (the serializer drops the values).
        if (!databaseOutage.noted(error)) {
          log.warn({ err: error, calendarId: id }, 'reading an imported calendar failed');
        }
      }
    }
    return read;
  }

  const job = startPeriodicJob({
    run: runDue,
    idle: 0,
    intervalMs: options.intervalMs ?? CALENDAR_SYNC_CHECK_MS,
    log,
    databaseOutage,
    failure: 'syncing imported calendars failed; trying again later',
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
  });

  return {
    runNow: job.runNow,
    async syncNow(calendarId) {
      await sync(calendarId, null);
    },
    async stop() {
      await job.stop();
      await Promise.allSettled(reading.values());
    },
  };
}
