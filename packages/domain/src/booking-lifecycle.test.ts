import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-dates';
import { cancellationPolicy } from './booking-messages';
import { BOOKING_STATES, CANCELLATION_WINDOWS } from './booking-states';
import {
  BOOKING_LIFECYCLE_MESSAGES,
  FAIR_USE_DEFAULTS,
  FAIR_USE_MESSAGES,
  bookingSpan,
  bookingStatusLabel,
  cancelReasonError,
  cancellableUntil,
  currentState,
  customerDeadline,
  customerMayCancel,
  customerMayMove,
  customerRecord,
  decisionDueAt,
  holdingsRefusal,
  offersAddToCalendar,
  ownerMayCancel,
  ownerMayDecide,
  ownerMayMarkNoShow,
  ownerSeesCustomerPhone,
  statedBooking,
  type LifecycleBooking,
} from './booking-lifecycle';

const HOUR = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);

/** 10:00-12:00 IST on 1 Dec 2026 is 04:30-06:30 UTC. */
const booking: LifecycleBooking = {
  state: 'confirmed',
  date: '2026-12-01',
  hours: [11, 10],
  decisionDueAt: null,
  cancellationHours: 24,
};

const instants = fc
  .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 0, 1) })
  .map((ms) => new Date(ms));
const bookings = fc.record({
  date: fc.integer({ min: 0, max: 600 }).map((n) => addDays('2026-01-01', n)),
  first: fc.integer({ min: 0, max: 23 }),
  length: fc.integer({ min: 1, max: 6 }),
  cancellationHours: fc.constantFrom(...CANCELLATION_WINDOWS),
});
const lifecycleBooking = (
  b: { date: string; first: number; length: number; cancellationHours: number },
  state: LifecycleBooking['state'] = 'confirmed',
  due: Date | null = null,
): LifecycleBooking => ({
  state,
  date: b.date,
  hours: Array.from({ length: Math.min(b.length, 24 - b.first) }, (_, i) => b.first + i),
  decisionDueAt: due,
  cancellationHours: b.cancellationHours,
});

describe('bookingSpan', () => {
  it('runs from the first booked hour to the end of the last, in IST, whatever the order', () => {
    expect(bookingSpan(booking)).toEqual({
      start: at('2026-12-01T04:30:00Z'),
      end: at('2026-12-01T06:30:00Z'),
    });
    // Midnight IST is the evening before in UTC.
    expect(bookingSpan({ date: '2026-12-01', hours: [0] }).start).toEqual(
      at('2026-11-30T18:30:00Z'),
    );
  });
});

describe('cancellation and moves by the customer', () => {
  it('are allowed until the studio’s window before the start, never online with a window of 0', () => {
    fc.assert(
      fc.property(bookings, instants, (b, now) => {
        const candidate = lifecycleBooking(b);
        const until = cancellableUntil(bookingSpan(candidate).start, b.cancellationHours);
        const expected = until !== null && now < until;
        expect(customerMayCancel(candidate, now).ok).toBe(expected);
        expect(customerMayMove(candidate, now).ok).toBe(expected);
        if (until) expect(until.getTime()).toBeLessThan(bookingSpan(candidate).start.getTime());
        expect(until === null).toBe(b.cancellationHours === 0);
      }),
    );
  });

  it('refuses after the deadline with the sentence customers see', () => {
    // 24 hours before 10:00 IST on 1 Dec is 04:30 UTC on 30 Nov.
    expect(customerMayCancel(booking, at('2026-11-30T04:29:59Z'))).toEqual({ ok: true });
    expect(customerMayCancel(booking, at('2026-11-30T04:30:00Z'))).toEqual({
      ok: false,
      status: 409,
      message: 'This booking can no longer be cancelled online. Please contact the studio.',
    });
    expect(customerMayMove(booking, at('2026-11-30T04:30:00Z'))).toMatchObject({
      message: BOOKING_LIFECYCLE_MESSAGES.tooLateToMove,
    });
  });

  it('lets a customer withdraw an open request until its start, and move only confirmed bookings', () => {
    const due = at('2026-11-30T10:00:00Z');
    const request = { ...booking, state: 'requested' as const, decisionDueAt: due };
    expect(customerMayCancel(request, at('2026-11-30T09:00:00Z'))).toEqual({ ok: true });
    expect(customerMayMove(request, at('2026-11-30T09:00:00Z')).ok).toBe(false);
    // Expired by then: nothing left to withdraw.
    expect(customerMayCancel(request, at('2026-11-30T11:00:00Z')).ok).toBe(false);
    for (const state of ['declined', 'expired', 'cancelled', 'no_show'] as const) {
      expect(customerMayCancel({ ...booking, state }, at('2026-11-01T00:00:00Z')).ok).toBe(false);
    }
  });
});

describe('a booking as a response states it', () => {
  it('gets the same answers from its stated deadline as from the studio’s window', () => {
    const states = fc.constantFrom(...BOOKING_STATES);
    fc.assert(
      fc.property(bookings, states, instants, instants, (b, state, due, now) => {
        const candidate = lifecycleBooking(b, state, state === 'requested' ? due : null);
        const stated = { ...candidate, cancellableUntil: customerDeadline(candidate) };
        expect(customerMayCancel(stated, now)).toEqual(customerMayCancel(candidate, now));
        expect(customerMayMove(stated, now)).toEqual(customerMayMove(candidate, now));
      }),
    );
  });

  it('reads the response’s state and instants', () => {
    expect(
      statedBooking({
        status: 'requested',
        date: '2026-12-01',
        hours: [10, 11],
        decisionDueAt: '2026-11-30T10:00:00.000Z',
        cancellableUntil: '2026-12-01T04:30:00.000Z',
      }),
    ).toEqual({
      state: 'requested',
      date: '2026-12-01',
      hours: [10, 11],
      decisionDueAt: at('2026-11-30T10:00:00Z'),
      cancellableUntil: at('2026-12-01T04:30:00Z'),
    });
    const closed = statedBooking({
      status: 'confirmed',
      date: '2026-12-01',
      hours: [10],
      decisionDueAt: null,
      cancellableUntil: null,
    });
    expect(closed).toMatchObject({ decisionDueAt: null, cancellableUntil: null });
    // A studio without online changes: the sentence that sends the customer to the studio.
    expect(customerMayCancel(closed, at('2026-11-01T00:00:00Z'))).toMatchObject({
      message: BOOKING_LIFECYCLE_MESSAGES.tooLateToCancel,
    });
  });
});

describe('offersAddToCalendar', () => {
  // 10:00-12:00 IST on 1 December 2026 ends at 06:30 UTC.
  const row = {
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

describe('the owner', () => {
  it('cancels a confirmed booking until its start, never after', () => {
    expect(ownerMayCancel(booking, at('2026-12-01T04:29:59Z')).ok).toBe(true);
    expect(ownerMayCancel(booking, at('2026-12-01T04:30:00Z'))).toMatchObject({
      ok: false,
      message: BOOKING_LIFECYCLE_MESSAGES.startedAlready,
    });
  });

  it('decides a request until 24 hours after it or its start, whichever is first', () => {
    fc.assert(
      fc.property(bookings, instants, instants, (b, requestedAt, now) => {
        const start = bookingSpan(lifecycleBooking(b)).start;
        const due = decisionDueAt(requestedAt, start);
        expect(due.getTime()).toBeLessThanOrEqual(start.getTime());
        expect(due.getTime()).toBeLessThanOrEqual(requestedAt.getTime() + 24 * HOUR);
        const request = lifecycleBooking(b, 'requested', due);
        const open = now < due;
        expect(ownerMayDecide(request, now).ok).toBe(open);
        expect(currentState(request, now)).toBe(open ? 'requested' : 'expired');
      }),
    );
    expect(ownerMayDecide(booking, at('2026-11-01T00:00:00Z'))).toMatchObject({
      message: BOOKING_LIFECYCLE_MESSAGES.notRequested,
    });
  });

  it('marks a no-show from the end of the booking until 7 days after', () => {
    fc.assert(
      fc.property(bookings, instants, (b, now) => {
        const candidate = lifecycleBooking(b);
        const { end } = bookingSpan(candidate);
        const expected = now >= end && now.getTime() < end.getTime() + 7 * 24 * HOUR;
        expect(ownerMayMarkNoShow(candidate, now).ok).toBe(expected);
      }),
    );
    expect(ownerMayMarkNoShow(booking, at('2026-12-01T06:29:59Z'))).toMatchObject({
      message: BOOKING_LIFECYCLE_MESSAGES.noShowTooEarly,
    });
    expect(ownerMayMarkNoShow(booking, at('2026-12-08T06:30:00Z'))).toMatchObject({
      message: BOOKING_LIFECYCLE_MESSAGES.noShowTooLate,
    });
  });

  it('gives a reason of 3 to 500 characters, required to cancel and optional to decline', () => {
    expect(cancelReasonError(undefined, true)).toBe(BOOKING_LIFECYCLE_MESSAGES.reasonRequired);
    expect(cancelReasonError('   ', true)).toBe(BOOKING_LIFECYCLE_MESSAGES.reasonRequired);
    expect(cancelReasonError(undefined, false)).toBeNull();
    expect(cancelReasonError(' no ', false)).toBe(BOOKING_LIFECYCLE_MESSAGES.reasonLength);
    expect(cancelReasonError('Power cut', true)).toBeNull();
    expect(cancelReasonError('x'.repeat(501), true)).toBe(BOOKING_LIFECYCLE_MESSAGES.reasonLength);
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
    for (const state of BOOKING_STATES.filter((s) => s !== 'requested' && s !== 'confirmed')) {
      expect(ownerSeesCustomerPhone({ ...booking, state }, now), state).toBe(false);
    }
    // A request past its deadline has expired, whether or not the sweep has come by.
    const lapsed = {
      ...booking,
      state: 'requested' as const,
      decisionDueAt: at('2026-11-29T00:00:00Z'),
    };
    expect(ownerSeesCustomerPhone(lapsed, now)).toBe(false);
  });

  it('ends when the no-show window ends, for any booking and moment', () => {
    fc.assert(
      fc.property(bookings, instants, (b, now) => {
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

describe('cancellationPolicy', () => {
  it('spells the window out for people', () => {
    expect(cancellationPolicy(24)).toBe('Free cancellation until 24 hours before the start');
    expect(cancellationPolicy(2)).toBe('Free cancellation until 2 hours before the start');
    expect(cancellationPolicy(0)).toBe(
      'No online cancellation: to cancel or change a booking, contact the studio.',
    );
  });
});

describe('customerRecord', () => {
  it('counts completed sessions, cancellations (late when under 24 hours before) and no-shows', () => {
    const now = at('2026-12-10T00:00:00Z');
    const row = (over: Partial<Parameters<typeof customerRecord>[0][number]>) => ({
      state: 'confirmed' as const,
      date: '2026-12-01',
      hours: [10],
      cancelledBy: null,
      cancelledAt: null,
      ...over,
    });
    expect(
      customerRecord(
        [
          row({}),
          row({ date: '2026-12-20' }), // not yet played
          row({ state: 'no_show' }),
          row({
            state: 'cancelled',
            cancelledBy: 'customer',
            cancelledAt: at('2026-11-25T00:00:00Z'),
          }),
          row({
            state: 'cancelled',
            cancelledBy: 'customer',
            cancelledAt: at('2026-11-30T20:00:00Z'),
          }),
          row({
            state: 'cancelled',
            cancelledBy: 'owner',
            cancelledAt: at('2026-11-30T20:00:00Z'),
          }),
        ],
        now,
      ),
    ).toEqual({ completed: 1, cancelled: 2, lateCancelled: 1, noShows: 1 });
  });
});

describe('holdingsRefusal', () => {
  it('holds the caps on upcoming bookings and on hours at one studio, each with its sentence', () => {
    const none = { upcomingCount: 0, upcomingHoursHere: 0 };
    expect(holdingsRefusal(none, 12)).toBeNull();
    expect(holdingsRefusal({ ...none, upcomingHoursHere: 11 }, 2)).toBe(
      'You can hold at most 12 upcoming hours at one studio. Cancel some or choose fewer hours.',
    );
    expect(holdingsRefusal({ ...none, upcomingCount: 10 }, 1)).toBe(
      'You already have 10 upcoming bookings. Cancel one or wait until one is done to book again.',
    );
    expect(
      holdingsRefusal({ ...none, upcomingCount: 3 }, 1, {
        ...FAIR_USE_DEFAULTS,
        upcomingBookings: 3,
      }),
    ).toBe(FAIR_USE_MESSAGES.tooManyUpcoming(3));
    expect(FAIR_USE_MESSAGES.tooManyNew(10)).toBe(
      'You have made 10 bookings in the last hour. Please wait a while before booking again.',
    );
  });
});
