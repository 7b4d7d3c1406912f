/**
 * The texts of the booking screens and the API's booking messages (docs/product.md#bookings and docs/product.md#messages). Plain
 * values: screens load this with the page, so it imports no zod (docs/decisions/014).
 */

export const BOOKING_MESSAGES = {
  confirmed: 'Booking confirmed successfully!',
  totalTooLarge:
    'This booking comes to more than one booking can hold. Please choose fewer hours or add-ons.',
  createFailed: 'Failed to create booking',
  deleted: 'Booking deleted and slot restored',
  deleteFailed: 'Failed to delete booking',
  deleteConfirm:
    'Are you sure you want to delete this booking? This will restore the slot availability.',
  // Ours (docs/product.md leaves the server's texts to us).
  studioNotFound: 'Studio not found',
  studioNotBookable: 'This studio is not taking bookings yet.',
  ownStudio: 'You cannot book your own studio.',
  packageUnknown: 'Please choose one of the camera packages this studio offers.',
  addonUnknown: 'One of the chosen add-on services is not offered by this studio.',
  /** The loser of a race for the same hour (API: 409). */
  justTaken: 'Sorry, that time was just booked by someone else. Please pick another slot.',
  paymentAtStudioOnly: "Bookings are paid at the studio: choose 'Pay at Studio'.",
  bookingNotFound: 'Booking not found',
  /** GET /booking/:id/calendar.ics by anyone but the customer and the studio's owner (403). */
  calendarForbidden: 'Only the customer and the studio owner can add this booking to a calendar.',
  notForCalendar:
    'Only a confirmed booking or an open request still to come can be added to a calendar.',
} as const;

/** An owner decides a request within this many hours of it (or before the start, if earlier). */
export const REQUEST_DECISION_HOURS = 24;

/** The studio's cancellation policy in words, for the studio page, the booking step and My Bookings. */
export function cancellationPolicy(cancellationHours: number): string {
  if (cancellationHours <= 0) {
    return 'No online cancellation: to cancel or change a booking, contact the studio.';
  }
  return `Free cancellation until ${cancellationHours} hours before the start`;
}
