import type { Booking } from '@studio-hive/domain';

/**
 * What a booking shows when its studio or customer is gone (docs/product.md#my-bookings and
 * "Bookings Received"): the bookings lists and the dashboards word it the same way.
 */
export const BOOKING_FALLBACKS = {
  unknownStudio: 'Unknown Studio',
  unknownLocation: 'Unknown Location',
  unknownCustomer: 'Unknown Customer',
  noEmail: 'No email',
} as const;

/** The studio's name, or 'Unknown Studio' once it is gone. */
export function studioName(booking: Booking): string {
  return booking.studio?.name || BOOKING_FALLBACKS.unknownStudio;
}

/** The studio's city, or 'Unknown Location'. */
export function studioCity(booking: Booking): string {
  return booking.studio?.location.city || BOOKING_FALLBACKS.unknownLocation;
}

/** The customer's name, or 'Unknown Customer' once the account is gone. */
export function customerName(booking: Booking): string {
  return booking.customer?.name || BOOKING_FALLBACKS.unknownCustomer;
}

/** The customer's e-mail, or 'No email'. */
export function customerEmail(booking: Booking): string {
  return booking.customer?.email || BOOKING_FALLBACKS.noEmail;
}
