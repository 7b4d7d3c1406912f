import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatFreeTime } from './calendar-dates';
import { FREE_TIME_MESSAGES, freeTimeDateError, freeTimeRunOf, isRunFree } from './free-time';
import { checkBookableHours, hoursFrom } from './slots';
import { studioListQuerySchema } from './studio-list-query';

// 04:45 UTC is 10:15 in India: today is 2026-11-23 and the current IST hour is 10.
const now = new Date('2026-11-23T04:45:00Z');
const today = '2026-11-23';
const tomorrow = '2026-11-24';

/** The first message per field of a refused query. */
function errorsOf(query: Record<string, unknown>): Record<string, string> {
  const result = studioListQuerySchema.safeParse(query);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('the listing query with free time', () => {
  it('takes date, start and hours from the query string, hours defaulting to 1', () => {
    const parsed = studioListQuerySchema.parse({ date: tomorrow, start: '10', hours: '3' });
    expect(parsed).toMatchObject({ date: tomorrow, start: 10, hours: 3 });
    expect(freeTimeRunOf(parsed)).toEqual({ date: tomorrow, start: 10, hours: 3 });
    const oneHour = studioListQuerySchema.parse({ date: tomorrow, start: '0' });
    expect(freeTimeRunOf(oneHour)).toEqual({ date: tomorrow, start: 0, hours: 1 });
    expect(freeTimeRunOf(studioListQuerySchema.parse({ q: 'pod' }))).toBeNull();
  });

  it('refuses anything else with a sentence per field', () => {
    expect(errorsOf({ date: '2026-02-30', start: '10' })).toEqual({
      date: FREE_TIME_MESSAGES.date,
    });
    expect(errorsOf({ date: '28-11-2026', start: '10' }).date).toBe(FREE_TIME_MESSAGES.date);
    for (const start of ['24', '-1', '1.5', 'ten', '', ['9', '10']]) {
      expect(errorsOf({ date: tomorrow, start }).start).toBe(FREE_TIME_MESSAGES.start);
    }
    for (const hours of ['0', '25', '2.5', '']) {
      expect(errorsOf({ date: tomorrow, start: '1', hours }).hours).toBe(FREE_TIME_MESSAGES.hours);
    }
    expect(errorsOf({ start: '10' })).toEqual({ start: FREE_TIME_MESSAGES.needsDate });
    expect(errorsOf({ hours: '2' })).toEqual({ hours: FREE_TIME_MESSAGES.needsDate });
    expect(errorsOf({ date: tomorrow })).toEqual({ start: FREE_TIME_MESSAGES.needsStart });
    expect(errorsOf({ date: tomorrow, start: '22', hours: '3' })).toEqual({
      hours: FREE_TIME_MESSAGES.pastMidnight,
    });
    expect(errorsOf({ date: tomorrow, start: '22', hours: '2' })).toEqual({});
    expect(errorsOf({ date: tomorrow, start: '23' })).toEqual({});
  });

  it('refuses a date before today in IST, whatever the process zone', () => {
    expect(freeTimeDateError('2026-11-22', now)).toBe(FREE_TIME_MESSAGES.datePast);
    expect(freeTimeDateError(today, now)).toBeNull();
    expect(freeTimeDateError(tomorrow, now)).toBeNull();
    // 18:45 UTC on the 22nd is already the 23rd in India.
    expect(freeTimeDateError('2026-11-22', new Date('2026-11-22T18:45:00Z'))).toBe(
      FREE_TIME_MESSAGES.datePast,
    );
  });
});

describe('isRunFree', () => {
  const free = [9, 10, 11, 12, 14];

  it('needs every hour of the run free', () => {
    expect(isRunFree(free, { date: tomorrow, start: 9, hours: 4 }, now)).toBe(true);
    expect(isRunFree(free, { date: tomorrow, start: 10, hours: 1 }, now)).toBe(true);
    expect(isRunFree(free, { date: tomorrow, start: 9, hours: 5 }, now)).toBe(false);
    expect(isRunFree(free, { date: tomorrow, start: 13, hours: 1 }, now)).toBe(false);
    expect(isRunFree(free, { date: tomorrow, start: 12, hours: 3 }, now)).toBe(false);
  });

  it('never finds a run whose first hour has begun or passed', () => {
    // The current IST hour is 10: a run from 10 has begun, one from 11 has not.
    expect(isRunFree(free, { date: today, start: 10, hours: 1 }, now)).toBe(false);
    expect(isRunFree(free, { date: today, start: 9, hours: 2 }, now)).toBe(false);
    expect(isRunFree(free, { date: today, start: 11, hours: 2 }, now)).toBe(true);
    expect(isRunFree(free, { date: '2026-11-22', start: 11, hours: 1 }, now)).toBe(false);
  });

  it('agrees with what a booking of that run would accept', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 23 })),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 1, max: 24 }),
        fc.constantFrom('2026-11-22', today, tomorrow),
        (freeHours, start, hours, date) => {
          fc.pre(start + hours <= 24);
          const run = { date, start, hours };
          const booking = checkBookableHours({
            date,
            hours: hoursFrom(start, hours),
            availableHours: freeHours,
            minimumDurationHours: 1,
            now,
          });
          expect(isRunFree(freeHours, run, now)).toBe(booking.ok);
        },
      ),
    );
  });
});

describe('formatFreeTime', () => {
  it('reads as the picker writes dates and times', () => {
    expect(formatFreeTime({ date: '2026-11-28', start: 10, hours: 3 })).toBe(
      'November 28, 2026, 10:00 AM - 1:00 PM',
    );
    expect(formatFreeTime({ date: '2026-11-28', start: 23, hours: 1 })).toBe(
      'November 28, 2026, 11:00 PM - 12:00 AM',
    );
  });
});
