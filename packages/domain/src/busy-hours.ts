import { IST_OFFSET_MS, istHour, istToday } from './ist-clock';

/**
 * Busy hours of imported calendars (docs/decisions/048): the IST hours an owner's other
 * calendars hold. Each busy event blocks every IST hour it touches for the next 180 days; the API
 * turns an iCalendar file into busy intervals (instants) and this module turns those into hours.
 * Pure: `now` is passed in, nothing depends on the process time zone (IST hours are exact
 * arithmetic on the UTC+05:30 offset, as in ist-clock.ts).
 */

/** How far ahead an imported calendar blocks hours: "for the next 180 days" (decision 048). */
export const CALENDAR_IMPORT_DAYS = 180;

/** A busy event's time as instants, half-open: it covers `start` up to, not including, `end`. */
export type BusyInterval = { start: Date; end: Date };

/** One IST hour of a calendar date (h means h:00 to h+1:00 IST, as a slot's hour). */
export type BusyHour = { date: string; hour: number };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The instants an imported calendar is read for: from `now` to `now` + 180 days. Events wholly
 * outside it block nothing; the parser stops expanding a recurring event at its end.
 */
export function calendarImportWindow(now: Date): BusyInterval {
  const start = now.getTime();
  if (Number.isNaN(start)) throw new RangeError('Invalid time value');
  return { start: new Date(start), end: new Date(start + CALENDAR_IMPORT_DAYS * DAY_MS) };
}

/** The number of the IST hour an instant falls in (IST hours start at :30 UTC). */
const istHourNumber = (ms: number) => Math.floor((ms + IST_OFFSET_MS) / HOUR_MS);

function hourOfNumber(hourNumber: number): BusyHour {
  const start = new Date(hourNumber * HOUR_MS - IST_OFFSET_MS);
  return { date: istToday(start), hour: istHour(start) };
}

/**
 * The IST hours that busy intervals touch within the import window of `now`, each once, in date
 * and hour order.
 *
 * - An event touching any part of an hour blocks the whole hour: 10:15 to 11:05 blocks 10 and 11.
 *   Intervals are half-open, so an event ending at 11:00 does not block 11.
 * - A zero-length event (end equal to its start, as an iCalendar event with a start time and no
 *   end has) blocks the hour it is in: someone marked that moment busy, and an hour is the
 *   smallest thing a studio sells. An end before the start is read as zero-length.
 * - Only the part inside the window counts: an event under way at `now` blocks its hours from
 *   the current one; the window ends `now` + 180 days, and an hour begun before then is blocked.
 */
export function busyHoursOf(intervals: readonly BusyInterval[], now: Date): BusyHour[] {
  const window = calendarImportWindow(now);
  const windowStart = window.start.getTime();
  const windowEnd = window.end.getTime();
  const clipped: Array<[number, number]> = [];
  for (const interval of intervals) {
    const start = interval.start.getTime();
    const end = interval.end.getTime();
    if (Number.isNaN(start) || Number.isNaN(end)) throw new RangeError('Invalid time value');
    // A zero-length event covers its one instant: the millisecond at its start.
    const coveredEnd = Math.max(end, start + 1);
    const from = Math.max(start, windowStart);
    const to = Math.min(coveredEnd, windowEnd);
    if (from < to) clipped.push([from, to]);
  }
  clipped.sort((a, b) => a[0] - b[0]);

  // Sorted by start, each interval's hours run from its start's hour to its last instant's; a
  // later interval adds only the hours after the last one listed, so overlaps count once and
  // thousands of events spanning months cost no more than the window's 4,321 hours.
  const hours: BusyHour[] = [];
  let lastListed = Number.NEGATIVE_INFINITY;
  for (const [from, to] of clipped) {
    const last = istHourNumber(to - 1);
    for (let hour = Math.max(istHourNumber(from), lastListed + 1); hour <= last; hour++) {
      hours.push(hourOfNumber(hour));
    }
    lastListed = Math.max(lastListed, last);
  }
  return hours;
}
