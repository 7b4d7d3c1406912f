import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolver } from './address-guard';
import { FETCH_LIMITS, fetchCalendar, type FetchCalendarOptions } from './calendar-fetch';
import { calendarFixture, startCalendarServer, type CalendarServer } from './calendar-fixtures';
import { CALENDAR_MAX_BYTES } from './calendar-limits';
import { CALENDAR_SENTENCES } from './calendar-sentences';

// Traffic goes to the test's own server on 127.0.0.1 only; the refused ranges are reached by
// name through resolvers the tests control, and refused before any connection.
const GOOGLE = calendarFixture('google-secret-address');
const SECRET = 'private-0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const calendarPath = `/calendar/ical/studio%40gmail.com/${SECRET}/basic.ics`;
const ETAG = '"v1-2026-11-19"';
const LAST_MODIFIED = 'Thu, 19 Nov 2026 10:15:00 GMT';

const serveCalendar = (response: ServerResponse, body: string | Buffer = GOOGLE) =>
  response
    .writeHead(200, {
      'content-type': 'text/calendar; charset=utf-8',
      etag: ETAG,
      'last-modified': LAST_MODIFIED,
    })
    .end(body);
const redirect = (status: number, location: string) => (_: unknown, response: ServerResponse) =>
  response.writeHead(status, { location }).end();

let server: CalendarServer;
let origin: string;
/** A resolver that sends every name to the test server, counting what it was asked. */
const asked: string[] = [];
const loopbackResolver: Resolver = async (hostname) => {
  asked.push(hostname);
  return hostname === 'metadata.test'
    ? [{ address: '169.254.169.254', family: 4 }]
    : [{ address: '127.0.0.1', family: 4 }];
};

beforeAll(async () => {
  server = await startCalendarServer({
    [calendarPath]: (request, response) => {
      if (request.headers['if-none-match'] === ETAG) response.writeHead(304).end();
      else if (request.headers['if-modified-since'] === LAST_MODIFIED)
        response.writeHead(304).end();
      else serveCalendar(response);
    },
    '/plain.ics': (_, response) => serveCalendar(response),
    '/gone.ics': (_, response) => response.writeHead(410).end('Gone'),
    '/broken.ics': (_, response) => response.writeHead(500).end('Internal Server Error'),
    '/not-modified.ics': (_, response) => response.writeHead(304).end(),
    '/gzip.ics': (_, response) =>
      response
        .writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'text/calendar' })
        .end(gzipSync(GOOGLE)),
    '/gzip-bomb.ics': (_, response) =>
      response
        .writeHead(200, { 'content-encoding': 'gzip' })
        .end(gzipSync(Buffer.alloc(CALENDAR_MAX_BYTES + 1, 'A'))),
    '/not-gzip.ics': (_, response) =>
      response.writeHead(200, { 'content-encoding': 'gzip' }).end(GOOGLE),
    '/exactly-2mb.ics': (_, response) =>
      serveCalendar(response, Buffer.alloc(CALENDAR_MAX_BYTES, 'A')),
    '/streamed-over-2mb.ics': (_, response) => {
      // No Content-Length: chunked, 64 KiB at a time, past 2 MB.
      response.writeHead(200, { 'content-type': 'text/calendar' });
      const chunk = Buffer.alloc(64 * 1024, 'A');
      for (let sent = 0; sent <= CALENDAR_MAX_BYTES; sent += chunk.length) response.write(chunk);
      response.end();
    },
    '/declared-over-2mb.ics': (_, response) => {
      response.writeHead(200, { 'content-length': String(CALENDAR_MAX_BYTES + 1) });
      response.write('BEGIN:VCALENDAR\r\n');
    },
    '/no-answer.ics': () => undefined,
    '/trickle.ics': (_, response) => {
      // A byte every 20 ms, forever: each read is quick, the whole never ends.
      response.writeHead(200, { 'content-type': 'text/calendar' });
      const timer = setInterval(() => response.write('A'), 20);
      response.once('close', () => clearInterval(timer));
    },
    '/hop-1': redirect(302, '/hop-2'),
    '/hop-2': (_, response) =>
      response.writeHead(301, { location: `${server.origin}/hop-3` }).end(),
    '/hop-3': redirect(307, '/plain.ics'),
    '/hop-0': redirect(308, '/hop-1'),
    '/loop-a': redirect(302, '/loop-b'),
    '/loop-b': redirect(302, '/loop-a'),
    '/to-metadata-literal': redirect(302, 'http://169.254.169.254/latest/meta-data/'),
    '/to-ftp': redirect(302, 'ftp://example.com/calendar.ics'),
    '/to-metadata-name': (_, response) =>
      response.writeHead(302, { location: `http://metadata.test:${server.port}/plain.ics` }).end(),
  });
  origin = server.origin;
});
afterAll(() => server.close());

const fetchFrom = (path: string, options: Partial<FetchCalendarOptions> = {}) =>
  fetchCalendar({ url: `${origin}${path}`, allowPrivate: true, ...options });

describe('fetchCalendar', () => {
  it('fetches a calendar with its ETag and Last-Modified', async () => {
    expect(await fetchFrom(calendarPath)).toEqual({
      kind: 'fetched',
      text: GOOGLE,
      etag: ETAG,
      lastModified: LAST_MODIFIED,
    });
  });

  it('asks conditionally with the stored validators: a 304 reads as unchanged', async () => {
    const before = server.requests.length;
    expect(await fetchFrom(calendarPath, { etag: ETAG })).toEqual({ kind: 'unchanged' });
    expect(await fetchFrom(calendarPath, { lastModified: LAST_MODIFIED })).toEqual({
      kind: 'unchanged',
    });
    const [byEtag, byDate] = server.requests.slice(before);
    expect(byEtag?.headers['if-none-match']).toBe(ETAG);
    expect(byDate?.headers['if-modified-since']).toBe(LAST_MODIFIED);
    expect(byDate?.headers['if-none-match']).toBeUndefined();
  });

  it('reads a 304 to an unconditional request as an answer it cannot use', async () => {
    expect(await fetchFrom('/not-modified.ics')).toEqual({
      kind: 'error',
      reason: 'fetch',
      sentence: 'The calendar address answered 304',
    });
  });

  it.each([
    ['/missing.ics', 404],
    ['/gone.ics', 410],
    ['/broken.ics', 500],
  ])('says which status %s answered', async (path, status) => {
    expect(await fetchFrom(path)).toEqual({
      kind: 'error',
      reason: 'fetch',
      sentence: `The calendar address answered ${status}`,
    });
  });

  it('reads gzip, and counts the 2 MB after decompression', async () => {
    expect(await fetchFrom('/gzip.ics')).toMatchObject({ kind: 'fetched', text: GOOGLE });
    expect(await fetchFrom('/gzip-bomb.ics')).toMatchObject({
      sentence: CALENDAR_SENTENCES.tooLarge,
    });
    expect(await fetchFrom('/not-gzip.ics')).toMatchObject({
      sentence: CALENDAR_SENTENCES.notICalendar,
    });
  });

  it('takes 2 MB and refuses a byte more, declared or streamed', async () => {
    const exact = await fetchFrom('/exactly-2mb.ics');
    expect(exact.kind === 'fetched' && exact.text.length).toBe(CALENDAR_MAX_BYTES);
    for (const path of ['/streamed-over-2mb.ics', '/declared-over-2mb.ics']) {
      expect(await fetchFrom(path)).toEqual({
        kind: 'error',
        reason: 'fetch',
        sentence: 'The calendar is larger than 2 MB',
      });
    }
  });

  it('gives up after the time limit, on a silent server and on an endless answer', async () => {
    expect(FETCH_LIMITS.timeoutMs).toBe(10_000);
    const limits = { ...FETCH_LIMITS, timeoutMs: 300 };
    for (const path of ['/no-answer.ics', '/trickle.ics']) {
      expect(await fetchFrom(path, { limits })).toEqual({
        kind: 'error',
        reason: 'fetch',
        sentence: 'The calendar address took too long to answer',
      });
    }
  });

  it('follows 3 redirects, absolute or relative, and refuses a fourth', async () => {
    expect(await fetchFrom('/hop-1')).toMatchObject({ kind: 'fetched', text: GOOGLE });
    const tooMany = {
      kind: 'error',
      reason: 'fetch',
      sentence: CALENDAR_SENTENCES.tooManyRedirects,
    };
    expect(await fetchFrom('/hop-0')).toEqual(tooMany);
    expect(await fetchFrom('/loop-a')).toEqual(tooMany);
    expect(await fetchFrom('/to-ftp')).toEqual({
      kind: 'error',
      reason: 'fetch',
      sentence: CALENDAR_SENTENCES.unreachable,
    });
  });

  it('says when the address cannot be reached', async () => {
    const closed = await startCalendarServer({});
    await closed.close();
    expect(await fetchCalendar({ url: `${closed.origin}/a.ics`, allowPrivate: true })).toEqual({
      kind: 'error',
      reason: 'fetch',
      sentence: 'The calendar address could not be reached',
    });
    const nowhere: Resolver = () =>
      Promise.reject(Object.assign(new Error('queryA ENOTFOUND'), { code: 'ENOTFOUND' }));
    expect(
      await fetchFrom('/plain.ics', { url: 'https://nowhere.test/a.ics', resolver: nowhere }),
    ).toMatchObject({ sentence: CALENDAR_SENTENCES.unreachable });
  });

  it('refuses an address that is not http, https or webcal', async () => {
    expect(await fetchCalendar({ url: 'ftp://example.com/a.ics' })).toEqual({
      kind: 'error',
      reason: 'address',
      sentence: CALENDAR_SENTENCES.invalidAddress,
    });
  });
});

describe('the address guard on fetches', () => {
  const refused = {
    kind: 'error',
    reason: 'address',
    sentence: 'The calendar address leads to a private or local network',
  };

  it('refuses loopback without CALENDAR_IMPORT_ALLOW_PRIVATE, by IP or by name, before connecting', async () => {
    const before = server.requests.length;
    expect(await fetchCalendar({ url: `${origin}/plain.ics` })).toEqual(refused);
    expect(
      await fetchCalendar({
        url: `http://calendar.test:${server.port}/plain.ics`,
        resolver: loopbackResolver,
      }),
    ).toEqual(refused);
    expect(server.requests.length).toBe(before);
  });

  it('connects to the address it checked (the name is resolved once, by the guard)', async () => {
    asked.length = 0;
    const before = server.requests.length;
    const fetched = await fetchFrom('/plain.ics', {
      url: `http://calendar.test:${server.port}/plain.ics`,
      resolver: loopbackResolver,
    });
    expect(fetched).toMatchObject({ kind: 'fetched', text: GOOGLE });
    expect(asked).toEqual(['calendar.test']);
    expect(server.requests.slice(before).map((request) => request.headers.host)).toEqual([
      `calendar.test:${server.port}`,
    ]);
  });

  it('checks again after a redirect, by IP or by name', async () => {
    expect(await fetchFrom('/to-metadata-literal')).toEqual(refused);
    asked.length = 0;
    expect(await fetchFrom('/to-metadata-name', { resolver: loopbackResolver })).toEqual(refused);
    expect(asked).toEqual(['metadata.test']);
  });

  it('checks again when the name’s answer changes (DNS rebinding)', async () => {
    const answers = ['127.0.0.1', 'fe80::1'];
    const rebinding: Resolver = async () => {
      const address = answers.shift() ?? 'fe80::1';
      return [{ address, family: address.includes(':') ? 6 : 4 }];
    };
    const url = `http://calendar.test:${server.port}/plain.ics`;
    expect(await fetchCalendar({ url, allowPrivate: true, resolver: rebinding })).toMatchObject({
      kind: 'fetched',
    });
    expect(await fetchCalendar({ url, allowPrivate: true, resolver: rebinding })).toEqual(refused);
  });

  it('puts the secret address in no sentence', async () => {
    const limits = { ...FETCH_LIMITS, timeoutMs: 300 };
    const sentences = await Promise.all(
      [
        fetchCalendar({ url: `${origin}${calendarPath}` }),
        fetchFrom(`/no-answer.ics?token=${SECRET}`, { limits }),
        fetchFrom(`/missing/${SECRET}.ics`),
        fetchFrom(`/to-metadata-literal?${SECRET}`),
      ].map(async (fetched) => {
        const result = await fetched;
        return result.kind === 'error' ? result.sentence : '';
      }),
    );
    for (const sentence of sentences) {
      expect(sentence).not.toBe('');
      expect(sentence).not.toContain(SECRET);
      expect(sentence).not.toContain('127.0.0.1');
    }
  });
});
