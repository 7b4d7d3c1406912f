/**
 * The texts of the booking screens and the API's booking messages (docs/product.md#bookings and docs/product.md#messages). Plain
 * values: screens load this with the page, so it imports no zod (docs/decisions/014).
 */

export const BOOKING_MESSAGES = {
  confirmed: 'Booking confirmed successfully!',
  /** POST /booking at a studio that takes bookings on request (decision 025). */
  requested:
    'Booking request sent! The studio will accept or decline it within 24 hours; until then the time is held for you.',
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
