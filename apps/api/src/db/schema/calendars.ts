import { sql } from 'drizzle-orm';
import { CALENDAR_STATUSES } from '@studio-hive/domain';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, literalList } from './columns';
import { studios } from './studios';

/**
 * The calendars an owner links to a studio (decision 048): at most 5 a studio, counted under the
 * studio's row lock when one is added. Each keeps the last good copy of its busy hours
 * (`imported_busy_hours`) and why its last read failed, if it did.
 */
export const importedCalendars = pgTable(
  'imported_calendars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studioId: uuid('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** The address as the owner gave it: a secret, never sent back whole and never logged. */
    url: text('url').notNull(),
    /** 'error' from a failed read until the next good one: a failure run (one e-mail each). */
    status: text('status', { enum: CALENDAR_STATUSES }).notNull(),
    /** Why the last read failed, in the owner's words; null while it reads. */
    error: text('error'),
    /** The validators of the last good read's answer, sent back to ask whether it changed. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** The last read, whatever came of it; the background sync reads a calendar after this. */
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }).notNull(),
    /** When its busy hours were last read from the file itself (not a "not modified"). */
    lastGoodAt: timestamp('last_good_at', { withTimezone: true }),
    /**
     * One process reads a calendar at a time: it takes this lease (an update that succeeds only
     * when none is running, by the database's clock) and clears it with the read's result.
     */
    syncLeaseUntil: timestamp('sync_lease_until', { withTimezone: true }),
    /**
     * The demo's calendar (DEMO_DATA): its hours come from a committed file read when it was
     * seeded and its address is a placeholder, so the background sync leaves it alone.
     */
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('imported_calendars_studio_idx').on(t.studioId, t.createdAt),
    // The background sync's next calendars: the least recently read first.
    index('imported_calendars_last_synced_idx').on(t.lastSyncedAt),
    check(
      'imported_calendars_status_check',
      sql`${t.status} in (${literalList(CALENDAR_STATUSES)})`,
    ),
  ],
);

/**
 * The IST hours an imported calendar has busy (decision 048), its last good read's: not
 * bookable at the studio. Replaced whole by each read in one transaction. Outside the unique
 * hour of booking_hours on purpose: a calendar may have busy an hour a booking already holds (a
 * conflict, shown to the owner, never a cancellation).
 */
export const importedBusyHours = pgTable(
  'imported_busy_hours',
  {
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => importedCalendars.id, { onDelete: 'cascade' }),
    /** The calendar's studio, so that a studio's hours are read without the calendars. */
    studioId: uuid('studio_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.calendarId, t.date, t.hour] }),
    // Whether a studio's hour is busy: the anti-joins of availability, booking and search.
    index('imported_busy_hours_studio_idx').on(t.studioId, t.date, t.hour),
    check('imported_busy_hours_hour_check', sql`${t.hour} between 0 and 23`),
  ],
);

/**
 * The conflicts the owner was told of (decision 048): a confirmed booking that a calendar's busy
 * hours overlap is e-mailed once, at the read that first finds it.
 */
export const importedCalendarConflicts = pgTable(
  'imported_calendar_conflicts',
  {
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => importedCalendars.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.calendarId, t.bookingId] }),
    // A booking's rows go with it (the cascade looks them up by booking).
    index('imported_calendar_conflicts_booking_idx').on(t.bookingId),
  ],
);
