import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { addDays, istHourStart, type CalendarFeed } from '@studio-hive/domain';
import { CALENDAR_FEED_FETCHES_PER_HOUR } from './calendar-feed.routes';
import { call, createBookingRow, randomAddress, signedInAccount } from '../../test/factories';
import {
  admin,
  bookableStudio,
  customer,
  otherOwner,
  owner,
  t,
  today,
  useBookingsApp,
} from '../../test/fixtures/bookings';

/**
 * Owners' calendar feeds (docs/api.md#booking-lifecycle): the secret address, what the feed lists
 * (read with a real iCalendar parser, as a calendar app reads it), and the "new link" that voids
 * the old one.
 */

useBookingsApp();

const feedUrl = async (auth: string) => {
  const res = await call(t, 'GET', '/api/owner/calendar-feed', { auth });
  expect(res.statusCode).toBe(200);
  return res.json<CalendarFeed>().url;
};
/** The feed as a calendar app fetches it: no sign-in, just the address. */
const fetchFeed = (url: string) => call(t, 'GET', new URL(url, 'http://localhost').pathname);

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      status: vevent.getFirstPropertyValue('status'),
      summary: event.summary,
      description: event.description,
    };
  });
}

describe('an owner calendar feed', () => {
  it('lists confirmed bookings and open requests from 30 days ago on, and only the owner’s', async () => {
    const studio = await bookableStudio({ name: 'Feed Studio' });
    const mine = (date: string, hours: number[], extra = {}) =>
      createBookingRow(t, { studioId: studio.id, customerId: customer._id, date, hours, ...extra });
    const upcoming = await mine(addDays(today, 2), [10, 11]);
    const request = await mine(addDays(today, 3), [14], {
      status: 'requested',
      decisionDueAt: new Date(t.clock.now.getTime() + 24 * 60 * 60 * 1000),
    });
    const recent = await mine(addDays(today, -20), [9]);
    const tooOld = await mine(addDays(today, -40), [9]);
    const cancelled = await mine(addDays(today, 4), [12], {
      status: 'cancelled',
      cancelledBy: 'customer',
    });
    const elsewhere = await createBookingRow(t, {
      studioId: (await bookableStudio({ authorId: otherOwner._id })).id,
      customerId: customer._id,
      date: addDays(today, 2),
      hours: [10],
    });

    const url = await feedUrl(owner.auth);
    expect(url).toMatch(/^http:\/\/[^/]+\/api\/calendar\/[0-9a-f]{32}[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedUrl(owner.auth)).toBe(url);
    const address = await call(t, 'GET', '/api/owner/calendar-feed', { auth: owner.auth });
    expect(address.headers['cache-control']).toBe('private, no-store');
    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    // No shared cache keeps it; the calendar service may, asking again with its ETag.
    expect(res.headers['cache-control']).toBe('private, no-cache');

    const list = events(res.body);
    const uid = (id: string) => `booking-${id}@studiohive`;
    expect(list.map((e) => e.uid).sort()).toEqual(
      [upcoming.id, request.id, recent.id].map(uid).sort(),
    );
    for (const left of [tooOld, cancelled, elsewhere]) {
      expect(list.map((e) => e.uid)).not.toContain(uid(left.id));
    }
    const first = list.find((e) => e.uid === uid(upcoming.id));
    expect(first).toMatchObject({
      start: istHourStart(addDays(today, 2), 10).toISOString(),
      end: istHourStart(addDays(today, 2), 12).toISOString(),
      status: 'CONFIRMED',
    });
    expect(first?.summary).toContain('Feed Studio');
    expect(first?.description).toContain(`Customer: ${customer.name}`);
    const asked = list.find((e) => e.uid === uid(request.id));
    expect(asked?.status).toBe('TENTATIVE');
    expect(asked?.summary).toMatch(/^Request: /);
  });

  it('a new link voids the old one; wrong, tampered or another’s tokens find nothing', async () => {
    const old = await feedUrl(owner.auth);
    const rotated = await call(t, 'POST', '/api/owner/calendar-feed/rotate', { auth: owner.auth });
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json<CalendarFeed>().url;
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
    expect(await feedUrl(owner.auth)).toBe(fresh);

    const token = new URL(fresh).pathname.split('/').pop()!.replace('.ics', '');
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [
      `/api/calendar/${tampered}.ics`,
      `/api/calendar/${token.slice(0, 32)}.ics`,
      '/api/calendar/nothing.ics',
      `/api/calendar/${'0'.repeat(32)}${token.slice(32)}.ics`,
    ]) {
      const res = await call(t, 'GET', path);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Calendar not found' });
    }
    // Another owner's feed is theirs alone.
    const theirs = await feedUrl(otherOwner.auth);
    expect(theirs).not.toBe(fresh);
    expect(
      events((await fetchFeed(theirs)).body)
        .map((e) => e.summary)
        .join(),
    ).not.toContain('Feed Studio');
  });

  it("takes its address from the server's own, never from Host or X-Forwarded-Host", async () => {
    const forged: Record<string, string>[] = [
      { host: 'evil.example' },
      { 'x-forwarded-host': 'evil.example' },
    ];
    for (const headers of forged) {
      const res = await call(t, 'GET', '/api/owner/calendar-feed', { auth: owner.auth, headers });
      expect(res.json<CalendarFeed>().url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\//);
      const rotated = await call(t, 'POST', '/api/owner/calendar-feed/rotate', {
        auth: owner.auth,
        headers,
      });
      expect(rotated.json<CalendarFeed>().url).toMatch(/^http:\/\/localhost:3000\/api\//);
    }
  });

  it('is for owners: customers 403, guests 401', async () => {
    expect(
      (await call(t, 'GET', '/api/owner/calendar-feed', { auth: customer.auth })).statusCode,
    ).toBe(403);
    expect((await call(t, 'GET', '/api/owner/calendar-feed')).statusCode).toBe(401);
    expect((await call(t, 'POST', '/api/owner/calendar-feed/rotate')).statusCode).toBe(401);
    expect(
      (await call(t, 'GET', '/api/owner/calendar-feed', { auth: admin.auth })).statusCode,
    ).toBe(200);
  });
});

describe('calendar services fetching feeds', () => {
  // A calendar service fetches many owners' feeds from a few addresses of its own.
  const serviceAddress = () => randomAddress();
  const fetchFrom = (address: string, url: string, headers: Record<string, string> = {}) =>
    call(t, 'GET', new URL(url, 'http://localhost').pathname, { address, headers });

  it("serves many owners' valid feeds from one address, past the per-address limit", async () => {
    const address = serviceAddress();
    const owners = await Promise.all(Array.from({ length: 15 }, () => signedInAccount(t, 'owner')));
    const urls = await Promise.all(owners.map((o) => feedUrl(o.auth)));
    for (const url of urls) expect((await fetchFrom(address, url)).statusCode).toBe(200);
  });

  it(`limits one feed to ${CALENDAR_FEED_FETCHES_PER_HOUR} fetches an hour, from any addresses`, async () => {
    const someOwner = await signedInAccount(t, 'owner');
    const url = await feedUrl(someOwner.auth);
    for (let i = 0; i < CALENDAR_FEED_FETCHES_PER_HOUR; i += 1) {
      expect((await fetchFrom(serviceAddress(), url)).statusCode).toBe(200);
    }
    const limited = await fetchFrom(serviceAddress(), url);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another owner's feed is not held back by it.
    const other = await signedInAccount(t, 'owner');
    expect((await fetchFrom(serviceAddress(), await feedUrl(other.auth))).statusCode).toBe(200);
  });

  it('limits wrong addresses per client address, and still serves a valid feed there', async () => {
    const address = serviceAddress();
    const wrong = (i: number) =>
      `/api/calendar/${i.toString(16).padStart(32, '0')}${'A'.repeat(43)}.ics`;
    for (let i = 0; i < t.config.rateLimitPerMinute; i += 1) {
      expect((await fetchFrom(address, wrong(i))).statusCode).toBe(404);
    }
    const limited = await fetchFrom(address, wrong(99));
    expect(limited.statusCode).toBe(429);
    expect((await fetchFrom(address, await feedUrl(owner.auth))).statusCode).toBe(200);
  });

  it('answers 304 without a body to If-None-Match with the ETag, until the feed changes', async () => {
    const someOwner = await signedInAccount(t, 'owner');
    const url = await feedUrl(someOwner.auth);
    const first = await fetchFrom(serviceAddress(), url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await fetchFrom(serviceAddress(), url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe('');
    // A list of tags, one of them weak, matches too.
    const listed = await fetchFrom(serviceAddress(), url, { 'if-none-match': `"x", W/${etag}` });
    expect(listed.statusCode).toBe(304);

    const studio = await bookableStudio({ authorId: someOwner._id });
    await createBookingRow(t, {
      studioId: studio.id,
      customerId: customer._id,
      date: addDays(today, 2),
      hours: [10],
    });
    const changed = await fetchFrom(serviceAddress(), url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(events(changed.body)).toHaveLength(1);
  });
});
