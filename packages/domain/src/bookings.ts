import { z } from 'zod';
import { DEFAULT_PAYMENT_STATUS } from './constants';
import { isValidCalendarDate } from './ist-clock';
import { BOOKING_HOURS_MESSAGES } from './slots';
import { BOOKING_MESSAGES } from './booking-messages';
import { BOOKING_LIFECYCLE_MESSAGES } from './booking-lifecycle';
import { DEPOSIT_MESSAGES } from './deposits';

/**
 * The request of POST /booking (docs/product.md#bookings and docs/api.md#bookings). The booking as every list responds with it is in
 * booking-responses.ts, the texts of the booking screens in booking-messages.ts; the rules of hours and price live in
 * slots.ts and pricing.ts.
 */

/** A booking's date: a real calendar date (yyyy-MM-dd). */
export const bookingDateField = z
  .string({ error: BOOKING_HOURS_MESSAGES.invalidDate })
  .refine(isValidCalendarDate, BOOKING_HOURS_MESSAGES.invalidDate);

const hourField = z
  .number({ error: BOOKING_HOURS_MESSAGES.notWhole })
  .int(BOOKING_HOURS_MESSAGES.notWhole)
  .min(0, BOOKING_HOURS_MESSAGES.notWhole)
  .max(23, BOOKING_HOURS_MESSAGES.notWhole);

/** A booking's hours: whole hours 0..23, each once (the rules of a run are the server's). */
export const bookingHoursField = z
  .array(hourField, { error: BOOKING_HOURS_MESSAGES.noHours })
  .min(1, BOOKING_HOURS_MESSAGES.noHours)
  .max(24, BOOKING_HOURS_MESSAGES.notWhole)
  .refine((hours) => new Set(hours).size === hours.length, 'Each hour can be booked only once.');

const TOTAL_PRICE_MESSAGE = 'The total price must be a whole number of rupees.';
const totalPriceField = z
  .number({ error: TOTAL_PRICE_MESSAGE })
  .int(TOTAL_PRICE_MESSAGE)
  .min(0, TOTAL_PRICE_MESSAGE);

const ADDON_QUANTITY_MESSAGE = 'Add-on quantities must be whole numbers from 0.';

/** POST /booking (docs/api.md#bookings). Range and route checks; the studio's rules run on the server. */
export const bookingRequestSchema = z.object({
  studio: z.uuid({ error: BOOKING_MESSAGES.studioNotFound }),
  date: bookingDateField,
  hours: bookingHoursField,
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
  totalPrice: totalPriceField,
  /** Only 'payAtStudio' (docs/product.md#overview); a client can never set 'paid' (docs/api.md). */
  paymentStatus: z
    .literal(DEFAULT_PAYMENT_STATUS, { error: BOOKING_MESSAGES.paymentAtStudioOnly })
    .default(DEFAULT_PAYMENT_STATUS),
});
export type BookingRequest = z.input<typeof bookingRequestSchema>;
export type ValidBookingRequest = z.output<typeof bookingRequestSchema>;

/**
 * POST /booking/:id/reschedule (docs/api.md#booking-lifecycle): the new date and hours at the
 * same studio, same package and add-ons, and the total the customer was shown for them.
 */
export const rescheduleRequestSchema = z.object({
  date: bookingDateField,
  hours: bookingHoursField,
  totalPrice: totalPriceField,
});
export type RescheduleRequest = z.output<typeof rescheduleRequestSchema>;

/**
 * The body of cancel and decline: an owner's reason (required to cancel, optional to decline;
 * `cancelReasonError` checks it by who sends it). A customer's reason is kept when given.
 */
export const bookingChangeReasonSchema = z.object({
  reason: z
    .string({ error: 'The reason must be text.' })
    .max(2000, BOOKING_LIFECYCLE_MESSAGES.reasonLength)
    .optional(),
});
export type BookingChangeReason = z.output<typeof bookingChangeReasonSchema>;

/**
 * The body of POST /booking/:id/deposit: the UTR the customer's UPI app showed for the payment
 * (`normalizeUtr` checks it; anything else is 400 with DEPOSIT_MESSAGES.utr).
 */
export const depositReportSchema = z.object({
  utr: z.string({ error: DEPOSIT_MESSAGES.utr }).max(64, DEPOSIT_MESSAGES.utr),
});
export type DepositReport = z.output<typeof depositReportSchema>;

/** DELETE /studio/:id: the reason sent to the customers of its upcoming bookings, if it has any. */
export const studioDeletionSchema = z.object({
  cancelReason: z
    .string({ error: 'The reason must be text.' })
    .max(2000, BOOKING_LIFECYCLE_MESSAGES.reasonLength)
    .optional(),
});
