import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  busyHoursOf,
  CALENDAR_IMPORT_DAYS,
  calendarImportWindow,
  type BusyHour,
  type BusyInterval,
} from './busy-hours';
import { IST_TIME_ZONE } from './ist-clock';
import { istHourStart } from './ist-instants';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** An interval between two IST wall-clock times, 'yyyy-MM-dd HH:mm'. */
function ist(from: string, to: string): BusyInterval {
  const instant = (text: string) => {
    const [date = '', time = ''] = text.split(' ');
    const [hour = 0, minute = 0] = time.split(':').map(Number);
    return new Date(istHourStart(date, hour).getTime() + minute * 60 * 1000);
  };
  return { start: instant(from), end: instant(to) };
}

const hoursOf = (date: string, hours: number[]): BusyHour[] =>
  hours.map((hour) => ({ date, hour }));

// 2026-11-20 09:40 IST.
const NOW = new Date('2026-11-20T04:10:00Z');

describe('calendarImportWindow', () => {
  it('runs from now for 180 days', () => {
    expect(CALENDAR_IMPORT_DAYS).toBe(180);
    expect(calendarImportWindow(NOW)).toEqual({
      start: NOW,
      end: new Date('2027-05-19T04:10:00Z'),
    });
  });

  it('refuses an invalid now', () => {
    expect(() => calendarImportWindow(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('busyHoursOf', () => {
  it('blocks every hour an event touches, any part of it', () => {
    expect(busyHoursOf([ist('2026-11-21 10:15', '2026-11-21 11:05')], NOW)).toEqual(
      hoursOf('2026-11-21', [10, 11]),
    );
    expect(busyHoursOf([ist('2026-11-21 10:00', '2026-11-21 13:00')], NOW)).toEqual(
      hoursOf('2026-11-21', [10, 11, 12]),
    );
  });

  it('does not block the hour an event ends at', () => {
    expect(busyHoursOf([ist('2026-11-21 10:00', '2026-11-21 11:00')], NOW)).toEqual(
      hoursOf('2026-11-21', [10]),
    );
  });

  it('blocks the hour a zero-length event is in, also at the hour’s start', () => {
    expect(busyHoursOf([ist('2026-11-21 10:30', '2026-11-21 10:30')], NOW)).toEqual(
      hoursOf('2026-11-21', [10]),
    );
    expect(busyHoursOf([ist('2026-11-21 11:00', '2026-11-21 11:00')], NOW)).toEqual(
      hoursOf('2026-11-21', [11]),
    );
  });

  it('reads an end before the start as a zero-length event', () => {
    expect(busyHoursOf([ist('2026-11-21 11:20', '2026-11-21 09:00')], NOW)).toEqual(
      hoursOf('2026-11-21', [11]),
    );
  });

  it('crosses midnight, months and years on IST dates', () => {
    expect(busyHoursOf([ist('2026-11-30 22:30', '2026-12-01 01:30')], NOW)).toEqual([
      ...hoursOf('2026-11-30', [22, 23]),
      ...hoursOf('2026-12-01', [0, 1]),
    ]);
    expect(busyHoursOf([ist('2026-12-31 23:00', '2027-01-01 01:00')], NOW)).toEqual([
      { date: '2026-12-31', hour: 23 },
      ...hoursOf('2027-01-01', [0]),
    ]);
  });

  it('blocks all 24 hours of each day of a multi-day event', () => {
    const hours = busyHoursOf([ist('2026-11-22 00:00', '2026-11-24 00:00')], NOW);
    expect(hours).toEqual([
      ...hoursOf(
        '2026-11-22',
        Array.from({ length: 24 }, (_, hour) => hour),
      ),
      ...hoursOf(
        '2026-11-23',
        Array.from({ length: 24 }, (_, hour) => hour),
      ),
    ]);
  });

  it('lists overlapping events’ hours once, in date and hour order', () => {
    const hours = busyHoursOf(
      [
        ist('2026-11-22 14:00', '2026-11-22 16:00'),
        ist('2026-11-21 10:15', '2026-11-21 10:45'),
        ist('2026-11-21 10:50', '2026-11-21 11:10'),
        ist('2026-11-22 15:00', '2026-11-22 17:00'),
        ist('2026-11-21 09:00', '2026-11-21 12:00'),
      ],
      NOW,
    );
    expect(hours).toEqual([
      ...hoursOf('2026-11-21', [9, 10, 11]),
      ...hoursOf('2026-11-22', [14, 15, 16]),
    ]);
  });

  it('counts only the part of an event from now: the current hour on', () => {
    // Now is 09:40 IST: an event of 08:00 to 10:30 blocks 9 and 10 (9 is under way).
    expect(busyHoursOf([ist('2026-11-20 08:00', '2026-11-20 10:30')], NOW)).toEqual(
      hoursOf('2026-11-20', [9, 10]),
    );
    expect(busyHoursOf([ist('2026-11-20 08:00', '2026-11-20 09:40')], NOW)).toEqual([]);
    expect(busyHoursOf([ist('2026-11-19 10:00', '2026-11-19 12:00')], NOW)).toEqual([]);
  });

  it('stops 180 days after now', () => {
    // The window ends 2027-05-19 09:40 IST.
    expect(
      busyHoursOf(
        [
          ist('2027-05-19 08:00', '2027-05-19 12:00'),
          ist('2027-05-19 09:40', '2027-05-19 10:00'),
          ist('2027-06-01 10:00', '2027-06-01 12:00'),
        ],
        NOW,
      ),
    ).toEqual(hoursOf('2027-05-19', [8, 9]));
  });

  it('lists each hour of the whole window for an event covering it, and nothing for none', () => {
    const hours = busyHoursOf([ist('2026-01-01 00:00', '2028-01-01 00:00')], NOW);
    // From 09:40 IST: the hour under way, then whole hours until 09:40 IST 180 days on.
    expect(hours).toHaveLength(CALENDAR_IMPORT_DAYS * 24 + 1);
    expect(hours[0]).toEqual({ date: '2026-11-20', hour: 9 });
    expect(hours.at(-1)).toEqual({ date: '2027-05-19', hour: 9 });
    expect(busyHoursOf([], NOW)).toEqual([]);
  });

  it('refuses invalid instants', () => {
    const invalid = { start: new Date(Number.NaN), end: NOW };
    expect(() => busyHoursOf([invalid], NOW)).toThrow(RangeError);
    expect(() => busyHoursOf([], new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('busyHoursOf against the time zone database', () => {
  // The reference: the IST date and hour of instants, read by Intl from the tz database.
  const inKolkata = new Intl.DateTimeFormat('en-US', {
    timeZone: IST_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  });
  const cellKey = (instant: number) => {
    const parts = inKolkata.formatToParts(instant);
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')} ${Number(part('hour'))}`;
  };

  /**
   * Every IST hour an interval touches inside the window, found by reading instants of it 15
   * minutes apart and its last millisecond: no hour is shorter than 15 minutes in any zone.
   */
  function referenceHours(intervals: readonly BusyInterval[], now: Date): string[] {
    const windowStart = now.getTime();
    const windowEnd = windowStart + CALENDAR_IMPORT_DAYS * DAY_MS;
    const keys = new Set<string>();
    for (const { start, end } of intervals) {
      const from = Math.max(start.getTime(), windowStart);
      const to = Math.min(Math.max(end.getTime(), start.getTime() + 1), windowEnd);
      if (from >= to) continue;
      for (let instant = from; instant < to; instant += 15 * 60 * 1000) keys.add(cellKey(instant));
      keys.add(cellKey(to - 1));
    }
    return [...keys].sort((a, b) => {
      const [dateA = '', hourA = ''] = a.split(' ');
      const [dateB = '', hourB = ''] = b.split(' ');
      return dateA === dateB ? Number(hourA) - Number(hourB) : dateA < dateB ? -1 : 1;
    });
  }

  const nows = fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2100-12-31T00:00:00Z'),
    noInvalidDate: true,
  });
  // Starts around the window (a day before it to a few days after its end), lengths from zero
  // (zero-length events) to a few days, now and then weeks.
  const offsets = fc.integer({ min: -DAY_MS, max: (CALENDAR_IMPORT_DAYS + 2) * DAY_MS });
  const lengths = fc.oneof(
    { weight: 1, arbitrary: fc.constant(0) },
    { weight: 6, arbitrary: fc.integer({ min: 1, max: 3 * DAY_MS }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 20 * DAY_MS }) },
  );
  // Now and then a start on a whole IST hour, where an off-by-one would show.
  const interval = (now: Date) =>
    fc.tuple(offsets, lengths, fc.boolean()).map(([offset, length, onTheHour]): BusyInterval => {
      let start = now.getTime() + offset;
      if (onTheHour)
        start = Math.floor((start + 30 * 60 * 1000) / HOUR_MS) * HOUR_MS - 30 * 60 * 1000;
      return { start: new Date(start), end: new Date(start + length) };
    });
  const calendars = nows.chain((now) =>
    fc.tuple(fc.constant(now), fc.array(interval(now), { maxLength: 6 })),
  );

  // The reference reads thousands of instants through Intl: seconds on a busy 2-core machine.
  it(
    'blocks exactly the Asia/Kolkata hours the events touch within 180 days',
    { timeout: 20_000 },
    () => {
      fc.assert(
        fc.property(calendars, ([now, intervals]) => {
          const hours = busyHoursOf(intervals, now).map(({ date, hour }) => `${date} ${hour}`);
          expect(hours).toEqual(referenceHours(intervals, now));
        }),
        { numRuns: 150 },
      );
    },
  );

  it('does not depend on the order of the events', () => {
    fc.assert(
      fc.property(
        calendars.chain(([now, intervals]) =>
          fc.tuple(
            fc.constant(now),
            fc.constant(intervals),
            fc.shuffledSubarray(intervals, {
              minLength: intervals.length,
            }),
          ),
        ),
        ([now, intervals, shuffled]) => {
          expect(busyHoursOf(shuffled, now)).toEqual(busyHoursOf(intervals, now));
        },
      ),
    );
  });
});
