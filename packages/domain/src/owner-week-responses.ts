import { z } from 'zod/mini';
import { bookingSchema } from './booking-responses';

/**
 * GET /owner/week as the API responds with it (docs/api.md GET /owner/week; the rules in
 * owner-week.ts). zod/mini and plain values only, as every response schema (decision 014).
 */

/**
 * What an hour of a studio is in the week (owner-week.ts `studioWeekCells` says when each
 * applies): free, closed, a confirmed booking, an open request, a booking awaiting its deposit,
 * an offline booking, or busy in an imported calendar.
 */
export const WEEK_CELL_STATES = [
  'free',
  'closed',
  'confirmed',
  'requested',
  'deposit',
  'offline',
  'busy',
] as const;
export type WeekCellState = (typeof WEEK_CELL_STATES)[number];

export const weekCellSchema = z.object({
  date: z.string(),
  hour: z.number(),
  state: z.enum(WEEK_CELL_STATES),
  /** The booking that holds the hour (confirmed, requested, offline). */
  bookingId: z.optional(z.string()),
  /** Its customer's name; left out when the account is gone. */
  customerName: z.optional(z.string()),
  /** The imported calendar's label: busy, or beside a booking that an event overlaps. */
  label: z.optional(z.string()),
});

/** GET /owner/week: seven days of the caller's studios, and the bookings the cells name. */
export const ownerWeekSchema = z.object({
  from: z.string(),
  days: z.array(z.string()),
  studios: z.array(z.object({ _id: z.string(), name: z.string(), cells: z.array(weekCellSchema) })),
  /** Every booking a cell names, as GET /booking/owner lists it, in session order. */
  bookings: z.array(bookingSchema),
});
export type OwnerWeek = z.infer<typeof ownerWeekSchema>;
