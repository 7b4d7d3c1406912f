import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createGunzip } from 'node:zlib';
import { parseCalendarAddress } from '@studio-hive/domain';
import {
  AddressRefused,
  guardedLookup,
  literalAddressOf,
  mayConnectTo,
  systemResolver,
  type Resolver,
} from './address-guard';
import {
  CALENDAR_FETCH_TIMEOUT_MS,
  CALENDAR_MAX_BYTES,
  CALENDAR_MAX_REDIRECTS,
} from './calendar-limits';
import { answeredStatus, CALENDAR_SENTENCES } from './calendar-sentences';

/**
 * Fetching an imported calendar (docs/decisions/048): hostile input from an address
 * anyone may type. At most 2 MB (counted as it streams, after decompression), 10 s for the whole
 * of it, 3 redirects, each connection through the address guard; conditional requests with the
 * stored ETag and Last-Modified. Failures are sentences for the owner; the URL is in none of
 * them and nothing here logs.
 */

/** Why a fetch failed: the address itself (400 when a calendar is added), or the answer. */
export type FetchFailure = { kind: 'error'; reason: 'address' | 'fetch'; sentence: string };

export type FetchedCalendar =
  | { kind: 'unchanged' }
  | { kind: 'fetched'; text: string; etag: string | null; lastModified: string | null }
  | FetchFailure;

export type FetchLimits = { timeoutMs: number; maxBytes: number; maxRedirects: number };

export const FETCH_LIMITS: FetchLimits = {
  timeoutMs: CALENDAR_FETCH_TIMEOUT_MS,
  maxBytes: CALENDAR_MAX_BYTES,
  maxRedirects: CALENDAR_MAX_REDIRECTS,
};

export type FetchCalendarOptions = {
  /** The address as the owner gave it (http, https or webcal). */
  url: string;
  /** Validators of the last good copy; a 304 then reads as unchanged. */
  etag?: string | null;
  lastModified?: string | null;
  /** CALENDAR_IMPORT_ALLOW_PRIVATE: loopback and private networks allowed (tests only). */
  allowPrivate?: boolean;
  resolver?: Resolver;
  limits?: FetchLimits;
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Over the size limit, while streaming or by Content-Length. */
class TooLarge extends Error {}

const failure = (reason: FetchFailure['reason'], sentence: string): FetchFailure => ({
  kind: 'error',
  reason,
  sentence,
});

/** One GET through the guard, resolved when the answer's headers arrive. */
function get(
  url: URL,
  headers: Record<string, string>,
  signal: AbortSignal,
  lookup: ReturnType<typeof guardedLookup>,
  allowPrivate: boolean,
): Promise<IncomingMessage> {
  const literal = literalAddressOf(url);
  if (literal !== null && !mayConnectTo(literal, allowPrivate)) {
    return Promise.reject(new AddressRefused());
  }
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    // No agent: one connection per fetch, made with this lookup and closed after it.
    const outgoing = request(
      url,
      { method: 'GET', headers, signal, lookup, agent: false },
      resolve,
    );
    outgoing.once('error', reject);
    outgoing.end();
  });
}

/** The answer's body as text, refused past `maxBytes` (gzip counted after decompression). */
async function bodyText(response: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (declared > maxBytes) throw new TooLarge();
  const encoding = response.headers['content-encoding']?.trim().toLowerCase();
  const body =
    encoding === 'gzip' || encoding === 'x-gzip' ? response.pipe(createGunzip()) : response;
  // A failure of the answer (an abort, a reset) ends the decompressed stream with it.
  if (body !== response) response.once('error', (error) => body.destroy(error));
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new TooLarge();
    chunks.push(chunk);
  }
  // RFC 5545 3.1.4: UTF-8 is the default charset; a broken byte becomes U+FFFD, not a failure.
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}

const header = (response: IncomingMessage, name: 'etag' | 'last-modified') => {
  const value = response.headers[name];
  return typeof value === 'string' && value !== '' ? value : null;
};

/**
 * Fetches an imported calendar's file: its text and validators, 'unchanged' for a 304 to a
 * conditional request, or a failure sentence. Never throws for anything the address or the
 * server does.
 */
export async function fetchCalendar(options: FetchCalendarOptions): Promise<FetchedCalendar> {
  const address = parseCalendarAddress(options.url);
  if (!address.ok) return failure('address', address.sentence);
  const limits = options.limits ?? FETCH_LIMITS;
  const allowPrivate = options.allowPrivate ?? false;
  const lookup = guardedLookup(options.resolver ?? systemResolver, allowPrivate);
  const headers: Record<string, string> = {
    accept: 'text/calendar, */*;q=0.5',
    'accept-encoding': 'gzip',
    'user-agent': 'StudioHive-CalendarImport/1.0',
  };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;
  const conditional = Boolean(options.etag || options.lastModified);

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  const responses: IncomingMessage[] = [];
  try {
    let url = address.url;
    for (let redirects = 0; ; redirects++) {
      const response = await get(url, headers, controller.signal, lookup, allowPrivate);
      responses.push(response);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(status) && location) {
        response.resume();
        if (redirects === limits.maxRedirects) {
          return failure('fetch', CALENDAR_SENTENCES.tooManyRedirects);
        }
        // A redirect leads to a new connection, checked again by the guard.
        const next = parseCalendarAddress(new URL(location, url).href);
        if (!next.ok) return failure('fetch', CALENDAR_SENTENCES.unreachable);
        url = next.url;
        continue;
      }
      if (status === 304 && conditional) {
        response.resume();
        return { kind: 'unchanged' };
      }
      if (status < 200 || status > 299) {
        response.resume();
        return failure('fetch', answeredStatus(status));
      }
      const text = await bodyText(response, limits.maxBytes);
      return {
        kind: 'fetched',
        text,
        etag: header(response, 'etag'),
        lastModified: header(response, 'last-modified'),
      };
    }
  } catch (error) {
    if (controller.signal.aborted) return failure('fetch', CALENDAR_SENTENCES.tookTooLong);
    if (error instanceof AddressRefused)
      return failure('address', CALENDAR_SENTENCES.refusedAddress);
    if (error instanceof TooLarge) return failure('fetch', CALENDAR_SENTENCES.tooLarge);
    // zlib's codes (Z_DATA_ERROR...): a body that says gzip and is not.
    if (/^Z_/.test(String((error as NodeJS.ErrnoException).code))) {
      return failure('fetch', CALENDAR_SENTENCES.notICalendar);
    }
    // DNS failures, refused or reset connections, TLS errors, a malformed redirect.
    return failure('fetch', CALENDAR_SENTENCES.unreachable);
  } finally {
    clearTimeout(timer);
    // Whatever was left unread (an oversize body, a redirect's) is not waited for.
    for (const response of responses) response.destroy();
  }
}
