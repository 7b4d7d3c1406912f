import { IMPORTED_CALENDAR_MESSAGES } from './imported-calendar-messages';

/**
 * An imported calendar's address (decision 048): any http(s):// or webcal:// URL of an iCalendar
 * file. It is a secret (Google calls it the "secret address"): stored whole, shown masked,
 * never logged and never put in a sentence. Here, in the domain, so that the owner's form checks
 * it as the API does; the fetch is the API's (apps/api/src/modules/calendars/calendar-fetch.ts).
 */

export type CalendarAddress = { ok: true; url: URL } | { ok: false; sentence: string };

/**
 * The URL to fetch for an address an owner typed: webcal:// is https:// (calendar apps' scheme
 * for a subscription, served over HTTPS by Google, Apple and Outlook); anything but http(s) is
 * refused. The fragment is dropped: it is never sent. A user name and password in the address
 * are sent as Basic authentication, as browsers did: some servers publish private calendars so.
 */
export function parseCalendarAddress(text: string): CalendarAddress {
  const invalid = { ok: false, sentence: IMPORTED_CALENDAR_MESSAGES.invalidAddress } as const;
  let url: URL;
  try {
    const trimmed = text.trim();
    // Read as https from the start, so the host is read as for any web address (IDNA, IPv4 forms).
    url = new URL(trimmed.replace(/^webcal:/i, 'https:'));
  } catch {
    return invalid;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '')
    return invalid;
  url.hash = '';
  return { ok: true, url };
}

/** Characters of the path (and query) shown after the host: enough to tell two calendars apart. */
const SHOWN_PATH_CHARACTERS = 18;

/**
 * How an address is shown (docs/api.md `ImportedCalendar.url`): its host and the first
 * characters of its path, 'calendar.google.com/calendar/ical/abc…', never the secret part, a
 * password or the scheme.
 */
export function maskCalendarUrl(text: string): string {
  const address = parseCalendarAddress(text);
  if (!address.ok) return '…';
  const { host, pathname, search } = address.url;
  const rest = `${pathname}${search}`;
  return rest.length > SHOWN_PATH_CHARACTERS
    ? `${host}${rest.slice(0, SHOWN_PATH_CHARACTERS)}…`
    : `${host}${rest === '/' ? '' : rest}`;
}
