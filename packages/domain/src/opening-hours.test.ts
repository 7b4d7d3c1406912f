import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  hoursWithinOpening,
  isWithinOpeningHours,
  outsideOpeningHoursMessage,
  type OpeningHours,
} from './opening-hours';
import { checkBookableHours } from './slots';

// 04:45 UTC is 10:15 in India: today is 2026-11-23.
const now = new Date('2026-11-23T04:45:00Z');
const tomorrow = '2026-11-24';
const nineToNine: OpeningHours = { start: 9, end: 21 };

describe('opening hours bound the bookable hours (docs/product.md#availability)', () => {
  it('an hour is within from the opening hour up to the hour before closing', () => {
    expect([8, 9, 20, 21, 23].map((hour) => isWithinOpeningHours(hour, nineToNine))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
    // Open until midnight: the last hour is 23.
    expect(isWithinOpeningHours(23, { start: 18, end: 24 })).toBe(true);
    // Hours not specified bound nothing on that side.
    expect(isWithinOpeningHours(3, { start: null, end: null })).toBe(true);
    expect(isWithinOpeningHours(3, { start: 9, end: null })).toBe(false);
  });

  it('keeps only the hours within', () => {
    expect(hoursWithinOpening([3, 9, 10, 20, 21, 23], nineToNine)).toEqual([9, 10, 20]);
  });

  it('refuses a booking outside the opening hours even when the hour is available', () => {
    for (const hours of [[3], [20, 21], [23]]) {
      const result = checkBookableHours({
        date: tomorrow,
        hours,
        availableHours: [3, 9, 10, 20, 21, 22, 23],
        openingHours: nineToNine,
        now,
      });
      expect(result, String(hours)).toEqual({
        ok: false,
        reason: 'outsideOpeningHours',
        message: 'This studio is open from 9:00 AM to 9:00 PM. Please pick hours within them.',
      });
    }
    expect(
      checkBookableHours({
        date: tomorrow,
        hours: [19, 20],
        availableHours: [19, 20],
        openingHours: nineToNine,
        now,
      }),
    ).toEqual({ ok: true, hours: [19, 20] });
  });

  it('reads midnight as 12:00 AM and hours not specified generally', () => {
    expect(outsideOpeningHoursMessage({ start: 18, end: 24 })).toBe(
      'This studio is open from 6:00 PM to 12:00 AM. Please pick hours within them.',
    );
    expect(outsideOpeningHoursMessage({ start: null, end: 18 })).toBe(
      "These hours are outside the studio's opening hours. Please pick other hours.",
    );
  });

  it('property: no hour a booking is accepted for lies outside the opening hours', () => {
    const opening = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 1, max: 24 }))
      .filter(([start, end]) => start < end)
      .map(([start, end]) => ({ start, end }));
    const hours = fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { minLength: 1, maxLength: 24 });
    fc.assert(
      fc.property(opening, hours, hours, (open, available, asked) => {
        const result = checkBookableHours({
          date: tomorrow,
          hours: asked,
          availableHours: available,
          openingHours: open,
          now,
        });
        if (result.ok) {
          expect(result.hours.every((hour) => isWithinOpeningHours(hour, open))).toBe(true);
        }
        expect(
          hoursWithinOpening(available, open).every((h) => isWithinOpeningHours(h, open)),
        ).toBe(true);
      }),
    );
  });
});
