import { describe, expect, it } from 'vitest';
import { at, booking } from './booking-arbitraries';
import { cancellationPolicy } from './booking-messages';
import { transitionFor } from './booking-transitions';
import {
  BOOKING_LIFECYCLE_MESSAGES,
  FAIR_USE_DEFAULTS,
  FAIR_USE_MESSAGES,
  bookingSpan,
  cancelReasonError,
  respondedBooking,
  customerRecord,
  holdingsRefusal,
} from './booking-lifecycle';

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

describe('an owner’s reason', () => {
  it('gives a reason of 3 to 500 characters, required to cancel and optional to decline', () => {
    expect(cancelReasonError(undefined, true)).toBe(BOOKING_LIFECYCLE_MESSAGES.reasonRequired);
    expect(cancelReasonError('   ', true)).toBe(BOOKING_LIFECYCLE_MESSAGES.reasonRequired);
    expect(cancelReasonError(undefined, false)).toBeNull();
    expect(cancelReasonError(' no ', false)).toBe(BOOKING_LIFECYCLE_MESSAGES.reasonLength);
    expect(cancelReasonError('Power cut', true)).toBeNull();
    expect(cancelReasonError('x'.repeat(501), true)).toBe(BOOKING_LIFECYCLE_MESSAGES.reasonLength);
  });
});

describe('a booking as a response states it', () => {
  it('reads the response’s state and instants', () => {
    expect(
      respondedBooking({
        source: 'online',
        status: 'requested',
        date: '2026-12-01',
        hours: [10, 11],
        decisionDueAt: '2026-11-30T10:00:00.000Z',
        cancellableUntil: '2026-12-01T04:30:00.000Z',
      }),
    ).toEqual({
      source: 'online',
      state: 'requested',
      date: '2026-12-01',
      hours: [10, 11],
      decisionDueAt: at('2026-11-30T10:00:00Z'),
      cancellableUntil: at('2026-12-01T04:30:00Z'),
    });
    const closed = respondedBooking({
      source: 'online',
      status: 'confirmed',
      date: '2026-12-01',
      hours: [10],
      decisionDueAt: null,
      cancellableUntil: null,
    });
    expect(closed).toMatchObject({ decisionDueAt: null, cancellableUntil: null });
    // A studio without online changes: the sentence that sends the customer to the studio.
    expect(transitionFor('cancel', 'customer', closed, at('2026-11-01T00:00:00Z'))).toMatchObject({
      message: BOOKING_LIFECYCLE_MESSAGES.tooLateToCancel,
    });
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
