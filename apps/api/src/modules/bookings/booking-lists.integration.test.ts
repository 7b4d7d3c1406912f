import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  BOOKING_MESSAGES,
  CUSTOMER_RECENT_BOOKINGS,
  OWNER_RECENT_BOOKINGS,
  type Booking,
  type BookingCreated,
} from '@studio-hive/domain';
import * as schema from '../../db/schema';
import {
  call,
  createBookingRow,
  createStudioRow,
  signedInAccount,
  type SignedInAccount as Account,
} from '../../test/factories';
import {
  admin,
  availability,
  book,
  bookableStudio,
  customer,
  HOURS,
  otherOwner,
  owner,
  request,
  START,
  t,
  today,
  tomorrow,
  useBookingsApp,
  yesterday,
} from '../../test/fixtures/bookings';

/** The bookings lists (customer, owner, admin) and an admin deleting a booking. */

useBookingsApp();

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
    const retained = all
      .json<Booking[]>()
      .find((b) => b._id === booked.json<BookingCreated>().booking._id);
    expect(retained).toMatchObject({ customer: null, studio: { _id: other.id } });
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
