import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDates } from './calendar-arbitraries';
import { formatHour } from './ist-clock';
import { formatSessionDate } from './calendar-dates';
import { formatSession } from './session-label';

/** Reference: date-fns on the date pinned to UTC, as calendar-dates.ts reads dates. */
const referenceDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return format(new TZDate(new Date(0).setUTCFullYear(y, m - 1, d), 'UTC'), 'EEE, d MMM y');
};

describe('formatSessionDate', () => {
  it('names the weekday, the day, the short month and the year', () => {
    expect(formatSessionDate('2026-11-28')).toBe('Sat, 28 Nov 2026');
    expect(formatSessionDate('2026-11-23')).toBe('Mon, 23 Nov 2026');
    expect(formatSessionDate('2027-01-01')).toBe('Fri, 1 Jan 2027');
    expect(formatSessionDate('2028-02-29')).toBe('Tue, 29 Feb 2028');
  });

  it('keeps the weekday on daylight-saving days of other zones', () => {
    expect(formatSessionDate('2026-03-08')).toBe('Sun, 8 Mar 2026');
    expect(formatSessionDate('2026-11-01')).toBe('Sun, 1 Nov 2026');
  });

  it('refuses anything but a real calendar date', () => {
    expect(() => formatSessionDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatSessionDate('2026-11-28T18:00:00Z')).toThrow(RangeError);
    expect(() => formatSessionDate('')).toThrow(RangeError);
  });

  it('agrees with date-fns on every date', () => {
    fc.assert(
      fc.property(calendarDates, (date) => {
        expect(formatSessionDate(date)).toBe(referenceDate(date));
      }),
    );
  });
});

describe('formatSession', () => {
  it('ends the range when the last booked hour ends', () => {
    expect(formatSession('2026-11-28', [18, 19])).toBe('Sat, 28 Nov 2026 · 6:00 PM - 8:00 PM');
    expect(formatSession('2026-11-28', [19, 18])).toBe('Sat, 28 Nov 2026 · 6:00 PM - 8:00 PM');
    expect(formatSession('2026-11-28', [9])).toBe('Sat, 28 Nov 2026 · 9:00 AM - 10:00 AM');
    expect(formatSession('2026-11-28', [11, 12])).toBe('Sat, 28 Nov 2026 · 11:00 AM - 1:00 PM');
  });

  it('shows a session ending at midnight as ending at 12:00 AM', () => {
    expect(formatSession('2026-11-28', [22, 23])).toBe('Sat, 28 Nov 2026 · 10:00 PM - 12:00 AM');
    expect(formatSession('2026-11-28', [0])).toBe('Sat, 28 Nov 2026 · 12:00 AM - 1:00 AM');
  });

  it('shows each run of an older booking with gaps, and a booking without hours', () => {
    expect(formatSession('2026-11-28', [9, 10, 14])).toBe(
      'Sat, 28 Nov 2026 · 9:00 AM - 11:00 AM, 2:00 PM - 3:00 PM',
    );
    expect(formatSession('2026-11-28', [])).toBe('Sat, 28 Nov 2026 · No hours booked');
  });

  it('refuses hours that are not slot starts', () => {
    expect(() => formatSession('2026-11-28', [24])).toThrow(RangeError);
    expect(() => formatSession('2026-11-28', [9.5])).toThrow(RangeError);
  });

  it('reads any run of hours as its first hour to the hour after its last', () => {
    const runs = fc
      .integer({ min: 0, max: 23 })
      .chain((start) => fc.tuple(fc.constant(start), fc.integer({ min: 1, max: 24 - start })));
    fc.assert(
      fc.property(calendarDates, runs, (date, [start, length]) => {
        const hours = Array.from({ length }, (_, i) => start + i).reverse();
        expect(formatSession(date, hours)).toBe(
          `${referenceDate(date)} · ${formatHour(start)} - ${formatHour(start + length)}`,
        );
      }),
    );
  });
});
