import { TZDate } from '@date-fns/tz';
import { IST_TIME_ZONE } from '@studio-hive/domain';

/**
 * Time zones of imported events whose TZID has no VTIMEZONE in the file (docs/decisions/048).
 * RFC 5545 asks a file to define every TZID it uses, and Google, Apple and Outlook do; other
 * exporters write a bare IANA name ('Europe/Berlin'), a Windows name from Outlook ('India Standard
 * Time') or a vendor-prefixed IANA name ('/mozilla.org/20050126_1/Asia/Kolkata'). Those are read
 * from the time zone database (Intl); a TZID none of them names is read as IST, as floating
 * times are: the studio's own wall clock is the likeliest meaning of an unknown zone.
 */

/**
 * Windows time zone names as Outlook and Exchange write them, with the IANA zone CLDR maps each
 * to (windowsZones.xml, territory 001): India's own and the zones of India's usual partners.
 */
const WINDOWS_TIME_ZONES: Readonly<Record<string, string>> = {
  'India Standard Time': 'Asia/Kolkata',
  'Sri Lanka Standard Time': 'Asia/Colombo',
  'Nepal Standard Time': 'Asia/Kathmandu',
  'Bangladesh Standard Time': 'Asia/Dhaka',
  'Pakistan Standard Time': 'Asia/Karachi',
  'Arabian Standard Time': 'Asia/Dubai',
  'Arab Standard Time': 'Asia/Riyadh',
  'SE Asia Standard Time': 'Asia/Bangkok',
  'Singapore Standard Time': 'Asia/Singapore',
  'China Standard Time': 'Asia/Shanghai',
  'Tokyo Standard Time': 'Asia/Tokyo',
  'Korea Standard Time': 'Asia/Seoul',
  'AUS Eastern Standard Time': 'Australia/Sydney',
  'E. Africa Standard Time': 'Africa/Nairobi',
  'GMT Standard Time': 'Europe/London',
  'Greenwich Standard Time': 'Atlantic/Reykjavik',
  'W. Europe Standard Time': 'Europe/Berlin',
  'Romance Standard Time': 'Europe/Paris',
  'Central Europe Standard Time': 'Europe/Budapest',
  'Eastern Standard Time': 'America/New_York',
  'Central Standard Time': 'America/Chicago',
  'Mountain Standard Time': 'America/Denver',
  'Pacific Standard Time': 'America/Los_Angeles',
  'tzone://Microsoft/Utc': 'UTC',
};

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
 * The IANA zone a TZID names without a VTIMEZONE: itself, its Windows name's zone, or the IANA
 * name at the end of a vendor prefix; null when it names none.
 */
export function zoneOfTzid(tzid: string): string | null {
  const name = tzid.trim();
  const windows = WINDOWS_TIME_ZONES[name];
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
