import type { BusyHour } from '@studio-hive/domain';
import type { Resolver } from './address-guard';
import { fetchCalendar, type FetchLimits } from './calendar-fetch';
import { readBusyHours, type ReadLimits } from './read-busy-hours';

/**
 * One read of an imported calendar (docs/decisions/048): fetch it through the guard,
 * then read its busy hours in a worker. What the sync job, "Sync now" and adding a calendar call.
 */

export type CalendarRead =
  | { kind: 'unchanged' }
  | {
      kind: 'busy';
      /** Every IST hour its busy events touch from now for 180 days, in date and hour order. */
      busyHours: BusyHour[];
      /** Busy instances in the window (at most 5,000). */
      events: number;
      /** Validators to send next time; store them only with these hours. */
      etag: string | null;
      lastModified: string | null;
    }
  | {
      kind: 'error';
      /**
       * address: the address is invalid or leads to a refused network (400 when a calendar is
       * added); fetch: the server's answer; content: the file is not a calendar we can read.
       */
      reason: 'address' | 'fetch' | 'content';
      /** For the owner, word for word; it never holds the address. */
      sentence: string;
    };

export type ReadCalendarOptions = {
  /** The address as the owner gave it (http, https or webcal), a secret. */
  url: string;
  /** ETag and Last-Modified of the last good read, for a conditional request. */
  etag?: string | null;
  lastModified?: string | null;
  now: Date;
  /** CALENDAR_IMPORT_ALLOW_PRIVATE: loopback and private networks allowed (tests only). */
  allowPrivate?: boolean;
  resolver?: Resolver;
  fetchLimits?: FetchLimits;
  readLimits?: ReadLimits;
};

/**
 * Reads an imported calendar. Nothing the address, the server or the file does makes it throw;
 * it rejects only when the reader's worker thread cannot run (a fault of this server).
 */
export async function readCalendar(options: ReadCalendarOptions): Promise<CalendarRead> {
  const fetched = await fetchCalendar({
    url: options.url,
    etag: options.etag ?? null,
    lastModified: options.lastModified ?? null,
    allowPrivate: options.allowPrivate ?? false,
    ...(options.resolver ? { resolver: options.resolver } : {}),
    ...(options.fetchLimits ? { limits: options.fetchLimits } : {}),
  });
  if (fetched.kind !== 'fetched') return fetched;
  const read = await readBusyHours(fetched.text, options.now, options.readLimits);
  if (read.kind === 'error') return { kind: 'error', reason: 'content', sentence: read.sentence };
  return { ...read, etag: fetched.etag, lastModified: fetched.lastModified };
}
