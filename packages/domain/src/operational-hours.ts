import { EARLIEST_OPENING_HOUR, LATEST_CLOSING_HOUR } from './constants';
import { formatHour } from './ist-clock';

/**
 * A studio's operational hours as stored data may carry them (docs/product.md#studios): {start, end} as
 * hour numbers, possibly as 'HH:MM' strings, possibly under the names start_time/start/startTime
 * and end_time/end/endTime. A number is an hour shown in 12-hour form; anything missing is
 * 'Not specified' and anything unreadable 'Invalid time'.
 *
 * Hours are whole (docs/product.md#constants), from 0 to 24 (closing may be "12 AM (Next Day)", docs/product.md#validation), so an
 * 'HH:MM' string is read only when its minutes (and seconds, as PostgreSQL's time type prints them)
 * are zero: '09:30' is 'Invalid time' rather than silently shown as 9:00 AM.
 */

export const NOT_SPECIFIED = 'Not specified';
export const INVALID_TIME = 'Invalid time';

export type OperationalHours = { start: number | null; end: number | null };

// Aliases in the order docs/product.md lists them; the first present one wins.
const START_KEYS = ['start_time', 'start', 'startTime'] as const;
const END_KEYS = ['end_time', 'end', 'endTime'] as const;
const CLOCK_PATTERN = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

type HourReading = { kind: 'missing' } | { kind: 'invalid' } | { kind: 'hour'; hour: number };

// A blank string is an empty form field, so it counts as missing too.
const isMissing = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const inRange = (hour: number) => Number.isInteger(hour) && hour >= 0 && hour <= 24;

function readHour(value: unknown): HourReading {
  if (isMissing(value)) return { kind: 'missing' };
  if (typeof value === 'number')
    return inRange(value) ? { kind: 'hour', hour: value } : { kind: 'invalid' };
  if (typeof value !== 'string') return { kind: 'invalid' };
  const match = CLOCK_PATTERN.exec(value.trim());
  if (!match) return { kind: 'invalid' };
  const hour = Number(match[1]);
  const wholeHour = Number(match[2]) === 0 && Number(match[3] ?? '0') === 0;
  return wholeHour && inRange(hour) ? { kind: 'hour', hour } : { kind: 'invalid' };
}

function pick(raw: unknown, keys: readonly string[]): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const record = raw as Record<string, unknown>;
  for (const key of keys) {
    if (Object.hasOwn(record, key) && !isMissing(record[key])) return record[key];
  }
  return undefined;
}

const hourOrNull = (value: unknown) => {
  const reading = readHour(value);
  return reading.kind === 'hour' ? reading.hour : null;
};

/** Start and end hours of stored operational hours; null for a missing or unreadable one. */
export function readOperationalHours(raw: unknown): OperationalHours {
  return { start: hourOrNull(pick(raw, START_KEYS)), end: hourOrNull(pick(raw, END_KEYS)) };
}

/** One operational hour as shown: 9 or '09:00' -> '9:00 AM'; missing (null, undefined, blank) -> 'Not specified'; else 'Invalid time'. */
export function formatOperationalHour(value: unknown): string {
  const reading = readHour(value);
  if (reading.kind === 'missing') return NOT_SPECIFIED;
  if (reading.kind === 'invalid') return INVALID_TIME;
  return formatHour(reading.hour);
}

/**
 * Operational hours as one line: '9:00 AM - 6:00 PM'. When neither end is given the whole line is
 * 'Not specified' rather than 'Not specified - Not specified'.
 */
export function formatOperationalHours(raw: unknown): string {
  const start = pick(raw, START_KEYS);
  const end = pick(raw, END_KEYS);
  if (isMissing(start) && isMissing(end)) return NOT_SPECIFIED;
  return `${formatOperationalHour(start)} - ${formatOperationalHour(end)}`;
}

export type HourOption = { readonly value: number; readonly label: string };

const hourOptions = (
  first: number,
  last: number,
  label: (hour: number) => string,
): readonly HourOption[] =>
  Array.from({ length: last - first + 1 }, (_, i) => ({
    value: first + i,
    label: label(first + i),
  }));

/**
 * Opening time choices 0..23, labelled like every other time ('9:00 AM', docs/product.md#validation):
 * '12:00 AM' to '11:00 PM'.
 */
export const OPENING_HOUR_OPTIONS = hourOptions(EARLIEST_OPENING_HOUR, 23, formatHour);
/**
 * Closing time choices 1..24, '1:00 AM' to '11:00 PM'; 24 reads '12 AM (Next Day)', the
 * specification's own words (docs/product.md#validation; decision 042).
 */
export const CLOSING_HOUR_OPTIONS = hourOptions(1, LATEST_CLOSING_HOUR, (hour) =>
  hour === LATEST_CLOSING_HOUR ? '12 AM (Next Day)' : formatHour(hour),
);
