import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TZDate, tz } from '@date-fns/tz';
import { format, getHours } from 'date-fns';
import {
  compareDates,
  formatBookingHours,
  formatHour,
  formatHourRange,
  IST_TIME_ZONE,
  istHour,
  istToday,
  isValidCalendarDate,
} from './ist-clock';
import { istHourStart } from './ist-instants';
import { calendarDates } from './calendar-arbitraries';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
/** The reference computation: IST has been UTC+5:30 all year since 1945 (no daylight saving). */
const shiftToIst = (instant: Date) => new Date(instant.getTime() + IST_OFFSET_MS);

// Instants from 1950 to 2500, whole milliseconds.
const instants = fc.date({
  min: new Date('1950-01-01T00:00:00Z'),
  max: new Date('2500-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('istToday and istHour', () => {
  it('uses Asia/Kolkata', () => {
    expect(IST_TIME_ZONE).toBe('Asia/Kolkata');
  });

  it('moves to the next IST day at 18:30 UTC', () => {
    // 2026-11-22T18:45:00Z is November 23, 00:15 in India.
    expect(istToday(new Date('2026-11-22T18:45:00Z'))).toBe('2026-11-23');
    expect(istHour(new Date('2026-11-22T18:45:00Z'))).toBe(0);
    expect(istToday(new Date('2026-11-22T18:30:00.000Z'))).toBe('2026-11-23');
    expect(istHour(new Date('2026-11-22T18:30:00.000Z'))).toBe(0);
    expect(istToday(new Date('2026-11-22T18:29:59.999Z'))).toBe('2026-11-22');
    expect(istHour(new Date('2026-11-22T18:29:59.999Z'))).toBe(23);
  });

  it('reads ordinary daytime instants', () => {
    expect(istToday(new Date('2026-11-22T03:30:00Z'))).toBe('2026-11-22');
    expect(istHour(new Date('2026-11-22T03:30:00Z'))).toBe(9);
    expect(istHour(new Date('2026-11-22T03:29:59Z'))).toBe(8);
    expect(istHour(new Date('2026-11-22T12:30:00Z'))).toBe(18);
  });

  it('crosses month and year ends on IST, not UTC', () => {
    expect(istToday(new Date('2026-12-31T18:29:59Z'))).toBe('2026-12-31');
    expect(istToday(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(istToday(new Date('2028-02-28T20:00:00Z'))).toBe('2028-02-29');
  });

  it('is unaffected by daylight saving elsewhere (US switches on 2026-03-08 and 2026-11-01)', () => {
    expect(istToday(new Date('2026-03-08T10:00:00Z'))).toBe('2026-03-08');
    expect(istHour(new Date('2026-03-08T10:00:00Z'))).toBe(15);
    expect(istToday(new Date('2026-11-01T09:00:00Z'))).toBe('2026-11-01');
    expect(istHour(new Date('2026-11-01T09:00:00Z'))).toBe(14);
  });

  it('agrees with a UTC+5:30 computation for any instant', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const shifted = shiftToIst(instant);
        expect(istToday(instant)).toBe(shifted.toISOString().slice(0, 10));
        expect(istHour(instant)).toBe(shifted.getUTCHours());
      }),
    );
  });

  it('turns the day at 18:29:59Z / 18:30:00Z, across months, years, leap days and 1970', () => {
    const cases: Array<[string, string, number]> = [
      ['2026-11-22T18:29:59Z', '2026-11-22', 23],
      ['2026-11-22T18:30:00Z', '2026-11-23', 0],
      ['2026-01-31T18:29:59Z', '2026-01-31', 23],
      ['2026-01-31T18:30:00Z', '2026-02-01', 0],
      ['1999-12-31T18:29:59Z', '1999-12-31', 23],
      ['1999-12-31T18:30:00Z', '2000-01-01', 0],
      ['2028-02-28T18:29:59Z', '2028-02-28', 23],
      ['2028-02-28T18:30:00Z', '2028-02-29', 0],
      ['2028-02-29T18:30:00Z', '2028-03-01', 0],
      ['2100-02-28T18:30:00Z', '2100-03-01', 0],
      // Before and at the Unix epoch (negative and zero milliseconds).
      ['1969-12-31T18:29:59Z', '1969-12-31', 23],
      ['1969-12-31T18:30:00Z', '1970-01-01', 0],
      ['1970-01-01T00:00:00Z', '1970-01-01', 5],
      ['1950-06-30T18:30:00Z', '1950-07-01', 0],
    ];
    for (const [instant, date, hour] of cases) {
      expect([istToday(new Date(instant)), istHour(new Date(instant))]).toEqual([date, hour]);
    }
  });

  it('turns the hour at :30 UTC', () => {
    expect(istHour(new Date('2026-11-22T17:29:59Z'))).toBe(22);
    expect(istHour(new Date('2026-11-22T17:30:00Z'))).toBe(23);
    expect(istHour(new Date('2026-11-22T06:29:59.999Z'))).toBe(11);
    expect(istHour(new Date('2026-11-22T06:30:00Z'))).toBe(12);
  });

  it('refuses an invalid Date for the day and reads no hour from it, as date-fns did', () => {
    expect(() => istToday(new Date(Number.NaN))).toThrow(RangeError);
    expect(istHour(new Date(Number.NaN))).toBeNaN();
  });

  it('agrees with the time zone database (date-fns/tz) for any instant since 1946', () => {
    const inIst = tz(IST_TIME_ZONE);
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1946-01-01T00:00:00Z'),
          max: new Date('9999-12-31T18:29:59Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          expect(istToday(instant)).toBe(format(instant, 'yyyy-MM-dd', { in: inIst }));
          expect(istHour(instant)).toBe(getHours(instant, { in: inIst }));
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('isValidCalendarDate', () => {
  it('accepts real yyyy-MM-dd dates, leap days included', () => {
    expect(isValidCalendarDate('2026-11-22')).toBe(true);
    expect(isValidCalendarDate('2026-01-31')).toBe(true);
    expect(isValidCalendarDate('2028-02-29')).toBe(true);
    expect(isValidCalendarDate('2000-02-29')).toBe(true);
  });

  it('rejects days a month does not have', () => {
    expect(isValidCalendarDate('2026-02-30')).toBe(false);
    expect(isValidCalendarDate('2026-02-29')).toBe(false);
    expect(isValidCalendarDate('2100-02-29')).toBe(false);
    expect(isValidCalendarDate('2026-04-31')).toBe(false);
    expect(isValidCalendarDate('2026-13-01')).toBe(false);
    expect(isValidCalendarDate('2026-00-10')).toBe(false);
    expect(isValidCalendarDate('2026-01-00')).toBe(false);
    expect(isValidCalendarDate('0000-01-01')).toBe(false);
  });

  it('rejects other shapes and non-strings', () => {
    expect(isValidCalendarDate('2026-2-3')).toBe(false);
    expect(isValidCalendarDate('2026-11-22T00:00:00Z')).toBe(false);
    expect(isValidCalendarDate(' 2026-11-22')).toBe(false);
    expect(isValidCalendarDate('22/11/2026')).toBe(false);
    expect(isValidCalendarDate('')).toBe(false);
    expect(isValidCalendarDate(20261122)).toBe(false);
    expect(isValidCalendarDate(null)).toBe(false);
    expect(isValidCalendarDate(undefined)).toBe(false);
    expect(isValidCalendarDate(new Date('2026-11-22'))).toBe(false);
  });

  it('accepts every date of the calendar', () => {
    fc.assert(fc.property(calendarDates, (date) => isValidCalendarDate(date)));
  });
});

describe('compareDates', () => {
  it('orders calendar dates', () => {
    expect(compareDates('2026-11-22', '2026-11-23')).toBeLessThan(0);
    expect(compareDates('2027-01-01', '2026-12-31')).toBeGreaterThan(0);
    expect(compareDates('2026-11-22', '2026-11-22')).toBe(0);
    expect(['2026-12-01', '2026-02-10', '2026-11-30'].sort(compareDates)).toEqual([
      '2026-02-10',
      '2026-11-30',
      '2026-12-01',
    ]);
  });
});

describe('hour labels', () => {
  it('formats hours on the 12-hour clock', () => {
    expect(formatHour(0)).toBe('12:00 AM');
    expect(formatHour(1)).toBe('1:00 AM');
    expect(formatHour(9)).toBe('9:00 AM');
    expect(formatHour(11)).toBe('11:00 AM');
    expect(formatHour(12)).toBe('12:00 PM');
    expect(formatHour(13)).toBe('1:00 PM');
    expect(formatHour(18)).toBe('6:00 PM');
    expect(formatHour(23)).toBe('11:00 PM');
    expect(formatHour(24)).toBe('12:00 AM');
  });

  it('refuses hours outside 0..24', () => {
    expect(() => formatHour(-1)).toThrow(RangeError);
    expect(() => formatHour(25)).toThrow(RangeError);
    expect(() => formatHour(9.5)).toThrow(RangeError);
    expect(() => formatHour(Number.NaN)).toThrow(RangeError);
  });

  it('formats a range', () => {
    expect(formatHourRange(9, 18)).toBe('9:00 AM - 6:00 PM');
    expect(formatHourRange(0, 24)).toBe('12:00 AM - 12:00 AM');
  });

  it("shows a booking's hours as 12-hour ranges, each hour lasting until the next", () => {
    expect(formatBookingHours([9])).toBe('9:00 AM - 10:00 AM');
    expect(formatBookingHours([10, 9])).toBe('9:00 AM - 11:00 AM');
    expect(formatBookingHours([9, 10, 14])).toBe('9:00 AM - 11:00 AM, 2:00 PM - 3:00 PM');
    expect(formatBookingHours([22, 23])).toBe('10:00 PM - 12:00 AM');
    expect(formatBookingHours([11, 12])).toBe('11:00 AM - 1:00 PM');
    expect(formatBookingHours([])).toBe('No hours booked');
    expect(() => formatBookingHours([24])).toThrow(RangeError);
  });

  it("does not reorder the caller's list", () => {
    const hours = [14, 9, 10];
    formatBookingHours(hours);
    expect(hours).toEqual([14, 9, 10]);
  });
});

describe('istHourStart', () => {
  it('is the instant an IST hour begins, whatever the process time zone', () => {
    expect(istHourStart('2026-11-24', 10).toISOString()).toBe('2026-11-24T04:30:00.000Z');
    expect(istHourStart('2026-11-24', 0).toISOString()).toBe('2026-11-23T18:30:00.000Z');
    // 24 is the next day's midnight: where a booking of the day's last hour ends.
    expect(istHourStart('2026-12-31', 24).toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(() => istHourStart('2026-02-30', 10)).toThrow(RangeError);
  });

  it('starts each IST day at 18:30 UTC the day before, leap days and year ends included', () => {
    expect(istHourStart('2028-02-29', 0).toISOString()).toBe('2028-02-28T18:30:00.000Z');
    expect(istHourStart('2028-02-29', 24).toISOString()).toBe('2028-02-29T18:30:00.000Z');
    expect(istHourStart('2027-01-01', 0).toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(istHourStart('1970-01-01', 0).toISOString()).toBe('1969-12-31T18:30:00.000Z');
    expect(istHourStart('2026-11-24', 23).toISOString()).toBe('2026-11-24T17:30:00.000Z');
  });

  it('refuses hours outside 0..24', () => {
    expect(() => istHourStart('2026-11-24', 25)).toThrow(RangeError);
    expect(() => istHourStart('2026-11-24', -1)).toThrow(RangeError);
    expect(() => istHourStart('2026-11-24', 9.5)).toThrow(RangeError);
  });

  it('agrees with the time zone database and round-trips through istToday and istHour', () => {
    fc.assert(
      fc.property(
        calendarDates.filter((date) => date >= '1946-01-01'),
        fc.integer({ min: 0, max: 23 }),
        (date, hour) => {
          const [y, m, d] = date.split('-').map(Number) as [number, number, number];
          const midnight = new TZDate(y, m - 1, d, IST_TIME_ZONE).getTime();
          const start = istHourStart(date, hour);
          expect(start.getTime()).toBe(midnight + hour * 3_600_000);
          expect(istToday(start)).toBe(date);
          expect(istHour(start)).toBe(hour);
          expect(istHourStart(date, 24).getTime()).toBe(
            istHourStart(date, 0).getTime() + 86_400_000,
          );
        },
      ),
    );
  });
});
