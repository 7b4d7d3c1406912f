import { compareDates, istHour, istToday, isValidCalendarDate } from './ist-clock';
import { effectiveMinimumDuration } from './pricing';
import {
  isWithinOpeningHours,
  outsideOpeningHoursMessage,
  type OpeningHours,
} from './opening-hours';

/**
 * The slot picker's rules (docs/product.md#slot-picker) and the server's check of a requested
 * booking, over the same data, so that what the picker offers is exactly what the server accepts.
 * Pure functions; `now` is passed in and every date and hour is IST (docs/api.md).
 */

/** One date of the availability call (docs/product.md#availability; docs/api.md). */
export type AvailableSlot = { date: string; hours: number[] };

/** Texts of the slot picker 'Select Date & Time' (docs/product.md#slot-picker). */
export const SLOT_PICKER_TEXT = {
  title: 'Select Date & Time',
  dateLabel: 'Choose Date',
  datePlaceholder: 'Select an available date',
  chooseDateFirst: 'Please select a date to view available time slots.',
  startTimeLabel: 'Start Time',
  durationLabel: 'Duration',
  /** Start Time select placeholder when the date has free hours. */
  startTimePlaceholder: 'Start time',
  /** Start Time select placeholder when the date has none (the select is disabled). */
  noSlots: 'No slots available',
  /** Duration select placeholder until a start time is chosen (the select is disabled). */
  selectStartTime: 'Select start time',
  /** Duration select when no duration reaches the studio's minimum. */
  notEnoughTime: 'Not enough time',
  selectPackage: 'Select Package',
  summaryTitle: 'Selection Summary',
  continue: 'Continue to Add-ons & Booking',
} as const;

const isSlotHour = (hour: number) => Number.isInteger(hour) && hour >= 0 && hour <= 23;

/** Distinct slot hours (0..23) ascending; anything else is ignored. Does not change its input. */
function distinctHours(hours: readonly number[]): number[] {
  return [...new Set(hours.filter(isSlotHour))].sort((a, b) => a - b);
}

/**
 * Whether the hour `hour` of `date` is still ahead at `now`: any hour of a later date, and of
 * today only hours after the current IST hour (the current one has begun).
 */
export function isHourAhead(date: string, hour: number, now: Date): boolean {
  const order = compareDates(date, istToday(now));
  if (order !== 0) return order > 0;
  return hour > istHour(now);
}

/**
 * The start times the picker offers for `date` (docs/product.md#slot-picker): the available hours ascending;
 * for today only hours later than the current IST hour; none for a past date.
 */
export function startTimes(availableHours: readonly number[], date: string, now: Date): number[] {
  if (!isValidCalendarDate(date)) return [];
  return distinctHours(availableHours).filter((hour) => isHourAhead(date, hour, now));
}

/** How many available hours follow one another from `start` on (0 when `start` is not available). */
export function consecutiveRunLength(availableHours: readonly number[], start: number): number {
  const available = new Set(availableHours);
  let length = 0;
  while (isSlotHour(start + length) && available.has(start + length)) length += 1;
  return length;
}

/**
 * Duration options for a start time (docs/product.md#slot-picker): 1 up to the consecutive run from `start`,
 * keeping those of at least the minimum. Empty means 'Not enough time'.
 */
export function durationOptions(
  availableHours: readonly number[],
  start: number,
  minimumDurationHours?: number | null,
): number[] {
  const minimum = effectiveMinimumDuration(minimumDurationHours);
  const run = consecutiveRunLength(availableHours, start);
  const options: number[] = [];
  for (let hours = minimum; hours <= run; hours += 1) options.push(hours);
  return options;
}

/** The duration the picker resets to after a start time change: the first option, or 0 if none (docs/product.md#slot-picker). */
export function defaultDuration(options: readonly number[]): number {
  return options[0] ?? 0;
}

/** The booked hours of a start and a duration: (9, 3) -> [9, 10, 11]. */
export function hoursFrom(start: number, duration: number): number[] {
  return Array.from({ length: Math.max(0, duration) }, (_, i) => start + i);
}

/**
 * The dates the picker lets a user pick (docs/product.md#slot-picker: only dates present in the available
 * slots, none before today): those with at least one start time at `now`, ascending.
 */
export function pickableDates(slots: readonly AvailableSlot[], now: Date): string[] {
  const dates = new Set<string>();
  for (const slot of slots) {
    if (startTimes(slot.hours, slot.date, now).length > 0) dates.add(slot.date);
  }
  return [...dates].sort(compareDates);
}

/** The available hours of one date in the availability response (none when the date is absent). */
export function hoursOnDate(slots: readonly AvailableSlot[], date: string): number[] {
  return distinctHours(slots.filter((slot) => slot.date === date).flatMap((slot) => slot.hours));
}

// ---- The server's check of a requested booking ----

/** Why a requested booking cannot be made; each with a sentence fit to show a user. */
export const BOOKING_HOURS_MESSAGES = {
  invalidDate: 'Please choose a valid date (yyyy-MM-dd).',
  noHours: 'Please choose at least one hour.',
  notWhole: 'Hours must be whole hours from 0 to 23.',
  notConsecutive: 'The hours of a booking must follow one another without gaps.',
  past: 'That time has already started or passed. Please pick a later slot.',
  /** Also the response to the loser of a race for the same hour (API: 409). */
  unavailable: 'Sorry, that time is no longer available.',
} as const;

/** 'This studio can be booked for at least 2 hours.' */
export function minimumDurationMessage(minimumDurationHours: number): string {
  const hours = effectiveMinimumDuration(minimumDurationHours);
  return `This studio can be booked for at least ${hours} ${hours === 1 ? 'hour' : 'hours'}.`;
}

export type BookableHoursReason =
  | 'invalidDate'
  | 'noHours'
  | 'notWhole'
  | 'notConsecutive'
  | 'past'
  | 'tooShort'
  | 'outsideOpeningHours'
  | 'unavailable';

export type BookableHoursResult =
  { ok: true; hours: number[] } | { ok: false; reason: BookableHoursReason; message: string };

export type BookableHoursInput = {
  date: string;
  /** The requested hours, in any order. */
  hours: readonly number[];
  /** The studio's available (and not yet booked) hours of that date. */
  availableHours: readonly number[];
  minimumDurationHours?: number | null;
  /** The studio's opening hours: no hour outside them is bookable, whatever the slots say. */
  openingHours?: OpeningHours;
  now: Date;
};

/** Why hours are not one run of a real date: what every booking's hours are checked for first. */
export type HourRunReason = 'invalidDate' | 'noHours' | 'notWhole' | 'notConsecutive';

/**
 * Whether `hours` of `date` are one run, as every booking's hours must be (a customer's, a
 * reschedule's, an owner's offline one): a real date; whole hours 0..23, each once, following one
 * another. Checked in that order; on success, the hours ascending.
 */
export function checkHourRun(input: {
  date: string;
  hours: readonly number[];
}): { ok: true; hours: number[] } | { ok: false; reason: HourRunReason; message: string } {
  const fail = (reason: HourRunReason) =>
    ({ ok: false, reason, message: BOOKING_HOURS_MESSAGES[reason] }) as const;
  if (!isValidCalendarDate(input.date)) return fail('invalidDate');
  if (input.hours.length === 0) return fail('noHours');
  if (!input.hours.every(isSlotHour)) return fail('notWhole');
  const hours = [...input.hours].sort((a, b) => a - b);
  if (hours.some((hour, i) => i > 0 && hour !== hours[i - 1]! + 1)) return fail('notConsecutive');
  return { ok: true, hours };
}

/**
 * Whether a requested booking can be made (decision 011, the server's rules): one run of hours
 * (`checkHourRun`); all still ahead at `now` in IST; at least the studio's minimum; within its
 * opening hours (decision 027); all available. Checked in that order. On success, the hours
 * ascending.
 */
export function checkBookableHours(input: BookableHoursInput): BookableHoursResult {
  const fail = (reason: BookableHoursReason, message: string): BookableHoursResult => ({
    ok: false,
    reason,
    message,
  });
  const run = checkHourRun(input);
  if (!run.ok) return run;
  const { hours } = run;
  if (!isHourAhead(input.date, hours[0]!, input.now)) {
    return fail('past', BOOKING_HOURS_MESSAGES.past);
  }
  const minimum = effectiveMinimumDuration(input.minimumDurationHours);
  if (hours.length < minimum) return fail('tooShort', minimumDurationMessage(minimum));
  const opening = input.openingHours;
  if (opening && !hours.every((hour) => isWithinOpeningHours(hour, opening))) {
    return fail('outsideOpeningHours', outsideOpeningHoursMessage(opening));
  }
  const available = new Set(input.availableHours);
  if (!hours.every((hour) => available.has(hour))) {
    return fail('unavailable', BOOKING_HOURS_MESSAGES.unavailable);
  }
  return { ok: true, hours };
}
