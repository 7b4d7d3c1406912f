import { TZDate } from '@date-fns/tz';
import { findIana } from 'windows-iana';
import { IST_TIME_ZONE } from '@studio-hive/domain';

/**
 * Time zones of imported events whose TZID has no VTIMEZONE in the file (docs/decisions/048).
 * RFC 5545 asks a file to define every TZID it uses, and Google, Apple and Outlook do; other
 * exporters write a bare IANA name ('Europe/Berlin'), a Windows name from Outlook ('India Standard
 * Time') or a vendor-prefixed IANA name ('/mozilla.org/20050126_1/Asia/Kolkata'). Those are read
 * from the time zone database (Intl); a TZID none of them names is read as IST, as floating
 * times are: the studio's own wall clock is the likeliest meaning of an unknown zone.
 */

/** Outlook's name of UTC, which CLDR's table of Windows zones does not list. */
const OUTLOOK_UTC = 'tzone://Microsoft/Utc';

const knownZones = new Map<string, string | null>();

/** The time zone database's name for `name`, or null when it names no zone. */
function databaseZone(name: string): string | null {
  let zone = knownZones.get(name);
  if (zone === undefined) {
    try {
      zone = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    } catch {
      zone = null;
    }
    knownZones.set(name, zone);
  }
  return zone;
}

/**
 * The IANA zone a TZID names without a VTIMEZONE: its Windows name's zone (CLDR's
 * windowsZones.xml, territory 001, through windows-iana), itself, or the IANA name at the end of
 * a vendor prefix; null when it names none.
 */
export function zoneOfTzid(tzid: string): string | null {
  const name = tzid.trim();
  if (name === OUTLOOK_UTC) return 'UTC';
  const windows = findIana(name, '001')[0];
  if (windows) return windows;
  // Whole first, then shorter endings: '/a/b/America/Argentina/Buenos_Aires' finds the longest.
  const parts = name.split('/').filter(Boolean);
  for (let first = 0; first < parts.length; first++) {
    const zone = databaseZone(parts.slice(first).join('/'));
    if (zone) return zone;
  }
  return null;
}

/** A wall-clock time's parts, month 1 to 12. */
export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

/**
 * The instant (epoch milliseconds) a wall-clock time names in an IANA zone, IST when the zone is
 * null (a floating time or an unknown TZID). A time skipped by a daylight-saving change reads as
 * the same time after the change, a repeated one as its first occurrence (date-fns/tz's reading).
 */
export function instantOfWallClock(time: WallClock, zone: string | null): number {
  return new TZDate(
    time.year,
    time.month - 1,
    time.day,
    time.hour,
    time.minute,
    time.second,
    zone ?? IST_TIME_ZONE,
  ).getTime();
}

/** The wall clock of an instant in an IANA zone (IST when null). */
export function wallClockOfInstant(instant: number, zone: string | null): WallClock {
  const time = new TZDate(instant, zone ?? IST_TIME_ZONE);
  return {
    year: time.getFullYear(),
    month: time.getMonth() + 1,
    day: time.getDate(),
    hour: time.getHours(),
    minute: time.getMinutes(),
    second: time.getSeconds(),
  };
}
