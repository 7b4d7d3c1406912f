import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_LIFECYCLE_MESSAGES,
  DEPOSIT_MESSAGES,
  DEPOSIT_REFERENCE_PATTERN,
  DEPOSIT_REPORTS_PER_BOOKING,
  depositDeadlineAfterReport,
  depositNote,
  depositPaidLine,
  formatIstInstant,
  istHourStart,
  type Booking,
  type BookingCreated,
  type OwnerSummary,
  type StudioWithAvailability,
} from '@studio-hive/domain';
import * as schema from '../../db/schema';
import { call } from '../../test/factories';
import {
  act,
  booked,
  customerView,
  depositStudio,
  holdsOf,
  HOUR_MS,
  hoursOn,
  later,
  mailTo,
  ownerView,
  secondCustomer,
  sent,
  studioWith,
  UPI_ID,
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
 * Deposits over UPI through the HTTP stack (docs/api.md#deposits-over-upi, decision 052): a
 * booking at a studio that asks a deposit is held for it with a payment link, the customer
 * reports their UTR, the owner confirms or rejects it, the expiry job lets an unconfirmed one go;
 * who may do each; what the notices say. Races, cancellations and refunds are in
 * deposit-refunds.integration.test.ts.
 */

useLifecycleApp();

const MINUTE_MS = 60_000;

/** The parameters of a UPI link, as a UPI app reads them. */
function upiParameters(upiUrl: string): Record<string, string> {
  const url = new URL(upiUrl);
  expect(url.protocol).toBe('upi:');
  expect(url.host).toBe('pay');
  return Object.fromEntries(url.searchParams);
}

const depositOf = (booking: Booking | undefined) => {
  expect(booking?.deposit).toBeTruthy();
  return booking!.deposit!;
};

describe('a booking at a studio that asks a deposit', () => {
  it('is held for the deposit with a payment link, keeps the studio masked and tells the customer how to pay', async () => {
    const studio = await depositStudio(undefined, { name: 'Echo Deposit Room' });
    let res: Awaited<ReturnType<typeof book>> | undefined;
    const entries = await sent(async () => {
      res = await book(customer.auth, request(studio.id, { date: later, totalPrice: 3000 }));
    });
    expect(res?.statusCode).toBe(201);
    const { message, booking } = res!.json<BookingCreated>();
    expect(message).toBe(DEPOSIT_MESSAGES.asked);
    const payBy = new Date(START.getTime() + 60 * MINUTE_MS).toISOString();
    expect(booking).toMatchObject({
      status: 'awaiting_deposit',
      decisionDueAt: payBy,
      cancellableUntil: istHourStart(later, 10).toISOString(),
      totalPrice: 3000,
    });
    const deposit = depositOf(booking);
    expect(deposit).toMatchObject({
      amount: 1000,
      payBy,
      utr: null,
      reportedAt: null,
      paidAt: null,
      depositRefund: null,
      refundDue: null,
      refundedAt: null,
    });
    expect(deposit.reference).toMatch(/^SH-[2-9A-HJ-NP-Z]{5}$/);
    expect(deposit.reference).toMatch(DEPOSIT_REFERENCE_PATTERN);

    // The studio stays masked, in the response and in the link.
    expect(booking.studio?.name).toMatch(/^Hive Studio \d+, Gurgaon$/);
    expect(booking.studio?.location.fullAddress).toBeNull();
    expect(booking.studio?.contactPhone).toBeUndefined();
    expect(upiParameters(deposit.upiUrl)).toEqual({
      pa: UPI_ID,
      pn: booking.studio?.name,
      am: '1000.00',
      cu: 'INR',
      tn: depositNote(deposit.reference),
      tr: deposit.reference,
    });
    // Every value percent-encoded: the masked name's spaces and comma too.
    expect(deposit.upiUrl).toContain('pn=Hive%20Studio%20');
    expect(deposit.upiUrl).not.toContain('Echo Deposit Room');

    // Its hours are held: nobody else sees or books them.
    expect(await hoursOn(studio.id, later)).not.toContain(10);
    const taken = await book(
      secondCustomer.auth,
      request(studio.id, { date: later, hours: [11], totalPrice: 1500 }),
    );
    expect(taken.statusCode).toBe(409);

    // The owner sees the same deposit; the customer's list agrees.
    expect((await ownerView(booking._id))?.deposit).toEqual(deposit);
    expect((await customerView(booking._id))?.deposit).toEqual(deposit);

    const [mail] = mailTo(entries, customer.email);
    expect(mail?.subject).toContain('pay the deposit');
    expect(mail?.text).toContain('₹1,000');
    expect(mail?.text).toContain(deposit.upiUrl);
    expect(mail?.text).toContain(deposit.reference);
    expect(mail?.text).toContain(formatIstInstant(new Date(payBy)));
    expect(mail?.text).not.toContain('Echo Deposit Room');
    expect(
      entries.some(
        (m) =>
          m.channel === 'sms' &&
          m.to === `+91${customer.phone}` &&
          m.text.includes(deposit.reference),
      ),
    ).toBe(true);
    // The owner hears of it once it is reported paid.
    expect(mailTo(entries, owner.email)).toEqual([]);
  });

  it('asks a fixed amount capped at the total, or the percentage rounded to the rupee', async () => {
    const capped = await depositStudio({ type: 'fixed', value: 5000 });
    expect(depositOf(await booked(capped.id)).amount).toBe(3000);

    const odd = await depositStudio(
      { type: 'percent', value: 33 },
      { packages: [{ key: '1 Cam', price: 1234 }] },
    );
    const res = await book(
      customer.auth,
      request(odd.id, { date: later, hours: [10], totalPrice: 1234 }),
    );
    expect(res.statusCode).toBe(201);
    const { deposit } = res.json<BookingCreated>().booking;
    // 33 % of ₹1,234 is ₹407.22.
    expect(deposit?.amount).toBe(407);
    expect(upiParameters(deposit!.upiUrl).am).toBe('407.00');

    // A studio that asks none: a booking as ever, without a deposit.
    const none = await studioWith();
    const plain = await booked(none.id);
    expect(plain.status).toBe('confirmed');
    expect(plain.deposit).toBeNull();
  });

  it('pays by the start when that is sooner than DEPOSIT_MINUTES, in request mode too', async () => {
    const studio = await depositStudio(undefined, { bookingMode: 'request' });
    // 20 minutes before the 10:00 session of `later`.
    t.clock.now = new Date(istHourStart(later, 10).getTime() - 20 * MINUTE_MS);
    const booking = await booked(studio.id);
    expect(booking.status).toBe('awaiting_deposit');
    expect(depositOf(booking).payBy).toBe(istHourStart(later, 10).toISOString());
    expect(booking.decisionDueAt).toBe(istHourStart(later, 10).toISOString());
  });

  it('never changes with the studio: a new setting or address applies to new bookings only', async () => {
    const studio = await depositStudio();
    const booking = await booked(studio.id);
    await t.database.db
      .update(schema.studios)
      .set({ depositType: 'percent', depositValue: 50, upiId: 'new.owner@oksbi' })
      .where(eq(schema.studios.id, studio.id));
    const after = depositOf(await customerView(booking._id));
    expect(after).toEqual(depositOf(booking));
    expect(upiParameters(after.upiUrl).pa).toBe(UPI_ID);
  });
});

describe('the customer reports paying (POST /booking/:id/deposit)', () => {
  it('only the customer may, with a 12-digit UTR; the owner is told and gets longer to confirm', async () => {
    const studio = await depositStudio(undefined, { name: 'UTR Room' });
    const booking = await booked(studio.id);
    const utr = { utr: '4123 5678 9012' };
    expect((await act(undefined, booking._id, 'deposit', utr)).statusCode).toBe(401);
    for (const someone of [secondCustomer, owner, otherOwner, admin]) {
      const res = await act(someone.auth, booking._id, 'deposit', utr);
      expect(res.statusCode, someone.name).toBe(403);
    }

    for (const bad of [
      { utr: '12345' },
      { utr: 'abcdefghijkl' },
      { utr: '1234567890123' },
      { utr: '12345678901a' },
      { utr: '' },
      { utr: 412356789012 },
      { utr: null },
      { utr: ['412356789012'] },
      { utr: '4'.repeat(100_000) },
      {},
    ]) {
      const res = await act(customer.auth, booking._id, 'deposit', bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({ message: DEPOSIT_MESSAGES.utr });
    }
    expect(depositOf(await customerView(booking._id)).utr).toBeNull();

    t.clock.now = new Date(START.getTime() + 30 * MINUTE_MS);
    let res: Awaited<ReturnType<typeof act>> | undefined;
    const entries = await sent(async () => {
      res = await act(customer.auth, booking._id, 'deposit', utr);
    });
    expect(res?.statusCode).toBe(200);
    const reported = res!.json<{ booking: Booking }>().booking;
    const deadline = depositDeadlineAfterReport(
      t.clock.now,
      new Date(depositOf(booking).payBy),
      istHourStart(later, 10),
    ).toISOString();
    expect(reported).toMatchObject({ status: 'awaiting_deposit', decisionDueAt: deadline });
    expect(deadline).toBe(new Date(t.clock.now.getTime() + 24 * HOUR_MS).toISOString());
    expect(depositOf(reported)).toMatchObject({
      utr: '412356789012',
      reportedAt: t.clock.now.toISOString(),
      payBy: depositOf(booking).payBy,
    });
    // Its holds last as long.
    for (const hold of await holdsOf(booking._id)) {
      expect(hold.expiresAt?.toISOString()).toBe(deadline);
    }
    const [mail] = mailTo(entries, owner.email);
    expect(mail?.subject).toContain('deposit reported for UTR Room');
    expect(mail?.text).toContain('412356789012');
    expect(mail?.text).toContain(depositOf(booking).reference);
    expect(mail?.text).toContain(DEPOSIT_MESSAGES.received);
    expect(
      entries.some(
        (m) =>
          m.channel === 'sms' && m.to === `+91${owner.phone}` && m.text.includes('412356789012'),
      ),
    ).toBe(true);

    // A second report corrects the UTR only.
    t.clock.now = new Date(START.getTime() + 50 * MINUTE_MS);
    const again = await act(customer.auth, booking._id, 'deposit', { utr: '512356789012' });
    expect(again.statusCode).toBe(200);
    const corrected = again.json<{ booking: Booking }>().booking;
    expect(corrected.decisionDueAt).toBe(deadline);
    expect(depositOf(corrected)).toMatchObject({
      utr: '512356789012',
      reportedAt: reported.deposit!.reportedAt,
    });
  });

  it("a flood of reports costs the owner one text, and only the UTR's changes are e-mailed", async () => {
    const studio = await depositStudio();
    const booking = await booked(studio.id);
    const ownerSms = (entries: Awaited<ReturnType<typeof sent>>) =>
      entries.filter((m) => m.channel === 'sms' && m.to === `+91${owner.phone}`);
    const report = async (utr: string) => {
      let status = 0;
      let message: unknown;
      const entries = await sent(async () => {
        const res = await act(customer.auth, booking._id, 'deposit', { utr });
        status = res.statusCode;
        message = res.json<{ message?: string }>().message;
      });
      return { status, message, mails: mailTo(entries, owner.email), texts: ownerSms(entries) };
    };

    const first = await report('412356789012');
    expect(first).toMatchObject({ status: 200 });
    expect([first.mails.length, first.texts.length]).toEqual([1, 1]);
    // The same UTR again (a second tap) tells nobody.
    const again = await report('4123 5678 9012');
    expect([again.status, again.mails.length, again.texts.length]).toEqual([200, 0, 0]);
    // A correction is e-mailed with the new UTR, not texted.
    const corrected = await report('512356789012');
    expect([corrected.status, corrected.texts.length]).toEqual([200, 0]);
    expect(corrected.mails).toHaveLength(1);
    expect(corrected.mails[0]?.text).toContain('512356789012');
    expect((await report('612356789012')).status).toBe(200);
    // Past DEPOSIT_REPORTS_PER_BOOKING changes the UTR stays as it is and nobody is told.
    const flood = await report('712356789012');
    expect(flood).toMatchObject({ status: 429, message: DEPOSIT_MESSAGES.tooManyReports });
    expect([flood.mails.length, flood.texts.length]).toEqual([0, 0]);
    expect(DEPOSIT_REPORTS_PER_BOOKING).toBe(3);
    expect(depositOf(await customerView(booking._id)).utr).toBe('612356789012');
    // Saying the UTR on record again is still fine.
    expect((await report('612356789012')).status).toBe(200);
  });

  it('after the deadline, or of a booking without a deposit, is 409', async () => {
    const studio = await depositStudio();
    const booking = await booked(studio.id);
    t.clock.now = new Date(new Date(depositOf(booking).payBy).getTime() + 1);
    const late = await act(customer.auth, booking._id, 'deposit', { utr: '412356789012' });
    expect(late.statusCode).toBe(409);
    expect((await customerView(booking._id))?.status).toBe('expired');

    const plain = await booked((await studioWith()).id);
    const none = await act(customer.auth, plain._id, 'deposit', { utr: '412356789012' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ message: DEPOSIT_MESSAGES.notAwaiting });
  });

  it('a reported deposit outlives its pay-by time until the owner decides', async () => {
    const studio = await depositStudio();
    const booking = await booked(studio.id);
    t.clock.now = new Date(START.getTime() + 40 * MINUTE_MS);
    expect(
      (await act(customer.auth, booking._id, 'deposit', { utr: '412356789012' })).statusCode,
    ).toBe(200);
    t.clock.now = new Date(new Date(depositOf(booking).payBy).getTime() + 5 * MINUTE_MS);
    await t.app.requestExpiry.runNow();
    expect((await customerView(booking._id))?.status).toBe('awaiting_deposit');
    expect(await hoursOn(studio.id, later)).not.toContain(10);
    expect((await act(owner.auth, booking._id, 'deposit/confirm')).statusCode).toBe(200);
  });
});

describe("the owner's decision", () => {
  it('only the owner confirms: the booking is confirmed, unmasked and held for good', async () => {
    const studio = await depositStudio(undefined, {
      name: 'Confirmed Deposit Room',
      contactPhone: '9811122233',
    });
    const booking = await booked(studio.id);
    expect((await act(undefined, booking._id, 'deposit/confirm')).statusCode).toBe(401);
    for (const someone of [customer, secondCustomer, otherOwner, admin]) {
      expect((await act(someone.auth, booking._id, 'deposit/confirm')).statusCode).toBe(403);
    }
    t.clock.now = new Date(START.getTime() + 20 * MINUTE_MS);
    let res: Awaited<ReturnType<typeof act>> | undefined;
    const entries = await sent(async () => {
      res = await act(owner.auth, booking._id, 'deposit/confirm');
    });
    expect(res?.statusCode).toBe(200);
    expect(res!.json<{ booking: Booking }>().booking.status).toBe('confirmed');

    const mine = await customerView(booking._id);
    expect(mine).toMatchObject({
      status: 'confirmed',
      studio: { name: 'Confirmed Deposit Room', contactPhone: '9811122233' },
    });
    expect(depositOf(mine)).toMatchObject({
      paidAt: t.clock.now.toISOString(),
      // Cancelling now (well before the studio's deadline) would owe it all back.
      depositRefund: 'full',
      refundDue: null,
    });
    // The link keeps the name it was made with.
    expect(upiParameters(depositOf(mine).upiUrl).pn).toMatch(/^Hive Studio \d+, Gurgaon$/);
    const holds = await holdsOf(booking._id);
    expect(holds).toHaveLength(2);
    expect(holds.every((hold) => hold.expiresAt === null)).toBe(true);

    const [mail] = mailTo(entries, customer.email);
    expect(mail?.subject).toContain('Confirmed Deposit Room');
    expect(mail?.text).toContain('The studio received your deposit.');
    expect(mail?.text).toContain(depositPaidLine(1000, 3000));
    expect(mail?.text).toContain('WhatsApp:     https://wa.me/919811122233');
    expect(mail?.attachment).toBeTruthy();

    const again = await act(owner.auth, booking._id, 'deposit/confirm');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: DEPOSIT_MESSAGES.notAwaiting });
    // A request's accept is not a deposit's confirmation.
    const other = await booked(studio.id, customer, [14]);
    expect((await act(owner.auth, other._id, 'accept')).statusCode).toBe(409);
  });

  it('only the owner rejects, with a reason: declined, the hours free, the customer told why', async () => {
    const studio = await depositStudio();
    const booking = await booked(studio.id);
    for (const someone of [customer, secondCustomer, otherOwner, admin]) {
      const res = await act(someone.auth, booking._id, 'deposit/reject', { reason: 'Not seen' });
      expect(res.statusCode).toBe(403);
    }
    const without = await act(owner.auth, booking._id, 'deposit/reject', {});
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ message: BOOKING_LIFECYCLE_MESSAGES.reasonRequired });
    for (const bad of [{ reason: 42 }, { reason: 'x'.repeat(5000) }]) {
      expect((await act(owner.auth, booking._id, 'deposit/reject', bad)).statusCode).toBe(400);
    }
    // Not JSON objects: refused as such, never a 500.
    for (const bad of ['text', [1]]) {
      const res = await act(owner.auth, booking._id, 'deposit/reject', bad as object);
      expect([400, 415]).toContain(res.statusCode);
    }
    expect((await customerView(booking._id))?.status).toBe('awaiting_deposit');

    let res: Awaited<ReturnType<typeof act>> | undefined;
    const entries = await sent(async () => {
      res = await act(owner.auth, booking._id, 'deposit/reject', {
        reason: DEPOSIT_REJECT_REASON_TEXT,
      });
    });
    expect(res?.statusCode).toBe(200);
    expect(await customerView(booking._id)).toMatchObject({
      status: 'declined',
      cancelReason: DEPOSIT_REJECT_REASON_TEXT,
      cancellableUntil: null,
    });
    expect(await hoursOn(studio.id, later)).toEqual(expect.arrayContaining([10, 11]));
    expect(await holdsOf(booking._id)).toEqual([]);
    const [mail] = mailTo(entries, customer.email);
    expect(mail?.text).toContain('The studio did not find your deposit');
    expect(mail?.text).toContain(DEPOSIT_REJECT_REASON_TEXT);
    expect(mail?.text).toContain(depositOf(booking).reference);
  });
});

const DEPOSIT_REJECT_REASON_TEXT = 'No payment arrived';

describe('the expiry of an unconfirmed deposit', () => {
  it('the job expires it at its deadline, frees its hours and tells both sides', async () => {
    const studio = await depositStudio(undefined, { name: 'Unpaid Room' });
    const booking = await booked(studio.id);
    const entries = await sent(async () => {
      t.clock.now = new Date(new Date(depositOf(booking).payBy).getTime() + 1);
      expect(await t.app.requestExpiry.runNow()).toBeGreaterThanOrEqual(1);
    });
    const [row] = await t.database.db
      .select()
      .from(schema.bookings)
      .where(eq(schema.bookings.id, booking._id));
    expect(row?.status).toBe('expired');
    expect(await holdsOf(booking._id)).toEqual([]);
    expect(await hoursOn(studio.id, later)).toEqual(expect.arrayContaining([10, 11]));

    // Other tests' bookings may expire with it: this booking's mails name its reference.
    const reference = depositOf(booking).reference;
    const [toCustomer] = mailTo(entries, customer.email).filter((m) => m.text.includes(reference));
    expect(toCustomer?.text).toContain('Its deposit was not confirmed in time');
    expect(toCustomer?.text).not.toContain('Unpaid Room');
    const [toOwner] = mailTo(entries, owner.email).filter((m) => m.text.includes(reference));
    expect(toOwner?.subject).toBe(
      'Studio Hive: a booking awaiting its deposit at Unpaid Room expired',
    );
    expect(toOwner?.text).toContain(depositOf(booking).reference);
    // Too late for the owner too.
    expect((await act(owner.auth, booking._id, 'deposit/confirm')).statusCode).toBe(409);
  });

  it('the customer may withdraw it until the start: the hours are free, nothing is owed', async () => {
    const studio = await depositStudio();
    const booking = await booked(studio.id);
    const res = await act(customer.auth, booking._id, 'cancel', {});
    expect(res.statusCode).toBe(200);
    const cancelled = res.json<{ booking: Booking }>().booking;
    expect(cancelled.status).toBe('cancelled');
    expect(depositOf(cancelled)).toMatchObject({ depositRefund: null, refundDue: null });
    expect(await holdsOf(booking._id)).toEqual([]);
  });

  it('withdrawn after the customer reported paying, the owner is told to refund what arrived', async () => {
    const studio = await depositStudio(undefined, { name: 'Withdrawn Room' });
    const booking = await booked(studio.id);
    expect(
      (await act(customer.auth, booking._id, 'deposit', { utr: '112233445566' })).statusCode,
    ).toBe(200);
    const entries = await sent(async () => {
      expect((await act(customer.auth, booking._id, 'cancel', {})).statusCode).toBe(200);
    });
    const reference = depositOf(booking).reference;
    const [toOwner] = mailTo(entries, owner.email).filter((m) => m.text.includes(reference));
    expect(toOwner?.text).toContain(
      `They reported paying the deposit of ₹${depositOf(booking).amount.toLocaleString('en-IN')} with UTR 112233445566 (reference ${reference}). If the money arrived, refund it to them.`,
    );
  });
});

describe("the owner's other views", () => {
  it('the week, the availability, the lists and the figures show it as a request', async () => {
    const summary = async () =>
      (await callAs(owner.auth, '/api/booking/owner/summary')).json<OwnerSummary>();
    const before = await summary();
    const studio = await depositStudio();
    const booking = await booked(studio.id);
    // Counted among the bookings, never as upcoming or revenue until it is confirmed.
    expect(await summary()).toMatchObject({
      totalBookings: before.totalBookings + 1,
      upcomingBookings: before.upcomingBookings,
      totalRevenue: before.totalRevenue,
    });
    const week = await callAs(owner.auth, `/api/owner/week?studio=${studio.id}&from=${later}`);
    expect(week.statusCode).toBe(200);
    expect(JSON.stringify(week.json())).toContain('"deposit"');
    expect(JSON.stringify(week.json())).toContain(booking._id);

    const studios = await callAs(owner.auth, '/api/owner/studios');
    const mine = studios.json<StudioWithAvailability[]>().find((s) => s._id === studio.id);
    const day = mine?.availability.find((d) => d.date === later);
    expect(day?.slots.filter((slot) => slot.held)).toEqual([
      { hour: 10, isAvailable: true, held: 'requested' },
      { hour: 11, isAvailable: true, held: 'requested' },
    ]);

    const awaiting = await callAs(owner.auth, '/api/booking/owner?status=awaiting_deposit');
    expect(awaiting.json<Booking[]>().map((b) => b._id)).toContain(booking._id);
    const admins = await callAs(admin.auth, '/api/admin/bookings?status=awaiting_deposit');
    expect(admins.statusCode).toBe(200);
    expect(admins.json<Booking[]>().map((b) => b._id)).toContain(booking._id);
    expect(depositOf(admins.json<Booking[]>().find((b) => b._id === booking._id))).toEqual(
      depositOf(booking),
    );

    expect((await act(owner.auth, booking._id, 'deposit/confirm')).statusCode).toBe(200);
    expect(await summary()).toMatchObject({
      upcomingBookings: before.upcomingBookings + 1,
      totalRevenue: before.totalRevenue + booking.totalPrice,
    });
  });

  it("the admin's list, before the expiry job comes by, moves only the overdue deposit to expired", async () => {
    const listed = async (status: string) => {
      const res = await callAs(admin.auth, `/api/admin/bookings?status=${status}&limit=100`);
      expect(res.statusCode).toBe(200);
      const ids = res.json<Booking[]>().map((b) => b._id);
      expect(Number(res.headers['x-total-count'])).toBe(ids.length);
      return ids;
    };
    const deposit = await booked((await depositStudio()).id);
    const open = await booked((await studioWith({ bookingMode: 'request' })).id);
    expect(open.status).toBe('requested');
    t.clock.now = new Date(new Date(depositOf(deposit).payBy).getTime() + MINUTE_MS);
    expect(await listed('requested')).toContain(open._id);
    expect(await listed('awaiting_deposit')).not.toContain(deposit._id);
    expect(await listed('expired')).toContain(deposit._id);
  });
});

const callAs = (auth: string, url: string) => call(t, 'GET', url, { auth });
