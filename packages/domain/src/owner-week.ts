import { z } from 'zod';
import type { BookingSource, BookingState } from './booking-states';
import { currentState } from './booking-transitions';
import { CALENDAR_IMPORT_DAYS, type BusyHour } from './busy-hours';
import { addDays } from './calendar-dates';
import { compareDates, isValidCalendarDate } from './ist-clock';
import { isWithinOpeningHours, type OpeningHours } from './opening-hours';
import type { weekCellSchema } from './owner-week-responses';
import { isHourAhead } from './slots';

/**
 * The owner's week (docs/product.md#week-view, docs/api.md GET /owner/week, decision 051): each
 * studio of an owner, seven IST days from a date, every hour that matters as one cell in one
 * state. One pure function (`studioWeekCells`) decides the states from what the server reads:
 * the studio's opening hours and offered hours, its bookings, and the busy hours of its imported
 * calendars; `now` is passed in.
 */

/** How many days a week view shows, from its first. */
const OWNER_WEEK_DAYS = 7;

/** A week may start this many days before today (IST): last week stays in reach. */
export const OWNER_WEEK_PAST_DAYS = 7;

/**
 * A week may start this many days after today: as far as an imported calendar blocks hours
 * (CALENDAR_IMPORT_DAYS, decision 048), beyond which the week could not show them.
 */
export const OWNER_WEEK_AHEAD_DAYS = CALENDAR_IMPORT_DAYS;

/**
 * One hour of one studio's week (`weekCellSchema`), in one of WEEK_CELL_STATES:
 * - `free`: offered (available in the studio's calendar, within its opening hours), not begun,
 *   and held by nobody: a customer could book it, the owner could add a booking there;
 * - `closed`: not offered (switched off, outside the opening hours, no availability that day) or
 *   already begun, and held by nobody;
 * - `confirmed`: a confirmed booking holds it;
 * - `requested`: an open request holds it, waiting for the owner's Accept or Decline;
 * - `offline`: a booking the owner took elsewhere holds it (a confirmed booking whose `source`
 *   is `offline`);
 * - `busy`: an imported calendar's event holds it (`label` names the calendar).
 *
 * `bookingId` and `customerName` come with a booking's states (`customerName` left out when the
 * customer's account is gone); `label` with `busy`, and with a booking's state when an imported
 * calendar holds the same hour too (a conflict: the booking stays, the owner sees both).
 */
export type WeekCell = z.infer<typeof weekCellSchema>;

/** What the week reads of a booking at the studio. */
export type WeekBooking = {
  _id: string;
  date: string;
  hours: readonly number[];
  /** As stored; a request past `decisionDueAt` has expired, written or not (`currentState`). */
  status: BookingState;
  decisionDueAt: Date | null;
  source: BookingSource;
  /** The customer's name (an offline booking's as the owner typed it); null: the account is gone. */
  customerName?: string | null;
};

/** An hour an imported calendar holds, with the calendar's label. */
export type LabelledBusyHour = BusyHour & { label: string };

export type StudioWeekInput = {
  /** The week's dates, ascending (`weekDays`). */
  days: readonly string[];
  openingHours: OpeningHours;
  /** The hours the studio offers (its available slots) on the week's dates. */
  offered: readonly BusyHour[];
  bookings: readonly WeekBooking[];
  /**
   * The hours its imported calendars hold, one entry per calendar's label in the order they were
   * linked (the API's `loadBusyHours`): a cell shows the first.
   */
  busy: readonly LabelledBusyHour[];
  now: Date;
};

/**
 * The cell a booking's state as of now gives its hours, or null where it holds none. A Record
 * over every state, so that a new state (a deposit awaited) cannot be added without deciding
 * how the week shows it; the domain's tests hold the non-null ones to HOLDING_STATES.
 */
export const WEEK_CELL_OF_BOOKING_STATE: Readonly<
  Record<BookingState, 'confirmed' | 'requested' | 'deposit' | null>
> = {
  requested: 'requested',
  awaiting_deposit: 'deposit',
  confirmed: 'confirmed',
  declined: null,
  expired: null,
  cancelled: null,
  no_show: null,
};

const key = (date: string, hour: number) => `${date} ${hour}`;

/** The seven dates of the week from `from`: '2026-11-30' -> '2026-11-30' .. '2026-12-06'. */
export function weekDays(from: string): string[] {
  return Array.from({ length: OWNER_WEEK_DAYS }, (_, i) => addDays(from, i));
}

/** The first and the last date a week may start on, from today (IST). */
export function ownerWeekStartRange(today: string): { first: string; last: string } {
  return {
    first: addDays(today, -OWNER_WEEK_PAST_DAYS),
    last: addDays(today, OWNER_WEEK_AHEAD_DAYS),
  };
}

export const OWNER_WEEK_MESSAGES = {
  from: 'Please choose a valid date (yyyy-MM-dd).',
  tooEarly: `The week can start at most ${OWNER_WEEK_PAST_DAYS} days before today.`,
  tooLate: `The week can start at most ${OWNER_WEEK_AHEAD_DAYS} days after today.`,
  studio: 'Studio not found',
} as const;

/** Why a week cannot start on `from` (a valid date), or null: the server's check with the clock. */
export function ownerWeekStartError(from: string, today: string): string | null {
  const range = ownerWeekStartRange(today);
  if (compareDates(from, range.first) < 0) return OWNER_WEEK_MESSAGES.tooEarly;
  if (compareDates(from, range.last) > 0) return OWNER_WEEK_MESSAGES.tooLate;
  return null;
}

/**
 * GET /owner/week query: `from` a calendar date (default today, IST; its range needs the clock,
 * `ownerWeekStartError`), `studio` one of the caller's studios (default all of them).
 */
export const ownerWeekQuerySchema = z.object({
  from: z
    .string({ error: OWNER_WEEK_MESSAGES.from })
    .refine(isValidCalendarDate, OWNER_WEEK_MESSAGES.from)
    .optional(),
  studio: z.string({ error: OWNER_WEEK_MESSAGES.studio }).optional(),
});
export type OwnerWeekQuery = z.infer<typeof ownerWeekQuerySchema>;

/** The holding bookings of `bookings` as of `now`, each hour of the week to its booking. */
function bookedHours(input: StudioWeekInput): Map<string, WeekCell> {
  const days = new Set(input.days);
  const booked = new Map<string, WeekCell>();
  for (const booking of input.bookings) {
    const held =
      WEEK_CELL_OF_BOOKING_STATE[
        currentState({ state: booking.status, decisionDueAt: booking.decisionDueAt }, input.now)
      ];
    if (held === null || !days.has(booking.date)) continue;
    const state = booking.source === 'offline' ? 'offline' : held;
    for (const hour of booking.hours) {
      const at = key(booking.date, hour);
      // Two bookings never hold one hour (booking_hours' unique key); the first listed wins.
      if (booked.has(at)) continue;
      booked.set(at, {
        date: booking.date,
        hour,
        state,
        bookingId: booking._id,
        ...(booking.customerName ? { customerName: booking.customerName } : {}),
      });
    }
  }
  return booked;
}

/**
 * The hours a studio's week shows, ascending without gaps: its opening hours (when both ends are
 * known), widened to every hour it offers or a booking holds in the week. Busy hours do not
 * widen it: outside them the studio sells nothing anyway. Empty when nothing is known.
 */
function weekHours(input: StudioWeekInput, booked: Map<string, WeekCell>): number[] {
  const hours: number[] = [];
  const { start, end } = input.openingHours;
  if (start !== null && end !== null && start < end) hours.push(start, end - 1);
  const days = new Set(input.days);
  for (const slot of input.offered) if (days.has(slot.date)) hours.push(slot.hour);
  for (const cell of booked.values()) hours.push(cell.hour);
  if (hours.length === 0) return [];
  const first = Math.min(...hours);
  const last = Math.max(...hours);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/**
 * A studio's week as cells, one for each date of `days` and each hour that matters (its opening
 * hours, widened to every hour it offers or a booking holds in the week),
 * by date then hour. A booking that holds an hour wins (its state, id and customer; an imported
 * calendar's label beside it when one holds the hour too); then an imported calendar (`busy` with
 * its label, the first listed); then `free` for an hour offered, within the opening hours and
 * not begun at `now`; else `closed`. Inputs are not changed.
 */
export function studioWeekCells(input: StudioWeekInput): WeekCell[] {
  const booked = bookedHours(input);
  const hours = weekHours(input, booked);
  const offered = new Set(input.offered.map((slot) => key(slot.date, slot.hour)));
  const busy = new Map<string, string>();
  for (const hour of input.busy) {
    const at = key(hour.date, hour.hour);
    if (!busy.has(at)) busy.set(at, hour.label);
  }
  const cells: WeekCell[] = [];
  for (const date of input.days) {
    for (const hour of hours) {
      const at = key(date, hour);
      const label = busy.get(at);
      const booking = booked.get(at);
      if (booking) {
        cells.push(label === undefined ? booking : { ...booking, label });
      } else if (label !== undefined) {
        cells.push({ date, hour, state: 'busy', label });
      } else {
        const free =
          offered.has(at) &&
          isWithinOpeningHours(hour, input.openingHours) &&
          isHourAhead(date, hour, input.now);
        cells.push({ date, hour, state: free ? 'free' : 'closed' });
      }
    }
  }
  return cells;
}
