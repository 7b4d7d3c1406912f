import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATES, HOLDING_STATES } from './booking-states';
import { currentState } from './booking-transitions';
import { addDays, formatWeekDay } from './calendar-dates';
import { isHourAhead } from './slots';
import { isWithinOpeningHours } from './opening-hours';
import {
  OWNER_WEEK_MESSAGES,
  ownerWeekQuerySchema,
  ownerWeekStartError,
  ownerWeekStartRange,
  studioWeekCells,
  WEEK_CELL_OF_BOOKING_STATE,
  weekDays,
  type LabelledBusyHour,
  type StudioWeekInput,
  type WeekBooking,
  type WeekCell,
} from './owner-week';
import { WEEK_CELL_STATES } from './owner-week-responses';

const HOUR_MS = 60 * 60 * 1000;

// Monday 30 Nov 2026, 10:15 IST: hours up to 10 have begun today.
const NOW = new Date('2026-11-30T04:45:00Z');
const MON = '2026-11-30';
const DAYS = weekDays(MON);
const [, TUE = '', WED = '', THU = '', FRI = '', SAT = '', SUN = ''] = DAYS;

const slots = (dates: readonly string[], hours: readonly number[]) =>
  dates.flatMap((date) => hours.map((hour) => ({ date, hour })));
const NINE_TO_SIX = [9, 10, 11, 12, 13, 14, 15, 16, 17];

let ids = 0;
const bookingOf = (overrides: Partial<WeekBooking>): WeekBooking => ({
  _id: `booking-${++ids}`,
  date: TUE,
  hours: [10],
  status: 'confirmed',
  source: 'online',
  decisionDueAt: null,
  customerName: 'Asha Verma',
  ...overrides,
});

const weekOf = (overrides: Partial<StudioWeekInput> = {}): StudioWeekInput => ({
  days: DAYS,
  openingHours: { start: 9, end: 18 },
  offered: slots(DAYS, NINE_TO_SIX),
  bookings: [],
  busy: [],
  now: NOW,
  ...overrides,
});

const cellAt = (cells: WeekCell[], date: string, hour: number) =>
  cells.find((cell) => cell.date === date && cell.hour === hour);

describe('the week and its range', () => {
  it('is seven dates from its first, across months and years', () => {
    expect(weekDays(MON)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weekDays('2026-12-28').at(-1)).toBe('2027-01-03');
  });

  it('starts from 7 days before today up to 180 days after, with a sentence for each side', () => {
    expect(ownerWeekStartRange(MON)).toEqual({ first: '2026-11-23', last: '2027-05-29' });
    expect(ownerWeekStartError('2026-11-23', MON)).toBeNull();
    expect(ownerWeekStartError('2027-05-29', MON)).toBeNull();
    expect(ownerWeekStartError('2026-11-22', MON)).toBe(
      'The week can start at most 7 days before today.',
    );
    expect(ownerWeekStartError('2027-05-30', MON)).toBe(
      'The week can start at most 180 days after today.',
    );
  });

  it('reads its query: a real date or nothing, a studio or nothing', () => {
    expect(ownerWeekQuerySchema.parse({})).toEqual({});
    expect(ownerWeekQuerySchema.parse({ from: MON, studio: 'x' })).toEqual({
      from: MON,
      studio: 'x',
    });
    for (const from of ['2026-02-30', '30-11-2026', '2026-11-30T00:00', '']) {
      const result = ownerWeekQuerySchema.safeParse({ from });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(OWNER_WEEK_MESSAGES.from);
    }
  });

  it("names a day as the week's header does", () => {
    expect(formatWeekDay('2026-11-30')).toBe('Mon 30 Nov');
    expect(formatWeekDay('2027-01-03')).toBe('Sun 3 Jan');
  });
});

describe('studioWeekCells', () => {
  it('gives each hour of the opening hours on each day one state, by date then hour', () => {
    const cells = studioWeekCells(weekOf());
    expect(cells).toHaveLength(7 * 9);
    expect(cells.slice(0, 3).map(({ date, hour }) => [date, hour])).toEqual([
      [MON, 9],
      [MON, 10],
      [MON, 11],
    ]);
    expect(cells.at(-1)).toEqual({ date: SUN, hour: 17, state: 'free' });
  });

  it('closes what has begun: earlier hours today, the current hour, and past days', () => {
    const cells = studioWeekCells(weekOf({ days: weekDays(addDays(MON, -1)) }));
    expect(cellAt(cells, addDays(MON, -1), 15)?.state).toBe('closed');
    expect(cellAt(cells, MON, 9)?.state).toBe('closed');
    expect(cellAt(cells, MON, 10)?.state).toBe('closed');
    expect(cellAt(cells, MON, 11)?.state).toBe('free');
  });

  it('closes hours not offered, and offered hours outside the opening hours', () => {
    const cells = studioWeekCells(
      weekOf({
        openingHours: { start: 10, end: 17 },
        offered: [...slots([TUE], [9, 10, 16]), ...slots([WED], [12])],
      }),
    );
    // 9 is offered (a row from before the hours were narrowed), so the week shows it, closed.
    expect(cells.filter((c) => c.date === TUE).map((c) => [c.hour, c.state])).toEqual([
      [9, 'closed'],
      [10, 'free'],
      [11, 'closed'],
      [12, 'closed'],
      [13, 'closed'],
      [14, 'closed'],
      [15, 'closed'],
      [16, 'free'],
    ]);
    expect(cellAt(cells, WED, 12)?.state).toBe('free');
    expect(cellAt(cells, THU, 12)?.state).toBe('closed');
  });

  it('shows confirmed bookings and open requests with their customers; not others', () => {
    const confirmed = bookingOf({ date: TUE, hours: [10, 11] });
    const request = bookingOf({
      date: WED,
      hours: [14],
      status: 'requested',
      decisionDueAt: new Date(NOW.getTime() + HOUR_MS),
      customerName: 'Kabir Rao',
    });
    const overdue = bookingOf({
      date: THU,
      hours: [9],
      status: 'requested',
      decisionDueAt: new Date(NOW.getTime() - 1),
    });
    const cancelled = bookingOf({ date: FRI, hours: [12], status: 'cancelled' });
    const gone = bookingOf({ date: SAT, hours: [13], customerName: null });
    const cells = studioWeekCells(
      weekOf({ bookings: [confirmed, request, overdue, cancelled, gone] }),
    );
    expect(cellAt(cells, TUE, 10)).toEqual({
      date: TUE,
      hour: 10,
      state: 'confirmed',
      bookingId: confirmed._id,
      customerName: 'Asha Verma',
    });
    expect(cellAt(cells, TUE, 11)?.bookingId).toBe(confirmed._id);
    expect(cellAt(cells, WED, 14)).toMatchObject({
      state: 'requested',
      bookingId: request._id,
      customerName: 'Kabir Rao',
    });
    expect(cellAt(cells, THU, 9)).toEqual({ date: THU, hour: 9, state: 'free' });
    expect(cellAt(cells, FRI, 12)).toEqual({ date: FRI, hour: 12, state: 'free' });
    expect(cellAt(cells, SAT, 13)).toEqual({
      date: SAT,
      hour: 13,
      state: 'confirmed',
      bookingId: gone._id,
    });
  });

  it('shows a booking whose source is offline as offline', () => {
    const offline = bookingOf({
      date: SAT,
      hours: [15, 16],
      source: 'offline',
      customerName: 'Walk-in',
    });
    const online = bookingOf({ date: SAT, hours: [10], source: 'online' });
    const cells = studioWeekCells(weekOf({ bookings: [offline, online] }));
    expect(cellAt(cells, SAT, 15)).toMatchObject({ state: 'offline', bookingId: offline._id });
    expect(cellAt(cells, SAT, 16)).toMatchObject({ state: 'offline', customerName: 'Walk-in' });
    expect(cellAt(cells, SAT, 10)?.state).toBe('confirmed');
  });

  it('shows an imported calendar’s hours as busy with its label, and beside a booking it overlaps', () => {
    const booked = bookingOf({ date: TUE, hours: [11] });
    const busy: LabelledBusyHour[] = [
      { date: THU, hour: 16, label: 'Google' },
      { date: THU, hour: 16, label: 'Airbnb' },
      { date: TUE, hour: 11, label: 'Airbnb' },
      // Closed and outside the hours shown: nothing to show.
      { date: THU, hour: 3, label: 'Google' },
    ];
    const cells = studioWeekCells(
      weekOf({ bookings: [booked], busy, offered: slots(DAYS, [9, 10, 11, 12]) }),
    );
    expect(cellAt(cells, THU, 16)).toEqual({ date: THU, hour: 16, state: 'busy', label: 'Google' });
    expect(cellAt(cells, TUE, 11)).toMatchObject({
      state: 'confirmed',
      bookingId: booked._id,
      label: 'Airbnb',
    });
    expect(cellAt(cells, THU, 3)).toBeUndefined();
  });

  it('widens the hours to those offered or booked outside the opening hours', () => {
    const late = bookingOf({ date: SUN, hours: [20, 21] });
    const cells = studioWeekCells(
      weekOf({ bookings: [late], offered: [...slots(DAYS, NINE_TO_SIX), { date: MON, hour: 7 }] }),
    );
    expect([...new Set(cells.map((c) => c.hour))]).toEqual([
      7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
    ]);
    expect(cellAt(cells, SUN, 21)?.state).toBe('confirmed');
    expect(cellAt(cells, TUE, 19)?.state).toBe('closed');
  });

  it('shows nothing for a studio without opening hours, offers or bookings that week', () => {
    const cells = studioWeekCells(
      weekOf({ openingHours: { start: null, end: null }, offered: slots([addDays(SUN, 1)], [10]) }),
    );
    expect(cells).toEqual([]);
  });

  it('has a cell for every state that holds hours, and for no other', () => {
    for (const state of BOOKING_STATES) {
      expect(WEEK_CELL_OF_BOOKING_STATE[state] !== null, state).toBe(
        HOLDING_STATES.includes(state),
      );
    }
  });
});

// ---- properties ----

const hours = fc.integer({ min: 0, max: 23 });
const dayIndex = fc.integer({ min: -2, max: 8 });
const dateOf = (index: number) => addDays(MON, index);

const bookings = fc.array(
  fc.record({
    day: dayIndex,
    first: hours,
    length: fc.integer({ min: 1, max: 4 }),
    status: fc.constantFrom(...BOOKING_STATES),
    dueOffset: fc.option(fc.integer({ min: -3, max: 3 }), { nil: null }),
    source: fc.constantFrom(undefined, 'online' as const, 'offline' as const),
    customerName: fc.constantFrom(undefined, null, 'Asha Verma', 'Walk-in'),
  }),
  { maxLength: 8 },
);

const inputs = fc.record({
  firstDay: fc.integer({ min: -7, max: 3 }),
  now: fc.integer({ min: -3 * 24, max: 9 * 24 }).map((h) => new Date(NOW.getTime() + h * HOUR_MS)),
  openingHours: fc.oneof(
    fc.constant({ start: null, end: null }),
    fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 1, max: 24 }))
      .filter(([start, end]) => start < end)
      .map(([start, end]) => ({ start, end })),
  ),
  offered: fc.array(fc.record({ day: dayIndex, hour: hours }), { maxLength: 40 }),
  bookings,
  busy: fc.array(
    fc.record({ day: dayIndex, hour: hours, label: fc.constantFrom('Google', 'Airbnb') }),
    { maxLength: 12 },
  ),
});

type Generated = typeof inputs extends fc.Arbitrary<infer T> ? T : never;

function weekInput(g: Generated): StudioWeekInput {
  return {
    days: weekDays(dateOf(g.firstDay)),
    openingHours: g.openingHours,
    offered: g.offered.map(({ day, hour }) => ({ date: dateOf(day), hour })),
    bookings: g.bookings.map((b, index) => ({
      _id: `b${index}`,
      date: dateOf(b.day),
      hours: Array.from({ length: Math.min(b.length, 24 - b.first) }, (_, i) => b.first + i),
      status: b.status,
      decisionDueAt: b.dueOffset === null ? null : new Date(NOW.getTime() + b.dueOffset * HOUR_MS),
      source: b.source ?? 'online',
      ...(b.customerName !== undefined ? { customerName: b.customerName } : {}),
    })),
    busy: g.busy.map(({ day, hour, label }) => ({ date: dateOf(day), hour, label })),
    now: g.now,
  };
}

const holds = (b: WeekBooking, now: Date) =>
  HOLDING_STATES.includes(currentState({ state: b.status, decisionDueAt: b.decisionDueAt }, now));
const covers = (b: { date: string; hours: readonly number[] }, date: string, hour: number) =>
  b.date === date && b.hours.includes(hour);

describe('studioWeekCells, for any studio, bookings, calendars and moment', () => {
  it('gives every day of the week the same run of hours, one cell each, by date then hour', () => {
    fc.assert(
      fc.property(inputs, (g) => {
        const input = weekInput(g);
        const cells = studioWeekCells(input);
        const shown = [...new Set(cells.map((c) => c.hour))];
        // A run without gaps.
        shown.forEach((hour, i) => expect(hour).toBe((shown[0] ?? 0) + i));
        expect(cells.map((c) => [c.date, c.hour])).toEqual(
          input.days.flatMap((date) => shown.map((hour) => [date, hour])),
        );
        // It holds the opening hours, every hour offered and every hour held in the week.
        const { start, end } = input.openingHours;
        const needed = [
          ...(start !== null && end !== null ? [start, end - 1] : []),
          ...input.offered.filter((s) => input.days.includes(s.date)).map((s) => s.hour),
          ...input.bookings
            .filter((b) => holds(b, input.now) && input.days.includes(b.date))
            .flatMap((b) => b.hours),
        ];
        for (const hour of needed) expect(shown).toContain(hour);
        for (const cell of cells) expect(WEEK_CELL_STATES).toContain(cell.state);
      }),
    );
  });

  it('names a booking exactly where one holds the hour now, and its state says which kind', () => {
    fc.assert(
      fc.property(inputs, (g) => {
        const input = weekInput(g);
        for (const cell of studioWeekCells(input)) {
          const holding = input.bookings.filter(
            (b) => holds(b, input.now) && covers(b, cell.date, cell.hour),
          );
          const booking = input.bookings.find((b) => b._id === cell.bookingId);
          if (holding.length === 0) {
            expect(cell.bookingId).toBeUndefined();
            expect(['free', 'closed', 'busy']).toContain(cell.state);
            continue;
          }
          expect(booking).toBe(holding[0]);
          const state = currentState(
            { state: booking!.status, decisionDueAt: booking!.decisionDueAt },
            input.now,
          );
          expect(cell.state).toBe(
            booking!.source === 'offline' ? 'offline' : WEEK_CELL_OF_BOOKING_STATE[state],
          );
          expect(cell.customerName).toBe(booking!.customerName || undefined);
        }
      }),
    );
  });

  it('is busy, with the first label, where a calendar holds an hour nobody booked', () => {
    fc.assert(
      fc.property(inputs, (g) => {
        const input = weekInput(g);
        for (const cell of studioWeekCells(input)) {
          const first = input.busy.find((b) => b.date === cell.date && b.hour === cell.hour);
          expect(cell.label).toBe(first?.label);
          if (first && cell.bookingId === undefined) expect(cell.state).toBe('busy');
          if (cell.state === 'busy') expect(first).toBeDefined();
        }
      }),
    );
  });

  it('is free only where the studio offers the hour within its opening hours and it is ahead', () => {
    fc.assert(
      fc.property(inputs, (g) => {
        const input = weekInput(g);
        for (const cell of studioWeekCells(input)) {
          if (cell.bookingId !== undefined || cell.state === 'busy') continue;
          const sellable =
            input.offered.some((s) => s.date === cell.date && s.hour === cell.hour) &&
            isWithinOpeningHours(cell.hour, input.openingHours) &&
            isHourAhead(cell.date, cell.hour, input.now);
          expect(cell.state).toBe(sellable ? 'free' : 'closed');
        }
      }),
    );
  });

  it('does not change its input', () => {
    fc.assert(
      fc.property(inputs, (g) => {
        const input = weekInput(g);
        const before = JSON.stringify(input);
        studioWeekCells(input);
        expect(JSON.stringify(input)).toBe(before);
      }),
    );
  });
});
