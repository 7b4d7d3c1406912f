import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, BookingState } from '@studio-hive/domain';
import { sql } from 'drizzle-orm';
import {
  call,
  createBookingRow,
  createStudioRow,
  type SignedInAccount as Account,
} from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { dashboardsClient, ids, startDashboardsApp } from '../../test/fixtures/dashboards';

/** The admin's bookings list with a search and a filter, and the OpenAPI document. */

let t: TestApp;
let asha: Account;
let ravi: Account;
let meera: Account;
let admin: Account;
let b: Record<number, string>;

beforeAll(async () => {
  ({ t, asha, ravi, meera, admin, b } = await startDashboardsApp());
});
afterAll(() => t.close());

const { get, atMidnight } = dashboardsClient(() => t);

describe('GET /api/admin/bookings with a filter', () => {
  const adminList = async (query: string) => {
    const res = await get(`/api/admin/bookings${query}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return { ids: ids(res.json<Booking[]>()), headers: res.headers };
  };

  it('responds with every booking without a query, upcoming soonest first, then past latest first', async () => {
    const res = await get('/api/admin/bookings', admin);
    expect(res.statusCode).toBe(200);
    expect(ids(res.json<Booking[]>())).toEqual([1, 5, 2, 6, 7, 9, 8, 3, 4].map((n) => b[n]));
    expect(res.headers['x-total-count']).toBe('9');
    expect(res.headers.link).toBeUndefined();
  });

  it('searches studio name, customer name, customer e-mail and studio city, ignoring case', async () => {
    expect((await adminList('?q=sonic')).ids).toEqual([b[1], b[2], b[8], b[4]]);
    // A customer's bookings, the deleted studio's among them.
    expect((await adminList('?q=ASHA')).ids).toEqual([b[1], b[2], b[7], b[3]]);
    expect((await adminList('?q=zeta')).ids).toEqual([b[5], b[6], b[9], b[4]]);
    const noida = await adminList('?q=%20noida%20');
    expect(noida.ids).toEqual([b[6], b[9], b[3]]);
    expect(noida.headers['x-total-count']).toBe('3');
    expect((await adminList('?q=nobody-at-all')).ids).toEqual([]);
    expect((await adminList('?q=')).ids).toHaveLength(9);
  });

  it("takes '%', '_' and '\\' literally", async () => {
    expect((await adminList('?q=%25')).ids).toEqual([b[5]]);
    expect((await adminList('?q=%25%25%25')).ids).toEqual([]);
    expect((await adminList('?q=_')).ids).toEqual([b[5]]);
    expect((await adminList('?q=0%25%20L')).ids).toEqual([b[5]]);
    expect((await adminList('?q=%5C')).ids).toEqual([]);
  });

  it('filters upcoming and past by the IST date, with or without a search', async () => {
    expect((await adminList('?when=upcoming')).ids).toEqual([b[1], b[5], b[2], b[6]]);
    expect((await adminList('?when=past')).ids).toEqual([b[7], b[9], b[8], b[3], b[4]]);
    expect((await adminList('?when=all')).ids).toHaveLength(9);
    expect((await adminList('?when=upcoming&q=sonic')).ids).toEqual([b[1], b[2]]);
    await atMidnight(async () => {
      expect((await adminList('?when=upcoming')).ids).toEqual([b[2], b[6]]);
      expect((await adminList('?when=past&q=sonic')).ids).toEqual([b[1], b[8], b[4]]);
    });
  });

  it('pages with X-Total-Count and Link, keeping the other parameters', async () => {
    const first = await adminList('?limit=4');
    expect(first.ids).toEqual([b[1], b[5], b[2], b[6]]);
    expect(first.headers['x-total-count']).toBe('9');
    expect(first.headers.link).toBe('</api/admin/bookings?limit=4&page=2>; rel="next"');
    const second = await adminList('?limit=4&page=2');
    expect(second.ids).toEqual([b[7], b[9], b[8], b[3]]);
    expect(second.headers.link).toBe(
      '</api/admin/bookings?limit=4&page=1>; rel="prev", </api/admin/bookings?limit=4&page=3>; rel="next"',
    );
    const last = await adminList('?limit=4&page=3');
    expect(last.ids).toEqual([b[4]]);
    expect(last.headers.link).toBe('</api/admin/bookings?limit=4&page=2>; rel="prev"');
    const beyond = await adminList('?limit=4&page=9');
    expect(beyond.ids).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('9');

    const filtered = await adminList('?q=zeta&when=past&limit=1');
    expect(filtered.ids).toEqual([b[9]]);
    expect(filtered.headers['x-total-count']).toBe('2');
    expect(filtered.headers.link).toBe(
      '</api/admin/bookings?q=zeta&when=past&limit=1&page=2>; rel="next"',
    );
    // `page` alone does not page: every match, as without it.
    expect((await adminList('?page=2')).ids).toHaveLength(9);
  });

  it('refuses bad queries with 400 and a sentence', async () => {
    const cases: [string, string, string][] = [
      ['?when=soon', 'when', "Filter must be 'all', 'upcoming' or 'past'."],
      ['?limit=101', 'limit', 'limit must be a whole number from 1 to 100.'],
      ['?limit=0', 'limit', 'limit must be a whole number from 1 to 100.'],
      ['?limit=ten', 'limit', 'limit must be a whole number from 1 to 100.'],
      ['?page=0&limit=5', 'page', 'page must be a whole number from 1.'],
      [`?q=${'x'.repeat(101)}`, 'q', 'Search text is too long.'],
      ['?q=a%00b', 'q', 'Search text contains characters that are not allowed.'],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(`/api/admin/bookings${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        message,
        fieldErrors: { [field]: message },
      });
    }
  });

  it('filters by the state as it reads now, an overdue request as expired', async () => {
    const studio = (await get('/api/admin/bookings', admin)).json<Booking[]>()[0]!.studio!;
    const studioId = studio._id;
    const row = (
      status: BookingState,
      extra: Partial<Parameters<typeof createBookingRow>[1]> & { hours: number[] },
    ) =>
      createBookingRow(t, { studioId, customerId: asha._id, date: '2026-12-20', status, ...extra });
    const cancelled = await row('cancelled', { hours: [9], cancelledBy: 'customer' });
    const open = await row('requested', {
      hours: [10],
      decisionDueAt: new Date(t.clock.now.getTime() + 60 * 60 * 1000),
    });
    const overdue = await row('requested', {
      hours: [11],
      decisionDueAt: new Date(t.clock.now.getTime() - 60 * 1000),
    });
    expect((await adminList('?status=cancelled')).ids).toEqual([cancelled.id]);
    expect((await adminList('?status=requested')).ids).toEqual([open.id]);
    expect((await adminList('?status=expired')).ids).toEqual([overdue.id]);
    expect((await adminList('?status=confirmed')).ids).toHaveLength(9);
    // A search narrowed to a state, counted and paged: the same reading of the deadline.
    const search = `?q=${encodeURIComponent(studio.name)}&limit=10&status=`;
    for (const [status, booking] of [
      ['cancelled', cancelled],
      ['requested', open],
      ['expired', overdue],
    ] as const) {
      const page = await adminList(search + status);
      expect(page.ids, status).toEqual([booking.id]);
      expect(page.headers['x-total-count'], status).toBe('1');
    }
    const bad = await get('/api/admin/bookings?status=lost', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors?.status).toContain('Status must be one of');
  });

  it('pages the very list the query responds with whole, at any page size, and counts it', async () => {
    const listed = (await get('/api/admin/bookings', admin)).json<Booking[]>();
    // Sessions on the same day and hour at every studio, one upcoming day and one past day:
    // only the id orders them.
    const studioIds = [...new Set(listed.flatMap((booking) => booking.studio?._id ?? []))];
    for (const date of [listed[0]!.date, listed.at(-1)!.date]) {
      for (const studioId of studioIds) {
        await createBookingRow(t, { studioId, customerId: ravi._id, date, hours: [22] });
      }
    }
    // 'o' matches studios (Sonic Den, Quiet Room, Noida) and customers (Meera Owner, who books at
    // Sonic Den): a booking matching both counts once.
    const queries = ['', 'when=upcoming', 'when=past', 'q=sonic', 'q=asha&when=past', 'q=o'];
    const states = ['status=confirmed', 'status=cancelled', 'status=requested', 'status=expired'];
    for (const query of [
      ...queries,
      ...states,
      'when=upcoming&status=expired',
      'q=a&status=confirmed',
    ]) {
      const whole = await adminList(`?${query}`);
      expect(whole.ids.length, query).toBeGreaterThan(0);
      for (const limit of [1, 3, 5]) {
        const paged: string[] = [];
        for (let page = 1; ; page++) {
          const { ids: items, headers } = await adminList(`?${query}&limit=${limit}&page=${page}`);
          expect(headers['x-total-count'], `${query} page ${page}`).toBe(String(whole.ids.length));
          if (items.length === 0) break;
          paged.push(...items);
        }
        expect(paged, `${query}, ${limit} a page`).toEqual(whole.ids);
      }
    }
  });

  it('counts a broad search up to 1,000 and then says "more than", paging on past it', async () => {
    // `count` confirmed sessions of a new studio, one a day from `firstDay` days from today
    // (IST) over `days` days, at 9, 10 or 11 (written in one statement, as many as a city has).
    const sessionsAt = async (
      studio: { authorId: string; name: string; city: string },
      { count, days, firstDay }: { count: number; days: number; firstDay: number },
    ) => {
      const { id } = await createStudioRow(t, studio);
      await t.database.db.execute(sql`
        insert into bookings (studio_id, customer_id, date, package_key, base_price, addons_total,
                              total_price, status, hours, status_changed_at)
        select ${id}, ${asha._id}, '2026-11-30'::date + ${firstDay}::int + (k % ${days}::int),
               '1 Cam', 1000, 0, 1000, 'confirmed', array[(9 + k % 3)::smallint], now()
        from generate_series(1, ${count}::int) k`);
    };
    // 1,120 upcoming and 280 past sessions (200 days, 40 of them past), several a day and hour.
    await sessionsAt(
      { authorId: ravi._id, name: 'Crowded Hall', city: 'Meerut' },
      { count: 1400, days: 200, firstDay: -40 },
    );
    // And 2,600 upcoming sessions elsewhere among them: deep pages of the search read more
    // bookings than a walk tests one by one (admin-bookings.ts, WALK_PROBE_ROWS).
    await sessionsAt(
      { authorId: meera._id, name: 'Filler', city: 'Agra' },
      { count: 2600, days: 130, firstDay: 0 },
    );
    const whole = await adminList('?q=crowded');
    expect(whole.ids).toHaveLength(1400);
    expect(whole.headers['x-total-count']).toBe('1400');
    expect(whole.headers['x-total-count-capped']).toBeUndefined();

    const first = await adminList('?q=crowded&limit=50');
    expect(first.ids).toEqual(whole.ids.slice(0, 50));
    expect(first.headers['x-total-count']).toBe('1000');
    expect(first.headers['x-total-count-capped']).toBe('true');
    expect(first.headers.link).toBe('</api/admin/bookings?q=crowded&limit=50&page=2>; rel="next"');
    // Narrowed to a state every match is in: counted to the cap too, and walked testing only
    // the bookings in that state.
    const confirmed = await adminList('?q=crowded&status=confirmed&limit=50&page=2');
    expect(confirmed.ids).toEqual(whole.ids.slice(50, 100));
    expect(confirmed.headers['x-total-count']).toBe('1000');
    expect(confirmed.headers['x-total-count-capped']).toBe('true');
    // The past timeframe alone, its state read as of now: counted exactly, under the cap.
    const past = await adminList('?q=crowded&when=past&status=confirmed&limit=10&page=3');
    expect(past.ids).toEqual(whole.ids.slice(1120 + 20, 1120 + 30));
    expect(past.headers['x-total-count']).toBe('280');
    expect(past.headers['x-total-count-capped']).toBeUndefined();
    // Pages at and past the thousandth match are counted to their end: exact once reached.
    const pages = [];
    for (const page of [20, 21, 23, 28])
      pages.push(await adminList(`?q=crowded&limit=50&page=${page}`));
    expect(pages.map((p) => p.ids)).toEqual(
      [20, 21, 23, 28].map((page) => whole.ids.slice((page - 1) * 50, page * 50)),
    );
    expect(pages.map((p) => p.headers['x-total-count-capped'])).toEqual([
      'true',
      'true',
      undefined,
      undefined,
    ]);
    expect(pages[2]!.headers['x-total-count']).toBe('1400');
    expect(pages[3]!.headers.link).toBe(
      '</api/admin/bookings?q=crowded&limit=50&page=27>; rel="prev"',
    );
  });

  it('stays for admins only, whatever the query', async () => {
    expect((await call(t, 'GET', '/api/admin/bookings?q=sonic')).statusCode).toBe(401);
    for (const who of [asha, ravi]) {
      expect((await get('/api/admin/bookings?when=upcoming&limit=5', who)).statusCode).toBe(403);
    }
  });
});

describe('the OpenAPI document', () => {
  type Operation = {
    tags?: string[];
    summary?: string;
    security?: unknown[];
    parameters?: { name: string; in: string }[];
    responses?: Record<string, unknown>;
  };

  it('describes the summaries and the admin bookings query', async () => {
    const res = await call(t, 'GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
    const expected: [string, string[], string[]][] = [
      ['/api/booking/customer/summary', ['dashboards'], ['200', '401']],
      ['/api/booking/owner/summary', ['dashboards'], ['200', '401', '403']],
      ['/api/admin/summary', ['admin'], ['200', '401', '403']],
      ['/api/admin/bookings', ['admin'], ['200', '400', '401', '403']],
    ];
    for (const [path, tags, statuses] of expected) {
      const operation = paths[path]?.get;
      expect(operation?.tags, path).toEqual(tags);
      expect(operation?.summary, path).toEqual(expect.any(String));
      expect(operation?.security, path).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(operation?.responses ?? {}).sort(), path).toEqual(statuses);
    }
    const query = paths['/api/admin/bookings']?.get?.parameters ?? [];
    expect(query.filter((p) => p.in === 'query').map((p) => p.name)).toEqual([
      'q',
      'when',
      'status',
      'page',
      'limit',
    ]);
  });
});
