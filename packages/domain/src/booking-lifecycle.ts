import type { Booking } from './booking-responses';
import type { BookingSource, BookingState } from './booking-states';
import { isSafeText } from './text-safety';
import { REQUEST_DECISION_HOURS } from './booking-messages';
import { istHourStart } from './ist-instants';

/**
 * A booking's life after it is made (docs/product.md#booking-lifecycle): its stored states, the
 * studio's settings that govern them (instant or on request; how long before the start a
 * customer may still cancel or reschedule online), and who may do what until when. Every rule takes
 * `now`; the API is the authority and the screens ask the same functions for instant feedback.
 */

/** An owner may mark a no-show from the booking's end until this many days after it. */
export const NO_SHOW_WINDOW_DAYS = 7;
/** A customer's cancellation closer than this to the start counts as late in their record. */
export const LATE_CANCELLATION_HOURS = 24;

export const CANCEL_REASON_MIN_LENGTH = 3;
export const CANCEL_REASON_MAX_LENGTH = 500;

const HOUR_MS = 60 * 60 * 1000;

export const BOOKING_LIFECYCLE_MESSAGES = {
  /** POST /booking at a studio that takes bookings on request. */
  requested:
    'Booking request sent! The studio will accept or decline it within 24 hours; until then the time is held for you.',
  tooLateToCancel: 'This booking can no longer be cancelled online. Please contact the studio.',
  tooLateToReschedule: 'This booking can no longer be changed online. Please contact the studio.',
  startedAlready: 'This booking has already started.',
  /** An offline booking is cancelled by its owner until it ends (booking-transitions.ts `cancelOffline`). */
  endedAlready: 'This booking has already ended.',
  notCancellable: 'Only an upcoming booking or an open request can be cancelled.',
  notReschedulable: 'Only a confirmed upcoming booking can be moved.',
  notRequested: 'This booking is not waiting for your decision.',
  notNoShowable: 'Only a confirmed booking can be marked as a no-show.',
  noShowTooEarly: 'A no-show can be marked once the booking has ended.',
  noShowTooLate: `A no-show can be marked up to ${NO_SHOW_WINDOW_DAYS} days after the booking.`,
  reasonRequired: 'Please give a reason for the customer.',
  reasonCharacters: 'The reason contains characters that are not allowed.',
  notAParty: "Only the booking's customer or the studio's owner can change this booking.",
  customerOnly: "Only the booking's customer can do that.",
  ownerOnly: "Only the studio's owner can do that.",
  studioGone: 'This studio no longer exists, so the booking cannot be changed.',
  packageGone: 'The studio no longer offers this camera package. Please cancel and book again.',
  reasonLength: `The reason must be ${CANCEL_REASON_MIN_LENGTH} to ${CANCEL_REASON_MAX_LENGTH} characters.`,
} as const;

/**
 * Deleting a studio that still has bookings or open requests (decision 025): they are cancelled
 * first, with one reason each customer is sent.
 */
export function studioHasBookingsMessage(count: number): string {
  const what =
    count === 1 ? '1 upcoming booking or request' : `${count} upcoming bookings or requests`;
  return `This studio has ${what}. Give a reason for the customers to cancel ${count === 1 ? 'it' : 'them'}, then the studio is deleted.`;
}

/** When a booking's first hour starts and its last hour ends, as instants. */
export function bookingSpan(booking: { date: string; hours: readonly number[] }): {
  start: Date;
  end: Date;
} {
  if (booking.hours.length === 0) throw new RangeError('A booking has hours');
  const first = Math.min(...booking.hours);
  const last = Math.max(...booking.hours);
  return { start: istHourStart(booking.date, first), end: istHourStart(booking.date, last + 1) };
}

/** Until when the customer may cancel or reschedule online; null: the studio takes no online changes. */
export function cancellableUntil(start: Date, cancellationHours: number): Date | null {
  if (cancellationHours <= 0) return null;
  return new Date(start.getTime() - cancellationHours * HOUR_MS);
}

/**
 * Until when the booking's customer may cancel it online (and reschedule it, when confirmed), as every
 * response states it: an open request or a booking awaiting its deposit until its start
 * (withdrawing costs the studio nothing), a
 * confirmed booking until the studio's deadline; null for every other state, a studio that takes
 * no online changes, and an offline booking (it has no customer account to act). The checks below
 * apply it.
 */
export function customerDeadline(booking: LifecycleBooking): Date | null {
  if (booking.hours.length === 0 || booking.source === 'offline') return null;
  const { start } = bookingSpan(booking);
  if (booking.state === 'requested' || booking.state === 'awaiting_deposit') return start;
  if (booking.state === 'confirmed') return cancellableUntil(start, booking.cancellationHours);
  return null;
}

/** Until when the owner may accept or decline a request made at `requestedAt`. */
export function decisionDueAt(requestedAt: Date, start: Date): Date {
  return new Date(
    Math.min(requestedAt.getTime() + REQUEST_DECISION_HOURS * HOUR_MS, start.getTime()),
  );
}

/** A rule's answer; a refusal is a conflict with the booking's state or time (HTTP 409). */
export type LifecycleCheck = { ok: true } | { ok: false; status: 409; message: string };

/** What the lifecycle rules read of a booking. */
export type LifecycleBooking = {
  /** Which transitions apply: an offline booking has no customer to take theirs. */
  source: BookingSource;
  state: BookingState;
  date: string;
  hours: readonly number[];
  decisionDueAt: Date | null;
  cancellationHours: number;
};

/** What the owner's checks read: the studio's window for customers plays no part in them. */
export type DatedBooking = Omit<LifecycleBooking, 'cancellationHours'>;

/**
 * A booking as a response states it, for the screens' instant feedback: the response carries the
 * customer's deadline (`cancellableUntil`, worked out by `customerDeadline`), not the studio's
 * window.
 */
export type RespondedBooking = DatedBooking & { cancellableUntil: Date | null };

/** The rules' view of a booking as the API responds with it (booking-responses.ts). */
export function respondedBooking(
  booking: Pick<
    Booking,
    'source' | 'status' | 'date' | 'hours' | 'decisionDueAt' | 'cancellableUntil'
  >,
): RespondedBooking {
  return {
    source: booking.source,
    state: booking.status,
    date: booking.date,
    hours: booking.hours,
    decisionDueAt: booking.decisionDueAt === null ? null : new Date(booking.decisionDueAt),
    cancellableUntil: booking.cancellableUntil === null ? null : new Date(booking.cancellableUntil),
  };
}

/** The end of a booking's no-show window: NO_SHOW_WINDOW_DAYS after its session ends. */
export function noShowWindowEnd(booking: Pick<DatedBooking, 'date' | 'hours'>): Date {
  return new Date(bookingSpan(booking).end.getTime() + NO_SHOW_WINDOW_DAYS * 24 * HOUR_MS);
}

/** An owner's reason for cancelling (required) or declining (optional): trimmed, or a message. */
export function cancelReasonError(reason: string | undefined, required: boolean): string | null {
  const text = (reason ?? '').trim();
  if (text.length === 0) return required ? BOOKING_LIFECYCLE_MESSAGES.reasonRequired : null;
  if (text.length < CANCEL_REASON_MIN_LENGTH || text.length > CANCEL_REASON_MAX_LENGTH) {
    return BOOKING_LIFECYCLE_MESSAGES.reasonLength;
  }
  // Shown to the other party and sent in their e-mail: line breaks, never other controls.
  return isSafeText(text, { multiline: true }) ? null : BOOKING_LIFECYCLE_MESSAGES.reasonCharacters;
}

/** A customer's record as owners see it on each request and booking: counts only. */
export type CustomerRecord = {
  completed: number;
  cancelled: number;
  lateCancelled: number;
  noShows: number;
};

/** The record from a customer's bookings (any studio). */
export function customerRecord(
  bookings: readonly {
    state: BookingState;
    date: string;
    hours: readonly number[];
    cancelledBy: 'customer' | 'owner' | null;
    cancelledAt: Date | null;
  }[],
  now: Date,
): CustomerRecord {
  const record: CustomerRecord = { completed: 0, cancelled: 0, lateCancelled: 0, noShows: 0 };
  for (const booking of bookings) {
    const { start, end } = bookingSpan(booking);
    if (booking.state === 'confirmed' && end <= now) record.completed += 1;
    if (booking.state === 'no_show') record.noShows += 1;
    if (booking.state === 'cancelled' && booking.cancelledBy === 'customer') {
      record.cancelled += 1;
      const at = booking.cancelledAt;
      if (at && start.getTime() - at.getTime() < LATE_CANCELLATION_HOURS * HOUR_MS) {
        record.lateCancelled += 1;
      }
    }
  }
  return record;
}

/** Fair use: what one customer account may hold and make (config may change each number). */
export const FAIR_USE_DEFAULTS = {
  /** New bookings and requests per customer account per hour. */
  bookingsPerHour: 10,
  /** Upcoming (requested or confirmed) bookings per customer at once. */
  upcomingBookings: 10,
  /** Upcoming booked hours per customer at one studio. */
  upcomingHoursPerStudio: 12,
  /** Booking SMS per phone number per day; beyond it the e-mail still goes. */
  smsPerPhonePerDay: 10,
} as const;
export type FairUseLimits = { [K in keyof typeof FAIR_USE_DEFAULTS]: number };

export const FAIR_USE_MESSAGES = {
  tooManyNew: (limit: number) =>
    `You have made ${limit} bookings in the last hour. Please wait a while before booking again.`,
  tooManyUpcoming: (limit: number) =>
    `You already have ${limit} upcoming bookings. Cancel one or wait until one is done to book again.`,
  tooManyHoursAtStudio: (limit: number) =>
    `You can hold at most ${limit} upcoming hours at one studio. Cancel some or choose fewer hours.`,
} as const;

/**
 * The fair-use refusal for a new booking of `hourCount` hours by what the customer holds, or
 * null: `upcomingCount` upcoming bookings and requests, `upcomingHoursHere` of their hours at
 * this studio. New bookings per hour are counted apart (`FAIR_USE_MESSAGES.tooManyNew`).
 */
export function holdingsRefusal(
  held: { upcomingCount: number; upcomingHoursHere: number },
  hourCount: number,
  limits: FairUseLimits = FAIR_USE_DEFAULTS,
): string | null {
  if (held.upcomingCount >= limits.upcomingBookings) {
    return FAIR_USE_MESSAGES.tooManyUpcoming(limits.upcomingBookings);
  }
  if (held.upcomingHoursHere + hourCount > limits.upcomingHoursPerStudio) {
    return FAIR_USE_MESSAGES.tooManyHoursAtStudio(limits.upcomingHoursPerStudio);
  }
  return null;
}
