import { describe, expect, it } from 'vitest';
import {
  formatOperationalHour,
  formatOperationalHours,
  readOperationalHours,
} from './operational-hours';

describe('readOperationalHours (docs/product.md#studios)', () => {
  it('reads numbers under start and end', () => {
    expect(readOperationalHours({ start: 9, end: 18 })).toEqual({ start: 9, end: 18 });
    expect(readOperationalHours({ start: 0, end: 24 })).toEqual({ start: 0, end: 24 });
  });

  it("reads 'HH:MM' strings", () => {
    expect(readOperationalHours({ start: '09:00', end: '18:00' })).toEqual({ start: 9, end: 18 });
    expect(readOperationalHours({ start: '9:00', end: '24:00' })).toEqual({ start: 9, end: 24 });
    expect(readOperationalHours({ start: ' 07:00:00 ', end: '00:00' })).toEqual({
      start: 7,
      end: 0,
    });
  });

  it('reads the aliases, the first present one winning in the documented order', () => {
    expect(readOperationalHours({ start_time: '10:00', end_time: '20:00' })).toEqual({
      start: 10,
      end: 20,
    });
    expect(readOperationalHours({ startTime: 8, endTime: 17 })).toEqual({ start: 8, end: 17 });
    expect(
      readOperationalHours({ start_time: 11, start: 9, startTime: 7, end: 18, endTime: 19 }),
    ).toEqual({
      start: 11,
      end: 18,
    });
    // An empty or null alias is missing, so the next one is read.
    expect(
      readOperationalHours({ start_time: '', start: null, startTime: 6, end_time: null, end: 15 }),
    ).toEqual({
      start: 6,
      end: 15,
    });
  });

  it('gives null for missing or unreadable hours', () => {
    expect(readOperationalHours(undefined)).toEqual({ start: null, end: null });
    expect(readOperationalHours(null)).toEqual({ start: null, end: null });
    expect(readOperationalHours('9-18')).toEqual({ start: null, end: null });
    expect(readOperationalHours([9, 18])).toEqual({ start: null, end: null });
    expect(readOperationalHours({})).toEqual({ start: null, end: null });
    expect(readOperationalHours({ start: 9 })).toEqual({ start: 9, end: null });
    expect(readOperationalHours({ start: 'nine', end: 25 })).toEqual({ start: null, end: null });
    expect(readOperationalHours({ start: '09:30', end: 17.5 })).toEqual({ start: null, end: null });
    expect(readOperationalHours({ start: Number.NaN, end: -1 })).toEqual({
      start: null,
      end: null,
    });
  });

  it('does not read inherited properties', () => {
    const inherited = Object.create({ start: 9, end: 18 }) as object;
    expect(readOperationalHours(inherited)).toEqual({ start: null, end: null });
  });
});

describe('formatOperationalHour', () => {
  it('shows hours on the 12-hour clock', () => {
    expect(formatOperationalHour(9)).toBe('9:00 AM');
    expect(formatOperationalHour(0)).toBe('12:00 AM');
    expect(formatOperationalHour(12)).toBe('12:00 PM');
    expect(formatOperationalHour(18)).toBe('6:00 PM');
    expect(formatOperationalHour(24)).toBe('12:00 AM');
    expect(formatOperationalHour('18:00')).toBe('6:00 PM');
    expect(formatOperationalHour('07:00')).toBe('7:00 AM');
  });

  it("says 'Not specified' when missing", () => {
    expect(formatOperationalHour(undefined)).toBe('Not specified');
    expect(formatOperationalHour(null)).toBe('Not specified');
    expect(formatOperationalHour('')).toBe('Not specified');
    expect(formatOperationalHour('   ')).toBe('Not specified');
  });

  it("says 'Invalid time' for anything else", () => {
    expect(formatOperationalHour(Number.NaN)).toBe('Invalid time');
    expect(formatOperationalHour(Number.POSITIVE_INFINITY)).toBe('Invalid time');
    expect(formatOperationalHour(-1)).toBe('Invalid time');
    expect(formatOperationalHour(25)).toBe('Invalid time');
    expect(formatOperationalHour(9.5)).toBe('Invalid time');
    expect(formatOperationalHour('25:00')).toBe('Invalid time');
    expect(formatOperationalHour('09:30')).toBe('Invalid time');
    expect(formatOperationalHour('9 AM')).toBe('Invalid time');
    expect(formatOperationalHour('garbage')).toBe('Invalid time');
    expect(formatOperationalHour(true)).toBe('Invalid time');
    expect(formatOperationalHour({ hour: 9 })).toBe('Invalid time');
  });
});

describe('formatOperationalHours', () => {
  it('shows a range', () => {
    expect(formatOperationalHours({ start: 9, end: 18 })).toBe('9:00 AM - 6:00 PM');
    expect(formatOperationalHours({ start_time: '10:00', endTime: 22 })).toBe(
      '10:00 AM - 10:00 PM',
    );
    expect(formatOperationalHours({ start: 0, end: 24 })).toBe('12:00 AM - 12:00 AM');
  });

  it('names a missing or invalid end on its own', () => {
    expect(formatOperationalHours({ start: 9 })).toBe('9:00 AM - Not specified');
    expect(formatOperationalHours({ start: 'soon', end: 18 })).toBe('Invalid time - 6:00 PM');
  });

  it("says 'Not specified' once when nothing is given", () => {
    expect(formatOperationalHours(undefined)).toBe('Not specified');
    expect(formatOperationalHours({})).toBe('Not specified');
    expect(formatOperationalHours({ start: '', end: null })).toBe('Not specified');
  });
});
