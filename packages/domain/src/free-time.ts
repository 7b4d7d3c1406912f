import type { z } from 'zod';
import { compareDates, istToday, isValidCalendarDate } from './ist-clock';
import { consecutiveRunLength, isHourAhead } from './slots';

/**
 * Search by free time (decision 011; docs/api.md#studios GET /studio `date`, `start`,
 * `hours`): "I need a studio on Saturday 10 to 1". A run is `hours` consecutive hours from
 * `start` on `date` (IST), each free: offered, available, not booked and still ahead. Pure; `now`
 * is passed in. How a run reads, `formatFreeTime`, is in calendar-dates.ts with the other long
 * dates: the listing uses these rules and constants without downloading date-fns (decision 014).
 */

export const FREE_TIME_MESSAGES = {
  date: 'Please choose a valid date (yyyy-MM-dd).',
  datePast: 'Please choose today or a later date.',
  start: 'The start time must be a whole hour from 0 to 23.',
  hours: 'The number of hours must be a whole number from 1 to 24.',
  needsDate: 'Please choose a date to search by free time.',
  needsStart: 'Please choose a start time to search by free time.',
  pastMidnight: 'The hours must end by midnight: the start time plus the hours can be at most 24.',
} as const;

/** Hours offered by the search's duration filter (a run may be longer, up to midnight). */
export const FREE_TIME_DEFAULT_HOURS = 1;
export const FREE_TIME_MAX_HOURS = 24;

type FreeTimeFields = {
  date?: string | undefined;
  start?: number | undefined;
  hours?: number | undefined;
};

/**
 * The rules between the fields (a refinement of the listing query): `start` and `hours` need a
 * `date`, a `date` needs a `start`, and the run ends by midnight. Whether the date is today or
 * later needs the clock: `freeTimeDateError`, on the server.
 */
export function checkFreeTimeQuery(query: FreeTimeFields, ctx: z.RefinementCtx): void {
  const issue = (path: keyof FreeTimeFields, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (query.date === undefined) {
    if (query.start !== undefined) issue('start', FREE_TIME_MESSAGES.needsDate);
    else if (query.hours !== undefined) issue('hours', FREE_TIME_MESSAGES.needsDate);
    return;
  }
  if (query.start === undefined) {
    issue('start', FREE_TIME_MESSAGES.needsStart);
    return;
  }
  if (query.start + (query.hours ?? FREE_TIME_DEFAULT_HOURS) > 24) {
    issue('hours', FREE_TIME_MESSAGES.pastMidnight);
  }
}

/** A run of hours asked for: `hours` from `start` on `date`. */
export type FreeTimeRun = { date: string; start: number; hours: number };

/** The run a (valid) listing query asks for, `hours` defaulting to 1; null without a date. */
export function freeTimeRunOf(query: FreeTimeFields): FreeTimeRun | null {
  if (query.date === undefined || query.start === undefined) return null;
  return { date: query.date, start: query.start, hours: query.hours ?? FREE_TIME_DEFAULT_HOURS };
}

/** The server's check with the clock: a date before today (IST) is refused. */
export function freeTimeDateError(date: string, now: Date): string | null {
  return compareDates(date, istToday(now)) < 0 ? FREE_TIME_MESSAGES.datePast : null;
}

/**
 * Whether the whole run is free: its first hour still ahead at `now` (today only after the
 * current IST hour: an hour already begun is not free) and every hour in `freeHours` (the
 * date's available, unbooked hours).
 */
export function isRunFree(freeHours: readonly number[], run: FreeTimeRun, now: Date): boolean {
  if (!isValidCalendarDate(run.date) || !Number.isInteger(run.hours) || run.hours < 1) return false;
  if (!isHourAhead(run.date, run.start, now)) return false;
  return consecutiveRunLength(freeHours, run.start) >= run.hours;
}
