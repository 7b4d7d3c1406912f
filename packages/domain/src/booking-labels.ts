import type { Booking } from './booking-responses';
import { HOLDING_STATES, type BookingState } from './booking-states';
import {
  bookingSpan,
  noShowWindowEnd,
  respondedBooking,
  type DatedBooking,
} from './booking-lifecycle';
import { currentState } from './booking-transitions';
import { compareDates, istToday } from './ist-clock';

/**
 * How a booking reads at `now` (docs/product.md#bookings): its timing, the badge every list
 * shows, and what it still offers. Its state as of `now` comes from the transition table
 * (`currentState`, booking-transitions.ts).
 */

/**
 * When a booking's date falls: Upcoming when it is today or later in IST, otherwise Completed.
 * The product's screens compare slightly differently; we use one rule for all.
 */
export type BookingTiming = 'Upcoming' | 'Completed';

export function bookingTiming(date: string, now: Date): BookingTiming {
  return compareDates(date, istToday(now)) >= 0 ? 'Upcoming' : 'Completed';
}

export function isUpcomingBooking(booking: { date: string }, now: Date): boolean {
  return bookingTiming(booking.date, now) === 'Upcoming';
}

export const BOOKING_STATUS_LABELS = [
  'Upcoming',
  'Completed',
  'Requested',
  'Awaiting deposit',
  'Declined',
  'Expired',
  'Cancelled',
  'No-show',
] as const;
export type BookingStatusLabel = (typeof BOOKING_STATUS_LABELS)[number];

/**
 * The badge of a booking: a confirmed one reads by its timing, Upcoming on and before its date
 * (IST) and Completed after it, as every bookings list has always said; the others read by name.
 */
export function bookingStatusLabel(
  booking: { state: BookingState; decisionDueAt: Date | null; date: string },
  now: Date,
): BookingStatusLabel {
  switch (currentState(booking, now)) {
    case 'confirmed':
      return bookingTiming(booking.date, now);
    case 'requested':
      return 'Requested';
    case 'awaiting_deposit':
      return 'Awaiting deposit';
    case 'declined':
      return 'Declined';
    case 'expired':
      return 'Expired';
    case 'cancelled':
      return 'Cancelled';
    case 'no_show':
      return 'No-show';
  }
}

/**
 * Whether a row of a bookings list offers 'Add to calendar' (docs/product.md#bookings): only a
 * session still to come that holds its hours (confirmed or requested), at a studio that still
 * exists. A cancelled, declined or expired booking, a no-show, a session that has ended and a
 * deleted studio's booking put nothing in a calendar.
 */
export function offersAddToCalendar(
  booking: Pick<
    Booking,
    'source' | 'status' | 'date' | 'hours' | 'decisionDueAt' | 'cancellableUntil' | 'studio'
  >,
  now: Date,
): boolean {
  if (booking.studio === null || booking.hours.length === 0) return false;
  const state = currentState(respondedBooking(booking), now);
  return HOLDING_STATES.includes(state) && now < bookingSpan(booking).end;
}

/**
 * Whether the studio's owner sees the customer's phone (decision 040): while the booking holds
 * its hours (a request or confirmed) as of `now` (a request past its deadline has expired), and
 * until its no-show window ends, the last time the owner may act on the booking. A booking that
 * is off (cancelled, declined, expired, withdrawn, a no-show) gives them no reason to call.
 */
export function ownerSeesCustomerPhone(booking: DatedBooking, now: Date): boolean {
  return HOLDING_STATES.includes(currentState(booking, now)) && now < noShowWindowEnd(booking);
}
