import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALENDAR_FIXTURES,
  calendarFixture,
  FIXTURE_NOW,
  hoursOn,
  startCalendarServer,
  WHOLE_DAY,
  type CalendarServer,
} from './calendar-fixtures';
import { CALENDAR_SENTENCES } from './calendar-sentences';
import { readCalendar } from './read-calendar';

// The exports as their services serve them, from a server the test starts on 127.0.0.1.
let server: CalendarServer;
const etagOf = (name: string) => `"${name}-1"`;

beforeAll(async () => {
  const routes = Object.fromEntries(
    CALENDAR_FIXTURES.map((name) => [
      `/${name}.ics`,
      (request: IncomingMessage, response: ServerResponse) =>
        request.headers['if-none-match'] === etagOf(name)
          ? response.writeHead(304).end()
          : response
              .writeHead(200, { 'content-type': 'text/calendar', etag: etagOf(name) })
              .end(calendarFixture(name)),
    ]),
  );
  server = await startCalendarServer({
    ...routes,
    '/sign-in.html': (_, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!DOCTYPE html><p>Sign in</p>'),
  });
});
afterAll(() => server.close());

const read = (path: string, etag: string | null = null) =>
  readCalendar({ url: `${server.origin}${path}`, etag, now: FIXTURE_NOW, allowPrivate: true });

// Each read starts a worker, which loads the TypeScript sources through tsx: a second or more.
describe('readCalendar', { timeout: 20_000 }, () => {
  it('reads each export to its busy hours, with the validators to send next time', async () => {
    const [google, apple, outlook, airbnb] = await Promise.all(
      CALENDAR_FIXTURES.map((name) => read(`/${name}.ics`)),
    );
    expect(google).toMatchObject({
      kind: 'busy',
      events: 52,
      etag: '"google-secret-address-1"',
      lastModified: null,
    });
    if (
      google?.kind !== 'busy' ||
      apple?.kind !== 'busy' ||
      outlook?.kind !== 'busy' ||
      airbnb?.kind !== 'busy'
    ) {
      throw new Error('Every fixture reads as busy hours');
    }
    expect(hoursOn(google.busyHours, '2026-11-25')).toEqual([10, 11]);
    expect(hoursOn(apple.busyHours, '2026-12-10')).toEqual([19, 20]);
    expect(hoursOn(outlook.busyHours, '2026-12-04')).toEqual([21, 22]);
    expect(hoursOn(airbnb.busyHours, '2026-12-02')).toEqual(WHOLE_DAY);
    // 3 + 3 + 3 Apple instances and its New York call; Outlook's 1 + 4 + 1 + 1.
    expect([apple.events, outlook.events, airbnb.events]).toEqual([10, 7, 2]);
  });

  it('reads an unchanged calendar as unchanged', async () => {
    expect(await read('/google-secret-address.ics', '"google-secret-address-1"')).toEqual({
      kind: 'unchanged',
    });
  });

  it('says why a calendar cannot be read, and whether the address is to blame', async () => {
    expect(await read('/sign-in.html')).toEqual({
      kind: 'error',
      reason: 'content',
      sentence: 'This is not an iCalendar file',
    });
    expect(await read('/deleted.ics')).toEqual({
      kind: 'error',
      reason: 'fetch',
      sentence: 'The calendar address answered 404',
    });
    expect(await readCalendar({ url: `${server.origin}/outlook.ics`, now: FIXTURE_NOW })).toEqual({
      kind: 'error',
      reason: 'address',
      sentence: CALENDAR_SENTENCES.refusedAddress,
    });
  });
});
