import { describe, expect, it } from 'vitest';
import { addDays, type Studio } from '@studio-hive/domain';
import { call, createBookingRow, signedInAccount } from '../../test/factories';
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

/** GET /api/availability/:id, masking after a booking, and the OpenAPI document. */

useBookingsApp();

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
