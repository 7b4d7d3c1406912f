import { describe, expect, it } from 'vitest';
import { bookingStatusLabel, isUpcomingBooking, type BookingStatusLabel } from './booking-labels';
import { BOOKING_STATES } from './booking-states';
import { currentState } from './booking-transitions';
import {
  CUSTOMER_FILTER_QUERY,
  CUSTOMER_FILTERS,
  ownBookingsFilterQuery,
  ownBookingsQuerySchema,
  type CustomerFilter,
  type OwnBookingsFilter,
} from './own-booking-lists';

// 11:30 on Mon 9 Mar 2026 in India.
const NOW = new Date('2026-03-09T06:00:00.000Z');

/** Where each status badge belongs on My Bookings (docs/product.md#my-bookings). */
const FILTER_OF_BADGE: Record<BookingStatusLabel, Exclude<CustomerFilter, 'all'>> = {
  Upcoming: 'upcoming',
  Requested: 'requests',
  'Awaiting deposit': 'requests',
  Completed: 'past',
  'No-show': 'past',
  Cancelled: 'cancelled',
  Declined: 'cancelled',
  Expired: 'cancelled',
};

/** Whether the server's query for a filter selects `booking` (as the server reads it at NOW). */
function selects(
  query: OwnBookingsFilter,
  booking: { state: (typeof BOOKING_STATES)[number]; date: string; decisionDueAt: Date | null },
) {
  const upcoming = isUpcomingBooking(booking, NOW);
  return (
    (query.when !== 'upcoming' || upcoming) &&
    (query.when !== 'past' || !upcoming) &&
    (!query.status || query.status.includes(currentState(booking, NOW)))
  );
}

describe("My Bookings' filters as the server is asked for them", () => {
  it('select the bookings whose badge the filter holds, at every state, date and deadline; a no-show of today joins Past at midnight', () => {
    const deadlines = [null, new Date('2026-03-09T05:00:00Z'), new Date('2026-03-10T05:00:00Z')];
    for (const state of BOOKING_STATES) {
      for (const date of ['2026-03-08', '2026-03-09', '2026-03-10']) {
        for (const decisionDueAt of deadlines) {
          const booking = { state, date, decisionDueAt };
          const badge = bookingStatusLabel(booking, NOW);
          for (const filter of CUSTOMER_FILTERS) {
            // A no-show in the upcoming timeframe (of today: none can be later) is not yet past.
            const noShowToday = badge === 'No-show' && date >= '2026-03-09' && filter === 'past';
            const expected =
              filter === 'all' || (FILTER_OF_BADGE[badge] === filter && !noShowToday);
            expect(selects(CUSTOMER_FILTER_QUERY[filter], booking), `${filter} ${badge}`).toBe(
              expected,
            );
          }
        }
      }
    }
  });

  it('goes on the wire as when and one comma-separated status, which the schema reads back', () => {
    const query = ownBookingsFilterQuery(CUSTOMER_FILTER_QUERY.past);
    expect(query).toEqual({ when: 'past', status: 'confirmed,no_show' });
    expect(ownBookingsQuerySchema.parse(query)).toEqual({
      when: 'past',
      status: ['confirmed', 'no_show'],
    });
    expect(ownBookingsFilterQuery(CUSTOMER_FILTER_QUERY.all)).toEqual({});
  });

  it('refuses an unknown or empty state with the sentence that lists them', () => {
    for (const status of ['done', 'confirmed,', '']) {
      const result = ownBookingsQuerySchema.safeParse({ status });
      expect(result.success, status).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        "Status must be one or more of 'requested', 'awaiting_deposit', 'confirmed', 'declined', 'expired', 'cancelled', 'no_show', separated by commas.",
      );
    }
  });
});
