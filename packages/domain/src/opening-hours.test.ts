import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  availabilityOutsideOpeningHours,
  clipToOpeningHours,
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

describe('the availability editor stays within the opening hours', () => {
  const days = [
    {
      date: tomorrow,
      slots: [
        { hour: 8, isAvailable: false },
        { hour: 9, isAvailable: true },
        { hour: 21, isAvailable: true, held: 'confirmed' as const },
        { hour: 22, isAvailable: true },
      ],
    },
  ];

  it('names the first available hour outside them, except hours customers hold', () => {
    expect(availabilityOutsideOpeningHours(days, nineToNine, [])).toEqual({
      date: tomorrow,
      hour: 21,
    });
    expect(
      availabilityOutsideOpeningHours(days, nineToNine, [{ date: tomorrow, hour: 21 }]),
    ).toEqual({ date: tomorrow, hour: 22 });
    // A closed hour outside them offers nothing: it is not refused.
    expect(
      availabilityOutsideOpeningHours(
        [{ date: tomorrow, slots: [{ hour: 3, isAvailable: false }] }],
        nineToNine,
        [],
      ),
    ).toBeNull();
  });

  it('clips days to them, keeping the hours customers hold', () => {
    expect(clipToOpeningHours(days, nineToNine)).toEqual([
      {
        date: tomorrow,
        slots: [
          { hour: 9, isAvailable: true },
          { hour: 21, isAvailable: true, held: 'confirmed' },
        ],
      },
    ]);
    // The input is not changed.
    expect(days[0]!.slots).toHaveLength(4);
  });

  it('property: a clipped day has no hour outside them but held ones', () => {
    const slot = fc.record({
      hour: fc.integer({ min: 0, max: 23 }),
      isAvailable: fc.boolean(),
      held: fc.option(fc.constantFrom('confirmed' as const, 'requested' as const), {
        nil: undefined,
      }),
    });
    fc.assert(
      fc.property(
        fc.array(slot, { maxLength: 24 }),
        fc.integer({ min: 0, max: 23 }),
        (slots, start) => {
          const open = { start, end: Math.min(24, start + 6) };
          const [day] = clipToOpeningHours([{ date: tomorrow, slots }], open);
          for (const kept of day!.slots) {
            expect(kept.held !== undefined || isWithinOpeningHours(kept.hour, open)).toBe(true);
          }
          expect(availabilityOutsideOpeningHours([day!], open, [])?.hour ?? null).toSatisfy(
            (hour: number | null) =>
              hour === null || day!.slots.some((s) => s.hour === hour && s.held !== undefined),
          );
        },
      ),
    );
  });
});
