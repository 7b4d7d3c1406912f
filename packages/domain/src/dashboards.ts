import { z } from 'zod';
import { bookingSchema } from './booking-responses';
import { BOOKING_STATES } from './booking-states';
import { ADMIN_ANALYSIS_FILTERS, ADMIN_BOOKINGS_PAGE_MAX } from './admin-lists';
import { addDays, addMonths } from './calendar-dates';
import { istToday } from './ist-clock';
import { isSafeText } from './text-safety';

/**
 * The dashboards' figures over the wire (docs/product.md#dashboards; decision 012). The server computes them
 * with SQL aggregates; the web app only shows them. "Upcoming" is the rule of booking-labels.ts:
 * the booking's date is today or later in IST. Revenue is the sum of `totalPrice`; "this month"
 * is the current calendar month in IST, by the booking's (session) date.
 */

/** Days in the owner's chart, ending today in IST. */
export const OWNER_CHART_DAYS = 30;

/** GET /booking/customer/summary: the caller's own bookings. */
export const customerSummarySchema = z.object({
  totalBookings: z.number(),
  upcoming: z.number(),
  completed: z.number(),
  /** Sum of totalPrice over all the caller's bookings. */
  totalSpent: z.number(),
  /** The first CUSTOMER_RECENT_BOOKINGS bookings in session order (as GET /booking/customer). */
  recent: z.array(bookingSchema),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

/** One day of the owner's chart: sessions on that date at the owner's studios. */
export const dailyFigureSchema = z.object({
  /** yyyy-MM-dd (IST). */
  date: z.string(),
  bookings: z.number(),
  revenue: z.number(),
});
export type DailyFigure = z.infer<typeof dailyFigureSchema>;

/** GET /booking/owner/summary: the caller's studios and the bookings at them. */
export const ownerSummarySchema = z.object({
  /** Approved studios. */
  activeStudios: z.number(),
  pendingStudios: z.number(),
  upcomingBookings: z.number(),
  totalBookings: z.number(),
  totalRevenue: z.number(),
  monthRevenue: z.number(),
  /** The first OWNER_RECENT_BOOKINGS bookings in session order (as GET /booking/owner). */
  recentBookings: z.array(bookingSchema),
  /** The caller's pending studios, oldest first ('Studios Pending Approval'). */
  pendingStudioList: z.array(
    z.object({ _id: z.string(), name: z.string(), createdAt: z.string() }),
  ),
  /** OWNER_CHART_DAYS entries, oldest first, ending today in IST; days without sessions are 0. */
  lastDays: z.array(dailyFigureSchema),
});
export type OwnerSummary = z.infer<typeof ownerSummarySchema>;

/** GET /admin/summary: the whole platform. */
export const adminSummarySchema = z.object({
  pendingStudios: z.number(),
  activeStudios: z.number(),
  upcomingBookings: z.number(),
  totalBookings: z.number(),
  platformRevenue: z.number(),
  monthRevenue: z.number(),
  /** Bookings and requests the customers cancelled, and those the studios cancelled. */
  cancelledByCustomers: z.number(),
  cancelledByStudios: z.number(),
  noShows: z.number(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

// Paging as GET /studio's (studios.ts): the same bounds and sentences.
const BOOKINGS_LIMIT_MAX = 100;
const PAGE_MESSAGE = 'page must be a whole number from 1.';
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${BOOKINGS_LIMIT_MAX}.`;

/** `page` (1 to ADMIN_BOOKINGS_PAGE_MAX) and `limit` (1 to 100) of every paged bookings list. */
export const bookingsPagingFields = {
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .max(ADMIN_BOOKINGS_PAGE_MAX, PAGE_MESSAGE)
    .optional(),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(BOOKINGS_LIMIT_MAX, LIMIT_MESSAGE)
    .optional(),
};

/** `when`: all, or one timeframe of the session order by the Upcoming rule (IST date). */
export const bookingsWhenField = z
  .enum(ADMIN_ANALYSIS_FILTERS, { error: "Filter must be 'all', 'upcoming' or 'past'." })
  .optional();

const STATUS_MESSAGE = `Status must be one of ${BOOKING_STATES.map((state) => `'${state}'`).join(', ')}.`;

/**
 * GET /admin/bookings query (all optional; without them the response is every booking, as before):
 * `q` matches studio name, customer name, customer e-mail or studio city (case-insensitive,
 * substring); `when` filters by the Upcoming rule, `status` by the booking's state; `page`/`limit` page it with X-Total-Count.
 */
export const adminBookingsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, 'Search text is too long.')
    .refine((q) => isSafeText(q), 'Search text contains characters that are not allowed.')
    .optional(),
  when: bookingsWhenField,
  /** One state, as the bookings read now (a request past its deadline is 'expired'). */
  status: z.enum(BOOKING_STATES, { error: STATUS_MESSAGE }).optional(),
  ...bookingsPagingFields,
});
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuerySchema>;

/**
 * The calendar dates the figures are counted by, for the clock `now` (all IST, decision 012):
 * `today` (a booking dated today or later is upcoming), this month as [monthStart, nextMonthStart)
 * and the owner's chart as [chartFrom, today], OWNER_CHART_DAYS days.
 */
export type DashboardDates = {
  today: string;
  monthStart: string;
  nextMonthStart: string;
  chartFrom: string;
};

export function dashboardDates(now: Date): DashboardDates {
  const today = istToday(now);
  const monthStart = `${today.slice(0, 8)}01`;
  return {
    today,
    monthStart,
    nextMonthStart: addMonths(monthStart, 1),
    chartFrom: addDays(today, 1 - OWNER_CHART_DAYS),
  };
}
