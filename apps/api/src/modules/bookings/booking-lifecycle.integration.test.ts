import { describe, expect, it } from 'vitest';
import {
  BOOKING_LIFECYCLE_MESSAGES,
  BOOKING_MESSAGES,
  istHourStart,
  type Booking,
} from '@studio-hive/domain';
import { loginAs } from '../../test/factories';
import {
  act,
  booked,
  customerView,
  HOUR_MS,
  hoursOn,
  later,
  later2,
  mailTo,
  secondCustomer,
  sent,
  studioWith,
  useLifecycleApp,
} from '../../test/fixtures/booking-lifecycle';
import { admin, customer, otherOwner, owner, START, t } from '../../test/fixtures/bookings';

/**
 * A booking's lifecycle through the HTTP stack (docs/api.md#booking-lifecycle, decision 025):
 * cancelling by either side, rescheduling, no-shows, who may do each, the notifications, and the
 * deadlines at IST boundaries. Requests and the owner's decision are
 * booking-requests.integration.test.ts; races between changes of one booking,
 * booking-change-races.integration.test.ts.
 */

useLifecycleApp();

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

describe('rescheduling', () => {
  it('reschedules to other free hours: same booking, new time and price, the old hours free', async () => {
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
