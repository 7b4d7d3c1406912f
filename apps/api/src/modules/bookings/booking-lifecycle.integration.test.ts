import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  BOOKING_LIFECYCLE_MESSAGES,
  BOOKING_MESSAGES,
  istHourStart,
  type Booking,
  type BookingCreated,
  type Studio,
} from '@studio-hive/domain';
import * as schema from '../../db/schema';
import { call, loginAs, signedInAccount, type SignedInAccount } from '../../test/factories';
import { readOutbox, type OutboxEntry } from '../../test/outbox';
import { secondAppOnSameDatabase } from '../../test/test-app';
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
  useBookingsApp,
} from './bookings-test-fixture';

/**
 * A booking's lifecycle through the HTTP stack (docs/api.md#booking-lifecycle, decision 025):
 * requests and the owner's decision, expiry, cancelling by either side, moving, no-shows, who may
 * do each, the notifications, and races between changes of one booking.
 */

useBookingsApp();

const HOUR_MS = 60 * 60 * 1000;
// Far enough ahead that every window (up to 72 hours) is still open at START.
const later = addDays(today, 5);
const later2 = addDays(today, 6);

let secondCustomer: SignedInAccount;
beforeAll(async () => {
  secondCustomer = await signedInAccount(t, 'customer', { name: 'Kabir Singh' });
});
afterEach(() => {
  t.clock.now = new Date(START);
});

type Action = 'cancel' | 'reschedule' | 'accept' | 'decline' | 'no-show';
const act = (auth: string | undefined, id: string, action: Action, payload?: object) =>
  call(t, 'POST', `/api/booking/${id}/${action}`, {
    ...(auth && { auth }),
    payload: payload ?? {},
  });

function studioWith(overrides: Parameters<typeof bookableStudio>[0] = {}) {
  return bookableStudio({
    slots: [
      [later, HOURS],
      [later2, HOURS],
    ],
    ...overrides,
  });
}

async function booked(studioId: string, who = customer, hours = [10, 11], date = later) {
  const res = await book(
    who.auth,
    request(studioId, { date, hours, totalPrice: 1500 * hours.length }),
  );
  expect(res.statusCode).toBe(201);
  return res.json<BookingCreated>().booking;
}

async function listOf(
  account: SignedInAccount,
  path: '/api/booking/customer' | '/api/booking/owner',
) {
  const res = await call(t, 'GET', path, { auth: account.auth });
  expect(res.statusCode).toBe(200);
  return res.json<Booking[]>();
}
const customerView = async (id: string, who = customer) =>
  (await listOf(who, '/api/booking/customer')).find((b) => b._id === id);
const ownerView = async (id: string) =>
  (await listOf(owner, '/api/booking/owner')).find((b) => b._id === id);

const hoursOn = async (studioId: string, date: string) =>
  (await availability(studioId)).find((d) => d.date === date)?.hours ?? [];

/** What the app sent from now until `work` is done and swept. */
async function sent(work: () => Promise<unknown>): Promise<OutboxEntry[]> {
  // What earlier calls kicked is out first, so it is not counted as this work's.
  await t.app.notifications.sweepNow();
  const before = (await readOutbox(t.config.dataDir)).length;
  await work();
  await t.app.notifications.sweepNow();
  return (await readOutbox(t.config.dataDir)).slice(before);
}
type Mail = Extract<OutboxEntry, { channel: 'email' }>;
const mailTo = (entries: OutboxEntry[], email: string) =>
  entries.filter((m): m is Mail => m.channel === 'email' && m.to === email);

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

    // The next booking of the hours expires the lapsed request first.
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

  it('the sweep expires requests nobody decided and tells both sides', async () => {
    const studio = await studioWith({ bookingMode: 'request', name: 'Slow Owner Studio' });
    const booking = await booked(studio.id);
    // Nobody reads or books: the clock passes the deadline and the sweep comes by.
    const entries = await sent(async () => {
      t.clock.now = new Date(new Date(booking.decisionDueAt!).getTime() + 1);
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
});

describe('cancelling', () => {
  it('the customer cancels before the deadline; the hours are free; the owner is told', async () => {
    const studio = await studioWith();
    const booking = await booked(studio.id);
    const entries = await sent(async () => {
      const res = await act(customer.auth, booking._id, 'cancel');
      expect(res.statusCode).toBe(200);
      expect(res.json<{ booking: Booking }>().booking).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'customer',
        cancellableUntil: null,
        statusChangedAt: START.toISOString(),
      });
    });
    expect(await hoursOn(studio.id, later)).toEqual(expect.arrayContaining([10, 11]));
    const [ownerMail] = mailTo(entries, owner.email);
    expect(ownerMail?.text).toContain('Asha Verma cancelled their booking');
    const ics = ownerMail?.attachment?.content ?? '';
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain(`UID:booking-${booking._id}@studiohive`);
    // Cancelled twice: the second finds nothing to cancel.
    expect((await act(customer.auth, booking._id, 'cancel')).statusCode).toBe(409);
  });

  it('after the deadline, and at a studio without online cancellation, the customer is told to call', async () => {
    const studio = await studioWith({ cancellationHours: 24 });
    const booking = await booked(studio.id);
    // 23 hours before the start: inside the 24-hour window.
    t.clock.now = new Date(istHourStart(later, 10).getTime() - 23 * HOUR_MS);
    const late = await act(customer.auth, booking._id, 'cancel');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      message: 'This booking can no longer be cancelled online. Please contact the studio.',
    });
    expect((await customerView(booking._id))?.status).toBe('confirmed');

    t.clock.now = new Date(START);
    const strict = await studioWith({ cancellationHours: 0 });
    const strictBooking = await booked(strict.id);
    expect(strictBooking.cancellableUntil).toBeNull();
    expect((await act(customer.auth, strictBooking._id, 'cancel')).statusCode).toBe(409);
  });

  it('the owner cancels with a reason the customer sees; the studio is masked for them again', async () => {
    const studio = await studioWith();
    const booking = await booked(studio.id);
    const noReason = await act(owner.auth, booking._id, 'cancel');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ message: BOOKING_LIFECYCLE_MESSAGES.reasonRequired });
    const hostile = await act(owner.auth, booking._id, 'cancel', { reason: 'Sorry\u202Egnp.exe' });
    expect(hostile.statusCode).toBe(400);

    const entries = await sent(async () => {
      const res = await act(owner.auth, booking._id, 'cancel', { reason: 'Power cut in the area' });
      expect(res.statusCode).toBe(200);
    });
    const mine = await customerView(booking._id);
    expect(mine).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'owner',
      cancelReason: 'Power cut in the area',
    });
    expect(mine?.studio?.location.fullAddress).toBeNull();
    const [mail] = mailTo(entries, customer.email);
    expect(mail?.text).toContain('> Power cut in the area');
    expect(entries.some((m) => m.channel === 'sms' && m.to === `+91${customer.phone}`)).toBe(true);
  });

  it('only the two parties may cancel: others get 403, guests 401, an unknown booking 404', async () => {
    const studio = await studioWith();
    const booking = await booked(studio.id);
    for (const someone of [otherOwner, admin, secondCustomer]) {
      const res = await act(someone.auth, booking._id, 'cancel', { reason: 'Not mine to cancel' });
      expect(res.statusCode).toBe(403);
    }
    expect((await act(undefined, booking._id, 'cancel')).statusCode).toBe(401);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await act(customer.auth, unknown, 'cancel')).statusCode).toBe(404);
    expect((await act(customer.auth, 'not-an-id', 'cancel')).statusCode).toBe(404);
    const wrongType = await act(customer.auth, booking._id, 'cancel', { reason: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect((await customerView(booking._id))?.status).toBe('confirmed');
  });
});

describe('moving', () => {
  it('moves to other free hours: same booking, new time and price, the old hours free', async () => {
    const studio = await studioWith();
    const booking = await booked(studio.id);
    const entries = await sent(async () => {
      const res = await act(customer.auth, booking._id, 'reschedule', {
        date: later2,
        hours: [14, 15, 16],
        totalPrice: 4500,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ booking: Booking }>().booking).toMatchObject({
        _id: booking._id,
        date: later2,
        hours: [14, 15, 16],
        basePrice: 4500,
        totalPrice: 4500,
        status: 'confirmed',
      });
    });
    expect(await hoursOn(studio.id, later)).toEqual(expect.arrayContaining([10, 11]));
    expect(await hoursOn(studio.id, later2)).not.toContain(15);
    const ics = mailTo(entries, owner.email)
      .map((m) => m.attachment?.content ?? '')
      .join('');
    expect(ics).toContain(`UID:booking-${booking._id}@studiohive`);
    expect(ics).toMatch(/SEQUENCE:\d+/);
    expect(ics).not.toContain('METHOD:CANCEL');

    // Overlapping its own hours is fine.
    const overlap = await act(customer.auth, booking._id, 'reschedule', {
      date: later2,
      hours: [15, 16],
      totalPrice: 3000,
    });
    expect(overlap.statusCode).toBe(200);
    expect(await hoursOn(studio.id, later2)).toContain(14);
  });

  it('refuses a taken hour, a price that is not the server’s and the owner; nothing changes', async () => {
    const studio = await studioWith();
    const booking = await booked(studio.id);
    await booked(studio.id, secondCustomer, [15], later);
    const taken = await act(customer.auth, booking._id, 'reschedule', {
      date: later,
      hours: [15],
      totalPrice: 1500,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: BOOKING_MESSAGES.justTaken });
    const cheap = await act(customer.auth, booking._id, 'reschedule', {
      date: later,
      hours: [16],
      totalPrice: 1,
    });
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json()).toMatchObject({ code: 'PRICE_MISMATCH' });
    const byOwner = await act(owner.auth, booking._id, 'reschedule', {
      date: later,
      hours: [16],
      totalPrice: 1500,
    });
    expect(byOwner.statusCode).toBe(403);
    expect(await customerView(booking._id)).toMatchObject({ date: later, hours: [10, 11] });
    expect(await hoursOn(studio.id, later)).not.toContain(10);
  });
});

describe('no-shows and the customer record', () => {
  it('the owner marks a no-show from the end until 7 days after; owners see it counted', async () => {
    const studio = await studioWith();
    const booking = await booked(studio.id, secondCustomer, [10]);
    const early = await act(owner.auth, booking._id, 'no-show');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: BOOKING_LIFECYCLE_MESSAGES.noShowTooEarly });

    t.clock.now = new Date(istHourStart(later, 11).getTime() + 60_000);
    expect((await act(secondCustomer.auth, booking._id, 'no-show')).statusCode).toBe(403);
    const res = await act(owner.auth, booking._id, 'no-show');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ booking: Booking }>().booking.customerRecord?.noShows).toBe(1);

    const another = await booked(studio.id, secondCustomer, [12], later2);
    t.clock.now = new Date(istHourStart(later2, 13).getTime() + 8 * 24 * HOUR_MS);
    // Signed in again: a week later the first sign-in has run out.
    const ownerNow = await loginAs(t, owner);
    const tooLate = await act(ownerNow, another._id, 'no-show');
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json()).toMatchObject({ message: BOOKING_LIFECYCLE_MESSAGES.noShowTooLate });
  });
});

describe('deadlines at IST boundaries', () => {
  // Hours 0 and 1 of `later` begin at 18:30 and 19:30 UTC the day before: the deadlines fall on
  // another UTC date than the booking, and in the tests' process zone (UTC+14, vitest.config.ts)
  // on yet another date.
  // Open from midnight: no hour is bookable outside the opening hours (decision 027).
  const night = (hours: number[]) =>
    studioWith({ openingHour: 0, cancellationHours: 2, slots: [[later, hours]] });

  it('the customer may cancel until the last millisecond before the window, not at it', async () => {
    const studio = await night([0, 1, 2, 3]);
    const first = await booked(studio.id, customer, [0, 1]);
    const second = await booked(studio.id, secondCustomer, [2, 3]);
    const deadline = new Date(first.cancellableUntil!);
    expect(deadline.toISOString()).toBe(
      new Date(istHourStart(later, 0).getTime() - 2 * HOUR_MS).toISOString(),
    );
    t.clock.now = new Date(deadline.getTime() - 1);
    expect((await act(customer.auth, first._id, 'cancel')).statusCode).toBe(200);
    t.clock.now = new Date(second.cancellableUntil!);
    const atDeadline = await act(secondCustomer.auth, second._id, 'cancel');
    expect(atDeadline.statusCode).toBe(409);
    expect(atDeadline.json()).toMatchObject({
      message: BOOKING_LIFECYCLE_MESSAGES.tooLateToCancel,
    });
  });

  it('a request is decided until its deadline and expired at it; a no-show counts from the end', async () => {
    const studio = await studioWith({
      bookingMode: 'request',
      openingHour: 0,
      slots: [[later, [0, 1, 2]]],
    });
    const asked = await booked(studio.id, customer, [0]);
    t.clock.now = new Date(new Date(asked.decisionDueAt!).getTime());
    expect((await act(owner.auth, asked._id, 'accept')).statusCode).toBe(409);

    t.clock.now = new Date(START);
    const other = await booked(studio.id, secondCustomer, [1, 2]);
    expect((await act(owner.auth, other._id, 'accept')).statusCode).toBe(200);
    // Its end, 03:00 IST on `later`, is 21:30 UTC the day before.
    t.clock.now = new Date(istHourStart(later, 3).getTime() - 1);
    expect((await act(owner.auth, other._id, 'no-show')).statusCode).toBe(409);
    t.clock.now = istHourStart(later, 3);
    expect((await act(owner.auth, other._id, 'no-show')).statusCode).toBe(200);
  });
});

describe('races between changes of one booking', () => {
  const holdsOf = (id: string) =>
    t.database.db.select().from(schema.bookingHours).where(eq(schema.bookingHours.bookingId, id));

  it('accept, decline and the customer withdrawing one request: one outcome, its hours consistent', async () => {
    const studio = await studioWith({ bookingMode: 'request' });
    for (const hours of [[9], [12], [14]]) {
      const booking = await booked(studio.id, customer, hours);
      const [accept, decline, cancel] = await Promise.all([
        act(owner.auth, booking._id, 'accept'),
        act(owner.auth, booking._id, 'decline'),
        act(customer.auth, booking._id, 'cancel'),
      ]);
      const codes = [accept, decline, cancel].map((res) => res.statusCode);
      expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
      // The owner's two decisions: never both. (The customer may cancel after an accept.)
      expect([accept.statusCode, decline.statusCode]).toContain(409);
      const final = (await customerView(booking._id))?.status;
      const expected =
        cancel.statusCode === 200
          ? 'cancelled'
          : accept.statusCode === 200
            ? 'confirmed'
            : 'declined';
      expect(final).toBe(expected);
      expect(await holdsOf(booking._id)).toHaveLength(final === 'confirmed' ? 1 : 0);
    }
  });

  it('past the deadline, the sweep, an accept and a withdrawal at once: it stays expired', async () => {
    const studio = await studioWith({ bookingMode: 'request' });
    const booking = await booked(studio.id, customer, [16]);
    t.clock.now = new Date(booking.decisionDueAt!);
    const [, accept, cancel] = await Promise.all([
      t.app.notifications.sweepNow(),
      act(owner.auth, booking._id, 'accept'),
      act(customer.auth, booking._id, 'cancel'),
    ]);
    expect([accept.statusCode, cancel.statusCode]).toEqual([409, 409]);
    expect((await customerView(booking._id))?.status).toBe('expired');
    expect(await holdsOf(booking._id)).toEqual([]);
  });

  it('a move and a new booking of the same hour on two servers: exactly one gets it', async () => {
    const second = await secondAppOnSameDatabase(t);
    try {
      const studio = await studioWith();
      for (const hour of [13, 15, 17]) {
        const booking = await booked(studio.id, customer, [10 + (hour % 3)], later);
        const [move, fresh] = await Promise.all([
          act(customer.auth, booking._id, 'reschedule', {
            date: later2,
            hours: [hour],
            totalPrice: 1500,
          }),
          (second.app as FastifyInstance).inject({
            method: 'POST',
            url: '/api/booking',
            headers: { authorization: secondCustomer.auth },
            payload: request(studio.id, { date: later2, hours: [hour], totalPrice: 1500 }),
          }),
        ]);
        const winners = [move.statusCode === 200, fresh.statusCode === 201].filter(Boolean);
        expect(winners).toHaveLength(1);
        expect([move.statusCode, fresh.statusCode]).toContain(409);
        const holds = await t.database.db
          .select()
          .from(schema.bookingHours)
          .where(eq(schema.bookingHours.studioId, studio.id));
        expect(holds.filter((h) => h.date === later2 && h.hour === hour)).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });
});
