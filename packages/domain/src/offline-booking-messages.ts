/**
 * The texts of offline bookings (docs/product.md#offline-bookings, decision 049): the API's
 * sentences and the 'Add a booking' dialog's words. Plain values: screens load this without zod
 * (docs/decisions/014); the request's schema and the rules are in offline-bookings.ts.
 */

/** The longest note an owner keeps on an offline booking. */
export const OFFLINE_NOTE_MAX_LENGTH = 500;

export const OFFLINE_BOOKING_MESSAGES = {
  /** POST /owner/bookings for a studio that is someone else's (403). */
  notAuthor: "Only the studio's owner can add a booking to it.",
  customerNameRequired: "Please enter the customer's name.",
  customerPhone: 'Enter a valid 10-digit Indian mobile number for the customer, or leave it empty.',
  totalPrice: 'The price must be a whole number of rupees, or left empty.',
  noteLength: `The note can be at most ${OFFLINE_NOTE_MAX_LENGTH} characters.`,
  noteCharacters: 'The note contains characters that are not allowed.',
  /** Hours whose end has passed (today's current hour may still be recorded: a walk-in). */
  ended: 'That time has already ended. Please pick the current hour or a later one.',
  /** Hours the studio does not offer that day (switched off, or no availability generated). */
  notOffered:
    'These hours are not open at this studio. Open them in the availability editor first, or pick other hours.',
} as const;

/** The words of the 'Add a booking' dialog and of offline bookings in the owner's lists. */
export const ADD_BOOKING_TEXT = {
  button: 'Add a booking',
  title: 'Add a booking',
  description:
    'A booking you took elsewhere: on WhatsApp, by phone or at the door. Its hours are held at once and nobody is sent a message.',
  studio: 'Studio',
  customerName: "Customer's name",
  customerPhone: "Customer's phone (optional)",
  customerPhoneHint: 'Only you see it.',
  package: 'Package (optional)',
  noPackage: 'No package',
  price: 'Price in ₹ (optional)',
  priceHint:
    "What the customer pays. Left empty: the package's price for these hours, or ₹0 without a package.",
  note: 'Note (optional)',
  /** Before the note under the customer in the owner's lists. */
  noteShort: 'Note',
  noteHint: `Only you see it. Up to ${OFFLINE_NOTE_MAX_LENGTH} characters.`,
  submit: 'Add booking',
  pending: 'Adding…',
  dismiss: 'Close',
  added: 'Booking added. Its hours are held.',
  failed: 'Could not add the booking. Please try again.',
  loading: 'Loading your studios…',
  loadFailed: 'Failed to load your studios. Please try again later.',
  noStudios: 'Add a studio first: a booking is recorded for one of your studios.',
  /** The badge of an offline booking in every list the owner and the admin see. */
  badge: 'Offline',
} as const;
