import { describe, expect, it } from 'vitest';
import { instantOfWallClock, zoneOfTzid } from './ical-time-zones';

const noonOn28Nov = { year: 2026, month: 11, day: 28, hour: 12, minute: 0, second: 0 };
/** When 12:00 on 28 November 2026 is in the zone `tzid` names (null: read as IST). */
const noonIn = (tzid: string) => new Date(instantOfWallClock(noonOn28Nov, zoneOfTzid(tzid)));

describe('zoneOfTzid', () => {
  it.each([
    ['India Standard Time', '2026-11-28T06:30:00.000Z'],
    ['Pacific Standard Time', '2026-11-28T20:00:00.000Z'],
    // Windows names CLDR maps that an Outlook user abroad may send.
    ['Russian Standard Time', '2026-11-28T09:00:00.000Z'],
    ['W. Australia Standard Time', '2026-11-28T04:00:00.000Z'],
    ['tzone://Microsoft/Utc', '2026-11-28T12:00:00.000Z'],
    ['Europe/Berlin', '2026-11-28T11:00:00.000Z'],
    ['/mozilla.org/20050126_1/Asia/Kolkata', '2026-11-28T06:30:00.000Z'],
  ])('reads %s', (tzid, instant) => {
    expect(noonIn(tzid).toISOString()).toBe(instant);
  });

  it('names no zone for a TZID it does not know (read as IST)', () => {
    expect(zoneOfTzid('Studio Time')).toBeNull();
    expect(noonIn('Studio Time').toISOString()).toBe('2026-11-28T06:30:00.000Z');
  });
});
