import { compareDates, istToday } from './ist-clock';

/**
 * A booking's display status (docs/product.md#bookings): Upcoming when its date is today or later in IST,
 * otherwise Completed. The product's screens compare slightly differently; we use one rule for all.
 */
export const BOOKING_STATUSES = ['Upcoming', 'Completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export function bookingStatus(date: string, now: Date): BookingStatus {
  return compareDates(date, istToday(now)) >= 0 ? 'Upcoming' : 'Completed';
}

export function isUpcomingBooking(booking: { date: string }, now: Date): boolean {
  return bookingStatus(booking.date, now) === 'Upcoming';
}
