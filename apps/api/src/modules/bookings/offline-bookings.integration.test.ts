import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  BOOKING_LIFECYCLE_MESSAGES,
  BOOKING_MESSAGES,
  BOOKING_HOURS_MESSAGES,
  OFFLINE_BOOKING_MESSAGES,
  type Booking,
  type OwnerSummary,
} from '@studio-hive/domain';
import * as schema from '../../db/schema';
import { call, createBookingRow, createStudioRow, signedInAccount } from '../../test/factories';
import {
  admin,
  book,
  customer,
  HOURS,
  otherOwner,
  owner,
  request,
  START,
  t,
  today,
  tomorrow,
} from '../../test/fixtures/bookings';
import {
  act,
  booked,
  customerView,
  hoursOn,
  HOUR_MS,
  later,
  ownerView,
  sent,
  studioWith,
  useLifecycleApp,
} from '../../test/fixtures/booking-lifecycle';

/**
 * POST /owner/bookings and the life of an offline booking (decision 049, docs/api.md#offline-bookings):
 * who may record one, what it refuses, that it holds its hours against customers and itself
 * (in parallel too), sends nothing, shows in the owner's and the admin's lists, figures and feed
 * and never in a customer's, and that its owner cancels it without a reason, telling nobody.
 */

useLifecycleApp();

type Body = Record<string, unknown>;
const record = (auth: string | undefined, payload: unknown) =>
  call(t, 'POST', '/api/owner/bookings', { ...(auth && { auth }), payload });

/** A valid request at `studio`: 10:00-12:00 on `later` for Meera, her phone and a note. */
const offline = (studio: string, overrides: Body = {}): Body => ({
  studio,
  date: later,
  hours: [10, 11],
  customerName: 'Meera Nair',
  customerPhone: '+91 98765 43210',
  packageKey: '1 Cam',
  note: 'Booked on WhatsApp; ₹1,000 paid ahead.',
  ...overrides,
});

async function recorded(studio: string, overrides: Body = {}): Promise<Booking> {
  const res = await record(owner.auth, offline(studio, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ booking: Booking }>().booking;
}

const notificationRows = async () =>
  (await t.database.db.select({ n: count() }).from(schema.notifications))[0]!.n;

const error = (res: { json: <T>() => T }) =>
  res.json<{ message: string; code: string; fieldErrors?: Record<string, string> }>();

describe('who may record an offline booking', () => {
  it("the studio's owner: 201, confirmed, offline, with the customer as they recorded them", async () => {
    const studio = await studioWith();
    const res = await record(owner.auth, offline(studio.id));
    expect(res.statusCode).toBe(201);
    const { booking } = res.json<{ booking: Booking }>();
    expect(booking).toMatchObject({
      source: 'offline',
      status: 'confirmed',
      customer: null,
      offlineCustomer: { name: 'Meera Nair', phone: '9876543210' },
      note: 'Booked on WhatsApp; ₹1,000 paid ahead.',
      studio: { _id: studio.id },
      date: later,
      hours: [10, 11],
      packageKey: '1 Cam',
      // The package's price for the hours, as a customer would pay it.
      totalPrice: 3000,
      basePrice: 3000,
      addonsTotal: 0,
      addons: [],
      cancellableUntil: null,
      decisionDueAt: null,
    });
    expect(booking).not.toHaveProperty('customerRecord');
  });

  it('a guest: 401; a customer: 403; another owner: 403, or 404 for a pending studio; an admin: 403', async () => {
    const studio = await studioWith();
    const pending = await studioWith({ approved: false });
    expect((await record(undefined, offline(studio.id))).statusCode).toBe(401);
    expect((await record(customer.auth, offline(studio.id))).statusCode).toBe(403);
    const other = await record(otherOwner.auth, offline(studio.id));
    expect({ status: other.statusCode, message: error(other).message }).toEqual({
      status: 403,
      message: OFFLINE_BOOKING_MESSAGES.notAuthor,
    });
    expect((await record(otherOwner.auth, offline(pending.id))).statusCode).toBe(404);
    // "The studio's author" only: an admin sees a pending studio, and still may not.
    for (const id of [studio.id, pending.id]) {
      const res = await record(admin.auth, offline(id));
      expect({ status: res.statusCode, message: error(res).message }).toEqual({
        status: 403,
        message: OFFLINE_BOOKING_MESSAGES.notAuthor,
      });
    }
    // Nothing was written by any of them.
    expect(await hoursOn(studio.id, later)).toEqual(HOURS);
  });

  it('records at the owner’s own pending studio; a studio that is gone is 404', async () => {
    const pending = await studioWith({ approved: false });
    expect((await record(owner.auth, offline(pending.id))).statusCode).toBe(201);
    const gone = await studioWith();
    await t.database.db.delete(schema.studios).where(eq(schema.studios.id, gone.id));
    const res = await record(owner.auth, offline(gone.id));
    expect({ status: res.statusCode, message: error(res).message }).toEqual({
      status: 404,
      message: BOOKING_MESSAGES.studioNotFound,
    });
    const unknown = await record(owner.auth, offline('00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
  });
});

describe('what it refuses', () => {
  it('hostile and malformed bodies: 400 with a sentence, never 500', async () => {
    const studio = await studioWith();
    const bad: [string, unknown][] = [
      ['no body', undefined],
      ['null', null],
      ['an array', [offline(studio.id)]],
      ['no name', offline(studio.id, { customerName: undefined })],
      ['a blank name', offline(studio.id, { customerName: '   ' })],
      ['a huge name', offline(studio.id, { customerName: 'M'.repeat(100_000) })],
      ['a name with controls', offline(studio.id, { customerName: 'Meera\u0000' })],
      ['a name as a number', offline(studio.id, { customerName: 42 })],
      ['a bad phone', offline(studio.id, { customerPhone: '12345' })],
      ['a huge phone', offline(studio.id, { customerPhone: '9'.repeat(50_000) })],
      ['a phone as a number', offline(studio.id, { customerPhone: 9876543210 })],
      ['a huge note', offline(studio.id, { note: 'n'.repeat(100_000) })],
      ['a note of 501', offline(studio.id, { note: 'n'.repeat(501) })],
      ['a note with a bidi override', offline(studio.id, { note: 'paid \u202Eevil' })],
      ['a negative price', offline(studio.id, { totalPrice: -1 })],
      ['a price in paise', offline(studio.id, { totalPrice: 10.5 })],
      ['a price as text', offline(studio.id, { totalPrice: '3000' })],
      ['a price too large', offline(studio.id, { totalPrice: 2 ** 31 })],
      ['an unknown package', offline(studio.id, { packageKey: '9 Cam' })],
      ['a package as an object', offline(studio.id, { packageKey: { key: '1 Cam' } })],
      ['a studio that is no id', offline('not-a-uuid')],
      ['a studio as a number', offline(studio.id, { studio: 7 })],
      ['an impossible date', offline(studio.id, { date: '2026-02-30' })],
      ['a date as a number', offline(studio.id, { date: 20261128 })],
      ['hours as text', offline(studio.id, { hours: 'ten' })],
      ['no hours', offline(studio.id, { hours: [] })],
      ['an hour of 24', offline(studio.id, { hours: [24] })],
      ['a repeated hour', offline(studio.id, { hours: [10, 10] })],
      ['hours with a gap', offline(studio.id, { hours: [10, 12] })],
      ['hours before opening', offline(studio.id, { hours: [7, 8] })],
      ['a past date', offline(studio.id, { date: addDays(today, -3) })],
      ['hours that ended today', offline(studio.id, { date: today, hours: [9] })],
      ['hours the studio does not open that day', offline(studio.id, { date: tomorrow })],
    ];
    const before = await notificationRows();
    for (const [what, payload] of bad) {
      const res = await record(owner.auth, payload);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(error(res).message, what).toMatch(/\S/);
      expect(error(res).code, what).toBe('VALIDATION');
    }
    // Not JSON at all.
    expect((await record(owner.auth, 'book it')).statusCode).toBe(415);
    expect(await notificationRows()).toBe(before);
    expect(await hoursOn(studio.id, later)).toEqual(HOURS);
  });

  it('names the field and the rule that refused it', async () => {
    const studio = await studioWith();
    const refusal = async (overrides: Body) => {
      const res = await record(owner.auth, offline(studio.id, overrides));
      expect(res.statusCode).toBe(400);
      return error(res).fieldErrors;
    };
    expect(await refusal({ customerName: ' ' })).toEqual({
      customerName: OFFLINE_BOOKING_MESSAGES.customerNameRequired,
    });
    expect(await refusal({ customerPhone: '12345' })).toEqual({
      customerPhone: OFFLINE_BOOKING_MESSAGES.customerPhone,
    });
    expect(await refusal({ note: 'n'.repeat(501) })).toEqual({
      note: OFFLINE_BOOKING_MESSAGES.noteLength,
    });
    expect(await refusal({ totalPrice: -5 })).toEqual({
      totalPrice: OFFLINE_BOOKING_MESSAGES.totalPrice,
    });
    expect(await refusal({ packageKey: '9 Cam' })).toEqual({
      packageKey: BOOKING_MESSAGES.packageUnknown,
    });
    expect(await refusal({ date: today, hours: [9] })).toEqual({
      hours: OFFLINE_BOOKING_MESSAGES.ended,
    });
    expect(await refusal({ hours: [10, 12] })).toEqual({
      hours: BOOKING_HOURS_MESSAGES.notConsecutive,
    });
    expect(await refusal({ date: tomorrow })).toEqual({
      hours: OFFLINE_BOOKING_MESSAGES.notOffered,
    });
    expect(await refusal({ hours: [7, 8] })).toEqual({
      hours: 'This studio is open from 9:00 AM to 6:00 PM. Please pick hours within them.',
    });
  });

  it("hours someone holds: 409 with the sentence a customer's booking gets", async () => {
    const studio = await studioWith();
    await booked(studio.id, customer, [10, 11]);
    const res = await record(owner.auth, offline(studio.id, { hours: [11, 12] }));
    expect({ status: res.statusCode, message: error(res).message }).toEqual({
      status: 409,
      message: BOOKING_MESSAGES.justTaken,
    });
  });
});

describe('what it records', () => {
  it('today from the current IST hour (a walk-in), without the studio’s minimum duration', async () => {
    // START is 10:15 IST: the 10:00 hour has begun and may still be recorded.
    const studio = await createStudioRow(t, {
      authorId: owner._id,
      minimumDurationHours: 3,
      slots: [[today, HOURS]],
    });
    const walkIn = await recorded(studio.id, { date: today, hours: [10] });
    expect(walkIn.hours).toEqual([10]);
  });

  it('the owner’s price, or ₹0 and no package when none is given', async () => {
    const studio = await studioWith();
    const priced = await recorded(studio.id, { hours: [9], totalPrice: 999 });
    expect(priced).toMatchObject({ totalPrice: 999, basePrice: 999, packageKey: '1 Cam' });
    const bare = await recorded(studio.id, {
      hours: [12],
      packageKey: undefined,
      customerPhone: undefined,
      note: '  ',
    });
    expect(bare).toMatchObject({
      totalPrice: 0,
      packageKey: '',
      offlineCustomer: { name: 'Meera Nair' },
      note: null,
    });
    expect(bare.offlineCustomer).not.toHaveProperty('phone');
  });

  it('an hour an overdue request still has a row for: the request expires first', async () => {
    const studio = await studioWith({ bookingMode: 'request' });
    await createBookingRow(t, {
      studioId: studio.id,
      customerId: customer._id,
      date: later,
      hours: [15],
      status: 'requested',
      decisionDueAt: new Date(START.getTime() - HOUR_MS),
    });
    const made = await recorded(studio.id, { hours: [15] });
    expect(made.status).toBe('confirmed');
  });
});

describe('its hours', () => {
  it('are held against customers at once, with the usual sentence', async () => {
    const studio = await studioWith();
    await recorded(studio.id, { hours: [10, 11] });
    expect(await hoursOn(studio.id, later)).toEqual(HOURS.filter((h) => h !== 10 && h !== 11));
    const res = await book(
      customer.auth,
      request(studio.id, { date: later, hours: [11], totalPrice: 1500 }),
    );
    expect({ status: res.statusCode, message: error(res).message }).toEqual({
      status: 409,
      message: BOOKING_MESSAGES.justTaken,
    });
  });

  it('go to exactly one of many parallel requests for the same hour, offline and online', async () => {
    const studio = await studioWith();
    const another = await signedInAccount(t, 'customer');
    const responses = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) =>
        record(owner.auth, offline(studio.id, { hours: i % 2 === 0 ? [14] : [13, 14] })),
      ),
      book(customer.auth, request(studio.id, { date: later, hours: [14], totalPrice: 1500 })),
      book(another.auth, request(studio.id, { date: later, hours: [14, 15], totalPrice: 3000 })),
    ]);
    const statuses = responses.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(responses.length - 1);
    for (const res of responses.filter((r) => r.statusCode === 409)) {
      expect(error(res).message).toBe(BOOKING_MESSAGES.justTaken);
    }
    // One hold of 14:00, by the winner; the losers left nothing behind.
    const winner = responses.find((res) => res.statusCode === 201)!.json<{ booking: Booking }>();
    const holds = await t.database.db
      .select({ bookingId: schema.bookingHours.bookingId, hour: schema.bookingHours.hour })
      .from(schema.bookingHours)
      .where(eq(schema.bookingHours.studioId, studio.id));
    expect(holds.filter((hold) => hold.hour === 14)).toEqual([
      { bookingId: winner.booking._id, hour: 14 },
    ]);
    expect(new Set(holds.map((hold) => hold.bookingId))).toEqual(new Set([winner.booking._id]));
  });
});

describe('nobody is told', () => {
  it('writes no notification when it is recorded or cancelled', async () => {
    const studio = await studioWith();
    const before = await notificationRows();
    let made: Booking | undefined;
    const out = await sent(async () => {
      made = await recorded(studio.id);
      const res = await act(owner.auth, made._id, 'cancel');
      expect(res.statusCode).toBe(200);
    });
    expect(out).toEqual([]);
    expect(await notificationRows()).toBe(before);
  });
});

describe('cancelling it', () => {
  it('its owner, without a reason, until it ends: the hours are free again', async () => {
    const studio = await studioWith();
    const made = await recorded(studio.id, { hours: [16, 17] });
    expect(await hoursOn(studio.id, later)).not.toContain(16);
    const res = await act(owner.auth, made._id, 'cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ booking: Booking }>().booking).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'owner',
      cancelReason: null,
      source: 'offline',
    });
    expect(await hoursOn(studio.id, later)).toEqual(HOURS);
    // The hour is a customer's to book again.
    expect(await booked(studio.id, customer, [16])).toMatchObject({ status: 'confirmed' });
  });

  it('after it ends: 409; a customer, another owner or an admin: 403', async () => {
    const studio = await studioWith();
    const made = await recorded(studio.id, { hours: [9] });
    for (const who of [customer, otherOwner, admin]) {
      const res = await act(who.auth, made._id, 'cancel', { reason: 'Not mine to cancel' });
      expect({ status: res.statusCode, message: error(res).message }).toEqual({
        status: 403,
        message: BOOKING_LIFECYCLE_MESSAGES.notAParty,
      });
    }
    const reschedule = await act(customer.auth, made._id, 'reschedule', {
      date: later,
      hours: [12],
      totalPrice: 1500,
    });
    expect(reschedule.statusCode).toBe(403);
    // 9:00-10:00 IST on `later` has ended at 04:30 UTC.
    t.clock.now = new Date(`${later}T04:30:00Z`);
    const late = await act(owner.auth, made._id, 'cancel');
    expect({ status: late.statusCode, message: error(late).message }).toEqual({
      status: 409,
      message: BOOKING_LIFECYCLE_MESSAGES.endedAlready,
    });
    // Its owner may still mark it a no-show, as any booking.
    expect((await act(owner.auth, made._id, 'no-show')).statusCode).toBe(200);
  });

  it('accept and decline have nothing to decide', async () => {
    const studio = await studioWith();
    const made = await recorded(studio.id);
    for (const action of ['accept', 'decline'] as const) {
      const res = await act(owner.auth, made._id, action);
      expect({ status: res.statusCode, message: error(res).message }).toEqual({
        status: 409,
        message: BOOKING_LIFECYCLE_MESSAGES.notRequested,
      });
    }
  });
});

describe('where it shows', () => {
  it("in the owner's list with the customer's phone and the note, in the admin's with the name only, never in a customer's", async () => {
    const studio = await studioWith();
    const made = await recorded(studio.id);
    expect(await ownerView(made._id)).toMatchObject({
      source: 'offline',
      offlineCustomer: { name: 'Meera Nair', phone: '9876543210' },
      note: 'Booked on WhatsApp; ₹1,000 paid ahead.',
    });
    const adminList = await call(t, 'GET', '/api/admin/bookings', { auth: admin.auth });
    const asAdmin = adminList.json<Booking[]>().find((b) => b._id === made._id);
    expect(asAdmin).toMatchObject({
      source: 'offline',
      customer: null,
      offlineCustomer: { name: 'Meera Nair' },
      note: null,
    });
    expect(asAdmin!.offlineCustomer).not.toHaveProperty('phone');
    expect(await customerView(made._id)).toBeUndefined();
    // A customer's booking reads online everywhere.
    const online = await booked(studio.id, customer, [14]);
    expect(await ownerView(online._id)).toMatchObject({
      source: 'online',
      offlineCustomer: null,
      note: null,
    });
  });

  it("in the owner's figures: an upcoming booking and its revenue", async () => {
    const fresh = await signedInAccount(t, 'owner');
    const studio = await createStudioRow(t, { authorId: fresh._id, slots: [[later, HOURS]] });
    const summary = async () => {
      const res = await call(t, 'GET', '/api/booking/owner/summary', { auth: fresh.auth });
      expect(res.statusCode).toBe(200);
      return res.json<OwnerSummary>();
    };
    const res = await record(fresh.auth, offline(studio.id, { totalPrice: 2500 }));
    expect(res.statusCode).toBe(201);
    const figures = await summary();
    expect(figures).toMatchObject({
      totalBookings: 1,
      upcomingBookings: 1,
      totalRevenue: 2500,
    });
    expect(figures.recentBookings[0]).toMatchObject({
      source: 'offline',
      offlineCustomer: { name: 'Meera Nair' },
    });
  });

  it("in the owner's calendar feed, titled 'Offline' with who booked and the note", async () => {
    const studio = await studioWith();
    const made = await recorded(studio.id, { hours: [13] });
    const feed = await call(t, 'GET', '/api/owner/calendar-feed', { auth: owner.auth });
    const path = new URL(feed.json<{ url: string }>().url).pathname;
    const res = await call(t, 'GET', path);
    expect(res.statusCode).toBe(200);
    // Unfolded: long lines of the file continue on the next after a space.
    const text = res.body.replace(/\r\n /g, '');
    expect(text).toContain(`UID:booking-${made._id}@studiohive`);
    expect(text).toMatch(/SUMMARY:Offline: Studio Hive booking: /);
    expect(text).toContain('Customer: Meera Nair\\, +91 98765 43210');
    expect(text).toContain('Note: Booked on WhatsApp\\; ₹1\\,000 paid ahead.');
  });
});
