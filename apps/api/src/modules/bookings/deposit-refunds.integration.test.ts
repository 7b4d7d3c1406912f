import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_MESSAGES,
  FAIR_USE_DEFAULTS,
  istHourStart,
  refundDueLine,
  type Booking,
  type CalendarFeed,
} from '@studio-hive/domain';
import * as schema from '../../db/schema';
import { createMemoryCounterStore } from '../../http/counter-store';
import { call } from '../../test/factories';
import {
  act,
  booked,
  customerView,
  depositStudio,
  holdsOf,
  HOUR_MS,
  later,
  mailTo,
  ownerView,
  secondCustomer,
  sent,
  useLifecycleApp,
} from '../../test/fixtures/booking-lifecycle';
import { admin, customer, otherOwner, owner, START, t } from '../../test/fixtures/bookings';
import { expireOverdueRequests } from './booking-bulk-changes';
import { createBookingLimits } from './booking-limits';

/**
 * Deposits over UPI, continued (docs/api.md#deposits-over-upi, decision 052): a confirmation
 * racing the expiry or a withdrawal has exactly one outcome; a cancellation after a paid deposit
 * records what is owed back, and the owner marks a due refund paid once; the refund=due list;
 * the owner's calendar feed; hostile input. deposits.integration.test.ts has the booking, the
 * report and the owner's decision.
 */

useLifecycleApp();

const MINUTE_MS = 60_000;

const storedStatus = async (id: string) =>
  (
    await t.database.db
      .select({ status: schema.bookings.status })
      .from(schema.bookings)
      .where(eq(schema.bookings.id, id))
  )[0]?.status;

/** A booking at `studioId` whose deposit its owner confirmed. */
async function paidBooking(studioId: string, hours = [10, 11]) {
  const booking = await booked(studioId, customer, hours);
  const res = await act(owner.auth, booking._id, 'deposit/confirm');
  expect(res.statusCode).toBe(200);
  return res.json<{ booking: Booking }>().booking;
}

const ownerList = async (query: string) => {
  const res = await call(t, 'GET', `/api/booking/owner${query}`, { auth: owner.auth });
  expect(res.statusCode).toBe(200);
  return res.json<Booking[]>().map((b) => b._id);
};

describe('races of a deposit', () => {
  it('a confirmation against the expiry on its deadline: exactly one wins, the holds agree', async () => {
    const studio = await depositStudio();
    const outcomes = new Set<string>();
    for (const hours of [[9], [12], [14], [16]]) {
      t.clock.now = new Date(START);
      const booking = await booked(studio.id, customer, hours);
      const deadline = new Date(booking.decisionDueAt!);
      // The owner confirms a moment before the deadline while the job, a moment after it,
      // expires what is overdue.
      t.clock.now = new Date(deadline.getTime() - 1);
      const [expired, confirm] = await Promise.all([
        expireOverdueRequests({
          db: t.database.db,
          now: () => new Date(deadline.getTime() + 1),
          limits: createBookingLimits(createMemoryCounterStore(), FAIR_USE_DEFAULTS),
        }),
        act(owner.auth, booking._id, 'deposit/confirm'),
      ]);
      const status = await storedStatus(booking._id);
      const holds = await holdsOf(booking._id);
      if (confirm.statusCode === 200) {
        expect(status).toBe('confirmed');
        expect(holds).toHaveLength(1);
        expect(holds[0]?.expiresAt).toBeNull();
      } else {
        expect(confirm.statusCode).toBe(409);
        expect(expired).toBeGreaterThanOrEqual(1);
        expect(status).toBe('expired');
        expect(holds).toEqual([]);
      }
      outcomes.add(status!);
    }
    expect([...outcomes].every((status) => ['confirmed', 'expired'].includes(status))).toBe(true);
  });

  it('a confirmation against the customer withdrawing: one outcome, its refund and holds consistent', async () => {
    const studio = await depositStudio();
    for (const hours of [[9], [12], [14], [16]]) {
      const booking = await booked(studio.id, customer, hours);
      const [confirm, cancel] = await Promise.all([
        act(owner.auth, booking._id, 'deposit/confirm'),
        act(customer.auth, booking._id, 'cancel', {}),
      ]);
      expect([200, 409]).toContain(confirm.statusCode);
      // Cancelling succeeds either way: before the confirmation as a withdrawal, after it as
      // the customer's cancellation of a paid booking, owed back in full.
      expect(cancel.statusCode).toBe(200);
      const mine = await customerView(booking._id);
      expect(mine?.status).toBe('cancelled');
      expect(await holdsOf(booking._id)).toEqual([]);
      if (confirm.statusCode === 200) {
        expect(mine?.deposit).toMatchObject({ depositRefund: 'full', refundDue: 1000 });
      } else {
        expect(mine?.deposit).toMatchObject({ paidAt: null, depositRefund: null, refundDue: null });
      }
    }
  });
});

describe('cancelling after a paid deposit', () => {
  it("the customer's cancellation within the window owes it all back; both sides are told", async () => {
    const studio = await depositStudio(undefined, { name: 'Refund Room' });
    const booking = await paidBooking(studio.id);
    let res: Awaited<ReturnType<typeof act>> | undefined;
    const entries = await sent(async () => {
      res = await act(customer.auth, booking._id, 'cancel', { reason: 'Plans changed' });
    });
    expect(res?.statusCode).toBe(200);
    const cancelled = res!.json<{ booking: Booking }>().booking;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'customer' });
    expect(cancelled.deposit).toMatchObject({
      depositRefund: 'full',
      refundDue: 1000,
      refundedAt: null,
    });
    expect(mailTo(entries, customer.email)[0]?.text).toContain(refundDueLine(1000));
    const [toOwner] = mailTo(entries, owner.email);
    expect(toOwner?.text).toContain(refundDueLine(1000));
    expect(toOwner?.text).toContain(DEPOSIT_MESSAGES.markRefunded);
    expect(
      entries.some(
        (m) => m.channel === 'sms' && m.to === `+91${owner.phone}` && m.text.includes('Refund'),
      ),
    ).toBe(true);
  });

  it("past the studio's deadline cancelling would owe nothing back, and the customer can no longer cancel online", async () => {
    const studio = await depositStudio(undefined, { cancellationHours: 24 });
    const booking = await paidBooking(studio.id);
    t.clock.now = new Date(istHourStart(later, 10).getTime() - 2 * HOUR_MS);
    expect((await customerView(booking._id))?.deposit?.depositRefund).toBe('none');
    expect((await act(customer.auth, booking._id, 'cancel', {})).statusCode).toBe(409);
  });

  it("the owner's cancellation, and deleting the studio, owe it all back", async () => {
    const studio = await depositStudio();
    const byOwner = await paidBooking(studio.id, [9]);
    const res = await act(owner.auth, byOwner._id, 'cancel', { reason: 'Power cut that day' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ booking: Booking }>().booking.deposit).toMatchObject({
      depositRefund: 'full',
      refundDue: 1000,
    });

    const closing = await depositStudio();
    const withStudio = await paidBooking(closing.id);
    const unpaid = await booked(closing.id, secondCustomer, [14]);
    const deleted = await call(t, 'DELETE', `/api/studio/${closing.id}`, {
      auth: owner.auth,
      payload: { cancelReason: 'The studio is closing for good.' },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await customerView(withStudio._id))?.deposit).toMatchObject({
      depositRefund: 'full',
      refundDue: 1000,
    });
    expect((await customerView(unpaid._id, secondCustomer))?.deposit).toMatchObject({
      depositRefund: null,
      refundDue: null,
    });
  });

  it("deleting the studio: a reported deposit's customer hears how to get it back, the owner to refund it, nobody of a list it left", async () => {
    const closing = await depositStudio(undefined, { name: 'Closing Room' });
    await paidBooking(closing.id, [9]);
    const reported = await booked(closing.id, secondCustomer, [14]);
    const utr = { utr: '412356789012' };
    expect((await act(secondCustomer.auth, reported._id, 'deposit', utr)).statusCode).toBe(200);
    const entries = await sent(async () => {
      const deleted = await call(t, 'DELETE', `/api/studio/${closing.id}`, {
        auth: owner.auth,
        payload: { cancelReason: 'The studio is closing for good.' },
      });
      expect(deleted.statusCode).toBe(200);
    });
    const ownerMails = mailTo(entries, owner.email);
    const aboutPaid = ownerMails.find((m) => m.subject.includes('9:00 AM'));
    const aboutReported = ownerMails.find((m) => m.subject.includes('2:00 PM'));
    expect(ownerMails).toHaveLength(2);
    expect(aboutPaid?.text).toContain(refundDueLine(1000));
    // The booking left Bookings Received with its studio: it cannot be marked refunded there.
    expect(aboutPaid?.text).not.toContain(DEPOSIT_MESSAGES.markRefunded);
    expect(aboutReported?.text).toContain('UTR 412356789012');
    expect(aboutReported?.text).toContain('If the money arrived, refund it to them.');
    const [toCustomer] = mailTo(entries, secondCustomer.email);
    expect(toCustomer?.text).toContain(`If you paid it, write to us through the Contact page`);
    expect(toCustomer?.text).toContain(reported.deposit!.reference);
  });

  it('a no-show keeps the deposit; a reschedule keeps it as it was', async () => {
    const studio = await depositStudio();
    const paid = await paidBooking(studio.id, [9]);
    const rescheduled = await act(customer.auth, paid._id, 'reschedule', {
      date: later,
      hours: [15],
      totalPrice: 1500,
    });
    expect(rescheduled.statusCode).toBe(200);
    expect(rescheduled.json<{ booking: Booking }>().booking.deposit).toEqual(paid.deposit);

    const missed = await paidBooking(studio.id, [12]);
    t.clock.now = new Date(istHourStart(later, 14).getTime() + MINUTE_MS);
    const res = await act(owner.auth, missed._id, 'no-show');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ booking: Booking }>().booking.deposit).toMatchObject({
      depositRefund: 'none',
      refundDue: null,
    });
    expect((await act(owner.auth, missed._id, 'deposit/refunded')).statusCode).toBe(409);
  });
});

describe("the owner's refund mark (POST /booking/:id/deposit/refunded) and refund=due", () => {
  it('only the owner marks a due refund paid, once; the list of refunds due follows it', async () => {
    const studio = await depositStudio();
    const booking = await paidBooking(studio.id, [13]);
    const confirmed = await act(owner.auth, booking._id, 'deposit/refunded');
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json()).toMatchObject({ message: DEPOSIT_MESSAGES.refundNotDue });
    expect((await act(customer.auth, booking._id, 'cancel', {})).statusCode).toBe(200);
    expect(await ownerList('?refund=due')).toContain(booking._id);
    expect(await ownerList('?refund=due&status=confirmed')).not.toContain(booking._id);

    expect((await act(undefined, booking._id, 'deposit/refunded')).statusCode).toBe(401);
    for (const someone of [customer, secondCustomer, otherOwner, admin]) {
      expect((await act(someone.auth, booking._id, 'deposit/refunded')).statusCode).toBe(403);
    }
    t.clock.now = new Date(START.getTime() + 3 * HOUR_MS);
    let marked!: Awaited<ReturnType<typeof act>>;
    const entries = await sent(async () => {
      marked = await act(owner.auth, booking._id, 'deposit/refunded');
    });
    expect(marked.statusCode).toBe(200);
    // The customer is told to look for it, by e-mail only.
    const toCustomer = mailTo(entries, customer.email).filter((m) =>
      m.text.includes(booking.deposit!.reference),
    );
    expect(toCustomer.map((m) => m.subject)).toEqual(['Studio Hive: deposit of ₹1,000 refunded']);
    expect(toCustomer[0]?.text).toContain(
      'The studio says it has sent back your deposit of ₹1,000',
    );
    expect(
      entries.filter((e) => e.channel === 'sms' && e.text.includes(booking.deposit!.reference)),
    ).toEqual([]);
    expect(marked.json<{ booking: Booking }>().booking.deposit).toMatchObject({
      depositRefund: 'full',
      refundDue: 1000,
      refundedAt: t.clock.now.toISOString(),
    });
    expect((await customerView(booking._id))?.deposit?.refundedAt).toBe(t.clock.now.toISOString());
    const twice = await act(owner.auth, booking._id, 'deposit/refunded');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: DEPOSIT_MESSAGES.refundedAlready });
    expect(await ownerList('?refund=due')).not.toContain(booking._id);

    // Two marks at once: one records it.
    const other = await paidBooking(studio.id, [15]);
    expect((await act(owner.auth, other._id, 'cancel', { reason: 'Power cut' })).statusCode).toBe(
      200,
    );
    const both = await Promise.all([
      act(owner.auth, other._id, 'deposit/refunded'),
      act(owner.auth, other._id, 'deposit/refunded'),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);

    const bad = await call(t, 'GET', '/api/booking/owner?refund=owed', { auth: owner.auth });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the owner's calendar feed", () => {
  it('shows a booking awaiting its deposit as tentative, as a request', async () => {
    const studio = await depositStudio(undefined, { name: 'Feed Deposit Room' });
    const booking = await booked(studio.id, customer, [16]);
    const address = await call(t, 'GET', '/api/owner/calendar-feed', { auth: owner.auth });
    const { url } = address.json<CalendarFeed>();
    const feed = await call(t, 'GET', new URL(url, 'http://localhost').pathname);
    expect(feed.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const event = calendar
      .getAllSubcomponents('vevent')
      .find((vevent) => String(vevent.getFirstPropertyValue('uid')).includes(booking._id));
    expect(event?.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(String(event?.getFirstPropertyValue('summary'))).toContain('Awaiting deposit');
  });
});

describe('hostile input', () => {
  it('never answers 500', async () => {
    const studio = await depositStudio();
    const booking = await booked(studio.id, customer, [17]);
    const ids = [booking._id, 'not-a-uuid', '00000000-0000-0000-0000-000000000000', '%00', "'"];
    const bodies: unknown[] = [
      { utr: 'x'.repeat(1_000_000) },
      { utr: { $gt: '' } },
      { utr: '412356789012', extra: true },
      { reason: ['a'] },
      { reason: null },
      42,
      null,
    ];
    for (const id of ids) {
      for (const action of ['deposit', 'deposit/confirm', 'deposit/reject', 'deposit/refunded']) {
        for (const payload of bodies) {
          const res = await call(t, 'POST', `/api/booking/${encodeURIComponent(id)}/${action}`, {
            auth: customer.auth,
            payload: JSON.stringify(payload),
            headers: { 'content-type': 'application/json' },
          });
          expect(
            res.statusCode,
            `${action} ${id} ${JSON.stringify(payload).slice(0, 30)}`,
          ).toBeLessThan(500);
        }
      }
    }
    expect((await ownerView(booking._id))?.status).toBe('awaiting_deposit');
  });
});
