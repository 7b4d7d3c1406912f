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
  /** Under a deleted studio's name, kept as the reader was last shown it (decision 042). */
  studioRemoved: 'No longer listed',
} as const;

/** The studio's name; once it is gone, the name it was last shown by, else 'Unknown Studio'. */
export function studioName(booking: Booking): string {
  return (booking.studio ?? booking.deletedStudio)?.name || BOOKING_FALLBACKS.unknownStudio;
}

/** The studio's city, a deleted studio's as kept, or 'Unknown Location'. */
export function studioCity(booking: Booking): string {
  return (
    (booking.studio ?? booking.deletedStudio)?.location.city || BOOKING_FALLBACKS.unknownLocation
  );
}

/**
 * The customer's name (an offline booking's as its owner recorded it), or 'Unknown Customer'
 * once the account is gone.
 */
export function customerName(booking: Booking): string {
  return (booking.customer ?? booking.offlineCustomer)?.name || BOOKING_FALLBACKS.unknownCustomer;
}

/** The customer's e-mail, or 'No email'. */
export function customerEmail(booking: Booking): string {
  return booking.customer?.email || BOOKING_FALLBACKS.noEmail;
}
