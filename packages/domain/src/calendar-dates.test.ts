import fc from 'fast-check';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  formatIstInstant,
  formatLongDate,
  formatShortDate,
} from './calendar-dates';
import { compareDates } from './ist-clock';
import { calendarDates } from './calendar-arbitraries';

/** Reference day arithmetic on UTC (setUTCFullYear keeps years below 100 as they are). */
const utcAddDays = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(new Date(0).setUTCFullYear(y, m - 1, d + days)).toISOString().slice(0, 10);
};

describe('formatLongDate and formatShortDate', () => {
  it('formats calendar dates as docs/product.md shows them', () => {
    expect(formatLongDate('2026-11-22')).toBe('November 22, 2026');
    expect(formatLongDate('2027-01-01')).toBe('January 1, 2027');
    expect(formatShortDate('2026-11-22')).toBe('Nov 22, 2026');
    expect(formatShortDate('2026-09-05')).toBe('Sep 5, 2026');
  });

  it('keeps the day on daylight-saving days of other zones', () => {
    expect(formatLongDate('2026-03-08')).toBe('March 8, 2026');
    expect(formatLongDate('2026-11-01')).toBe('November 1, 2026');
    expect(formatShortDate('2026-03-29')).toBe('Mar 29, 2026');
  });

  it("writes every date as date-fns' patterns do (decision 055 replaced them)", () => {
    const utcMidnight = (date: string) => {
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      return new TZDate(new Date(0).setUTCFullYear(y, m - 1, d), 'UTC');
    };
    for (const date of ['0001-01-01', '0099-12-31', '2024-02-29', '9999-12-31']) {
      expect(formatLongDate(date)).toBe(format(utcMidnight(date), 'MMMM d, yyyy'));
      expect(formatShortDate(date)).toBe(format(utcMidnight(date), 'MMM d, yyyy'));
    }
    fc.assert(
      fc.property(calendarDates, (date) => {
        expect(formatLongDate(date)).toBe(format(utcMidnight(date), 'MMMM d, yyyy'));
        expect(formatShortDate(date)).toBe(format(utcMidnight(date), 'MMM d, yyyy'));
      }),
    );
  });

  it('refuses anything but a real calendar date', () => {
    expect(() => formatLongDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatShortDate('2026-11-22T10:00:00Z')).toThrow(RangeError);
  });
});

describe('formatIstInstant', () => {
  it('reads an instant on the IST clock, whatever the process time zone', () => {
    expect(formatIstInstant(new Date('2026-11-28T10:00:00Z'))).toBe(
      'Sat, 28 Nov 2026, 3:30 PM IST',
    );
    // 20:00 UTC is already the next day in India.
    expect(formatIstInstant(new Date('2026-11-28T20:00:00Z'))).toBe(
      'Sun, 29 Nov 2026, 1:30 AM IST',
    );
  });
});

describe('addDays and addMonths', () => {
  it('moves across month, year and leap-day boundaries', () => {
    expect(addDays('2026-11-22', 1)).toBe('2026-11-23');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
  });

  it('is exact for old and far dates too', () => {
    expect(addDays('1900-03-01', -1)).toBe('1900-02-28');
    expect(addDays('1899-12-31', 1)).toBe('1900-01-01');
    expect(addDays('0050-01-01', 1)).toBe('0050-01-02');
    expect(addDays('9999-12-30', 1)).toBe('9999-12-31');
  });

  it('refuses fractional days, invalid dates and results beyond year 9999', () => {
    expect(() => addDays('2026-11-22', 0.5)).toThrow(RangeError);
    expect(() => addDays('2026-11-31', 1)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('0001-01-01', -1)).toThrow(RangeError);
  });

  it('adds months, clamping to the last day of a shorter month', () => {
    expect(addMonths('2026-11-22', 3)).toBe('2027-02-22');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(() => addMonths('2026-11-22', 1.5)).toThrow(RangeError);
  });

  it('agrees with UTC day arithmetic and round-trips', () => {
    fc.assert(
      fc.property(calendarDates, fc.integer({ min: -3000, max: 3000 }), (date, days) => {
        const shifted = addDays(date, days);
        expect(shifted).toBe(utcAddDays(date, days));
        expect(addDays(shifted, -days)).toBe(date);
        expect(Math.sign(compareDates(shifted, date))).toBe(Math.sign(days));
      }),
    );
  });
});
