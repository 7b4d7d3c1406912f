import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { at, booking, HOUR, instants, lifecycleBooking, sessions } from './booking-arbitraries';
import { BOOKING_STATES, HOLDING_STATES } from './booking-states';
import { bookingSpan } from './booking-lifecycle';
import { bookingStatusLabel, offersAddToCalendar, ownerSeesCustomerPhone } from './booking-labels';

describe('offersAddToCalendar', () => {
  // 10:00-12:00 IST on 1 December 2026 ends at 06:30 UTC.
  const row = {
    source: 'online' as const,
    date: '2026-12-01',
    hours: [10, 11],
    decisionDueAt: null,
    cancellableUntil: null,
    studio: { _id: 's-1', name: 'Echo Room', location: { city: 'Delhi', fullAddress: null } },
  };
  const before = at('2026-11-30T00:00:00Z');

  it('offers a confirmed booking or an open request until the session ends', () => {
    expect(offersAddToCalendar({ ...row, status: 'confirmed' }, before)).toBe(true);
    expect(
      offersAddToCalendar(
        { ...row, status: 'requested', decisionDueAt: '2026-11-30T10:00:00.000Z' },
        before,
      ),
    ).toBe(true);
    expect(offersAddToCalendar({ ...row, status: 'confirmed' }, at('2026-12-01T06:30:00Z'))).toBe(
      false,
    );
  });

  it('never offers a cancelled, declined, expired or no-show row, nor a deleted studio’s', () => {
    for (const status of ['cancelled', 'declined', 'expired', 'no_show'] as const) {
      expect(offersAddToCalendar({ ...row, status }, before), status).toBe(false);
    }
    // A request nobody decided in time reads expired, whatever the list said.
    expect(
      offersAddToCalendar(
        { ...row, status: 'requested', decisionDueAt: '2026-11-29T10:00:00.000Z' },
        before,
      ),
    ).toBe(false);
    expect(offersAddToCalendar({ ...row, status: 'confirmed', studio: null }, before)).toBe(false);
  });
});

describe("the customer's phone as the studio's owner sees it", () => {
  // The session ends 12:00 IST on 1 Dec (06:30 UTC); the no-show window 7 days later.
  const windowEnd = at('2026-12-08T06:30:00Z');

  it('shows it for a request or a confirmed booking until 7 days after the session', () => {
    for (const state of ['requested', 'confirmed'] as const) {
      const held = { ...booking, state, decisionDueAt: null };
      expect(ownerSeesCustomerPhone(held, at('2026-11-20T00:00:00Z')), state).toBe(true);
      expect(ownerSeesCustomerPhone(held, at('2026-12-01T06:30:00Z')), state).toBe(true);
      expect(ownerSeesCustomerPhone(held, new Date(windowEnd.getTime() - 1)), state).toBe(true);
      expect(ownerSeesCustomerPhone(held, windowEnd), state).toBe(false);
    }
  });

  it('hides it once the booking is off: cancelled, declined, expired, withdrawn, a no-show', () => {
    const now = at('2026-11-30T00:00:00Z');
    for (const state of BOOKING_STATES.filter((s) => !HOLDING_STATES.includes(s))) {
      expect(ownerSeesCustomerPhone({ ...booking, state }, now), state).toBe(false);
    }
    // A request past its deadline has expired, whether or not the sweep has come by.
    const overdue = {
      ...booking,
      state: 'requested' as const,
      decisionDueAt: at('2026-11-29T00:00:00Z'),
    };
    expect(ownerSeesCustomerPhone(overdue, now)).toBe(false);
  });

  it('ends when the no-show window ends, for any booking and moment', () => {
    fc.assert(
      fc.property(sessions, instants, (b, now) => {
        const candidate = lifecycleBooking(b);
        const { end } = bookingSpan(candidate);
        const withinWindow = now.getTime() < end.getTime() + 7 * 24 * HOUR;
        expect(ownerSeesCustomerPhone(candidate, now)).toBe(withinWindow);
      }),
    );
  });
});

describe('the badge of a booking', () => {
  it('reads Upcoming and Completed for confirmed bookings by IST date, and each other state by name', () => {
    const now = at('2026-12-01T20:00:00Z'); // 01:30 on 2 Dec in IST
    expect(bookingStatusLabel({ ...booking, date: '2026-12-02' }, now)).toBe('Upcoming');
    expect(bookingStatusLabel(booking, now)).toBe('Completed');
    const due = at('2026-12-01T21:00:00Z');
    const request = {
      ...booking,
      date: '2026-12-03',
      state: 'requested' as const,
      decisionDueAt: due,
    };
    expect(bookingStatusLabel(request, now)).toBe('Requested');
    expect(bookingStatusLabel(request, due)).toBe('Expired');
    expect(bookingStatusLabel({ ...booking, state: 'no_show' }, now)).toBe('No-show');
    expect(bookingStatusLabel({ ...booking, state: 'declined' }, now)).toBe('Declined');
    expect(bookingStatusLabel({ ...booking, state: 'cancelled' }, now)).toBe('Cancelled');
  });
});
