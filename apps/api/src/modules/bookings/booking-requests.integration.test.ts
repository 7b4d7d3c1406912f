import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_LIFECYCLE_MESSAGES,
  FAIR_USE_DEFAULTS,
  istHourStart,
  type Booking,
  type BookingCreated,
  type Studio,
} from '@studio-hive/domain';
import { createOutageLog } from '../../db/database-outage';
import * as schema from '../../db/schema';
import { createMemoryCounterStore } from '../../http/counter-store';
import { call } from '../../test/factories';
import { createBookingLimits } from './booking-limits';
import { startRequestExpiry } from './request-expiry';
import {
  act,
  booked,
  customerView,
  HOUR_MS,
  hoursOn,
  later,
  mailTo,
  ownerView,
  secondCustomer,
  sent,
  studioWith,
  useLifecycleApp,
} from '../../test/fixtures/booking-lifecycle';
import {
  admin,
  book,
  customer,
  otherOwner,
  owner,
  request,
  START,
  t,
} from '../../test/fixtures/bookings';

/**
 * Requests at a studio that decides first, through the HTTP stack (docs/api.md#booking-lifecycle,
 * decision 025): the held hours and the masked studio, the owner's accept and decline, who may
 * decide, and the expiry at the deadline, read or swept, with the notifications of each.
 */

useLifecycleApp();

describe('requests (a studio in request mode)', () => {
  it('holds the hours, keeps the studio masked and asks the owner, who sees the customer', async () => {
    const studio = await studioWith({ bookingMode: 'request', name: 'Quiet Loft' });
    let res: Awaited<ReturnType<typeof book>> | undefined;
    const entries = await sent(async () => {
      res = await book(customer.auth, request(studio.id, { date: later }));
    });
    expect(res?.statusCode).toBe(201);
    const { message, booking } = res!.json<BookingCreated>();
    expect(message).toBe(BOOKING_LIFECYCLE_MESSAGES.requested);
    expect(booking).toMatchObject({
      status: 'requested',
      // 24 hours after the request: the start is days away.
      decisionDueAt: new Date(START.getTime() + 24 * HOUR_MS).toISOString(),
      // A request may be withdrawn until its start.
      cancellableUntil: istHourStart(later, 10).toISOString(),
      cancelledBy: null,
      cancelReason: null,
    });
    // A request does not unmask the studio.
    expect(booking.studio?.name).toMatch(/^Hive Studio \d+, Gurgaon$/);
    expect(booking.studio?.location.fullAddress).toBeNull();
    expect(booking.studio?.contactPhone).toBeUndefined();
    const page = await call(t, 'GET', `/api/studio/${studio.id}`, { auth: customer.auth });
    expect(page.json<{ studio: Studio }>().studio.isMasked).toBe(true);

    expect(await hoursOn(studio.id, later)).not.toContain(10);
    const forOwner = await ownerView(booking._id);
    expect(forOwner?.customer?.phone).toBe(customer.phone);
    expect(forOwner?.customerRecord).toEqual({
      completed: 0,
      cancelled: 0,
      lateCancelled: 0,
      noShows: 0,
    });

    const [ownerMail] = mailTo(entries, owner.email);
    expect(ownerMail?.subject).toContain('booking request for Quiet Loft');
    expect(ownerMail?.text).toContain('Accept or decline it under Bookings Received by');
    expect(entries.some((m) => m.channel === 'sms' && m.text.includes('booking request'))).toBe(
      true,
    );
    const [customerMail] = mailTo(entries, customer.email);
    expect(customerMail?.text).toContain('Your booking request was sent to the studio');
    expect(customerMail?.text).not.toContain('Quiet Loft');
  });

  it('the owner accepts before the deadline: confirmed and unmasked with the studio number', async () => {
    const studio = await studioWith({ bookingMode: 'request', contactPhone: '9811122233' });
    const booking = await booked(studio.id);

    for (const someone of [otherOwner, admin, secondCustomer]) {
      expect((await act(someone.auth, booking._id, 'accept')).statusCode).toBe(403);
    }
    const byCustomer = await act(customer.auth, booking._id, 'accept');
    expect(byCustomer.statusCode).toBe(403);
    expect((await act(undefined, booking._id, 'accept')).statusCode).toBe(401);

    const entries = await sent(async () => {
      const res = await act(owner.auth, booking._id, 'accept');
      expect(res.statusCode).toBe(200);
      expect(res.json<{ booking: Booking }>().booking.status).toBe('confirmed');
    });
    const mine = await customerView(booking._id);
    expect(mine?.status).toBe('confirmed');
    expect(mine?.studio?.name).toBe(studio.name);
    expect(mine?.studio?.contactPhone).toBe('9811122233');
    const [mail] = mailTo(entries, customer.email);
    expect(mail?.text).toContain('The studio accepted your request.');
    expect(mail?.text).toContain('WhatsApp:     https://wa.me/919811122233');

    const again = await act(owner.auth, booking._id, 'accept');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: BOOKING_LIFECYCLE_MESSAGES.notRequested });
  });

  it('the owner declines with an optional reason; the hours are free again', async () => {
    const studio = await studioWith({ bookingMode: 'request' });
    const booking = await booked(studio.id);
    const tooShort = await act(owner.auth, booking._id, 'decline', { reason: 'no' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toMatchObject({ message: BOOKING_LIFECYCLE_MESSAGES.reasonLength });

    const res = await act(owner.auth, booking._id, 'decline', { reason: 'Closed for repairs' });
    expect(res.statusCode).toBe(200);
    expect(await hoursOn(studio.id, later)).toContain(10);
    expect(await customerView(booking._id)).toMatchObject({
      status: 'declined',
      cancelReason: 'Closed for repairs',
      cancellableUntil: null,
    });
  });

  it('expires at its deadline, read or not: its hours are free and the next booking takes them', async () => {
    const studio = await studioWith({ bookingMode: 'request' });
    const booking = await booked(studio.id);
    t.clock.now = new Date(new Date(booking.decisionDueAt!).getTime() + 60_000);

    expect((await customerView(booking._id))?.status).toBe('expired');
    expect(await hoursOn(studio.id, later)).toEqual(expect.arrayContaining([10, 11]));
    const late = await act(owner.auth, booking._id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: BOOKING_LIFECYCLE_MESSAGES.notRequested });

    // The next booking of the hours expires the overdue request first.
    await booked(studio.id, secondCustomer);
    const [row] = await t.database.db
      .select()
      .from(schema.bookings)
      .where(eq(schema.bookings.id, booking._id));
    expect(row?.status).toBe('expired');
    const holds = await t.database.db
      .select()
      .from(schema.bookingHours)
      .where(eq(schema.bookingHours.bookingId, booking._id));
    expect(holds).toEqual([]);
  });

  it('the expiry job expires requests nobody decided and tells both sides', async () => {
    const studio = await studioWith({ bookingMode: 'request', name: 'Slow Owner Studio' });
    const booking = await booked(studio.id);
    // Nobody reads or books: the clock passes the deadline and the expiry job comes by.
    const entries = await sent(async () => {
      t.clock.now = new Date(new Date(booking.decisionDueAt!).getTime() + 1);
      expect(await t.app.requestExpiry.runNow()).toBeGreaterThanOrEqual(1);
    });
    const [row] = await t.database.db
      .select()
      .from(schema.bookings)
      .where(eq(schema.bookings.id, booking._id));
    expect(row?.status).toBe('expired');
    expect(mailTo(entries, customer.email).map((m) => m.subject)).toContainEqual(
      expect.stringContaining('expired'),
    );
    expect(mailTo(entries, owner.email).map((m) => m.subject)).toContainEqual(
      'Studio Hive: a booking request for Slow Owner Studio expired',
    );
  });

  it('the expiry job runs on its own clock, without a call, and stops with nothing left behind', async () => {
    const studio = await studioWith({ bookingMode: 'request' });
    const booking = await booked(studio.id, customer, [15]);
    t.clock.now = new Date(new Date(booking.decisionDueAt!).getTime() + 1);
    const job = startRequestExpiry({
      context: {
        db: t.database.db,
        now: () => t.clock.now,
        notifications: t.app.notifications,
        limits: createBookingLimits(createMemoryCounterStore(), FAIR_USE_DEFAULTS),
      },
      log: t.app.log,
      databaseOutage: createOutageLog(t.app.log),
      intervalMs: 20,
    });
    // Every read says expired at once; the stored state is the job's to write.
    const stored = async () => {
      const [row] = await t.database.db
        .select({ status: schema.bookings.status })
        .from(schema.bookings)
        .where(eq(schema.bookings.id, booking._id));
      return row?.status;
    };
    try {
      await expect.poll(stored, { timeout: 10_000 }).toBe('expired');
      const holds = await t.database.db
        .select()
        .from(schema.bookingHours)
        .where(eq(schema.bookingHours.bookingId, booking._id));
      expect(holds).toEqual([]);
    } finally {
      await job.stop();
    }
    expect(await job.runNow()).toBe(0);
  });
});
