import { describe, expect, it } from 'vitest';
import {
  addDays,
  UNPAGED_BOOKINGS_LIMIT,
  type Booking,
  type BookingState,
} from '@studio-hive/domain';
import {
  call,
  createBookingRow,
  createStudioRow,
  signedInAccount,
  type SignedInAccount as Account,
} from '../../test/factories';
import { admin, customer, START, t, today, useBookingsApp } from '../../test/fixtures/bookings';

/**
 * GET /booking/customer and GET /booking/owner paged (decision 041): who sees what, the order
 * across pages, the headers, the filters, bad input, and the bounded page of a client that asks
 * none.
 */

useBookingsApp();

const list = (path: string, auth?: string) =>
  call(t, 'GET', `/api/booking/${path}`, auth ? { auth } : {});

const ids = (res: { json: <T>() => T }) => res.json<Booking[]>().map((b) => b._id);

type Row = { date: string; hour: number; status?: BookingState; decisionDueAt?: Date };

/**
 * An owner with two studios and a customer with `rows` bookings spread over them (alternately),
 * each row's session at its date and hour.
 */
async function history(rows: Row[]) {
  const owner = await signedInAccount(t, 'owner');
  const buyer = await signedInAccount(t, 'customer');
  const studios = await Promise.all(
    ['North Room', 'South Room'].map((name) => createStudioRow(t, { authorId: owner._id, name })),
  );
  const made: { id: string; row: Row }[] = [];
  for (const [n, row] of rows.entries()) {
    const booking = await createBookingRow(t, {
      studioId: studios[n % 2]!.id,
      customerId: buyer._id,
      date: row.date,
      hours: [row.hour],
      status: row.status ?? 'cancelled',
      ...(row.decisionDueAt ? { decisionDueAt: row.decisionDueAt } : {}),
    });
    made.push({ id: booking.id, row });
  }
  return { owner, buyer, made };
}

/** Each list with the caller who sees the bookings in it. */
const bothLists = (buyer: Account, owner: Account) =>
  [
    ['customer', buyer.auth],
    ['owner', owner.auth],
  ] as const;

/** Session order (decision 018): upcoming soonest first, then past latest first. */
function sessionOrder(made: { id: string; row: Row }[]): string[] {
  const key = ({ row }: { row: Row }) => `${row.date} ${String(row.hour).padStart(2, '0')}`;
  const upcoming = made
    .filter((m) => m.row.date >= today)
    .sort((a, b) => (key(a) < key(b) ? -1 : 1));
  const past = made.filter((m) => m.row.date < today).sort((a, b) => (key(a) > key(b) ? -1 : 1));
  return [...upcoming, ...past].map((m) => m.id);
}

// Seven sessions: three ahead (today at 11 first), four behind, not made in session order.
const SEVEN: Row[] = [
  { date: addDays(today, -3), hour: 9 },
  { date: addDays(today, 2), hour: 9 },
  { date: today, hour: 11 },
  { date: addDays(today, -1), hour: 15 },
  { date: addDays(today, 1), hour: 10 },
  { date: addDays(today, -1), hour: 9 },
  { date: addDays(today, -10), hour: 12 },
];

describe("the customer's and the owner's lists, paged", () => {
  it('pages both lists in session order across the timeframes, with X-Total-Count and Link', async () => {
    const { owner, buyer, made } = await history(SEVEN);
    const expected = sessionOrder(made);
    for (const [path, auth] of bothLists(buyer, owner)) {
      const pages = [];
      for (const page of [1, 2, 3]) {
        const res = await list(`${path}?page=${page}&limit=3`, auth);
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-total-count']).toBe('7');
        pages.push({ ids: ids(res), link: res.headers.link });
      }
      // Page 1 holds the three upcoming sessions; page 2 crosses into the past, latest first.
      expect(pages.flatMap((p) => p.ids)).toEqual(expected);
      expect(pages.map((p) => p.ids.length)).toEqual([3, 3, 1]);
      expect(pages[0]!.link).toBe(`</api/booking/${path}?page=2&limit=3>; rel="next"`);
      expect(pages[1]!.link).toBe(
        `</api/booking/${path}?page=1&limit=3>; rel="prev", </api/booking/${path}?page=3&limit=3>; rel="next"`,
      );
      expect(pages[2]!.link).toBe(`</api/booking/${path}?page=2&limit=3>; rel="prev"`);

      // Beyond the last page: empty, with the total.
      const beyond = await list(`${path}?page=4&limit=3`, auth);
      expect(ids(beyond)).toEqual([]);
      expect(beyond.headers['x-total-count']).toBe('7');
    }
  });

  it('narrows by when and by states, as the bookings read now, and keeps them in Link', async () => {
    const overdue = new Date(START.getTime() - 60_000);
    const open = new Date(START.getTime() + 3_600_000);
    const { owner, buyer, made } = await history([
      { date: addDays(today, 1), hour: 9, status: 'confirmed' },
      { date: addDays(today, 2), hour: 9, status: 'requested', decisionDueAt: open },
      { date: addDays(today, 3), hour: 9, status: 'requested', decisionDueAt: overdue },
      { date: addDays(today, -2), hour: 9, status: 'confirmed' },
      { date: addDays(today, -3), hour: 9, status: 'no_show' },
      { date: addDays(today, -4), hour: 9, status: 'declined' },
    ]);
    const id = (n: number) => made[n]!.id;
    const cases: [string, string[]][] = [
      ['when=upcoming', [id(0), id(1), id(2)]],
      ['when=past', [id(3), id(4), id(5)]],
      // The request past its deadline reads 'expired', though stored as requested.
      ['status=requested', [id(1)]],
      ['status=expired,declined', [id(2), id(5)]],
      ['when=past&status=confirmed,no_show', [id(3), id(4)]],
      ['when=all&status=cancelled', []],
    ];
    for (const [query, expected] of cases) {
      for (const [path, auth] of bothLists(buyer, owner)) {
        const res = await list(`${path}?${query}&page=1&limit=50`, auth);
        expect(res.statusCode, `${path}?${query}`).toBe(200);
        expect(ids(res), `${path}?${query}`).toEqual(expected);
        expect(res.headers['x-total-count']).toBe(String(expected.length));
      }
    }
    const paged = await list(
      'owner?when=upcoming&status=confirmed,requested&page=1&limit=1',
      owner.auth,
    );
    expect(paged.headers['x-total-count']).toBe('2');
    expect(paged.headers.link).toBe(
      '</api/booking/owner?when=upcoming&status=confirmed%2Crequested&page=2&limit=1>; rel="next"',
    );
  });

  it('gives a client that asks no page the first page, bounded, with a Link to the next', async () => {
    const rows: Row[] = Array.from({ length: UNPAGED_BOOKINGS_LIMIT + 5 }, (_, n) => ({
      date: addDays(today, -1 - Math.floor(n / 8)),
      hour: 9 + (n % 8),
    }));
    const { owner, buyer, made } = await history(rows);
    const expected = sessionOrder(made);
    for (const [path, auth] of bothLists(buyer, owner)) {
      const first = await list(path, auth);
      expect(first.statusCode).toBe(200);
      expect(ids(first)).toEqual(expected.slice(0, UNPAGED_BOOKINGS_LIMIT));
      expect(first.headers['x-total-count']).toBe(String(UNPAGED_BOOKINGS_LIMIT + 5));
      const next = `/api/booking/${path}?page=2&limit=${UNPAGED_BOOKINGS_LIMIT}`;
      expect(first.headers.link).toBe(`<${next}>; rel="next"`);
      const second = await call(t, 'GET', next, { auth });
      expect(ids(second)).toEqual(expected.slice(UNPAGED_BOOKINGS_LIMIT));
      expect(second.headers.link).toContain('rel="prev"');
      expect(second.headers.link).not.toContain('rel="next"');
    }
  });

  it("shows each caller only their own: guests 401, a customer 403 on the owner's list, another owner none", async () => {
    const { owner, buyer, made } = await history(SEVEN.slice(0, 3));
    const theirs = made.map((m) => m.id);
    for (const path of ['customer', 'owner', 'customer?page=1&limit=10', 'owner?page=1&limit=10']) {
      expect((await list(path)).statusCode, path).toBe(401);
    }
    expect((await list('owner?page=1&limit=10', buyer.auth)).statusCode).toBe(403);

    const otherOwner: Account = await signedInAccount(t, 'owner');
    const others = await list('owner?page=1&limit=100', otherOwner.auth);
    expect(others.statusCode).toBe(200);
    expect(ids(others)).toEqual([]);
    expect(others.headers['x-total-count']).toBe('0');
    // Another customer sees none of the buyer's bookings.
    const stranger = await list('customer?page=1&limit=100', customer.auth);
    expect(ids(stranger).filter((id) => theirs.includes(id))).toEqual([]);
    // The owner's own bookings as a customer: none (they booked nothing).
    expect(ids(await list('customer', owner.auth))).toEqual([]);
    // An admin may ask either (the owner's role is theirs too): their own, none of the owner's.
    for (const path of ['customer', 'owner']) {
      const res = await list(`${path}?page=1&limit=100`, admin.auth);
      expect(res.statusCode, path).toBe(200);
      expect(ids(res).filter((id) => theirs.includes(id))).toEqual([]);
    }
  });

  it('refuses bad paging and filters with 400 and a clear message', async () => {
    const cases: [string, string][] = [
      ['page=0&limit=10', 'page must be a whole number from 1.'],
      ['page=abc', 'page must be a whole number from 1.'],
      ['page=1&limit=1000', 'limit must be a whole number from 1 to 100.'],
      ['limit=0', 'limit must be a whole number from 1 to 100.'],
      ['when=soon', "Filter must be 'all', 'upcoming' or 'past'."],
      ['refund=owed', "The refund filter must be 'due'."],
      [
        'status=confirmed,done',
        "Status must be one or more of 'requested', 'awaiting_deposit', 'confirmed', 'declined', 'expired', 'cancelled', 'no_show', separated by commas.",
      ],
    ];
    for (const [path, auth] of [
      ['customer', customer.auth],
      ['owner', (await signedInAccount(t, 'owner')).auth],
    ] as const) {
      for (const [query, message] of cases) {
        const res = await list(`${path}?${query}`, auth);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(JSON.stringify(res.json()), `${path}?${query}`).toContain(message);
      }
    }
  });
});
