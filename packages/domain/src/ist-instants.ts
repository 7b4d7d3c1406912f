import { assertHour, calendarParts, IST_OFFSET_MS } from './ist-clock';

/**
 * IST hours as instants, for the rules that compare them with `now` (booking-lifecycle.ts): apart
 * from ist-clock.ts, which the listing and the studio page download first, so that they do not
 * carry what only the bookings screens use (decision 014).
 */

const HOUR_MS = 60 * 60 * 1000;

/**
 * The instant an IST hour of a calendar date begins: ('2026-11-24', 10) -> 2026-11-24T04:30:00Z.
 * 24 is the next day's midnight, so (date, last hour + 1) is where a booking ends.
 */
export function istHourStart(date: string, hour: number): Date {
  assertHour(hour);
  const parts = calendarParts(date);
  if (!parts) throw new RangeError(`Not a calendar date (yyyy-MM-dd): ${JSON.stringify(date)}`);
  // setUTCFullYear, unlike Date.UTC, does not turn years 0..99 into 1900..1999.
  const midnightUtc = new Date(0).setUTCFullYear(parts.year, parts.month - 1, parts.day);
  return new Date(midnightUtc - IST_OFFSET_MS + hour * HOUR_MS);
}
