/**
 * Clock helpers for India Standard Time (docs/product.md#overview: every business date and hour is an IST
 * calendar date and hour, whatever the server's or browser's time zone).
 *
 * A business date is a 'yyyy-MM-dd' string and an hour an integer (h means h:00 to h+1:00 IST,
 * docs/api.md). Asia/Kolkata has been UTC+05:30 all year, without daylight saving, since October 1945
 * (before, local mean times and, during the war, +06:30), and every business instant is later:
 * turning an instant into an IST date or hour, and back, is exact arithmetic on that offset,
 * read with the UTC getters, so nothing here depends on the process time zone. `now` is always
 * passed in. Calendar arithmetic and long date formats are in `calendar-dates.ts`, with date-fns:
 * this module imports nothing, so a web page that formats no date does not download the date
 * library (decision 014).
 */

export const IST_TIME_ZONE = 'Asia/Kolkata';

/** UTC+05:30: IST's offset from UTC (tests hold it to the time zone database). */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const CALENDAR_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The parts of a real 'yyyy-MM-dd' calendar date, or null. */
export function calendarParts(value: unknown): { year: number; month: number; day: number } | null {
  if (typeof value !== 'string') return null;
  const match = CALENDAR_DATE_PATTERN.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12) return null;
  const lastDay = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  if (day < 1 || day > lastDay) return null;
  return { year, month, day };
}

/** Whether `value` is a real 'yyyy-MM-dd' calendar date (rejects 2026-02-30, 2026-2-3, ISO timestamps). */
export function isValidCalendarDate(value: unknown): boolean {
  return calendarParts(value) !== null;
}

/** The instant moved by IST's offset: its UTC fields read the IST wall clock. */
const istWallClock = (now: Date) => new Date(now.getTime() + IST_OFFSET_MS);

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The IST calendar date of an instant, e.g. 2026-11-22T18:45:00Z -> '2026-11-23'. */
export function istToday(now: Date): string {
  const wall = istWallClock(now);
  if (Number.isNaN(wall.getTime())) throw new RangeError('Invalid time value');
  const year = String(wall.getUTCFullYear()).padStart(4, '0');
  return `${year}-${twoDigits(wall.getUTCMonth() + 1)}-${twoDigits(wall.getUTCDate())}`;
}

/** The IST hour (0..23) of an instant, e.g. 2026-11-22T18:45:00Z -> 0 (NaN for an invalid Date). */
export function istHour(now: Date): number {
  return istWallClock(now).getUTCHours();
}

/** Sort comparator for 'yyyy-MM-dd' strings: negative, 0 or positive (their text order is date order). */
export function compareDates(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** Throws unless `hour` is a whole hour of a day's clock, 0 to 24 (24: the next midnight). */
export function assertHour(hour: number): void {
  if (!Number.isInteger(hour) || hour < 0 || hour > 24) {
    throw new RangeError(`An hour must be a whole number from 0 to 24, got ${hour}`);
  }
}

const hour12 = (hour: number) => (hour % 12 === 0 ? 12 : hour % 12);
// 24 is the closing hour "12 AM (Next Day)" (docs/product.md#validation), so it reads as midnight.
const meridiem = (hour: number) => (hour % 24 < 12 ? 'AM' : 'PM');

/** 12-hour clock label (docs/product.md#screens and docs/product.md#constants): 9 -> '9:00 AM', 0 and 24 -> '12:00 AM', 12 -> '12:00 PM'. */
export function formatHour(hour: number): string {
  assertHour(hour);
  return `${hour12(hour)}:00 ${meridiem(hour)}`;
}

/** From one hour to another: (9, 18) -> '9:00 AM - 6:00 PM'. */
export function formatHourRange(start: number, end: number): string {
  return `${formatHour(start)} - ${formatHour(end)}`;
}

/** Text shown for a booking without hours (docs/product.md#bookings). */
export const NO_HOURS_BOOKED = 'No hours booked';

/** A booked hour is a slot start, 0..23 (docs/api.md). */
function assertSlotHour(hour: number): void {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new RangeError(`A booked hour must be a whole number from 0 to 23, got ${hour}`);
  }
}

/** Distinct slot hours ascending, without touching the caller's array. */
function sortedHours(hours: readonly number[]): number[] {
  hours.forEach(assertSlotHour);
  return [...new Set(hours)].sort((a, b) => a - b);
}

/**
 * A booking's hours in 12-hour form (session-label.ts puts the day before them).
 * Each hour h is the slot h:00 to h+1:00, so consecutive hours collapse to one range:
 * [9, 10] -> '9:00 AM - 11:00 AM'; separate runs are joined by ', '
 * ([9, 10, 14] -> '9:00 AM - 11:00 AM, 2:00 PM - 3:00 PM').
 */
export function formatBookingHours(hours: readonly number[]): string {
  if (hours.length === 0) return NO_HOURS_BOOKED;
  const runs: Array<{ first: number; last: number }> = [];
  for (const hour of sortedHours(hours)) {
    const run = runs.at(-1);
    if (run && run.last + 1 === hour) run.last = hour;
    else runs.push({ first: hour, last: hour });
  }
  return runs.map((run) => formatHourRange(run.first, run.last + 1)).join(', ');
}
