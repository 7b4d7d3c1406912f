import { describe, expect, it } from 'vitest';
import { calendarFixture, calendarOf, FIXTURE_NOW, hoursOn } from './calendar-fixtures';
import { CALENDAR_SENTENCES } from './calendar-sentences';
import { busyHoursOfText } from './ical-busy-events';
import { READ_LIMITS, readBusyHours } from './read-busy-hours';

// Each read starts a worker, which loads the TypeScript sources through tsx: a second or more.
describe('readBusyHours', { timeout: 20_000 }, () => {
  it('reads a calendar in the worker as the pure reader does', async () => {
    const text = calendarFixture('google-secret-address');
    const read = await readBusyHours(text, FIXTURE_NOW);
    expect(read).toEqual(busyHoursOfText(text, FIXTURE_NOW));
    expect(read.kind === 'busy' && hoursOn(read.busyHours, '2026-11-25')).toEqual([10, 11]);
  });

  it('passes the reader’s sentences on', async () => {
    await expect(readBusyHours('<html></html>', FIXTURE_NOW)).resolves.toEqual({
      kind: 'error',
      sentence: CALENDAR_SENTENCES.notICalendar,
    });
  });

  it('stops a rule the recurrence library never finishes', async () => {
    // No 30 February ever comes: ical.js looks for it day after day, forever.
    const endless = calendarOf([
      'DTSTART:20260105T100000Z',
      'DURATION:PT1H',
      'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
    ]);
    await expect(
      readBusyHours(endless, FIXTURE_NOW, { ...READ_LIMITS, timeoutMs: 1500 }),
    ).resolves.toEqual({ kind: 'error', sentence: CALENDAR_SENTENCES.tooLongToRead });
  });

  it('reads a 2 MB calendar of 5,000 events within its limits', async () => {
    const description = `DESCRIPTION:${'Booked over WhatsApp, paid on UPI. '.repeat(9)}`;
    const events = Array.from({ length: 5000 }, (_, index) => {
      const start = new Date(Date.UTC(2026, 10, 21) + index * 45 * 60 * 1000);
      const utc = start.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
      return [`DTSTART:${utc}`, 'DURATION:PT45M', 'SUMMARY:Recording session', description];
    });
    const text = calendarOf(...events);
    expect(text.length).toBeGreaterThan(1.9 * 1024 * 1024);
    const read = await readBusyHours(text, FIXTURE_NOW);
    expect(read).toMatchObject({ kind: 'busy', events: 5000 });
  });
});
