import { z } from 'zod';
import { BOOKING_STATES, type BookingState } from './booking-states';
import type { Timeframe } from './admin-lists';
import { bookingsPagingFields, bookingsWhenField } from './dashboards';

/**
 * The customer's and the owner's bookings lists, paged (docs/product.md#my-bookings and
 * #bookings-received, docs/api.md GET /booking/customer and GET /booking/owner, decision 041):
 * what the server is asked and what each of the screens' filters asks it.
 */

/** Bookings a page on My Bookings and Bookings Received, as on All Bookings. */
export const OWN_BOOKINGS_PAGE_SIZE = 50;

/**
 * The first page a client that asks no page gets (the most a page may hold), with a `Link` to
 * the next: the list no longer comes whole, however long the history.
 */
export const UNPAGED_BOOKINGS_LIMIT = 100;

const STATES_MESSAGE = `Status must be one or more of ${BOOKING_STATES.map((state) => `'${state}'`).join(', ')}, separated by commas.`;

/** The refund filter of the own lists: the refunds still due. */
export const REFUND_FILTERS = ['due'] as const;
const REFUND_FILTER_MESSAGE = "The refund filter must be 'due'.";

/**
 * GET /booking/customer and GET /booking/owner query, all optional: `when` (all, upcoming, past
 * by the IST date), `status` (one state or several separated by commas, as the bookings read now:
 * a request past its deadline is 'expired'), `page` and `limit` (without `limit`, the first
 * UNPAGED_BOOKINGS_LIMIT bookings), `refund` (`due`: the deposits a cancellation left owed back).
 */
export const ownBookingsQuerySchema = z.object({
  when: bookingsWhenField,
  status: z
    .string({ error: STATES_MESSAGE })
    .transform((text) => text.split(','))
    .pipe(z.array(z.enum(BOOKING_STATES, { error: STATES_MESSAGE })))
    .optional(),
  /**
   * `due`: only cancelled bookings whose paid deposit is owed back in full and not yet marked
   * refunded (decision 052).
   */
  refund: z.enum(REFUND_FILTERS, { error: REFUND_FILTER_MESSAGE }).optional(),
  ...bookingsPagingFields,
});
export type OwnBookingsQuery = z.infer<typeof ownBookingsQuerySchema>;

/** What a list is narrowed to: a timeframe of the session order and the states, as of now. */
export type OwnBookingsFilter = { when?: Timeframe; status?: readonly BookingState[] };

/** My Bookings' filter (Cancelled also holds what the studio declined or never answered). */
export const CUSTOMER_FILTERS = ['all', 'upcoming', 'requests', 'past', 'cancelled'] as const;
export type CustomerFilter = (typeof CUSTOMER_FILTERS)[number];

/**
 * Each filter as the server is asked for it, the rule of the status badges
 * (`bookingStatusLabel`): Upcoming is a confirmed session dated today or later, Past a confirmed
 * one before today or a no-show. Past is the past timeframe of the session order, so a no-show of
 * today (marked after its session ended) joins it at midnight IST, when its session leaves the
 * upcoming timeframe (decision 018); until then it shows under All with its No-show badge.
 */
export const CUSTOMER_FILTER_QUERY: Readonly<Record<CustomerFilter, OwnBookingsFilter>> = {
  all: {},
  upcoming: { when: 'upcoming', status: ['confirmed'] },
  requests: { status: ['requested', 'awaiting_deposit'] },
  past: { when: 'past', status: ['confirmed', 'no_show'] },
  cancelled: { status: ['cancelled', 'declined', 'expired'] },
};

/**
 * Bookings Received's Requests: the open ones (a request past its deadline reads expired). An
 * open request is always upcoming (its deadline is its start at the latest), so only the
 * upcoming bookings are read for them.
 */
export const OWNER_OPEN_REQUESTS: OwnBookingsFilter = { when: 'upcoming', status: ['requested'] };

/**
 * The owner's deposits awaiting confirmation (the dashboard's top and Bookings Received): like a
 * request, one past its deadline reads expired, so only upcoming bookings are read.
 */
export const OWNER_AWAITING_DEPOSITS: OwnBookingsFilter = {
  when: 'upcoming',
  status: ['awaiting_deposit'],
};

/** The query string of a filter: `status` as one comma-separated value. */
export function ownBookingsFilterQuery(filter: OwnBookingsFilter): {
  when?: string;
  status?: string;
} {
  return {
    ...(filter.when ? { when: filter.when } : {}),
    ...(filter.status ? { status: filter.status.join(',') } : {}),
  };
}
