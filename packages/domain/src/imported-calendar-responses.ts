import { z } from 'zod/mini';

/**
 * Imported calendars as the API responds with them (docs/api.md#imported-calendars, decision
 * 048). The request is in imported-calendars.ts.
 *
 * zod/mini only, never 'zod', and nothing else: the web app loads these schemas beside a page's
 * first request, not with the page (docs/decisions/014).
 */

/** Whether an imported calendar was read the last time it was tried. */
export const CALENDAR_STATUSES = ['ok', 'error'] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];

/** A confirmed booking of ours that the calendar's busy hours overlap: never cancelled, shown. */
export const calendarConflictSchema = z.object({
  bookingId: z.string(),
  date: z.string(),
  /** The booking's hours that the calendar has busy, ascending. */
  hours: z.array(z.number()),
});
export type CalendarConflict = z.infer<typeof calendarConflictSchema>;

export const importedCalendarSchema = z.object({
  _id: z.string(),
  label: z.string(),
  /** The host and the first characters of the address only: the whole of it is a secret. */
  url: z.string(),
  status: z.enum(CALENDAR_STATUSES),
  /** Why the last read failed, in words (null while it reads). */
  error: z.nullable(z.string()),
  lastSyncedAt: z.string(),
  /** Upcoming hours it has busy (its last good read's). */
  busyHours: z.number(),
  conflicts: z.array(calendarConflictSchema),
});
export type ImportedCalendar = z.infer<typeof importedCalendarSchema>;

export const importedCalendarListSchema = z.array(importedCalendarSchema);
export const importedCalendarResultSchema = z.object({ calendar: importedCalendarSchema });
