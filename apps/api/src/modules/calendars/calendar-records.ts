import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_BOOKING_SOURCE,
  istHour,
  istToday,
  maskCalendarUrl,
  type BusyHour,
  type CalendarConflict,
  type ImportedCalendar,
} from '@studio-hive/domain';
import type { Database } from '../../db/client';
import {
  bookingHours,
  bookings,
  importedBusyHours,
  importedCalendarConflicts,
  importedCalendars,
  studios,
  users,
} from '../../db/schema';
import { columnNames } from '../../db/sql-fragments';
import type { Executor, Transaction } from '../../db/transaction';
import {
  calendarConflictsMessage,
  calendarFailingMessage,
} from '../../notifications/calendar-messages';
import {
  writeNotifications,
  type NotificationDispatcher,
} from '../../notifications/notification-dispatcher';
import { inCurrentState } from '../bookings/booking-holds';
import type { Resolver } from './address-guard';
import type { CalendarRead } from './read-calendar';

/**
 * Imported calendars as stored (decision 048): their JSON for the owner, their busy hours and
 * conflicts, and the writing of what a read found, in the transaction of the add or the sync.
 */

export type CalendarsContext = {
  db: Database;
  now: () => Date;
  /** Kicked after a commit that wrote messages to the owner. */
  notifications: Pick<NotificationDispatcher, 'kick'>;
  /** CALENDAR_IMPORT_ALLOW_PRIVATE: addresses may lead to loopback and private networks. */
  allowPrivate: boolean;
  /** How a calendar's host name is resolved: the system's resolver, or the tests' own. */
  resolver: Resolver;
  /** CALENDAR_SYNC_MINUTES: each calendar is read again this often in the background. */
  syncMinutes: number;
  /** For the link in the owner's e-mails. */
  publicUrl: string | undefined;
};

export type CalendarRow = typeof importedCalendars.$inferSelect;

const ib = importedBusyHours;

/** A busy hour that has not ended at `now`: the IST hour under way, or a later one. */
function upcoming(now: Date): SQL {
  const today = istToday(now);
  return sql`(${ib.date} > ${today}::date or (${ib.date} = ${today}::date and ${ib.hour} >= ${istHour(now)}))`;
}

/**
 * Per calendar, the confirmed bookings (as of `now`) made here by customers that its upcoming busy
 * hours overlap, with those hours and the booking's own, in session order. An offline booking is
 * the owner's own record of a booking taken elsewhere (decision 049), often the very event of the
 * calendar: not a conflict (the week shows it 'Also busy').
 */
async function conflictsOf(
  db: Executor,
  calendarIds: string[],
  now: Date,
): Promise<Map<string, (CalendarConflict & { bookingHours: number[] })[]>> {
  const result = new Map<string, (CalendarConflict & { bookingHours: number[] })[]>();
  if (calendarIds.length === 0) return result;
  const rows = await db
    .select({
      calendarId: ib.calendarId,
      bookingId: bookings.id,
      date: bookings.date,
      bookingHours: bookings.hours,
      hours: sql<number[]>`json_agg(${ib.hour} order by ${ib.hour})`,
    })
    .from(ib)
    .innerJoin(
      bookingHours,
      and(
        eq(bookingHours.studioId, ib.studioId),
        eq(bookingHours.date, ib.date),
        eq(bookingHours.hour, ib.hour),
      ),
    )
    .innerJoin(bookings, eq(bookings.id, bookingHours.bookingId))
    .where(
      and(
        inArray(ib.calendarId, calendarIds),
        upcoming(now),
        eq(bookings.source, DEFAULT_BOOKING_SOURCE),
        inCurrentState(bookings, now.toISOString(), 'confirmed'),
      ),
    )
    .groupBy(ib.calendarId, bookings.id)
    .orderBy(asc(bookings.date), sql`min(${ib.hour})`, asc(bookings.id));
  for (const row of rows) {
    const list = result.get(row.calendarId) ?? [];
    if (!result.has(row.calendarId)) result.set(row.calendarId, list);
    list.push({
      bookingId: row.bookingId,
      date: row.date,
      hours: row.hours.map(Number),
      bookingHours: row.bookingHours,
    });
  }
  return result;
}

/** Per calendar, how many of its busy hours have not ended at `now`. */
async function upcomingHourCounts(
  db: Executor,
  calendarIds: string[],
  now: Date,
): Promise<Map<string, number>> {
  if (calendarIds.length === 0) return new Map();
  const rows = await db
    .select({ calendarId: ib.calendarId, hours: count() })
    .from(ib)
    .where(and(inArray(ib.calendarId, calendarIds), upcoming(now)))
    .groupBy(ib.calendarId);
  return new Map(rows.map((row) => [row.calendarId, row.hours]));
}

/** The calendars as the owner sees them (docs/api.md `ImportedCalendar`), in the order given. */
export async function calendarsJson(
  db: Executor,
  rows: CalendarRow[],
  now: Date,
): Promise<ImportedCalendar[]> {
  const ids = rows.map((row) => row.id);
  const [busy, conflicts] = await Promise.all([
    upcomingHourCounts(db, ids, now),
    conflictsOf(db, ids, now),
  ]);
  return rows.map((row) => ({
    _id: row.id,
    label: row.label,
    url: maskCalendarUrl(row.url),
    status: row.status,
    error: row.error,
    lastSyncedAt: row.lastSyncedAt.toISOString(),
    busyHours: busy.get(row.id) ?? 0,
    conflicts: (conflicts.get(row.id) ?? []).map(({ bookingId, date, hours }) => ({
      bookingId,
      date,
      hours,
    })),
  }));
}

/** A studio's calendars, in the order they were linked. */
export function calendarsOfStudio(db: Executor, studioId: string): Promise<CalendarRow[]> {
  return db
    .select()
    .from(importedCalendars)
    .where(eq(importedCalendars.studioId, studioId))
    .orderBy(asc(importedCalendars.createdAt), asc(importedCalendars.id));
}

/** The calendar's busy hours become `hours` (a good read's), all at once. */
export async function replaceBusyHours(
  tx: Transaction,
  calendar: Pick<CalendarRow, 'id' | 'studioId'>,
  hours: readonly BusyHour[],
): Promise<void> {
  await tx.delete(ib).where(eq(ib.calendarId, calendar.id));
  if (hours.length === 0) return;
  await tx.execute(sql`insert into ${ib} (${columnNames(ib.calendarId, ib.studioId, ib.date, ib.hour)})
    select ${calendar.id}::uuid, ${calendar.studioId}::uuid, x.date, x.hour
    from unnest(${sql.param(hours.map((busy) => busy.date))}::date[],
                ${sql.param(hours.map((busy) => busy.hour))}::smallint[]) as x(date, hour)`);
}

/** Who hears about a studio's calendars: its owner, and the studio's name. */
async function ownerOf(tx: Transaction, studioId: string) {
  const [row] = await tx
    .select({ ownerName: users.name, ownerEmail: users.email, studioName: studios.name })
    .from(studios)
    .innerJoin(users, eq(users.id, studios.authorId))
    .where(eq(studios.id, studioId));
  return row;
}

type ReadCalendar = Pick<CalendarRow, 'id' | 'studioId' | 'label' | 'url'>;

/**
 * What a read left the calendar with, for the owner (decision 048): the first failure after a
 * good read starts a failure run, e-mailed once; each confirmed booking its busy hours newly
 * overlap is e-mailed once (never cancelled). Written in `tx`; true when a message was.
 */
export async function tellOwner(
  tx: Transaction,
  ctx: Pick<CalendarsContext, 'publicUrl' | 'syncMinutes'>,
  calendar: ReadCalendar,
  events: { failureRunStarted: string | null },
  now: Date,
): Promise<boolean> {
  const current = (await conflictsOf(tx, [calendar.id], now)).get(calendar.id) ?? [];
  const told =
    current.length === 0
      ? []
      : await tx
          .insert(importedCalendarConflicts)
          .values(current.map(({ bookingId }) => ({ calendarId: calendar.id, bookingId })))
          .onConflictDoNothing()
          .returning({ bookingId: importedCalendarConflicts.bookingId });
  if (told.length === 0 && events.failureRunStarted === null) return false;
  const owner = await ownerOf(tx, calendar.studioId);
  if (!owner) return false;
  const notice = {
    owner: { name: owner.ownerName, email: owner.ownerEmail },
    studio: { id: calendar.studioId, name: owner.studioName },
    calendar: { label: calendar.label, maskedUrl: maskCalendarUrl(calendar.url) },
    publicUrl: ctx.publicUrl,
  };
  const fresh = new Set(told.map((row) => row.bookingId));
  await writeNotifications(tx, [
    ...(events.failureRunStarted === null
      ? []
      : [
          calendarFailingMessage({
            ...notice,
            sentence: events.failureRunStarted,
            syncMinutes: ctx.syncMinutes,
          }),
        ]),
    ...(fresh.size === 0
      ? []
      : [
          calendarConflictsMessage({
            ...notice,
            bookings: current
              .filter((conflict) => fresh.has(conflict.bookingId))
              .map((conflict) => ({ date: conflict.date, hours: conflict.bookingHours })),
          }),
        ]),
  ]);
  return true;
}

/**
 * The columns a read sets on its calendar: a busy read its hours' validators and both times, an
 * unchanged one the time of the read, a failure why (its hours and validators stay).
 */
export function readColumns(read: CalendarRead, now: Date) {
  switch (read.kind) {
    case 'busy':
      return {
        status: 'ok' as const,
        error: null,
        etag: read.etag,
        lastModified: read.lastModified,
        lastSyncedAt: now,
        lastGoodAt: now,
      };
    case 'unchanged':
      return { status: 'ok' as const, error: null, lastSyncedAt: now };
    case 'error':
      return { status: 'error' as const, error: read.sentence, lastSyncedAt: now };
  }
}
