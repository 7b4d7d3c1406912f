import { z } from 'zod';
import { DEFAULT_PAYMENT_STATUS, PAYMENT_STATUSES } from './constants';
import { isValidCalendarDate } from './ist-clock';
import { BOOKING_HOURS_MESSAGES } from './slots';

/**
 * Bookings over the wire (spec sections 3 and 7; API.md "Shapes"): the request of POST /booking,
 * the booking as every list answers it, and the texts of the booking screens (spec sections 2
 * and 8). The rules of hours and price live in slots.ts and pricing.ts.
 */

export const BOOKING_MESSAGES = {
  confirmed: 'Booking confirmed successfully!',
  createFailed: 'Failed to create booking',
  deleted: 'Booking deleted and slot restored',
  deleteFailed: 'Failed to delete booking',
  deleteConfirm:
    'Are you sure you want to delete this booking? This will restore the slot availability.',
  // Ours (the spec leaves the server's texts to us).
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

const hourField = z
  .number({ error: BOOKING_HOURS_MESSAGES.notWhole })
  .int(BOOKING_HOURS_MESSAGES.notWhole)
  .min(0, BOOKING_HOURS_MESSAGES.notWhole)
  .max(23, BOOKING_HOURS_MESSAGES.notWhole);

const ADDON_QUANTITY_MESSAGE = 'Add-on quantities must be whole numbers from 0.';

/** POST /booking (spec section 7). Range and route checks; the studio's rules run on the server. */
export const bookingRequestSchema = z.object({
  studio: z.uuid({ error: BOOKING_MESSAGES.studioNotFound }),
  date: z
    .string({ error: BOOKING_HOURS_MESSAGES.invalidDate })
    .refine(isValidCalendarDate, BOOKING_HOURS_MESSAGES.invalidDate),
  hours: z
    .array(hourField, { error: BOOKING_HOURS_MESSAGES.noHours })
    .min(1, BOOKING_HOURS_MESSAGES.noHours)
    .max(24, BOOKING_HOURS_MESSAGES.notWhole)
    .refine((hours) => new Set(hours).size === hours.length, 'Each hour can be booked only once.'),
  packageKey: z
    .string({ error: BOOKING_MESSAGES.packageUnknown })
    .trim()
    .min(1, BOOKING_MESSAGES.packageUnknown)
    .max(40, BOOKING_MESSAGES.packageUnknown),
  addons: z
    .array(
      z.object({
        key: z
          .string({ error: BOOKING_MESSAGES.addonUnknown })
          .trim()
          .min(1, BOOKING_MESSAGES.addonUnknown)
          .max(40, BOOKING_MESSAGES.addonUnknown),
        quantity: z
          .number({ error: ADDON_QUANTITY_MESSAGE })
          .int(ADDON_QUANTITY_MESSAGE)
          .min(0, ADDON_QUANTITY_MESSAGE)
          .max(1000, ADDON_QUANTITY_MESSAGE),
      }),
    )
    .max(50, 'Too many add-on services.')
    .refine(
      (addons) => new Set(addons.map((a) => a.key)).size === addons.length,
      'Each add-on service can be listed only once.',
    )
    .default([]),
  totalPrice: z
    .number({ error: 'The total price must be a whole number of rupees.' })
    .int('The total price must be a whole number of rupees.')
    .min(0, 'The total price must be a whole number of rupees.'),
  /** Only 'payAtStudio' (spec section 1); a client can never set 'paid' (API.md). */
  paymentStatus: z
    .literal(DEFAULT_PAYMENT_STATUS, { error: BOOKING_MESSAGES.paymentAtStudioOnly })
    .default(DEFAULT_PAYMENT_STATUS),
});
export type BookingRequest = z.input<typeof bookingRequestSchema>;
export type ValidBookingRequest = z.output<typeof bookingRequestSchema>;

export const bookingAddonSchema = z.object({
  key: z.string(),
  name: z.string(),
  price: z.number(),
  quantity: z.number(),
});

/** A booking as listed (API.md "Shapes"). `studio` null: the studio was deleted ('Unknown Studio'). */
export const bookingSchema = z.object({
  _id: z.string(),
  studio: z
    .object({
      _id: z.string(),
      name: z.string(),
      location: z.object({ city: z.string(), fullAddress: z.string().nullable() }),
    })
    .nullable(),
  /** null: the account was deleted ('Unknown Customer'). */
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  date: z.string(),
  hours: z.array(z.number()),
  packageKey: z.string(),
  addons: z.array(bookingAddonSchema),
  basePrice: z.number(),
  addonsTotal: z.number(),
  totalPrice: z.number(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingListSchema = z.array(bookingSchema);
export const bookingCreatedSchema = z.object({ message: z.string(), booking: bookingSchema });
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

/** GET /availability/:id: dates ascending, each with its bookable hours ascending (API.md). */
export const availableSlotListSchema = z.array(
  z.object({ date: z.string(), hours: z.array(z.number()) }),
);
