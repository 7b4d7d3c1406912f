/**
 * What an imported calendar may cost us (docs/decisions/048, from the owners' calendar issue: "The
 * fetch is hostile input: http(s) only, at most 2 MB, 10 s, 3 redirects, at most 5,000 events").
 * The address is anyone's: every limit holds whatever the other end sends.
 */

/** The largest calendar read: 2 MB, read as 2 MiB (the larger reading, as images' 10 MB). */
export const CALENDAR_MAX_BYTES = 2 * 1024 * 1024;

/** The whole fetch, from resolving the host to the last byte, redirects included. */
export const CALENDAR_FETCH_TIMEOUT_MS = 10_000;

/** Redirects followed; the fourth is refused. */
export const CALENDAR_MAX_REDIRECTS = 3;

/**
 * Events a calendar may have: busy instances that touch the import window, each occurrence of a
 * recurring event one instance (a weekly event is 26 of them in 180 days).
 */
export const CALENDAR_MAX_EVENTS = 5000;

/**
 * Occurrences of recurring events the reader looks at, past ones included, before it gives up: a
 * series is expanded from its first occurrence, so a rule repeating every minute since 2010 would
 * otherwise keep a core busy for minutes before it reached today. A daily event since 1900 is
 * 46,000; a calendar over this is refused as having more than 5,000 events, which it has.
 */
export const CALENDAR_MAX_OCCURRENCES_EXAMINED = 100_000;

/**
 * Reading a fetched file (parse, expand, map to hours) runs in a worker thread stopped after this
 * long and this much memory: some impossible recurrence rules (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30)
 * make the recurrence library loop forever inside one step, which no count of ours can stop.
 * A 2 MB file of 5,000 events reads in well under a second (read-busy-hours.test.ts).
 */
export const CALENDAR_READ_TIMEOUT_MS = 5_000;
export const CALENDAR_READ_MEMORY_MB = 256;
