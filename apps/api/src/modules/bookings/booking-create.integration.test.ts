import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  istHourStart,
  type Booking,
  type BookingCreated,
  type BookingRequest,
} from '@studio-hive/domain';
import * as schema from '../../db/schema';
import { call, loginAs, signedInAccount } from '../../test/factories';
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

const HOUR_MS = 60 * 60 * 1000;

/** POST /api/booking: the rules, the price and the caller checks. */

useBookingsApp();

describe('POST /api/booking', () => {
  it('books, responds with the booking at the server price, and takes the hours', async () => {
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
        // The studio's number: a confirmed booking's customer may call it.
        contactPhone: expect.stringMatching(/^\d{10}$/),
      },
      deletedStudio: null,
      source: 'online',
      customer: { _id: customer._id, name: 'Asha Verma', email: customer.email },
      offlineCustomer: null,
      note: null,
      date: tomorrow,
      hours: [10, 11],
      status: 'confirmed',
      // The studio's default window: 24 hours before the start.
      cancellableUntil: new Date(istHourStart(tomorrow, 10).getTime() - 24 * HOUR_MS).toISOString(),
      decisionDueAt: null,
      cancelledBy: null,
      cancelReason: null,
      statusChangedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      packageKey: '2 Cam',
      addons: [{ key: 'edit', name: 'Editing', price: 700, quantity: 2 }],
      basePrice: 4400,
      addonsTotal: 1400,
      totalPrice: 5800,
      paymentStatus: 'payAtStudio',
      // The studio asks no deposit.
      deposit: null,
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
      'Sorry, that time is no longer available.',
    );
    await expectRefusal(
      { hours: [15, 16], totalPrice: 3000 },
      409,
      'Sorry, that time is no longer available.',
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

  it('refuses a total larger than a booking can hold with a 400, never a 500', async () => {
    // Prices and quantities each within the studio form's limits; together past 2^31 - 1 rupees.
    const studio = await bookableStudio({
      addons: ['a', 'b', 'c'].map((key) => ({
        key,
        name: `Crew ${key}`,
        price: 10_000_000,
        maxQuantity: 100,
      })),
    });
    const addons = ['a', 'b', 'c'].map((key) => ({ key, quantity: 100 }));
    const res = await book(
      customer.auth,
      request(studio.id, { addons, totalPrice: 1500 * 2 + 3 * 100 * 10_000_000 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: BOOKING_MESSAGES.totalTooLarge });
    const held = await t.database.db
      .select()
      .from(schema.bookingHours)
      .where(eq(schema.bookingHours.studioId, studio.id));
    expect(held).toEqual([]);
  });
});
