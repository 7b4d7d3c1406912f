import { z } from 'zod';
import { DEFAULT_PAYMENT_STATUS } from './constants';
import { isValidCalendarDate } from './ist-clock';
import { BOOKING_HOURS_MESSAGES } from './slots';
import { BOOKING_MESSAGES } from './booking-messages';

/**
 * The request of POST /booking (docs/product.md#bookings and docs/api.md#bookings). The booking as every list responds with it is in
 * booking-responses.ts, the texts of the booking screens in booking-messages.ts; the rules of hours and price live in
 * slots.ts and pricing.ts.
 */

const hourField = z
  .number({ error: BOOKING_HOURS_MESSAGES.notWhole })
  .int(BOOKING_HOURS_MESSAGES.notWhole)
  .min(0, BOOKING_HOURS_MESSAGES.notWhole)
  .max(23, BOOKING_HOURS_MESSAGES.notWhole);

const ADDON_QUANTITY_MESSAGE = 'Add-on quantities must be whole numbers from 0.';

/** POST /booking (docs/api.md#bookings). Range and route checks; the studio's rules run on the server. */
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
  /** Only 'payAtStudio' (docs/product.md#overview); a client can never set 'paid' (docs/api.md). */
  paymentStatus: z
    .literal(DEFAULT_PAYMENT_STATUS, { error: BOOKING_MESSAGES.paymentAtStudioOnly })
    .default(DEFAULT_PAYMENT_STATUS),
});
export type BookingRequest = z.input<typeof bookingRequestSchema>;
export type ValidBookingRequest = z.output<typeof bookingRequestSchema>;
