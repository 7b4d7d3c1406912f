import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  BOOKING_MESSAGES,
  CUSTOMER_RECENT_BOOKINGS,
  OWNER_RECENT_BOOKINGS,
  type Booking,
  type BookingCreated,
  type BookingRequest,
  type Studio,
} from '@studio-hive/domain';
import * as schema from '../../db/schema';
import {
  bookingRequest,
  call,
  createBookingRow,
  createStudioRow,
  loginAs,
  signedInAccount,
  type SignedInAccount as Account,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

// 04:45 UTC is 10:15 in India: today is 2026-11-23 and its hours up to 10 have begun.
const START = new Date('2026-11-23T04:45:00Z');
const today = '2026-11-23';
const tomorrow = addDays(today, 1);
const yesterday = addDays(today, -1);

let owner: Account;
let otherOwner: Account;
let customer: Account;
let admin: Account;

const HOURS = [9, 10, 11, 12, 13, 14, 15, 16, 17];

/** An approved studio of `owner` with 9..17 free today, tomorrow and yesterday. */
function bookableStudio(overrides: Parameters<typeof createStudioRow>[1] = {}) {
  return createStudioRow(t, {
    authorId: owner._id,
    addons: [
      { key: 'edit', name: 'Editing', price: 700, maxQuantity: 2 },
      { key: 'mic', name: 'Extra mic', price: 200, maxQuantity: 3 },
    ],
    slots: [
      [yesterday, HOURS],
      [today, HOURS],
      [tomorrow, HOURS],
    ],
    ...overrides,
  });
}

/** A valid request: tomorrow 10-12 with '1 Cam' (1500/h), no add-ons. */
function request(studio: string, overrides: Partial<BookingRequest> = {}): BookingRequest {
  return bookingRequest({ studio, date: tomorrow, ...overrides });
}

const book = (auth: string | undefined, payload: unknown) =>
  call(t, 'POST', '/api/booking', { ...(auth ? { auth } : {}), payload });

const availability = async (studioId: string, auth = customer.auth) => {
  const res = await call(t, 'GET', `/api/availability/${studioId}`, { auth });
  expect(res.statusCode).toBe(200);
  return res.json<{ date: string; hours: number[] }[]>();
};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date(START);
  [owner, otherOwner, customer, admin] = await Promise.all([
    signedInAccount(t, 'owner', { name: 'Ravi Owner' }),
    signedInAccount(t, 'owner', { name: 'Other Owner' }),
    signedInAccount(t, 'customer', { name: 'Asha Verma' }),
    signedInAccount(t, 'admin'),
  ]);
});
afterAll(() => t.close());

describe('GET /api/availability/:id', () => {
  it('needs a signed-in caller', async () => {
    const studio = await bookableStudio();
    const res = await call(t, 'GET', `/api/availability/${studio.id}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('lists only hours that can be booked now: available, not booked, not past in IST', async () => {
    const studio = await bookableStudio({
      slots: [
        [addDays(today, 3), [14, 9, 10]],
        [yesterday, HOURS],
        [today, HOURS],
        [tomorrow, [9, 10, 11, 12]],
        [tomorrow, [13], false],
        [addDays(today, 2), [9, 10], false], // a day without a free hour is left out
      ],
    });
    await createBookingRow(t, {
      studioId: studio.id,
      customerId: customer._id,
      date: tomorrow,
      hours: [10, 11],
    });
    expect(await availability(studio.id)).toEqual([
      { date: today, hours: [11, 12, 13, 14, 15, 16, 17] },
      { date: tomorrow, hours: [9, 12] },
      { date: addDays(today, 3), hours: [9, 10, 14] },
    ]);
    // Later in the day the hours that have begun drop out.
    t.clock.now = new Date(START.getTime() + 5 * 3600_000); // 15:15 IST
    try {
      expect((await availability(studio.id))[0]).toEqual({ date: today, hours: [16, 17] });
    } finally {
      t.clock.now = new Date(START);
    }
  });

  it('hides a pending studio from all but its author and admins; 404 for unknown ids', async () => {
    const pending = await bookableStudio({ approved: false });
    for (const who of [customer, otherOwner]) {
      const res = await call(t, 'GET', `/api/availability/${pending.id}`, { auth: who.auth });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Studio not found' });
    }
    expect((await availability(pending.id, owner.auth)).length).toBe(2);
    expect((await availability(pending.id, admin.auth)).length).toBe(2);
    for (const id of ['0b7f7c1e-4a6b-4c1d-9f0e-2d3c4b5a6978', 'not-a-uuid']) {
      const res = await call(t, 'GET', `/api/availability/${id}`, { auth: customer.auth });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('POST /api/booking', () => {
  it('books, answers the booking with the server price, and takes the hours', async () => {
    const studio = await bookableStudio({ fullAddress: '7 Golf Course Road', name: 'Echo Room' });
    const res = await book(
      customer.auth,
      request(studio.id, {
        hours: [11, 10],
        packageKey: '2 Cam',
        addons: [
          { key: 'edit', quantity: 2 },
          { key: 'mic', quantity: 0 },
        ],
        totalPrice: 2200 * 2 + 700 * 2,
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json<BookingCreated>();
    expect(body.message).toBe('Booking confirmed successfully!');
    expect(body.booking).toEqual({
      _id: expect.any(String),
      studio: {
        _id: studio.id,
        name: 'Echo Room',
        location: { city: 'Gurgaon', fullAddress: '7 Golf Course Road' },
      },
      customer: { _id: customer._id, name: 'Asha Verma', email: customer.email },
      date: tomorrow,
      hours: [10, 11],
      packageKey: '2 Cam',
      addons: [{ key: 'edit', name: 'Editing', price: 700, quantity: 2 }],
      basePrice: 4400,
      addonsTotal: 1400,
      totalPrice: 5800,
      paymentStatus: 'payAtStudio',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const tomorrowHours = (await availability(studio.id)).find((d) => d.date === tomorrow);
    expect(tomorrowHours?.hours).toEqual([9, 12, 13, 14, 15, 16, 17]);

    const mine = await call(t, 'GET', '/api/booking/customer', { auth: customer.auth });
    expect(mine.json<Booking[]>().find((b) => b._id === body.booking._id)).toEqual(body.booking);
  });

  it('refuses guests', async () => {
    const studio = await bookableStudio();
    const res = await book(undefined, request(studio.id));
    expect(res.statusCode).toBe(401);
  });

  // POST /booking and GET /availability read the caller's account in their own first statement
  // (auth.requireToken):
  // the guard's checks must hold there too.
  it('refuses a valid token whose account is gone, unverified or whose password changed', async () => {
    const studio = await bookableStudio();
    const db = t.database.db;
    const deleted = await signedInAccount(t, 'customer');
    await db.delete(schema.users).where(eq(schema.users.id, deleted._id));
    const unverified = await signedInAccount(t, 'customer');
    await db
      .update(schema.users)
      .set({ verifiedAt: null })
      .where(eq(schema.users.id, unverified._id));
    const reset = await signedInAccount(t, 'customer');
    await db
      .update(schema.users)
      .set({ passwordChangedAt: new Date(START.getTime() + 1234) })
      .where(eq(schema.users.id, reset._id));
    for (const [who, account] of Object.entries({ deleted, unverified, reset })) {
      const res = await book(account.auth, request(studio.id));
      expect(res.statusCode, who).toBe(401);
      expect(res.json().code, who).toBe('UNAUTHENTICATED');
      const hours = await call(t, 'GET', `/api/availability/${studio.id}`, { auth: account.auth });
      expect(hours.statusCode, who).toBe(401);
    }
    // Signed in again after the change, the same account books (the change time is read exactly).
    const again = await book(await loginAs(t, reset), request(studio.id));
    expect(again.statusCode).toBe(201);
    await db.delete(schema.bookings).where(eq(schema.bookings.studioId, studio.id));
    // Also when the studio does not exist: 401 comes first, nothing is revealed.
    const missing = await book(deleted.auth, request('00000000-0000-4000-8000-000000000000'));
    expect(missing.statusCode).toBe(401);
    const written = await db
      .select()
      .from(schema.bookings)
      .where(eq(schema.bookings.studioId, studio.id));
    expect(written).toEqual([]);
  });

  it('lets an owner book another owner’s studio but not their own', async () => {
    const studio = await bookableStudio();
    const own = await book(owner.auth, request(studio.id));
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You cannot book your own studio.',
    });
    const other = await book(otherOwner.auth, request(studio.id));
    expect(other.statusCode).toBe(201);
  });

  it("refuses 'paid' and a tampered total", async () => {
    const studio = await bookableStudio();
    const paid = await book(customer.auth, request(studio.id, { paymentStatus: 'paid' as never }));
    expect(paid.statusCode).toBe(400);
    expect(paid.json()).toMatchObject({
      code: 'VALIDATION',
      message: "Bookings are paid at the studio: choose 'Pay at Studio'.",
    });
    const cheap = await book(customer.auth, request(studio.id, { totalPrice: 1 }));
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json()).toMatchObject({
      code: 'PRICE_MISMATCH',
      message:
        'The price of this booking has changed: the total is now ₹3,000. Please review your booking and try again.',
    });
    // An add-on left out of the client's sum is a mismatch too.
    const addonLeftOut = await book(
      customer.auth,
      request(studio.id, { addons: [{ key: 'mic', quantity: 1 }], totalPrice: 3000 }),
    );
    expect(addonLeftOut.json()).toMatchObject({ code: 'PRICE_MISMATCH' });
    expect((await availability(studio.id)).find((d) => d.date === tomorrow)?.hours).toEqual(HOURS);
  });

  it('refuses past dates and hours of today that have begun (IST), taking the clock into account', async () => {
    const studio = await bookableStudio();
    const past = await book(customer.auth, request(studio.id, { date: yesterday }));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'That time has already started or passed. Please pick a later slot.',
    });
    const begun = await book(customer.auth, request(studio.id, { date: today, hours: [10, 11] }));
    expect(begun.statusCode).toBe(400);
    const later = await book(
      customer.auth,
      request(studio.id, { date: today, hours: [11], totalPrice: 1500 }),
    );
    expect(later.statusCode).toBe(201);

    t.clock.now = new Date(START.getTime() + 3 * 3600_000); // 13:15 IST
    try {
      const now12 = await book(
        customer.auth,
        request(studio.id, { date: today, hours: [12], totalPrice: 1500 }),
      );
      expect(now12.statusCode).toBe(400);
      const now14 = await book(
        customer.auth,
        request(studio.id, { date: today, hours: [14], totalPrice: 1500 }),
      );
      expect(now14.statusCode).toBe(201);
    } finally {
      t.clock.now = new Date(START);
    }
  });

  it('checks the hours: consecutive, at least the minimum, offered and free', async () => {
    const studio = await bookableStudio({
      minimumDurationHours: 2,
      slots: [
        [tomorrow, [9, 10, 11, 12]],
        [tomorrow, [13, 14], false],
      ],
    });
    const expectRefusal = async (
      overrides: Partial<BookingRequest>,
      status: number,
      message: string,
    ) => {
      const res = await book(customer.auth, request(studio.id, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(res.json()).toMatchObject({ message });
    };
    await expectRefusal(
      { hours: [9, 11], totalPrice: 3000 },
      400,
      'The hours of a booking must follow one another without gaps.',
    );
    await expectRefusal(
      { hours: [9], totalPrice: 1500 },
      400,
      'This studio can be booked for at least 2 hours.',
    );
    await expectRefusal(
      { hours: [12, 13], totalPrice: 3000 },
      409,
      'Sorry, that time is not available any more. Please pick another slot.',
    );
    await expectRefusal(
      { hours: [15, 16], totalPrice: 3000 },
      409,
      'Sorry, that time is not available any more. Please pick another slot.',
    );
    await expectRefusal({ hours: [9.5, 10.5] }, 400, 'Hours must be whole hours from 0 to 23.');
    await expectRefusal({ hours: [23, 24] }, 400, 'Hours must be whole hours from 0 to 23.');
    await expectRefusal({ hours: [10, 10] }, 400, 'Each hour can be booked only once.');
    await expectRefusal({ date: '2026-02-30' }, 400, 'Please choose a valid date (yyyy-MM-dd).');

    const first = await book(customer.auth, request(studio.id, { hours: [10, 11] }));
    expect(first.statusCode).toBe(201);
    await expectRefusal(
      { hours: [11, 12], totalPrice: 3000 },
      409,
      'Sorry, that time was just booked by someone else. Please pick another slot.',
    );
  });

  it('checks the package and the add-ons', async () => {
    const studio = await bookableStudio();
    const cases: [Partial<BookingRequest>, string][] = [
      [{ packageKey: 'No Cam' }, 'Please choose one of the camera packages this studio offers.'],
      [{ packageKey: '9 Cam' }, 'Please choose one of the camera packages this studio offers.'],
      [
        { addons: [{ key: 'drone', quantity: 1 }], totalPrice: 3000 },
        'One of the chosen add-on services is not offered by this studio.',
      ],
      [
        { addons: [{ key: 'edit', quantity: 3 }], totalPrice: 3000 + 2100 },
        'You can add at most 2 of Editing.',
      ],
      [
        { addons: [{ key: 'edit', quantity: -1 }] },
        'Add-on quantities must be whole numbers from 0.',
      ],
    ];
    for (const [overrides, message] of cases) {
      const res = await book(customer.auth, request(studio.id, overrides));
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
    }
    const unpriced = await bookableStudio({
      packages: [
        { key: 'No Cam', price: 0 },
        { key: '1 Cam', price: 1500 },
      ],
    });
    const res = await book(
      customer.auth,
      request(unpriced.id, { packageKey: 'No Cam', totalPrice: 0 }),
    );
    expect(res.statusCode).toBe(400);
  });

  it('refuses pending, unknown and malformed studios and bodies', async () => {
    const pending = await bookableStudio({ approved: false });
    const hidden = await book(customer.auth, request(pending.id));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ message: 'Studio not found' });
    const byAdmin = await book(admin.auth, request(pending.id));
    expect(byAdmin.statusCode).toBe(400);
    expect(byAdmin.json()).toMatchObject({ message: 'This studio is not taking bookings yet.' });

    const unknown = await book(customer.auth, request('0b7f7c1e-4a6b-4c1d-9f0e-2d3c4b5a6978'));
    expect(unknown.statusCode).toBe(404);
    for (const payload of [
      { ...request(pending.id), studio: 'x' },
      { ...request(pending.id), hours: '10' },
      { ...request(pending.id), totalPrice: '3000' },
      [],
      null,
    ]) {
      const res = await book(customer.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('the bookings lists', () => {
  it('show each caller their own; owners the bookings at their studios; admins all', async () => {
    const buyer = await signedInAccount(t, 'customer', { name: 'Kabir Singh' });
    const mine = await bookableStudio({ name: 'Mine Studio' });
    const theirs = await createStudioRow(t, {
      authorId: otherOwner._id,
      name: 'Theirs Studio',
      slots: [[tomorrow, HOURS]],
    });
    const first = await book(buyer.auth, request(mine.id, { hours: [9], totalPrice: 1500 }));
    const second = await book(buyer.auth, request(theirs.id, { hours: [10], totalPrice: 1500 }));
    // By the session (decision 018): tomorrow at 9 before tomorrow at 10, though booked first.
    const ids = [first, second].map((res) => res.json<BookingCreated>().booking._id);

    const customerList = await call(t, 'GET', '/api/booking/customer', { auth: buyer.auth });
    expect(customerList.statusCode).toBe(200);
    expect(customerList.headers['cache-control']).toBe('private, no-store');
    expect(customerList.json<Booking[]>().map((b) => b._id)).toEqual(ids);

    const ownerList = await call(t, 'GET', '/api/booking/owner', { auth: owner.auth });
    const ownerIds = ownerList.json<Booking[]>().map((b) => b._id);
    expect(ownerIds).toContain(ids[0]);
    expect(ownerIds).not.toContain(ids[1]);
    const seen = ownerList.json<Booking[]>().find((b) => b._id === ids[0]);
    expect(seen).toMatchObject({
      studio: { name: 'Mine Studio', location: { fullAddress: '12 MG Road, DLF Phase 2' } },
      customer: { name: 'Kabir Singh', email: buyer.email },
    });
    const otherList = await call(t, 'GET', '/api/booking/owner', { auth: otherOwner.auth });
    expect(otherList.json<Booking[]>().map((b) => b._id)).toContain(ids[1]);
    expect(otherList.json<Booking[]>().map((b) => b._id)).not.toContain(ids[0]);

    const customersOwnerList = await call(t, 'GET', '/api/booking/owner', { auth: buyer.auth });
    expect(customersOwnerList.statusCode).toBe(403);

    const all = await call(t, 'GET', '/api/admin/bookings', { auth: admin.auth });
    expect(all.statusCode).toBe(200);
    const allIds = all.json<Booking[]>().map((b) => b._id);
    expect(allIds.filter((id) => ids.includes(id))).toEqual(ids);
    // Unpaged, as before, with the count GET /studio gives too (decision 012).
    expect(all.headers['x-total-count']).toBe(String(allIds.length));
    expect(all.headers.link).toBeUndefined();
    for (const who of [buyer, owner]) {
      const res = await call(t, 'GET', '/api/admin/bookings', { auth: who.auth });
      expect(res.statusCode).toBe(403);
    }
    for (const url of ['/api/booking/customer', '/api/booking/owner', '/api/admin/bookings']) {
      expect((await call(t, 'GET', url)).statusCode).toBe(401);
    }
  });

  it("let an admin search, filter and page them; the query's values are checked (decision 012)", async () => {
    const buyer = await signedInAccount(t, 'customer', { name: 'Zoya Quill' });
    const studio = await bookableStudio({ name: 'Rack 50% Room', city: 'Sonipat' });
    const ahead = await book(buyer.auth, request(studio.id, { hours: [9], totalPrice: 1500 }));
    const aheadId = ahead.json<BookingCreated>().booking._id;
    const before = await createBookingRow(t, {
      studioId: studio.id,
      customerId: buyer._id,
      date: yesterday,
      hours: [9],
    });
    const list = async (query: string) => {
      const res = await call(t, 'GET', `/api/admin/bookings${query}`, { auth: admin.auth });
      expect(res.statusCode, res.body).toBe(200);
      return { ids: res.json<Booking[]>().map((b) => b._id), headers: res.headers };
    };
    // Upcoming first, then past (decision 018), whatever the order they were made in.
    const both = [aheadId, before.id];
    expect((await list('?q=zoya%20QUILL')).ids).toEqual(both);
    expect((await list(`?q=${encodeURIComponent(buyer.email.toUpperCase())}`)).ids).toEqual(both);
    expect((await list('?q=50%25%20r')).ids).toEqual(both);
    expect((await list('?q=sonipat&when=upcoming')).ids).toEqual([aheadId]);
    expect((await list('?q=sonipat&when=past')).ids).toEqual([before.id]);
    const paged = await list('?q=sonipat&limit=1&page=2');
    expect(paged.ids).toEqual([before.id]);
    expect(paged.headers['x-total-count']).toBe('2');
    expect(paged.headers.link).toBe('</api/admin/bookings?q=sonipat&limit=1&page=1>; rel="prev"');

    for (const query of ['?when=later', '?limit=101', '?limit=-1', '?page=abc&limit=2']) {
      const res = await call(t, 'GET', `/api/admin/bookings${query}`, { auth: admin.auth });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: expect.any(String) });
    }
  });

  it('order every list by the session: upcoming soonest first, then past latest first', async () => {
    const host = await signedInAccount(t, 'owner', { name: 'Order Host' });
    const guest = await signedInAccount(t, 'customer', { name: 'Order Guest' });
    const studio = await createStudioRow(t, { authorId: host._id, name: 'Ordering Hall' });
    // Made in this order (createdAt), neither the sessions' order nor its reverse; today is
    // upcoming whatever its hours (decision 012), so today's 9:00, already begun, comes first.
    const sessions: [string, string, number[]][] = [
      ['yesterday 10', yesterday, [10, 11]],
      ['in two days 9', addDays(today, 2), [9]],
      ['tomorrow 15', tomorrow, [15, 16]],
      ['three days ago 9', addDays(today, -3), [9]],
      ['today 9', today, [9]],
      ['tomorrow 9', tomorrow, [9, 10]],
      ['yesterday 18', yesterday, [18]],
    ];
    const idOf: Record<string, string> = {};
    for (const [i, [name, date, hours]] of sessions.entries()) {
      const row = await createBookingRow(t, {
        studioId: studio.id,
        customerId: guest._id,
        date,
        hours,
        createdAt: new Date(START.getTime() - (sessions.length - i) * 60_000),
      });
      idOf[name] = row.id;
    }
    const expected = [
      'today 9',
      'tomorrow 9',
      'tomorrow 15',
      'in two days 9',
      'yesterday 18',
      'yesterday 10',
      'three days ago 9',
    ].map((name) => idOf[name]);
    const idsAt = async (url: string, who: Account) => {
      const res = await call(t, 'GET', url, { auth: who.auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Booking[]>().map((b) => b._id);
    };

    expect(await idsAt('/api/booking/customer', guest)).toEqual(expected);
    expect(await idsAt('/api/booking/owner', host)).toEqual(expected);
    expect(await idsAt('/api/admin/bookings?q=ordering%20hall', admin)).toEqual(expected);
    expect(await idsAt('/api/admin/bookings?q=ordering%20hall&when=upcoming', admin)).toEqual(
      expected.slice(0, 4),
    );
    expect(await idsAt('/api/admin/bookings?q=ordering%20hall&when=past', admin)).toEqual(
      expected.slice(4),
    );
    // Pages follow the same order, without overlap.
    const pages = [];
    for (const page of [1, 2, 3]) {
      pages.push(
        ...(await idsAt(`/api/admin/bookings?q=ordering%20hall&limit=3&page=${page}`, admin)),
      );
    }
    expect(pages).toEqual(expected);
    // The dashboards' recent bookings are the first of the same lists.
    const customerSummary = await call(t, 'GET', '/api/booking/customer/summary', {
      auth: guest.auth,
    });
    expect(customerSummary.json<{ recent: Booking[] }>().recent.map((b) => b._id)).toEqual(
      expected.slice(0, CUSTOMER_RECENT_BOOKINGS),
    );
    const ownerSummary = await call(t, 'GET', '/api/booking/owner/summary', { auth: host.auth });
    expect(
      ownerSummary.json<{ recentBookings: Booking[] }>().recentBookings.map((b) => b._id),
    ).toEqual(expected.slice(0, OWNER_RECENT_BOOKINGS));
  });

  it('keep a booking whose studio or customer was deleted, as null', async () => {
    const buyer = await signedInAccount(t, 'customer');
    const studio = await bookableStudio();
    const res = await book(buyer.auth, request(studio.id, { hours: [9], totalPrice: 1500 }));
    const id = res.json<BookingCreated>().booking._id;
    await t.database.db.delete(schema.studios).where(eq(schema.studios.id, studio.id));
    const list = await call(t, 'GET', '/api/booking/customer', { auth: buyer.auth });
    expect(list.json<Booking[]>()).toEqual([
      expect.objectContaining({ _id: id, studio: null, hours: [9], totalPrice: 1500 }),
    ]);

    const gone = await signedInAccount(t, 'customer');
    const other = await bookableStudio();
    const booked = await book(gone.auth, request(other.id, { hours: [9], totalPrice: 1500 }));
    await t.database.db.delete(schema.users).where(eq(schema.users.id, gone._id));
    const all = await call(t, 'GET', '/api/admin/bookings', { auth: admin.auth });
    const kept = all
      .json<Booking[]>()
      .find((b) => b._id === booked.json<BookingCreated>().booking._id);
    expect(kept).toMatchObject({ customer: null, studio: { _id: other.id } });
  });
});

describe('DELETE /api/admin/bookings/:id', () => {
  it('lets an admin delete a booking, and its hours are free again', async () => {
    const studio = await bookableStudio();
    const res = await book(
      customer.auth,
      request(studio.id, { hours: [13, 14], totalPrice: 3000 }),
    );
    const id = res.json<BookingCreated>().booking._id;
    for (const who of [customer, owner]) {
      const refused = await call(t, 'DELETE', `/api/admin/bookings/${id}`, { auth: who.auth });
      expect(refused.statusCode).toBe(403);
    }
    expect((await call(t, 'DELETE', `/api/admin/bookings/${id}`)).statusCode).toBe(401);

    const deleted = await call(t, 'DELETE', `/api/admin/bookings/${id}`, { auth: admin.auth });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: BOOKING_MESSAGES.deleted });
    expect(deleted.json()).toEqual({ message: 'Booking deleted and slot restored' });
    expect((await availability(studio.id)).find((d) => d.date === tomorrow)?.hours).toEqual(HOURS);
    const hoursLeft = await t.database.db
      .select()
      .from(schema.bookingHours)
      .where(eq(schema.bookingHours.bookingId, id));
    expect(hoursLeft).toEqual([]);
    const again = await book(
      customer.auth,
      request(studio.id, { hours: [13, 14], totalPrice: 3000 }),
    );
    expect(again.statusCode).toBe(201);

    for (const missing of [id, 'not-a-uuid']) {
      const res404 = await call(t, 'DELETE', `/api/admin/bookings/${missing}`, {
        auth: admin.auth,
      });
      expect(res404.statusCode).toBe(404);
      expect(res404.json()).toMatchObject({ message: 'Booking not found' });
    }
  });
});

describe('masking follows a booking', () => {
  it('shows a customer the real name and address of a studio once they booked it', async () => {
    const buyer = await signedInAccount(t, 'customer');
    const studio = await bookableStudio({ name: 'Secret Sound', fullAddress: '44 Hidden Lane' });
    const view = async () => {
      const listing = await call(t, 'GET', '/api/studio', { auth: buyer.auth });
      const detail = await call(t, 'GET', `/api/studio/${studio.id}`, { auth: buyer.auth });
      return {
        listed: listing.json<Studio[]>().find((s) => s._id === studio.id),
        detail: detail.json<{ studio: Studio }>().studio,
      };
    };
    const before = await view();
    expect(before.listed).toMatchObject({ isMasked: true, location: { fullAddress: null } });
    expect(before.detail.name).not.toBe('Secret Sound');

    const res = await book(buyer.auth, request(studio.id, { hours: [9], totalPrice: 1500 }));
    expect(res.statusCode).toBe(201);
    const after = await view();
    for (const seen of [after.listed, after.detail]) {
      expect(seen).toMatchObject({
        name: 'Secret Sound',
        isMasked: false,
        location: { fullAddress: '44 Hidden Lane', pinCode: '122002' },
      });
    }
    // Guests still see it masked.
    const guest = await call(t, 'GET', `/api/studio/${studio.id}`);
    expect(guest.json<{ studio: Studio }>().studio.isMasked).toBe(true);
  });
});

describe('the OpenAPI document', () => {
  it('describes every bookings route with its tag', async () => {
    const res = await call(t, 'GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = res.json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>().paths;
    expect(paths['/api/availability/{id}']?.get?.tags).toEqual(['bookings']);
    expect(paths['/api/booking']?.post?.tags).toEqual(['bookings']);
    expect(paths['/api/booking/customer']?.get?.tags).toEqual(['bookings']);
    expect(paths['/api/booking/owner']?.get?.tags).toEqual(['bookings']);
    expect(paths['/api/admin/bookings']?.get?.tags).toEqual(['admin']);
    expect(paths['/api/admin/bookings/{id}']?.delete?.tags).toEqual(['admin']);
  });
});
