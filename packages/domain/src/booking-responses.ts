import { z } from 'zod/mini';
import { PAYMENT_STATUSES } from './constants';

/**
 * Bookings as the API responds with them (docs/api.md#shapes). The request of POST /booking is in
 * bookings.ts, the texts of the booking screens in booking-messages.ts.
 *
 * zod/mini only, never 'zod', and nothing else: the web app loads these schemas beside a page's
 * first request, not with the page (docs/decisions/014).
 */

export const bookingAddonSchema = z.object({
  key: z.string(),
  name: z.string(),
  price: z.number(),
  quantity: z.number(),
});

/** A booking as listed (docs/api.md#shapes). `studio` null: the studio was deleted ('Unknown Studio'). */
export const bookingSchema = z.object({
  _id: z.string(),
  studio: z.nullable(
    z.object({
      _id: z.string(),
      name: z.string(),
      location: z.object({ city: z.string(), fullAddress: z.nullable(z.string()) }),
    }),
  ),
  /** null: the account was deleted ('Unknown Customer'). */
  customer: z.nullable(z.object({ _id: z.string(), name: z.string(), email: z.string() })),
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

/** GET /availability/:id: dates ascending, each with its bookable hours ascending (docs/api.md). */
export const availableSlotListSchema = z.array(
  z.object({ date: z.string(), hours: z.array(z.number()) }),
);
