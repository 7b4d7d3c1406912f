import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from './calendar-dates';
import { istHour, istToday } from './ist-clock';
import {
  BOOKING_HOURS_MESSAGES,
  SLOT_PICKER_TEXT,
  checkBookableHours,
  consecutiveRunLength,
  defaultDuration,
  durationOptions,
  hoursFrom,
  hoursOnDate,
  isHourAhead,
  minimumDurationMessage,
  pickableDates,
  startTimes,
} from './slots';

// 04:45 UTC is 10:15 in India: today is 2026-11-23 and the current IST hour is 10.
const now = new Date('2026-11-23T04:45:00Z');
const today = '2026-11-23';
const tomorrow = '2026-11-24';
const yesterday = '2026-11-22';

describe('the slot picker texts', () => {
  it('are the words of docs/product.md#slot-picker', () => {
    expect(SLOT_PICKER_TEXT).toMatchObject({
      title: 'Select Date & Time',
      dateLabel: 'Choose Date',
      datePlaceholder: 'Select an available date',
      chooseDateFirst: 'Please select a date to view available time slots.',
      startTimePlaceholder: 'Start time',
      noSlots: 'No slots available',
      selectStartTime: 'Select start time',
      notEnoughTime: 'Not enough time',
      selectPackage: 'Select Package',
      continue: 'Continue to Add-ons & Booking',
    });
  });
});

describe('startTimes', () => {
  it('lists the available hours of a later date ascending, each once', () => {
    expect(startTimes([14, 9, 10, 9, 22], tomorrow, now)).toEqual([9, 10, 14, 22]);
  });

  it('offers only hours after the current IST hour today', () => {
    expect(startTimes([9, 10, 11, 12], today, now)).toEqual([11, 12]);
  });

  it('offers nothing for a past date or an invalid one', () => {
    expect(startTimes([9, 10, 23], yesterday, now)).toEqual([]);
    expect(startTimes([9, 10], '2026-02-30', now)).toEqual([]);
  });

  it('uses the IST date, not the UTC one, around midnight', () => {
    // 18:45 UTC on the 22nd is 00:15 on the 23rd in India.
    const lateUtc = new Date('2026-11-22T18:45:00Z');
    expect(startTimes([0, 1, 2], '2026-11-23', lateUtc)).toEqual([1, 2]);
    expect(startTimes([22, 23], '2026-11-22', lateUtc)).toEqual([]);
  });

  it('ignores hours outside 0..23 and fractions', () => {
    expect(startTimes([-1, 9.5, 24, 23], tomorrow, now)).toEqual([23]);
  });

  it('does not change its input', () => {
    const hours = [12, 11];
    startTimes(hours, tomorrow, now);
    expect(hours).toEqual([12, 11]);
  });
});

describe('consecutiveRunLength and durationOptions', () => {
  const hours = [9, 10, 11, 13, 14, 23];
  it('counts the available hours that follow one another from the start', () => {
    expect(consecutiveRunLength(hours, 9)).toBe(3);
    expect(consecutiveRunLength(hours, 10)).toBe(2);
    expect(consecutiveRunLength(hours, 13)).toBe(2);
    expect(consecutiveRunLength(hours, 23)).toBe(1);
    expect(consecutiveRunLength(hours, 12)).toBe(0);
  });

  it('offers 1 up to the run length, filtered to the minimum (default 1)', () => {
    expect(durationOptions(hours, 9)).toEqual([1, 2, 3]);
    expect(durationOptions(hours, 9, null)).toEqual([1, 2, 3]);
    expect(durationOptions(hours, 9, 2)).toEqual([2, 3]);
    expect(durationOptions(hours, 13, 3)).toEqual([]);
    expect(durationOptions(hours, 12)).toEqual([]);
  });

  it('resets the duration to the first option, or 0 when none (Not enough time)', () => {
    expect(defaultDuration(durationOptions(hours, 9, 2))).toBe(2);
    expect(defaultDuration(durationOptions(hours, 13, 3))).toBe(0);
  });

  it('turns a start and a duration into hours', () => {
    expect(hoursFrom(9, 3)).toEqual([9, 10, 11]);
    expect(hoursFrom(9, 0)).toEqual([]);
  });
});

describe('pickableDates and hoursOnDate', () => {
  it('offers only dates with a start time left, none before today, ascending', () => {
    const slots = [
      { date: addDays(today, 2), hours: [9] },
      { date: yesterday, hours: [20] },
      { date: today, hours: [9, 10] }, // all started or past at 10:15
      { date: tomorrow, hours: [] },
      { date: addDays(today, 1), hours: [15] },
    ];
    expect(pickableDates(slots, now)).toEqual([tomorrow, addDays(today, 2)]);
    expect(hoursOnDate(slots, tomorrow)).toEqual([15]);
    expect(hoursOnDate(slots, '2026-12-31')).toEqual([]);
  });
});

describe('checkBookableHours', () => {
  const base = {
    date: tomorrow,
    hours: [10, 11],
    availableHours: [9, 10, 11, 12],
    minimumDurationHours: 2,
    now,
  };
  const reason = (overrides: Partial<typeof base>) => {
    const result = checkBookableHours({ ...base, ...overrides });
    return result.ok ? 'ok' : result.reason;
  };

  it('accepts whole, consecutive, available, future hours of at least the minimum, sorted', () => {
    expect(checkBookableHours({ ...base, hours: [12, 10, 11] })).toEqual({
      ok: true,
      hours: [10, 11, 12],
    });
  });

  it('names what is wrong, in order', () => {
    expect(reason({ date: '2026-13-01' })).toBe('invalidDate');
    expect(reason({ hours: [] })).toBe('noHours');
    expect(reason({ hours: [10, 10.5] })).toBe('notWhole');
    expect(reason({ hours: [10, 24] })).toBe('notWhole');
    expect(reason({ hours: [9, 11] })).toBe('notConsecutive');
    expect(reason({ hours: [10, 10] })).toBe('notConsecutive');
    expect(reason({ date: yesterday })).toBe('past');
    expect(reason({ date: today, hours: [10, 11] })).toBe('past'); // 10:00 has begun at 10:15
    expect(reason({ date: today, hours: [11, 12] })).toBe('ok');
    expect(reason({ hours: [10] })).toBe('tooShort');
    expect(reason({ hours: [12, 13] })).toBe('unavailable');
  });

  it('returns sentences a user understands', () => {
    const message = (overrides: Partial<typeof base>) => {
      const result = checkBookableHours({ ...base, ...overrides });
      return result.ok ? null : result.message;
    };
    expect(message({ date: yesterday })).toBe(BOOKING_HOURS_MESSAGES.past);
    expect(message({ hours: [10] })).toBe('This studio can be booked for at least 2 hours.');
    expect(minimumDurationMessage(1)).toBe('This studio can be booked for at least 1 hour.');
    expect(message({ hours: [9, 11] })).toBe(
      'The hours of a booking must follow one another without gaps.',
    );
  });
});

describe('properties: what the picker offers is exactly what the server accepts', () => {
  const availability = fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { maxLength: 24 });
  const minimum = fc.option(fc.integer({ min: 1, max: 8 }), { nil: null });
  const clock = fc.date({
    min: new Date('2024-01-01T00:00:00Z'),
    max: new Date('2030-12-31T23:59:59Z'),
    noInvalidDate: true,
  });
  const dayOffset = fc.integer({ min: -2, max: 3 });

  const offered = (hours: number[], min: number | null, date: string, at: Date) =>
    new Set(
      startTimes(hours, date, at).flatMap((start) =>
        durationOptions(hours, start, min).map((duration) => `${start}+${duration}`),
      ),
    );

  it('every offered start and duration is bookable, and every bookable run is offered', () => {
    fc.assert(
      fc.property(availability, minimum, clock, dayOffset, (hours, min, at, offset) => {
        const date = addDays(istToday(at), offset);
        const choices = offered(hours, min, date, at);
        for (let start = 0; start <= 23; start += 1) {
          for (let duration = 1; start + duration <= 24; duration += 1) {
            const result = checkBookableHours({
              date,
              hours: hoursFrom(start, duration),
              availableHours: hours,
              minimumDurationHours: min,
              now: at,
            });
            expect(result.ok).toBe(choices.has(`${start}+${duration}`));
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('never offers a started or past hour, and offers every later available hour', () => {
    fc.assert(
      fc.property(availability, clock, dayOffset, (hours, at, offset) => {
        const date = addDays(istToday(at), offset);
        const starts = startTimes(hours, date, at);
        const expected = hours
          .filter((hour) => offset > 0 || (offset === 0 && hour > istHour(at)))
          .sort((a, b) => a - b);
        expect(starts).toEqual(expected);
        for (const hour of starts) expect(isHourAhead(date, hour, at)).toBe(true);
      }),
    );
  });
});
