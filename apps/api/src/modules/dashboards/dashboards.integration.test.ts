import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  OWNER_CHART_DAYS,
  type AdminSummary,
  type Booking,
  type CustomerSummary,
  type DailyFigure,
  type OwnerSummary,
} from '@studio-hive/domain';
import * as schema from '../../db/schema';
import {
  call,
  createBookingRow,
  createStudioRow,
  signedInAccount,
  uniqueEmail,
  type SignedInAccount as Account,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The three dashboards' figures (decision 012) over one known data set, read by every role
 * through the real HTTP stack. The clock stands one second before midnight in India on the last
 * day of a month, and moves to midnight where a test says so: the day and the month change
 * together there, while in UTC it is still the afternoon of the same day.
 */
let t: TestApp;

const BEFORE_MIDNIGHT = new Date('2026-11-30T18:29:59Z'); // 23:59:59 IST on 30 November
const AT_MIDNIGHT = new Date('2026-11-30T18:30:00Z'); // 00:00:00 IST on 1 December

let asha: Account; // customer
let kabir: Account; // customer, found by an e-mail fragment ('zeta')
let idle: Account; // customer without bookings
let ravi: Account; // owner of Sonic Den, Quiet Room and two pending studios
let meera: Account; // owner of Bass_Hall 100% Live (and of a studio deleted since); books at Ravi's
let admin: Account;

/** Booking ids by their number in the table of `beforeAll`. */
const b: Record<number, string> = {};
const studios: Record<'sonic' | 'quiet' | 'bass' | 'earlyDraft' | 'lateDraft', string> = {
  sonic: '',
  quiet: '',
  bass: '',
  earlyDraft: '',
  lateDraft: '',
};

const get = (url: string, who?: Account) => call(t, 'GET', url, who ? { auth: who.auth } : {});

async function read<T>(url: string, who: Account): Promise<T> {
  const res = await get(url, who);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json<T>();
}

/** Runs `check` with the clock at IST midnight, then puts it back. */
async function atMidnight(check: () => Promise<void>) {
  t.clock.now = new Date(AT_MIDNIGHT);
  try {
    await check();
  } finally {
    t.clock.now = new Date(BEFORE_MIDNIGHT);
  }
}

/** OWNER_CHART_DAYS days from `from`, zero except the days given as [bookings, revenue]. */
function chart(from: string, figures: Record<string, [number, number]>): DailyFigure[] {
  return Array.from({ length: OWNER_CHART_DAYS }, (_, i) => {
    const date = addDays(from, i);
    const [bookings, revenue] = figures[date] ?? [0, 0];
    return { date, bookings, revenue };
  });
}

const ids = (bookings: Booking[]) => bookings.map((booking) => booking._id);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date(BEFORE_MIDNIGHT);
  [asha, kabir, idle, ravi, meera, admin] = await Promise.all([
    signedInAccount(t, 'customer', { name: 'Asha Verma' }),
    signedInAccount(t, 'customer', { name: 'Kabir Singh', email: uniqueEmail('zeta') }),
    signedInAccount(t, 'customer', { name: 'Idle Ira' }),
    signedInAccount(t, 'owner', { name: 'Ravi Owner' }),
    signedInAccount(t, 'owner', { name: 'Meera Owner' }),
    signedInAccount(t, 'admin', { name: 'Platform Admin' }),
  ]);
  const studio = (authorId: string, name: string, city: string, more = {}) =>
    createStudioRow(t, { authorId, name, city, ...more });
  studios.sonic = (await studio(ravi._id, 'Sonic Den', 'Gurgaon')).id;
  studios.quiet = (await studio(ravi._id, 'Quiet Room', 'Noida')).id;
  // Written in the other order than their submission dates: the list follows the dates.
  studios.lateDraft = (
    await studio(ravi._id, 'Late Draft', 'Gurgaon', {
      approved: false,
      createdAt: new Date('2026-11-20T06:00:00Z'),
    })
  ).id;
  studios.earlyDraft = (
    await studio(ravi._id, 'Early Draft', 'Noida', {
      approved: false,
      createdAt: new Date('2026-11-10T06:00:00Z'),
    })
  ).id;
  // '%' and '_' in a name: a search for them must find this studio only.
  studios.bass = (await studio(meera._id, 'Bass_Hall 100% Live', 'New Delhi')).id;
  const gone = (await studio(meera._id, 'Gone Studio', 'Faridabad')).id;

  // #, customer, studio, date, hours, total price. Written oldest first (createdAt).
  const table: [number, Account, string, string, number[], number][] = [
    [1, asha, studios.sonic, '2026-11-30', [10], 1000], // the last day of the month
    [2, asha, studios.sonic, '2026-12-01', [10, 11], 2000], // the first day of the next
    [3, asha, studios.quiet, '2026-11-02', [9], 500],
    [4, kabir, studios.sonic, '2026-10-31', [9], 700], // the day before the chart
    [5, kabir, studios.bass, '2026-11-30', [15], 3000],
    [6, kabir, studios.quiet, '2027-01-15', [12], 4000],
    [7, asha, gone, '2026-11-20', [10], 800], // its studio is deleted below
    [8, meera, studios.sonic, '2026-11-15', [14], 1200], // an owner booking another's studio
    [9, kabir, studios.quiet, '2026-11-15', [16], 300], // a second session on 15 November
  ];
  for (const [n, customer, studioId, date, hours, totalPrice] of table) {
    const row = await createBookingRow(t, {
      studioId,
      customerId: customer._id,
      date,
      hours,
      totalPrice,
      createdAt: new Date(Date.UTC(2026, 9, 1, 0, n)),
    });
    b[n] = row.id;
  }
  await t.database.db.delete(schema.studios).where(eq(schema.studios.id, gone));
});
afterAll(() => t.close());

const CUSTOMER_SUMMARY = '/api/booking/customer/summary';
const OWNER_SUMMARY = '/api/booking/owner/summary';
const ADMIN_SUMMARY = '/api/admin/summary';

describe('who may read which summary', () => {
  it('refuses guests and a bad token with 401', async () => {
    for (const url of [CUSTOMER_SUMMARY, OWNER_SUMMARY, ADMIN_SUMMARY]) {
      for (const auth of [undefined, 'Bearer not-a-token']) {
        const res = await call(t, 'GET', url, auth ? { auth } : {});
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
    }
  });

  it('refuses the owner summary to customers and the admin summary to customers and owners', async () => {
    for (const [url, who] of [
      [OWNER_SUMMARY, asha],
      [ADMIN_SUMMARY, asha],
      [ADMIN_SUMMARY, ravi],
    ] as const) {
      const res = await get(url, who);
      expect(res.statusCode, `${url} ${who.role}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('lets owners and admins read their own customer summary, and admins pass the owner check', async () => {
    expect(await read<CustomerSummary>(CUSTOMER_SUMMARY, admin)).toEqual({
      totalBookings: 0,
      upcoming: 0,
      completed: 0,
      totalSpent: 0,
      recent: [],
    });
    // An admin without studios: nothing, but every day of the chart is there.
    expect(await read<OwnerSummary>(OWNER_SUMMARY, admin)).toEqual({
      activeStudios: 0,
      pendingStudios: 0,
      upcomingBookings: 0,
      totalBookings: 0,
      totalRevenue: 0,
      monthRevenue: 0,
      recentBookings: [],
      pendingStudioList: [],
      lastDays: chart('2026-11-01', {}),
    });
  });
});

describe('GET /api/booking/customer/summary', () => {
  it("counts the caller's bookings, upcoming from today in IST, a deleted studio's included", async () => {
    const summary = await read<CustomerSummary>(CUSTOMER_SUMMARY, asha);
    expect(summary).toMatchObject({
      totalBookings: 4,
      upcoming: 2, // 30 November (today) and 1 December
      completed: 2,
      totalSpent: 1000 + 2000 + 500 + 800,
    });
    // The first three of the list (decision 018): today's and tomorrow's sessions, then the latest
    // past one, the deleted studio's (null there too).
    expect(ids(summary.recent)).toEqual([b[1], b[2], b[7]]);
    expect(summary.recent[2]?.studio).toBeNull();
    const list = await read<Booking[]>('/api/booking/customer', asha);
    expect(summary.recent).toEqual(list.slice(0, 3));
  });

  it('moves a booking of today to completed at midnight in IST', async () => {
    await atMidnight(async () => {
      expect(await read<CustomerSummary>(CUSTOMER_SUMMARY, asha)).toMatchObject({
        totalBookings: 4,
        upcoming: 1, // only 1 December is today or later now
        completed: 3,
        totalSpent: 4300,
      });
    });
  });

  it('shows each caller only their own bookings', async () => {
    const kabirs = await read<CustomerSummary>(CUSTOMER_SUMMARY, kabir);
    expect(kabirs).toMatchObject({
      totalBookings: 4,
      upcoming: 2,
      completed: 2,
      totalSpent: 700 + 3000 + 4000 + 300,
    });
    expect(ids(kabirs.recent)).toEqual([b[5], b[6], b[9]]);
    // An owner's own bookings as a customer; not the ones at their studios.
    const meeras = await read<CustomerSummary>(CUSTOMER_SUMMARY, meera);
    expect(meeras).toMatchObject({ totalBookings: 1, upcoming: 0, completed: 1, totalSpent: 1200 });
    expect(ids(meeras.recent)).toEqual([b[8]]);
    expect(await read<CustomerSummary>(CUSTOMER_SUMMARY, idle)).toEqual({
      totalBookings: 0,
      upcoming: 0,
      completed: 0,
      totalSpent: 0,
      recent: [],
    });
  });
});

describe('GET /api/booking/owner/summary', () => {
  it("sums the bookings at the caller's studios, with this IST month and 30 zero-filled days", async () => {
    const summary = await read<OwnerSummary>(OWNER_SUMMARY, ravi);
    expect(summary).toEqual({
      activeStudios: 2,
      pendingStudios: 2,
      upcomingBookings: 3, // #1 today, #2 tomorrow, #6 in January
      totalBookings: 7,
      totalRevenue: 1000 + 2000 + 500 + 700 + 4000 + 1200 + 300,
      monthRevenue: 1000 + 500 + 1200 + 300, // November: not 31 October, not 1 December
      recentBookings: expect.any(Array),
      pendingStudioList: [
        { _id: studios.earlyDraft, name: 'Early Draft', createdAt: '2026-11-10T06:00:00.000Z' },
        { _id: studios.lateDraft, name: 'Late Draft', createdAt: '2026-11-20T06:00:00.000Z' },
      ],
      lastDays: chart('2026-11-01', {
        '2026-11-02': [1, 500],
        '2026-11-15': [2, 1500],
        '2026-11-30': [1, 1000],
      }),
    });
    expect(summary.lastDays).toHaveLength(30);
    expect(summary.lastDays[0]?.date).toBe('2026-11-01');
    expect(summary.lastDays.at(-1)?.date).toBe('2026-11-30');
    // The first five of GET /booking/owner: upcoming soonest first, then past latest first.
    expect(ids(summary.recentBookings)).toEqual([b[1], b[2], b[6], b[9], b[8]]);
    const list = await read<Booking[]>('/api/booking/owner', ravi);
    expect(list).toHaveLength(7);
    expect(summary.recentBookings).toEqual(list.slice(0, 5));
  });

  it('starts a new month and a new chart day at midnight in IST', async () => {
    await atMidnight(async () => {
      const summary = await read<OwnerSummary>(OWNER_SUMMARY, ravi);
      expect(summary).toMatchObject({
        upcomingBookings: 2,
        totalBookings: 7,
        totalRevenue: 9700,
        monthRevenue: 2000, // December so far: #2 only
      });
      expect(summary.lastDays).toEqual(
        chart('2026-11-02', {
          '2026-11-02': [1, 500],
          '2026-11-15': [2, 1500],
          '2026-11-30': [1, 1000],
          '2026-12-01': [1, 2000],
        }),
      );
      expect(summary.lastDays[0]?.date).toBe('2026-11-02');
      expect(summary.lastDays.at(-1)?.date).toBe('2026-12-01');
    });
  });

  it("never counts another owner's studios, nor a deleted studio's bookings", async () => {
    const summary = await read<OwnerSummary>(OWNER_SUMMARY, meera);
    expect(summary).toEqual({
      activeStudios: 1,
      pendingStudios: 0,
      upcomingBookings: 1,
      totalBookings: 1, // #5; #7 was at the deleted studio, #8 is hers as a customer
      totalRevenue: 3000,
      monthRevenue: 3000,
      recentBookings: [expect.objectContaining({ _id: b[5] })],
      pendingStudioList: [],
      lastDays: chart('2026-11-01', { '2026-11-30': [1, 3000] }),
    });
    expect(summary.recentBookings[0]).toMatchObject({
      studio: { _id: studios.bass, name: 'Bass_Hall 100% Live' },
      customer: { _id: kabir._id, name: 'Kabir Singh', email: kabir.email },
    });
  });
});

describe('GET /api/admin/summary', () => {
  it('sums the whole platform, before and after midnight in IST', async () => {
    expect(await read<AdminSummary>(ADMIN_SUMMARY, admin)).toEqual({
      pendingStudios: 2,
      activeStudios: 3,
      upcomingBookings: 4, // #1, #2, #5, #6
      totalBookings: 9, // the deleted studio's #7 too, as in the admin's list
      platformRevenue: 13_500,
      monthRevenue: 1000 + 500 + 3000 + 800 + 1200 + 300,
    });
    await atMidnight(async () => {
      expect(await read<AdminSummary>(ADMIN_SUMMARY, admin)).toEqual({
        pendingStudios: 2,
        activeStudios: 3,
        upcomingBookings: 2,
        totalBookings: 9,
        platformRevenue: 13_500,
        monthRevenue: 2000,
      });
    });
  });
});

describe('GET /api/admin/bookings with a filter', () => {
  const adminList = async (query: string) => {
    const res = await get(`/api/admin/bookings${query}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return { ids: ids(res.json<Booking[]>()), headers: res.headers };
  };

  it('answers every booking without a query, upcoming soonest first, then past latest first', async () => {
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
      'page',
      'limit',
    ]);
  });
});
