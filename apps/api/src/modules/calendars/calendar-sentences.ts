import { IMPORTED_CALENDAR_MESSAGES } from '@studio-hive/domain';

/**
 * What an owner reads when an imported calendar cannot be added or read (decision 048): on the
 * studio's calendar card, in the e-mail of a failure run, and as the 400 of an address refused.
 * The issue's own sentences are word for word ('The calendar address answered 404', 'This is not
 * an iCalendar file'); the others follow their form. None of them holds the address: it is a
 * secret (maskCalendarUrl in the domain's calendar-address.ts is how it is shown).
 */
export const CALENDAR_SENTENCES = {
  /** 400: not an http(s):// or webcal:// address. */
  invalidAddress: IMPORTED_CALENDAR_MESSAGES.invalidAddress,
  /** 400 when added; a failed sync when the host's address changes later. */
  refusedAddress: 'The calendar address leads to a private or local network',
  unreachable: 'The calendar address could not be reached',
  tookTooLong: 'The calendar address took too long to answer',
  tooManyRedirects: 'The calendar address redirected too many times',
  tooLarge: 'The calendar is larger than 2 MB',
  notICalendar: 'This is not an iCalendar file',
  /** Over CALENDAR_MAX_EVENTS (calendar-limits.ts). */
  tooManyEvents: 'This calendar has more than 5,000 events',
  unreadableEvent: 'This calendar has an event that cannot be read',
  tooLongToRead: 'This calendar took too long to read',
} as const;

/** 'The calendar address answered 404': any status that is neither a calendar, 304 nor a redirect. */
export const answeredStatus = (status: number) => `The calendar address answered ${status}`;
