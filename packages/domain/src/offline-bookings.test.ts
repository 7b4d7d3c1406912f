import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from './booking-messages';
import { addDays } from './calendar-dates';
import { istHour, istToday } from './ist-clock';
import { ADD_BOOKING_TEXT, OFFLINE_BOOKING_MESSAGES } from './offline-booking-messages';
import {
  checkOfflineHours,
  hourHasNotEnded,
  offlineBookingRequestSchema,
  offlineBookingTotal,
  offlineDurationOptions,
  offlineStartTimes,
  type OfflineHoursInput,
} from './offline-bookings';
import { MAX_BOOKING_TOTAL } from './pricing';
import { BOOKING_HOURS_MESSAGES, checkBookableHours, hoursFrom } from './slots';

// 04:45 UTC is 10:15 in India: today is 2026-11-23 and the current IST hour is 10.
const now = new Date('2026-11-23T04:45:00Z');
const today = '2026-11-23';
const tomorrow = '2026-11-24';
const open = { start: 9, end: 21 };
const studio = '6f1c2a8e-2b3d-4c5e-8f90-123456789abc';

describe('the request of POST /owner/bookings', () => {
  const valid = { studio, date: tomorrow, hours: [10, 11], customerName: 'Meera Nair' };
  const fieldErrors = (body: unknown) => {
    const result = offlineBookingRequestSchema.safeParse(body);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('takes a name, and optionally a phone, a package, a price and a note, trimmed', () => {
    expect(offlineBookingRequestSchema.parse(valid)).toEqual({ ...valid });
    expect(
      offlineBookingRequestSchema.parse({
        ...valid,
        customerName: '  Meera Nair ',
        customerPhone: '+91 98765-43210',
        packageKey: ' 2 Cam ',
        totalPrice: 4500,
        note: ' Paid ₹1,000 on WhatsApp.\nRest at the studio. ',
      }),
    ).toEqual({
      ...valid,
      customerPhone: '9876543210',
      packageKey: '2 Cam',
      totalPrice: 4500,
      note: 'Paid ₹1,000 on WhatsApp.\nRest at the studio.',
    });
  });

  it('reads blank optional fields as not given', () => {
    expect(
      offlineBookingRequestSchema.parse({
        ...valid,
        customerPhone: '  ',
        packageKey: '',
        note: ' ',
      }),
    ).toEqual(valid);
  });

  it('refuses each bad field with its own sentence', () => {
    expect(fieldErrors({ ...valid, customerName: ' ' })).toEqual({
      customerName: OFFLINE_BOOKING_MESSAGES.customerNameRequired,
    });
    expect(fieldErrors({ ...valid, customerName: 'x'.repeat(101) })).toEqual({
      customerName: 'Name must be at most 100 characters',
    });
    expect(fieldErrors({ ...valid, customerName: 'Meera\u202Etxt' })).toEqual({
      customerName: 'Name must contain only printable characters',
    });
    expect(fieldErrors({ ...valid, customerPhone: '12345' })).toEqual({
      customerPhone: OFFLINE_BOOKING_MESSAGES.customerPhone,
    });
    expect(fieldErrors({ ...valid, customerPhone: '9'.repeat(5000) })).toEqual({
      customerPhone: OFFLINE_BOOKING_MESSAGES.customerPhone,
    });
    for (const totalPrice of [-1, 1.5, '4500', MAX_BOOKING_TOTAL + 1]) {
      expect(fieldErrors({ ...valid, totalPrice }), String(totalPrice)).toEqual({
        totalPrice: OFFLINE_BOOKING_MESSAGES.totalPrice,
      });
    }
    expect(fieldErrors({ ...valid, note: 'x'.repeat(501) })).toEqual({
      note: OFFLINE_BOOKING_MESSAGES.noteLength,
    });
    expect(fieldErrors({ ...valid, note: 'a\u0000b' })).toEqual({
      note: OFFLINE_BOOKING_MESSAGES.noteCharacters,
    });
    expect(fieldErrors({ ...valid, packageKey: 'x'.repeat(41) })).toEqual({
      packageKey: BOOKING_MESSAGES.packageUnknown,
    });
    expect(fieldErrors({ ...valid, studio: 'not-a-studio' })).toEqual({
      studio: BOOKING_MESSAGES.studioNotFound,
    });
    expect(fieldErrors({ ...valid, date: '2026-02-30' })).toEqual({
      date: BOOKING_HOURS_MESSAGES.invalidDate,
    });
    expect(fieldErrors({ ...valid, hours: [] })).toEqual({ hours: BOOKING_HOURS_MESSAGES.noHours });
    expect(fieldErrors({ ...valid, hours: [24] })).toEqual({
      hours: BOOKING_HOURS_MESSAGES.notWhole,
    });
  });
});

describe('checkOfflineHours', () => {
  const input = (overrides: Partial<OfflineHoursInput>): OfflineHoursInput => ({
    date: tomorrow,
    hours: [11, 10],
    offeredHours: [9, 10, 11, 12],
    freeHours: [9, 10, 11, 12],
    openingHours: open,
    now,
    ...overrides,
  });

  it('accepts whole, consecutive, offered, free hours that have not ended, sorted, whatever the minimum', () => {
    expect(checkOfflineHours(input({}))).toEqual({ ok: true, hours: [10, 11] });
    expect(checkOfflineHours(input({ hours: [12] }))).toEqual({ ok: true, hours: [12] });
  });

  it('lets today’s current hour be recorded (a walk-in), never an hour that has ended', () => {
    expect(checkOfflineHours(input({ date: today, hours: [10, 11] })).ok).toBe(true);
    expect(checkOfflineHours(input({ date: today, hours: [9, 10] }))).toMatchObject({
      reason: 'ended',
      message: OFFLINE_BOOKING_MESSAGES.ended,
    });
    expect(checkOfflineHours(input({ date: addDays(today, -1), hours: [12] }))).toMatchObject({
      reason: 'ended',
    });
  });

  it('names what is wrong, in order; a held hour is the sentence a customer’s booking gets', () => {
    const reason = (overrides: Partial<OfflineHoursInput>) => {
      const result = checkOfflineHours(input(overrides));
      return result.ok ? 'ok' : result.reason;
    };
    expect(reason({ date: '2026-13-01' })).toBe('invalidDate');
    expect(reason({ hours: [] })).toBe('noHours');
    expect(reason({ hours: [9.5] })).toBe('notWhole');
    expect(reason({ hours: [9, 11] })).toBe('notConsecutive');
    expect(reason({ hours: [8, 9], offeredHours: [8, 9], freeHours: [8, 9] })).toBe(
      'outsideOpeningHours',
    );
    expect(reason({ offeredHours: [10], freeHours: [10] })).toBe('notOffered');
    expect(checkOfflineHours(input({ freeHours: [9, 10, 12] }))).toEqual({
      ok: false,
      reason: 'taken',
      message: BOOKING_MESSAGES.justTaken,
    });
  });

  it('accepts every run a customer may book, and more (no minimum, the current hour)', () => {
    const hours = fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { maxLength: 24 });
    const clock = fc.date({
      min: new Date('2024-01-01T00:00:00Z'),
      max: new Date('2030-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(
        hours,
        clock,
        fc.integer({ min: -1, max: 3 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 1, max: 6 }),
        (free, at, offset, start, length) => {
          const date = addDays(istToday(at), offset);
          const run = hoursFrom(start, Math.min(length, 24 - start));
          const online = checkBookableHours({
            date,
            hours: run,
            availableHours: free,
            minimumDurationHours: 1,
            openingHours: open,
            now: at,
          });
          const offline = checkOfflineHours({
            date,
            hours: run,
            offeredHours: free,
            freeHours: free,
            openingHours: open,
            now: at,
          });
          if (online.ok) expect(offline).toEqual(online);
        },
      ),
    );
  });
});

describe("what the 'Add a booking' dialog offers is exactly what the server accepts", () => {
  const free = fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { maxLength: 24 });
  const clock = fc.date({
    min: new Date('2024-01-01T00:00:00Z'),
    max: new Date('2030-12-31T23:59:59Z'),
    noInvalidDate: true,
  });
  const opening = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 1, max: 24 }))
    .filter(([start, end]) => start < end)
    .map(([start, end]) => ({ start, end }));

  it('every offered start and duration is recordable, and every recordable run is offered', () => {
    fc.assert(
      fc.property(free, clock, fc.integer({ min: -2, max: 3 }), opening, (hours, at, offset, o) => {
        const date = addDays(istToday(at), offset);
        const offered = new Set(
          offlineStartTimes(hours, date, o, at).flatMap((start) =>
            offlineDurationOptions(hours, start, o).map((duration) => `${start}+${duration}`),
          ),
        );
        for (let start = 0; start <= 23; start += 1) {
          for (let duration = 1; start + duration <= 24; duration += 1) {
            const result = checkOfflineHours({
              date,
              hours: hoursFrom(start, duration),
              offeredHours: hours,
              freeHours: hours,
              openingHours: o,
              now: at,
            });
            expect(result.ok).toBe(offered.has(`${start}+${duration}`));
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('offers today from the current IST hour on, whatever the machine’s zone', () => {
    // 18:45 UTC on the 22nd is 00:15 on the 23rd in India.
    const lateUtc = new Date('2026-11-22T18:45:00Z');
    const allDay = { start: 0, end: 24 };
    expect(offlineStartTimes([0, 1, 2], '2026-11-23', allDay, lateUtc)).toEqual([0, 1, 2]);
    expect(offlineStartTimes([0, 1, 2], '2026-11-22', allDay, lateUtc)).toEqual([]);
    expect(hourHasNotEnded(today, istHour(now), now)).toBe(true);
    expect(hourHasNotEnded(today, istHour(now) - 1, now)).toBe(false);
    expect(offlineStartTimes([20, 9, 22, 12], tomorrow, open, now)).toEqual([9, 12, 20]);
    expect(offlineDurationOptions([9, 10, 11, 13], 9, open)).toEqual([1, 2, 3]);
  });
});

describe('offlineBookingTotal', () => {
  it('is the owner’s price, else the package’s price for the hours, else ₹0', () => {
    expect(offlineBookingTotal({ totalPrice: 999, packagePrice: 1500, hourCount: 2 })).toBe(999);
    expect(offlineBookingTotal({ totalPrice: 0, packagePrice: 1500, hourCount: 2 })).toBe(0);
    expect(offlineBookingTotal({ totalPrice: undefined, packagePrice: 1500, hourCount: 2 })).toBe(
      3000,
    );
    expect(offlineBookingTotal({ totalPrice: undefined, packagePrice: null, hourCount: 2 })).toBe(
      0,
    );
    // Whether it fits a booking is the API's check, as for a customer's (bookingPriceFits).
    expect(
      offlineBookingTotal({ totalPrice: undefined, packagePrice: MAX_BOOKING_TOTAL, hourCount: 2 }),
    ).toBe(MAX_BOOKING_TOTAL * 2);
  });
});

describe('the dialog’s words', () => {
  it('are those of docs/product.md#offline-bookings', () => {
    expect(ADD_BOOKING_TEXT).toMatchObject({
      button: 'Add a booking',
      customerName: "Customer's name",
      submit: 'Add booking',
      added: 'Booking added. Its hours are held.',
      badge: 'Offline',
    });
  });
});
