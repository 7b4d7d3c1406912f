import { TZDate } from '@date-fns/tz';
import { addDays as addDaysToDate, addMonths as addMonthsToDate, format } from 'date-fns';
import type { FreeTimeRun } from './free-time';
import { calendarParts, formatHourRange, isValidCalendarDate, IST_TIME_ZONE } from './ist-clock';

/**
 * Calendar dates ('yyyy-MM-dd', the IST business dates of ist-clock.ts): day and month
 * arithmetic and the long formats screens and messages show, with date-fns. A calendar date has
 * no time of day, so it is handled as a TZDate pinned to UTC: UTC never changes offset, so every
 * date of every year is exact, and nothing here depends on the process time zone.
 *
 * Apart from ist-clock.ts so that what only reads the clock or compares dates (the listing, a
 * studio's page) does not bring date-fns into a web page's first download (decision 014).
 */

const CALENDAR_ZONE = 'UTC';

/** A calendar date as a UTC-pinned TZDate; throws RangeError for anything but a real 'yyyy-MM-dd'. */
function toCalendarDay(date: string): TZDate {
  if (!isValidCalendarDate(date)) {
    throw new RangeError(`Not a calendar date (yyyy-MM-dd): ${JSON.stringify(date)}`);
  }
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // setUTCFullYear, unlike the Date constructor, does not turn years 0..99 into 1900..1999.
  const time = new Date(0).setUTCFullYear(year, month - 1, day);
  return new TZDate(time, CALENDAR_ZONE);
}

/** Back to 'yyyy-MM-dd'; a result outside years 1..9999 is refused rather than returned malformed. */
function formatCalendarDay(day: TZDate): string {
  // 'uuuu' is the proleptic year (0 for 1 BC), where 'yyyy' would print year 0 as 0001.
  const date = format(day, 'uuuu-MM-dd');
  if (!isValidCalendarDate(date)) throw new RangeError(`Date out of range: ${date}`);
  return date;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));

/** A calendar date as a Date at its UTC midnight, read with the getUTC* methods. */
function utcDay(date: string): Date {
  const parts = calendarParts(date);
  if (!parts) throw new RangeError(`Not a calendar date (yyyy-MM-dd): ${JSON.stringify(date)}`);
  // setUTCFullYear, unlike the Date constructor, does not turn years 0..99 into 1900..1999.
  return new Date(new Date(0).setUTCFullYear(parts.year, parts.month - 1, parts.day));
}

/*
 * The formats below are plain UTC arithmetic rather than date-fns' `format` on a TZDate: a TZDate
 * makes an Intl formatter, and a page's first one costs it 16 to 45 ms of main thread (decision
 * 055); a studio's page formats its reviews' dates as it starts. The tests hold each format to
 * date-fns' pattern.
 */

/** The year as date-fns' 'yyyy' writes it: four digits at least (0099). */
const fourDigitYear = (day: Date) => String(day.getUTCFullYear()).padStart(4, '0');

/** 'yyyy-MM-dd' -> 'MMMM d, yyyy', e.g. 'November 22, 2026' (slot picker, docs/product.md#slot-picker). */
export function formatLongDate(date: string): string {
  const day = utcDay(date);
  return `${MONTH_NAMES[day.getUTCMonth()]} ${day.getUTCDate()}, ${fourDigitYear(day)}`;
}

/** 'yyyy-MM-dd' -> 'MMM d, yyyy', e.g. 'Nov 22, 2026' (dashboards, docs/product.md#dashboards). */
export function formatShortDate(date: string): string {
  const day = utcDay(date);
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${fourDigitYear(day)}`;
}

/**
 * 'yyyy-MM-dd' -> 'EEE, d MMM yyyy', e.g. 'Sat, 28 Nov 2026' (a session's day, session-label.ts).
 * Plain UTC arithmetic rather than date-fns' `format` on a TZDate: every booking notification
 * formats its session several times, and the pattern was a few per cent of a booking's CPU
 * (bench/booking.md).
 */
export function formatSessionDate(date: string): string {
  const day = utcDay(date);
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** 'yyyy-MM-dd' -> 'EEE d MMM', e.g. '2026-11-30' -> 'Mon 30 Nov' (a day of the week view). */
export function formatWeekDay(date: string): string {
  const day = utcDay(date);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

/**
 * An instant as people in India read it, e.g. 'Sat, 28 Nov 2026, 3:30 PM IST': a request's
 * deadline, a booking's last moment for online changes.
 */
export function formatIstInstant(instant: Date): string {
  return `${format(new TZDate(instant.getTime(), IST_TIME_ZONE), 'EEE, d MMM y, h:mm a')} IST`;
}

function assertInteger(value: number, what: string): void {
  if (!Number.isInteger(value)) {
    throw new RangeError(`${what} must be a whole number, got ${value}`);
  }
}

/** A calendar date moved by a whole number of days (negative moves back). */
export function addDays(date: string, days: number): string {
  assertInteger(days, 'days');
  return formatCalendarDay(addDaysToDate(toCalendarDay(date), days));
}

/**
 * A calendar date moved by whole months; a day missing in the target month becomes its last day
 * (2026-11-30 + 3 months = 2027-02-28), as date-fns does.
 */
export function addMonths(date: string, months: number): string {
  assertInteger(months, 'months');
  return formatCalendarDay(addMonthsToDate(toCalendarDay(date), months));
}

/**
 * A run of free hours (free-time.ts) as the listing and the booking area say it:
 * 'November 28, 2026, 10:00 AM - 1:00 PM'.
 */
export function formatFreeTime(run: FreeTimeRun): string {
  return `${formatLongDate(run.date)}, ${formatHourRange(run.start, run.start + run.hours)}`;
}
