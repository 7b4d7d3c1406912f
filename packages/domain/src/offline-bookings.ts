import { z } from 'zod';
import { personNameField } from './accounts';
import { BOOKING_MESSAGES } from './booking-messages';
import { bookingDateField, bookingHoursField } from './bookings';
import { compareDates, istHour, istToday, isValidCalendarDate } from './ist-clock';
import { OFFLINE_BOOKING_MESSAGES, OFFLINE_NOTE_MAX_LENGTH } from './offline-booking-messages';
import {
  isWithinOpeningHours,
  outsideOpeningHoursMessage,
  type OpeningHours,
} from './opening-hours';
import { optionalPhoneField } from './phone';
import { bookingPrice } from './pricing';
import { checkHourRun, consecutiveRunLength, type HourRunReason } from './slots';
import { isSafeText } from './text-safety';

/**
 * Offline bookings (docs/product.md#offline-bookings, decision 049): a booking a studio's owner
 * took elsewhere (WhatsApp, a call, a walk-in) and records so that it holds its hours like any
 * other. The request of POST /owner/bookings, the rule of the hours an owner may record (the
 * 'Add a booking' dialog offers exactly those), and its price. Pure; `now` is passed in, every
 * date and hour is IST.
 */

const { customerNameRequired, customerPhone, totalPrice, noteLength, noteCharacters } =
  OFFLINE_BOOKING_MESSAGES;

/** POST /owner/bookings (docs/api.md#offline-bookings). The studio's own rules run on the server. */
export const offlineBookingRequestSchema = z.object({
  studio: z.uuid({ error: BOOKING_MESSAGES.studioNotFound }),
  date: bookingDateField,
  hours: bookingHoursField,
  // A person's name, as every form asks it (accounts.ts): the owner's lists and feed show it.
  customerName: personNameField(customerNameRequired),
  customerPhone: optionalPhoneField(customerPhone),
  /** One of the studio's priced camera packages; absent or blank: no package. */
  packageKey: z
    .string({ error: BOOKING_MESSAGES.packageUnknown })
    .trim()
    .max(40, BOOKING_MESSAGES.packageUnknown)
    .optional()
    .transform((key) => (key ? key : undefined)),
  /**
   * What the customer pays, whole rupees, at most what a booking's total holds (a 32-bit integer,
   * pricing.ts `MAX_BOOKING_TOTAL`); absent: `offlineBookingTotal`.
   */
  totalPrice: z.int32({ error: totalPrice }).min(0, totalPrice).optional(),
  /** The owner's own note (only they see it); blank: none. */
  note: z
    .string({ error: noteLength })
    .trim()
    .max(OFFLINE_NOTE_MAX_LENGTH, noteLength)
    .refine((note) => isSafeText(note, { multiline: true }), noteCharacters)
    .optional()
    .transform((note) => (note ? note : undefined)),
});
export type OfflineBookingRequest = z.input<typeof offlineBookingRequestSchema>;
export type ValidOfflineBookingRequest = z.output<typeof offlineBookingRequestSchema>;

/**
 * Whether the hour `hour` of `date` has not ended at `now`: any hour of a later date, and of today
 * the current IST hour and later ones. An owner records a walk-in that has begun; a customer books
 * only hours still ahead (slots.ts `isHourAhead`).
 */
export function hourHasNotEnded(date: string, hour: number, now: Date): boolean {
  const order = compareDates(date, istToday(now));
  if (order !== 0) return order > 0;
  return hour >= istHour(now);
}

/** The hours of a date an owner may record: those the studio opens that nobody holds. */
function recordableHours(freeHours: readonly number[], opening: OpeningHours): Set<number> {
  return new Set(freeHours.filter((hour) => isWithinOpeningHours(hour, opening)));
}

/**
 * The start times the 'Add a booking' dialog offers for `date`: the studio's free hours within
 * its opening hours that have not ended, ascending; none for a past or invalid date.
 */
export function offlineStartTimes(
  freeHours: readonly number[],
  date: string,
  opening: OpeningHours,
  now: Date,
): number[] {
  if (!isValidCalendarDate(date)) return [];
  return [...recordableHours(freeHours, opening)]
    .filter((hour) => Number.isInteger(hour) && hourHasNotEnded(date, hour, now))
    .sort((a, b) => a - b);
}

/**
 * The durations the dialog offers from `start`: 1 hour up to the run of free hours within the
 * opening hours. The studio's minimum duration is for customers: the owner decides their own.
 */
export function offlineDurationOptions(
  freeHours: readonly number[],
  start: number,
  opening: OpeningHours,
): number[] {
  const run = consecutiveRunLength([...recordableHours(freeHours, opening)], start);
  return Array.from({ length: run }, (_, i) => i + 1);
}

export type OfflineHoursReason =
  HourRunReason | 'ended' | 'outsideOpeningHours' | 'notOffered' | 'taken';

export type OfflineHoursResult =
  { ok: true; hours: number[] } | { ok: false; reason: OfflineHoursReason; message: string };

export type OfflineHoursInput = {
  date: string;
  /** The requested hours, in any order. */
  hours: readonly number[];
  /** The hours of that date the studio offers (switched on in its availability), held or not. */
  offeredHours: readonly number[];
  /** Of those, the ones nobody holds. */
  freeHours: readonly number[];
  openingHours: OpeningHours;
  now: Date;
};

/**
 * Whether an owner may record a booking of `hours` (decision 049), checked in this order: one run
 * of hours (`checkHourRun`); none ended at `now` (today's current hour may be recorded); within
 * the opening hours; offered by the studio that day; held by nobody (the API answers that one
 * 409 with the sentence a customer's booking gets). Unlike a customer's booking, the studio's
 * minimum duration does not apply. On success, the hours ascending.
 */
export function checkOfflineHours(input: OfflineHoursInput): OfflineHoursResult {
  const fail = (reason: OfflineHoursReason, message: string): OfflineHoursResult => ({
    ok: false,
    reason,
    message,
  });
  const run = checkHourRun(input);
  if (!run.ok) return run;
  const { hours } = run;
  if (!hourHasNotEnded(input.date, hours[0]!, input.now)) {
    return fail('ended', OFFLINE_BOOKING_MESSAGES.ended);
  }
  if (!hours.every((hour) => isWithinOpeningHours(hour, input.openingHours))) {
    return fail('outsideOpeningHours', outsideOpeningHoursMessage(input.openingHours));
  }
  const offered = new Set(input.offeredHours);
  if (!hours.every((hour) => offered.has(hour))) {
    return fail('notOffered', OFFLINE_BOOKING_MESSAGES.notOffered);
  }
  const free = new Set(input.freeHours);
  if (!hours.every((hour) => free.has(hour))) {
    return fail('taken', BOOKING_MESSAGES.justTaken);
  }
  return { ok: true, hours };
}

/**
 * An offline booking's total: what the owner says the customer pays, else the package's price
 * for the hours (as a customer would pay it online, without add-ons), else ₹0. The API checks
 * that it fits a booking (`bookingPriceFits`), as it does a customer's.
 */
export function offlineBookingTotal(input: {
  totalPrice: number | undefined;
  packagePrice: number | null;
  hourCount: number;
}): number {
  if (input.totalPrice !== undefined) return input.totalPrice;
  if (input.packagePrice === null) return 0;
  return bookingPrice({ packagePrice: input.packagePrice, hourCount: input.hourCount, addons: [] })
    .totalPrice;
}
