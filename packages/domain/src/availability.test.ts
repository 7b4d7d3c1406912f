import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AVAILABILITY_MESSAGES,
  availabilityOutsideOpeningHours,
  availabilityWithRemovedDays,
  clipToOpeningHours,
  generateAvailability,
  generatedAvailabilityMessage,
  mergeAvailability,
  normalizeAvailability,
  canRemoveDay,
  removeDay,
  toggleSlot,
  withHeldHours,
  type AvailabilityDay,
  type GenerateAvailabilityInput,
  freeHoursOfDay,
} from './availability';
import { addDays } from './calendar-dates';
import { isWithinOpeningHours, type OpeningHours } from './opening-hours';

const today = '2026-11-23';
const base = {
  startDate: '2026-11-24',
  endDate: '2026-11-26',
  openingHour: 9,
  closingHour: 12,
  minimumDurationHours: 1,
  today,
};

describe('generateAvailability', () => {
  it('gives each day one available slot per hour from opening to just before closing', () => {
    const result = generateAvailability(base);
    expect(result).toEqual({
      ok: true,
      days: ['2026-11-24', '2026-11-25', '2026-11-26'].map((date) => ({
        date,
        slots: [9, 10, 11].map((hour) => ({ hour, isAvailable: true })),
      })),
    });
  });

  it('checks the rules in the order of docs/product.md#availability-generation', () => {
    const fail = (overrides: Partial<GenerateAvailabilityInput>) => {
      const result = generateAvailability({ ...base, ...overrides });
      return result.ok ? null : result.message;
    };
    expect(fail({ startDate: '', openingHour: 20 })).toBe(AVAILABILITY_MESSAGES.datesRequired);
    expect(fail({ endDate: null })).toBe('Please select both a start and end date.');
    expect(fail({ endDate: '2026-11-23', openingHour: 20 })).toBe(
      'End date cannot be before the start date.',
    );
    expect(fail({ openingHour: 12, closingHour: 12 })).toBe(
      'Invalid operational hours. Please set a valid time range.',
    );
    expect(fail({ openingHour: null })).toBe(AVAILABILITY_MESSAGES.invalidHours);
    expect(fail({ openingHour: 9, closingHour: 11, minimumDurationHours: 3 })).toBe(
      'Operational hours must be longer than the minimum slot duration.',
    );
    expect(fail({ startDate: '2026-11-22' })).toBe(AVAILABILITY_MESSAGES.outsideWindow);
    expect(fail({ endDate: '2027-02-24' })).toBe(AVAILABILITY_MESSAGES.outsideWindow);
    expect(fail({ endDate: '2027-02-23' })).toBeNull();
  });

  it('reaches midnight with closing hour 24', () => {
    const result = generateAvailability({
      ...base,
      endDate: base.startDate,
      openingHour: 22,
      closingHour: 24,
    });
    expect(result.ok && result.days[0]?.slots.map((s) => s.hour)).toEqual([22, 23]);
  });

  it('for any valid range, makes one day per date and exactly the opening hours', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 1, max: 24 }),
        (offset, length, opening, span) => {
          const closing = Math.min(24, opening + span);
          const startDate = addDays(today, offset);
          const result = generateAvailability({
            ...base,
            startDate,
            endDate: addDays(startDate, length),
            openingHour: opening,
            closingHour: closing,
          });
          if (!result.ok) return false;
          return (
            result.days.length === length + 1 &&
            result.days.every(
              (day, i) =>
                day.date === addDays(startDate, i) &&
                day.slots.length === closing - opening &&
                day.slots.every((slot, h) => slot.hour === opening + h && slot.isAvailable),
            )
          );
        },
      ),
    );
  });

  it('words the toast for add and edit (docs/product.md#messages)', () => {
    expect(generatedAvailabilityMessage(3, 'add')).toBe('Generated 3 days of availability.');
    expect(generatedAvailabilityMessage(3, 'edit')).toBe(
      'Generated or updated 3 days of availability.',
    );
  });
});

const day = (date: string, hours: number[], isAvailable = true): AvailabilityDay => ({
  date,
  slots: hours.map((hour) => ({ hour, isAvailable })),
});

describe('mergeAvailability', () => {
  it('overwrites days of the same date, keeps the others, sorts by date, changes no input', () => {
    const existing = [day('2026-12-03', [9]), day('2026-12-01', [9, 10], false)];
    const generated = [day('2026-12-01', [14]), day('2026-12-02', [15])];
    const copy = JSON.parse(JSON.stringify(existing)) as AvailabilityDay[];
    expect(mergeAvailability(existing, generated)).toEqual([
      day('2026-12-01', [14]),
      day('2026-12-02', [15]),
      day('2026-12-03', [9]),
    ]);
    expect(existing).toEqual(copy);
  });

  it('always holds every generated day and each date once', () => {
    const days = fc.array(
      fc.record({
        date: fc.integer({ min: 0, max: 40 }).map((n) => addDays(today, n)),
        slots: fc.array(
          fc.record({ hour: fc.integer({ min: 0, max: 23 }), isAvailable: fc.boolean() }),
          {
            maxLength: 4,
          },
        ),
      }),
      { maxLength: 10 },
    );
    fc.assert(
      fc.property(days, days, (existing, generated) => {
        const merged = mergeAvailability(existing, generated);
        const dates = merged.map((d) => d.date);
        const lastGenerated = new Map(generated.map((d) => [d.date, d]));
        return (
          new Set(dates).size === dates.length &&
          [...dates].sort().join() === dates.join() &&
          [...lastGenerated.values()].every((g) =>
            merged.some((m) => JSON.stringify(m) === JSON.stringify(g)),
          )
        );
      }),
    );
  });
});

describe('editing a day', () => {
  it('toggles one hour and removes a day without touching the input', () => {
    const original = day('2026-12-01', [9, 10]);
    expect(toggleSlot(original, 10).slots).toEqual([
      { hour: 9, isAvailable: true },
      { hour: 10, isAvailable: false },
    ]);
    expect(original.slots[1]?.isAvailable).toBe(true);
    expect(removeDay([original, day('2026-12-02', [9])], '2026-12-01').map((d) => d.date)).toEqual([
      '2026-12-02',
    ]);
  });
});

describe('hours an imported calendar has busy', () => {
  const busyDay: AvailabilityDay = {
    date: '2026-12-01',
    slots: [
      { hour: 9, isAvailable: true, busy: ['Airbnb'] },
      { hour: 10, isAvailable: true, held: 'confirmed', busy: ['Airbnb', 'Google'] },
      { hour: 11, isAvailable: true },
    ],
  };

  it('can be closed and opened, and their day removed: the mark is only shown', () => {
    expect(toggleSlot(busyDay, 9).slots[0]).toEqual({
      hour: 9,
      isAvailable: false,
      busy: ['Airbnb'],
    });
    expect(canRemoveDay({ date: busyDay.date, slots: [busyDay.slots[0]!] })).toBe(true);
    // Held by a customer too: it stays, as every held hour.
    expect(toggleSlot(busyDay, 10).slots[1]?.isAvailable).toBe(true);
  });

  it('keep their mark on the hours a regenerated day still has', () => {
    const merged = mergeAvailability([busyDay], [day('2026-12-01', [9, 12])]);
    expect(merged[0]?.slots).toEqual([
      { hour: 9, isAvailable: true, busy: ['Airbnb'] },
      { hour: 10, isAvailable: true, held: 'confirmed', busy: ['Airbnb', 'Google'] },
      { hour: 12, isAvailable: true },
    ]);
    // A copy: changing the result leaves the input as it was.
    merged[0]!.slots[0]!.busy!.push('Outlook');
    expect(busyDay.slots[0]?.busy).toEqual(['Airbnb']);
  });
});

describe('hours customers hold', () => {
  const heldDay: AvailabilityDay = {
    date: '2026-12-01',
    slots: [
      { hour: 9, isAvailable: true },
      { hour: 10, isAvailable: true, held: 'confirmed' },
      { hour: 11, isAvailable: true, held: 'requested' },
    ],
  };

  it('cannot be closed, and their day cannot be removed', () => {
    expect(toggleSlot(heldDay, 10).slots[1]).toEqual({
      hour: 10,
      isAvailable: true,
      held: 'confirmed',
    });
    expect(toggleSlot(heldDay, 9).slots[0]?.isAvailable).toBe(false);
    expect(canRemoveDay(heldDay)).toBe(false);
    expect(removeDay([heldDay], heldDay.date)).toEqual([heldDay]);
  });

  it('stay when their day is generated again, even with other hours', () => {
    const generated = day('2026-12-01', [14, 15]);
    expect(mergeAvailability([heldDay], [generated])[0]?.slots).toEqual([
      { hour: 10, isAvailable: true, held: 'confirmed' },
      { hour: 11, isAvailable: true, held: 'requested' },
      { hour: 14, isAvailable: true },
      { hour: 15, isAvailable: true },
    ]);
  });

  it('are kept open by the server whatever is submitted: closed, left out, or their day missing', () => {
    const submitted = [
      {
        date: '2026-12-01',
        slots: [
          { hour: 9, isAvailable: true },
          { hour: 10, isAvailable: false },
        ],
      },
    ];
    expect(
      withHeldHours(submitted, [
        { date: '2026-12-01', hour: 10, held: 'confirmed' },
        { date: '2026-12-01', hour: 12, held: 'requested' },
        { date: '2026-11-30', hour: 9, held: 'confirmed' },
      ]),
    ).toEqual([
      { date: '2026-11-30', slots: [{ hour: 9, isAvailable: true }] },
      {
        date: '2026-12-01',
        slots: [
          { hour: 9, isAvailable: true },
          { hour: 10, isAvailable: true },
          { hour: 12, isAvailable: true },
        ],
      },
    ]);
    expect(submitted[0]?.slots[1]?.isAvailable).toBe(false);
  });
});

describe('freeHoursOfDay', () => {
  it('lists the hours a day offers that nobody holds, as the owner’s view marks them', () => {
    expect(
      freeHoursOfDay({
        date: '2026-11-24',
        slots: [
          { hour: 9, isAvailable: true },
          { hour: 10, isAvailable: true, held: 'confirmed' },
          { hour: 11, isAvailable: true, held: 'requested' },
          { hour: 12, isAvailable: false },
          { hour: 13, isAvailable: true },
        ],
      }),
    ).toEqual([9, 13]);
  });
});

describe('availabilityWithRemovedDays (decision 027)', () => {
  it('sends the listed days and each removed date, not listed again, without hours', () => {
    const listed = [{ date: '2026-11-24', slots: [{ hour: 9, isAvailable: true }] }];
    expect(availabilityWithRemovedDays(listed, ['2026-11-25', '2026-11-24', '2026-11-25'])).toEqual(
      [...listed, { date: '2026-11-25', slots: [] }],
    );
    expect(availabilityWithRemovedDays([], [])).toEqual([]);
  });
});

describe('normalizeAvailability', () => {
  it('skips missing or invalid dates, keeps the last entry of a repeated date or hour, sorts', () => {
    expect(
      normalizeAvailability([
        day('2026-12-02', [10, 9]),
        day('not-a-date', [9]),
        day('2026-02-30', [9]),
        day('', [9]),
        {
          date: '2026-12-01',
          slots: [
            { hour: 9, isAvailable: true },
            { hour: 9, isAvailable: false },
          ],
        },
        day('2026-12-02', [11]),
      ]),
    ).toEqual([day('2026-12-01', [9], false), day('2026-12-02', [11])]);
  });
});

describe('the availability editor stays within the opening hours', () => {
  const tomorrow = '2026-11-24';
  const nineToNine: OpeningHours = { start: 9, end: 21 };
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
          for (const clipped of day!.slots) {
            expect(clipped.held !== undefined || isWithinOpeningHours(clipped.hour, open)).toBe(
              true,
            );
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
