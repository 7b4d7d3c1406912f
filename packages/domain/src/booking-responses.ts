import { z } from 'zod/mini';
import { BOOKING_SOURCES, BOOKING_STATES, CANCELLED_BY, DEPOSIT_REFUNDS } from './booking-states';
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

/** What owners see of a customer's bookings at any studio (booking-lifecycle.ts `customerRecord`). */
export const customerRecordSchema = z.object({
  completed: z.number(),
  cancelled: z.number(),
  lateCancelled: z.number(),
  noShows: z.number(),
});

/**
 * A booking's deposit (decision 052), as fixed when it was made: its customer's and its owner's
 * view (null for anyone else, and for a booking at a studio that asked none).
 */
export const bookingDepositSchema = z.object({
  amount: z.number(),
  /** 'SH-7K2Q9': the payment's note and the owner's bank statement carry it. */
  reference: z.string(),
  /** The UPI link that pays it (`upiPaymentUrl`). */
  upiUrl: z.string(),
  /** Until when it must be paid (DEPOSIT_MINUTES after booking, the start if sooner). */
  payBy: z.string(),
  /** The 12-digit UTR the customer reported, and when (first); null until then. */
  utr: z.nullable(z.string()),
  reportedAt: z.nullable(z.string()),
  /** When the owner confirmed it arrived ('Deposit received'); null until then. */
  paidAt: z.nullable(z.string()),
  /**
   * Paid: what cancelling it owes back, as of the response (`depositRefundOnCancel`), fixed once
   * it is cancelled; null while unpaid.
   */
  depositRefund: z.nullable(z.enum(DEPOSIT_REFUNDS)),
  /** Cancelled after it was paid with a full refund: the rupees the studio owes back. */
  refundDue: z.nullable(z.number()),
  /** When the owner marked that refund paid. */
  refundedAt: z.nullable(z.string()),
});
export type BookingDeposit = z.infer<typeof bookingDepositSchema>;

/** A booking as listed (docs/api.md#shapes). `studio` null: the studio was deleted ('Unknown Studio'). */
export const bookingSchema = z.object({
  _id: z.string(),
  studio: z.nullable(
    z.object({
      _id: z.string(),
      name: z.string(),
      location: z.object({ city: z.string(), fullAddress: z.nullable(z.string()) }),
      /** The studio's contact number: its customer's view of a confirmed booking only. */
      contactPhone: z.optional(z.string()),
    }),
  ),
  /**
   * With `studio` null: the deleted studio as this reader was last shown it (decision 042), its
   * customer the masked name unless it was unmasked to them; null when nothing was kept of it
   * ('Unknown Studio').
   */
  deletedStudio: z.nullable(
    z.object({
      name: z.string(),
      location: z.object({ city: z.string(), fullAddress: z.nullable(z.string()) }),
    }),
  ),
  /**
   * How it was made: 'offline' when the studio's owner recorded it (decision 049): then `customer`
   * is null and `offlineCustomer` names who booked.
   */
  source: z.enum(BOOKING_SOURCES),
  /** null: the account was deleted ('Unknown Customer'), or an offline booking. */
  customer: z.nullable(
    z.object({
      _id: z.string(),
      name: z.string(),
      email: z.string(),
      /** The studio owner's view only. */
      phone: z.optional(z.string()),
    }),
  ),
  /**
   * An offline booking's customer as its owner recorded them: their name (the owner's and the
   * admin's view) and phone (the owner's view only, when one was given); null for an online one.
   */
  offlineCustomer: z.nullable(
    z.object({
      name: z.string(),
      phone: z.optional(z.string()),
    }),
  ),
  /** The owner's note on an offline booking: the owner's view only, else null. */
  note: z.nullable(z.string()),
  /** The state as of the response: a request nobody decided in time reads 'expired'. */
  status: z.enum(BOOKING_STATES),
  /** Until when the customer may cancel (or, confirmed, reschedule) online; null: not online. */
  cancellableUntil: z.nullable(z.string()),
  /** A request's deadline for the owner's decision; null for every other booking. */
  decisionDueAt: z.nullable(z.string()),
  cancelledBy: z.nullable(z.enum(CANCELLED_BY)),
  cancelReason: z.nullable(z.string()),
  statusChangedAt: z.string(),
  /** The studio owner's view only. */
  customerRecord: z.optional(customerRecordSchema),
  date: z.string(),
  hours: z.array(z.number()),
  packageKey: z.string(),
  addons: z.array(bookingAddonSchema),
  basePrice: z.number(),
  addonsTotal: z.number(),
  totalPrice: z.number(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Its deposit over UPI; null when none was asked (or for a reader who is not a party). */
  deposit: z.nullable(bookingDepositSchema),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingListSchema = z.array(bookingSchema);
/** The response of each lifecycle action (cancel, reschedule, accept, decline, no-show). */
export const bookingResultSchema = z.object({ booking: bookingSchema });
export const bookingCreatedSchema = z.object({ message: z.string(), booking: bookingSchema });
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

/** GET /availability/:id: dates ascending, each with its bookable hours ascending (docs/api.md). */
export const availableSlotListSchema = z.array(
  z.object({ date: z.string(), hours: z.array(z.number()) }),
);

/** GET /owner/calendar-feed and its rotation: the owner's secret subscription address. */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
