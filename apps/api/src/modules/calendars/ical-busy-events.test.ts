import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALENDAR_IMPORT_DAYS, type BusyHour } from '@studio-hive/domain';
import { calendarFixture, calendarOf, FIXTURE_NOW, hoursOn, WHOLE_DAY } from './calendar-fixtures';
import { CALENDAR_MAX_EVENTS } from './calendar-limits';
import { CALENDAR_SENTENCES } from './calendar-sentences';
import { busyEventsOf, busyHoursOfText } from './ical-busy-events';

/** The busy hours of a text read at the fixtures' today, or the test fails with its sentence. */
function busyHours(text: string, now = FIXTURE_NOW): BusyHour[] {
  const read = busyHoursOfText(text, now);
  if (read.kind === 'error') throw new Error(read.sentence);
  return read.busyHours;
}

/** The intervals of a text as ISO strings, for exact instants. */
function intervals(text: string, now = FIXTURE_NOW): string[][] {
  const read = busyEventsOf(text, now);
  if (read.kind === 'error') throw new Error(read.sentence);
  return read.intervals.map(({ start, end }) => [start.toISOString(), end.toISOString()]);
}

const sentenceOf = (text: string, now = FIXTURE_NOW) => {
  const read = busyHoursOfText(text, now);
  return read.kind === 'error' ? read.sentence : null;
};

describe('a Google Calendar secret address', () => {
  const text = calendarFixture('google-secret-address');
  const hours = busyHours(text);

  it('blocks a weekly series on its days, without its excluded, rescheduled and cancelled instances', () => {
    expect(hoursOn(hours, '2026-12-03')).toEqual([18, 19]);
    expect(hoursOn(hours, '2027-05-18')).toEqual([18, 19]);
    // The instance of Tuesday 24 November was changed to Wednesday morning (RECURRENCE-ID).
    expect(hoursOn(hours, '2026-11-24')).toEqual([]);
    expect(hoursOn(hours, '2026-11-25')).toEqual([10, 11]);
    // Thursday 26 November is an EXDATE, Tuesday 1 December a cancelled instance.
    expect(hoursOn(hours, '2026-11-26')).toEqual([]);
    expect(hoursOn(hours, '2026-12-01')).toEqual([]);
  });

  it('stops the endless series at the end of the window (2027-05-19 09:40 IST)', () => {
    expect(hoursOn(hours, '2027-05-20')).toEqual([]);
    expect(hours.at(-1)).toEqual({ date: '2027-05-18', hour: 19 });
  });

  it('reads UTC times, events across midnight and all-day events', () => {
    // 08:30 to 10:00 UTC is 14:00 to 15:30 IST.
    expect(hoursOn(hours, '2026-11-21')).toEqual([14, 15]);
    expect(hoursOn(hours, '2026-11-28')).toEqual([22, 23]);
    expect(hoursOn(hours, '2026-11-29')).toEqual([0, 1]);
    expect(hoursOn(hours, '2026-12-05')).toEqual(WHOLE_DAY);
    expect(hoursOn(hours, '2026-12-06')).toEqual(WHOLE_DAY);
    expect(hoursOn(hours, '2026-12-07')).toEqual([]);
  });

  it('leaves free time (TRANSP:TRANSPARENT), cancelled and past events out', () => {
    expect(hoursOn(hours, '2026-11-22')).toEqual([]);
    expect(hoursOn(hours, '2026-11-23')).toEqual([]);
    expect(hoursOn(hours, '2026-10-12')).toEqual([]);
  });

  it('counts each busy instance in the window as one event', () => {
    // 48 instances of the series, its rescheduled one, the reel, the closure and the jam.
    expect(busyHoursOfText(text, FIXTURE_NOW)).toMatchObject({ kind: 'busy', events: 52 });
    expect(hours).toHaveLength(48 * 2 + 2 + 2 + 48 + 4);
  });
});

describe('an Apple iCloud calendar', () => {
  const hours = busyHours(calendarFixture('apple-icloud'));

  it('expands COUNT, UNTIL with BYDAY, and RDATE', () => {
    for (const date of ['2026-11-23', '2026-11-24', '2026-11-25']) {
      expect(hoursOn(hours, date)).toEqual([11, 12]);
    }
    expect(hoursOn(hours, '2026-11-26')).toEqual([]);
    // Mondays until 2026-12-14T18:30Z, the end of 14 December in IST.
    for (const date of ['2026-11-30', '2026-12-07', '2026-12-14']) {
      expect(hoursOn(hours, date)).toEqual([15]);
    }
    expect(hoursOn(hours, '2026-12-21')).toEqual([]);
    for (const date of ['2026-12-02', '2026-12-16']) {
      expect(hoursOn(hours, date)).toEqual([9]);
    }
  });

  it('reads a TZID by its VTIMEZONE: 9:00 in New York is 19:30 in India in December', () => {
    expect(hoursOn(hours, '2026-12-10')).toEqual([19, 20]);
  });
});

describe('an Outlook calendar', () => {
  const hours = busyHours(calendarFixture('outlook'));

  it('reads Windows time zone names, with and without their VTIMEZONE', () => {
    expect(hoursOn(hours, '2026-11-27')).toEqual([16, 17]);
    // Pacific Standard Time has no VTIMEZONE in the file: 8:00 PST is 21:30 IST.
    expect(hoursOn(hours, '2026-12-04')).toEqual([21, 22]);
  });

  it('expands a monthly rule on the first Saturday, and reads an all-day event', () => {
    for (const date of ['2026-12-05', '2027-01-02', '2027-02-06', '2027-03-06']) {
      expect(hoursOn(hours, date)).toEqual([9, 10]);
    }
    expect(hoursOn(hours, '2027-04-03')).toEqual([]);
    expect(hoursOn(hours, '2026-12-15')).toEqual(WHOLE_DAY);
  });
});

describe('an Airbnb-style export of reserved days', () => {
  const hours = busyHours(calendarFixture('airbnb-reserved'));

  it('blocks all 24 IST hours of each reserved day, the end date excluded', () => {
    for (const date of ['2026-12-01', '2026-12-02', '2026-12-03', '2027-01-08', '2027-01-09']) {
      expect(hoursOn(hours, date)).toEqual(WHOLE_DAY);
    }
    expect(hoursOn(hours, '2026-12-04')).toEqual([]);
    expect(hoursOn(hours, '2027-01-10')).toEqual([]);
    expect(hours).toHaveLength(5 * 24);
  });
});

describe('times and zones', () => {
  it('reads floating times as IST', () => {
    const text = calendarOf(['DTSTART:20261124T100000', 'DTEND:20261124T113000']);
    expect(intervals(text)).toEqual([['2026-11-24T04:30:00.000Z', '2026-11-24T06:00:00.000Z']]);
  });

  it('reads a TZID without VTIMEZONE from the time zone database, daylight saving included', () => {
    const text = calendarOf(
      ['DTSTART;TZID=Europe/Berlin:20261124T100000', 'DTEND;TZID=Europe/Berlin:20261124T110000'],
      ['DTSTART;TZID=Europe/Berlin:20270420T100000', 'DTEND;TZID=Europe/Berlin:20270420T110000'],
      ['DTSTART;TZID=/mozilla.org/20050126_1/Asia/Tokyo:20261125T100000', 'DURATION:PT1H'],
    );
    expect(intervals(text)).toEqual([
      ['2026-11-24T09:00:00.000Z', '2026-11-24T10:00:00.000Z'],
      ['2027-04-20T08:00:00.000Z', '2027-04-20T09:00:00.000Z'],
      ['2026-11-25T01:00:00.000Z', '2026-11-25T02:00:00.000Z'],
    ]);
  });

  it('reads an unknown TZID as IST, and a start and end in different zones', () => {
    const text = calendarOf(
      ['DTSTART;TZID=Studio Time:20261124T100000', 'DTEND;TZID=Studio Time:20261124T110000'],
      ['DTSTART;TZID=Asia/Dubai:20261125T100000', 'DTEND:20261125T080000Z'],
    );
    expect(intervals(text)).toEqual([
      ['2026-11-24T04:30:00.000Z', '2026-11-24T05:30:00.000Z'],
      ['2026-11-25T06:00:00.000Z', '2026-11-25T08:00:00.000Z'],
    ]);
  });

  it('blocks the hour of a zero-length event, and one day for a date without an end', () => {
    const hours = busyHours(
      calendarOf(['DTSTART:20261124T101500'], ['DTSTART;VALUE=DATE:20261126']),
    );
    expect(hoursOn(hours, '2026-11-24')).toEqual([10]);
    expect(hoursOn(hours, '2026-11-26')).toEqual(WHOLE_DAY);
    expect(hours).toHaveLength(25);
  });

  it('blocks the rest of the window for an event longer than it, and refuses one past any date', () => {
    const hours = busyHours(calendarOf(['DTSTART:20261124T043000Z', 'DURATION:P1000W']));
    expect(hours[0]).toEqual({ date: '2026-11-24', hour: 10 });
    expect(hours.at(-1)).toEqual({ date: '2027-05-19', hour: 9 });
    // 15 million weeks end in the year 289,507, past the last instant a Date holds.
    expect(sentenceOf(calendarOf(['DTSTART:20261124T043000Z', 'DURATION:P15000000W']))).toBe(
      CALENDAR_SENTENCES.unreadableEvent,
    );
  });

  it('blocks every day of a multi-day timed event', () => {
    const hours = busyHours(
      calendarOf(['DTSTART:20261124T200000', 'DTEND:20261126T090000', 'TRANSP:OPAQUE']),
    );
    expect(hoursOn(hours, '2026-11-24')).toEqual([20, 21, 22, 23]);
    expect(hoursOn(hours, '2026-11-25')).toEqual(WHOLE_DAY);
    expect(hoursOn(hours, '2026-11-26')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('blocks what is left of an event under way now, the current hour on', () => {
    // Now is 09:40 IST on 20 November.
    const hours = busyHours(calendarOf(['DTSTART:20261119T220000', 'DTEND:20261120T110000']));
    expect(hours).toEqual([
      { date: '2026-11-20', hour: 9 },
      { date: '2026-11-20', hour: 10 },
    ]);
  });
});

describe('recurring events', () => {
  const series = (rule: string, ...more: string[]) =>
    busyHours(
      calendarOf([
        'UID:series@tests',
        'DTSTART;TZID=Asia/Kolkata:20261123T100000',
        'DTEND;TZID=Asia/Kolkata:20261123T110000',
        rule,
        ...more,
      ]),
    );
  const datesOf = (hours: BusyHour[]) => [...new Set(hours.map((busy) => busy.date))];

  it('reads COUNT, UNTIL and BYDAY', () => {
    expect(datesOf(series('RRULE:FREQ=WEEKLY;COUNT=3;BYDAY=MO,FR'))).toEqual([
      '2026-11-23',
      '2026-11-27',
      '2026-11-30',
    ]);
    expect(datesOf(series('RRULE:FREQ=DAILY;UNTIL=20261125T043000Z'))).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
  });

  it('adds RDATEs and leaves EXDATEs out, in any zone', () => {
    const hours = series(
      'RRULE:FREQ=DAILY;COUNT=3',
      'EXDATE:20261124T043000Z',
      'RDATE;TZID=Asia/Kolkata:20261201T100000',
    );
    expect(datesOf(hours)).toEqual(['2026-11-23', '2026-11-25', '2026-12-01']);
  });

  it('counts a series that started long ago only from now, and stops an endless one at the window', () => {
    const hours = busyHours(
      calendarOf([
        'DTSTART;TZID=Asia/Kolkata:20150101T070000',
        'DTEND;TZID=Asia/Kolkata:20150101T080000',
        'RRULE:FREQ=DAILY',
      ]),
    );
    // 07:00 has passed on 20 November (now is 09:40), not yet on 19 May when the window ends.
    expect(hours).toHaveLength(CALENDAR_IMPORT_DAYS);
    expect(hours[0]).toEqual({ date: '2026-11-21', hour: 7 });
    expect(hours.at(-1)).toEqual({ date: '2027-05-19', hour: 7 });
  });

  it('replaces an instance by its override, also one from outside the window or in another zone', () => {
    const text = calendarOf(
      [
        'UID:weekly@tests',
        'DTSTART;TZID=Asia/Kolkata:20261123T100000',
        'DTEND;TZID=Asia/Kolkata:20261123T110000',
        'RRULE:FREQ=WEEKLY;COUNT=30',
      ],
      [
        'UID:weekly@tests',
        // 10:00 IST of 30 November as UTC.
        'RECURRENCE-ID:20261130T043000Z',
        'DTSTART;TZID=Asia/Kolkata:20261130T150000',
        'DTEND;TZID=Asia/Kolkata:20261130T160000',
      ],
      [
        'UID:weekly@tests',
        // The instance of 7 June 2027, outside the window, brought to 7 December.
        'RECURRENCE-ID;TZID=Asia/Kolkata:20270607T100000',
        'DTSTART;TZID=Asia/Kolkata:20261207T180000',
        'DTEND;TZID=Asia/Kolkata:20261207T190000',
      ],
      [
        'UID:weekly@tests',
        'RECURRENCE-ID;TZID=Asia/Kolkata:20261214T100000',
        'DTSTART;TZID=Asia/Kolkata:20261214T100000',
        'DTEND;TZID=Asia/Kolkata:20261214T110000',
        'STATUS:CANCELLED',
      ],
    );
    const hours = busyHours(text);
    expect(hoursOn(hours, '2026-11-30')).toEqual([15]);
    expect(hoursOn(hours, '2026-12-07')).toEqual([10, 18]);
    expect(hoursOn(hours, '2026-12-14')).toEqual([]);
    expect(hoursOn(hours, '2026-12-21')).toEqual([10]);
  });

  it('repeats all-day events as whole IST days', () => {
    const hours = busyHours(
      calendarOf([
        'DTSTART;VALUE=DATE:20261122',
        'DTEND;VALUE=DATE:20261124',
        'RRULE:FREQ=WEEKLY;COUNT=2',
        'EXDATE;VALUE=DATE:20261129',
      ]),
    );
    expect(datesOf(hours)).toEqual(['2026-11-22', '2026-11-23']);
    expect(hours).toHaveLength(48);
  });

  it('ignores transparent and cancelled series, but not their busy overrides', () => {
    const text = calendarOf(
      [
        'UID:free@tests',
        'DTSTART:20261123T043000Z',
        'DURATION:PT1H',
        'RRULE:FREQ=DAILY',
        'TRANSP:TRANSPARENT',
      ],
      [
        'UID:free@tests',
        'RECURRENCE-ID:20261124T043000Z',
        'DTSTART:20261124T043000Z',
        'DURATION:PT1H',
        'TRANSP:OPAQUE',
      ],
      ['DTSTART:20261123T043000Z', 'DURATION:PT1H', 'RRULE:FREQ=DAILY', 'STATUS:CANCELLED'],
    );
    expect(busyHours(text)).toEqual([{ date: '2026-11-24', hour: 10 }]);
  });
});

// The limits' tests read calendars of thousands of events: seconds on a busy 2-core machine.
describe('what is refused', { timeout: 20_000 }, () => {
  it.each([
    ['an HTML page', '<!DOCTYPE html><html><body>Sign in</body></html>'],
    ['an empty body', ''],
    ['JSON', '{"events": []}'],
    ['a vCard', 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Aarav\r\nEND:VCARD\r\n'],
    ['a broken file', 'BEGIN:VCALENDAR\r\nthis line has no colon\r\nEND:VCALENDAR\r\n'],
  ])('%s is not an iCalendar file', (_, text) => {
    expect(sentenceOf(text)).toBe(CALENDAR_SENTENCES.notICalendar);
  });

  it('accepts an empty calendar, a byte-order mark and LF line ends', () => {
    expect(
      busyHoursOfText('\uFEFFBEGIN:VCALENDAR\nVERSION:2.0\nEND:VCALENDAR\n', FIXTURE_NOW),
    ).toEqual({ kind: 'busy', busyHours: [], events: 0 });
  });

  it('refuses a calendar with an event it cannot read, rather than read it in part', () => {
    expect(
      sentenceOf(
        calendarOf(
          ['DTSTART:20261124T100000Z', 'DURATION:PT1H'],
          ['DTSTART:20261124T100000Z', 'RRULE:FREQ=WEEKLY;BYMONTHDAY=3'],
        ),
      ),
    ).toBe(CALENDAR_SENTENCES.unreadableEvent);
  });

  it('passes over a VEVENT without DTSTART', () => {
    expect(busyHours(calendarOf(['SUMMARY:No time'], ['DTSTART:20261124T043000Z']))).toEqual([
      { date: '2026-11-24', hour: 10 },
    ]);
  });

  it('reads 5,000 events in the window, not 5,001', () => {
    const events = (count: number) =>
      Array.from({ length: count }, (_, index) => {
        const start = new Date(Date.UTC(2026, 10, 21) + index * 30 * 60 * 1000);
        const utc = start.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
        return [`DTSTART:${utc}`, 'DURATION:PT30M'];
      });
    expect(CALENDAR_MAX_EVENTS).toBe(5000);
    const read = busyHoursOfText(calendarOf(...events(5000)), FIXTURE_NOW);
    expect(read).toMatchObject({ kind: 'busy', events: 5000 });
    expect(sentenceOf(calendarOf(...events(5001)))).toBe(CALENDAR_SENTENCES.tooManyEvents);
  });

  it('counts expanded instances as events, and only those in the window', () => {
    const hourly = (count: string) =>
      calendarOf(['DTSTART:20100101T000000Z', 'DURATION:PT30M', `RRULE:FREQ=HOURLY;${count}`]);
    // An hourly series is 4,321 instances in the window (the one under way now included): under
    // the limit; begun in 2010, it is over the 100,000 occurrences the reader examines.
    expect(
      busyHoursOfText(
        calendarOf(['DTSTART:20261120T000000Z', 'DURATION:PT30M', 'RRULE:FREQ=HOURLY']),
        FIXTURE_NOW,
      ),
    ).toMatchObject({ kind: 'busy', events: 4321 });
    expect(sentenceOf(hourly('INTERVAL=1'))).toBe(CALENDAR_SENTENCES.tooManyEvents);
    expect(
      sentenceOf(calendarOf(['DTSTART:20261120T000000Z', 'DURATION:PT1M', 'RRULE:FREQ=MINUTELY'])),
    ).toBe(CALENDAR_SENTENCES.tooManyEvents);
  });
});

describe('event times against the time zone database', () => {
  /** VTIMEZONEs as calendar apps write them, with today's rules. */
  const VTIMEZONES: Record<string, string[]> = {
    'Asia/Kolkata': [
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0530',
      'TZOFFSETTO:+0530',
      'END:STANDARD',
    ],
    'Asia/Kathmandu': [
      'BEGIN:STANDARD',
      'DTSTART:19860101T000000',
      'TZOFFSETFROM:+0530',
      'TZOFFSETTO:+0545',
      'END:STANDARD',
    ],
    'America/New_York': [
      'BEGIN:DAYLIGHT',
      'DTSTART:20070311T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20071104T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'END:STANDARD',
    ],
    'Europe/Berlin': [
      'BEGIN:DAYLIGHT',
      'DTSTART:19810329T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:19961027T030000',
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
    ],
    'Australia/Adelaide': [
      'BEGIN:STANDARD',
      'DTSTART:20080406T030000',
      'RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU',
      'TZOFFSETFROM:+1030',
      'TZOFFSETTO:+0930',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:20081005T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU',
      'TZOFFSETFROM:+0930',
      'TZOFFSETTO:+1030',
      'END:DAYLIGHT',
    ],
  };
  const zones = Object.keys(VTIMEZONES);

  /** The instant a wall clock names in a zone, by the tz database (Intl): offsets read, twice. */
  function referenceInstant(zone: string, [y, mo, d, h, mi]: number[]): number {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    const wallAsUtc = (instant: number) => {
      const part = (type: string) =>
        Number(format.formatToParts(instant).find((p) => p.type === type)?.value);
      return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
    };
    const wanted = Date.UTC(y!, mo! - 1, d!, h!, mi!);
    let instant = wanted;
    for (let step = 0; step < 2; step++) instant -= wallAsUtc(instant) - wanted;
    return instant;
  }

  const stamp = ([y, mo, d, h, mi]: number[]) =>
    `${y}${String(mo).padStart(2, '0')}${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}${String(mi).padStart(2, '0')}00`;

  // Wall clocks of the window's days, 06:00 to 21:59 (daylight-saving changes are at night).
  const wallClocks = fc
    .tuple(
      fc.integer({ min: 1, max: CALENDAR_IMPORT_DAYS - 2 }),
      fc.integer({ min: 6, max: 21 }),
      fc.integer({ min: 0, max: 59 }),
    )
    .map(([day, hour, minute]) => {
      const date = new Date(Date.UTC(2026, 10, 20 + day));
      return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hour, minute];
    });

  it('reads a TZID with or without its VTIMEZONE as the tz database does', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.boolean(),
        wallClocks,
        fc.integer({ min: 0, max: 6 * 60 }),
        (zone, withVtimezone, wallClock, minutes) => {
          const lines = [
            'BEGIN:VCALENDAR',
            'VERSION:2.0',
            ...(withVtimezone
              ? ['BEGIN:VTIMEZONE', `TZID:${zone}`, ...VTIMEZONES[zone]!, 'END:VTIMEZONE']
              : []),
            'BEGIN:VEVENT',
            'UID:zone@tests',
            `DTSTART;TZID=${zone}:${stamp(wallClock)}`,
            `DURATION:PT${minutes}M`,
            'END:VEVENT',
            'END:VCALENDAR',
          ];
          const start = referenceInstant(zone, wallClock);
          expect(intervals(`${lines.join('\r\n')}\r\n`)).toEqual([
            [new Date(start).toISOString(), new Date(start + minutes * 60_000).toISOString()],
          ]);
        },
      ),
    );
  });
});
