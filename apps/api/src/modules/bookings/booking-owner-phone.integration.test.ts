import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  formatIndianMobile,
  istToday,
  type Booking,
  type BookingState,
} from '@studio-hive/domain';
import {
  call,
  createBookingRow,
  createStudioRow,
  signedInAccount,
  uniquePhone,
  type SignedInAccount,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The customer's phone as the studio's owner sees it (decision 040): on a request or a confirmed
 * booking until 7 days after its session (the no-show window), on nothing that is off. Every
 * owner's view reads it through the same rule: their bookings list and their calendar feed.
 */
let t: TestApp;
let owner: SignedInAccount;
let customer: SignedInAccount;
let studioId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInAccount(t, 'owner');
  customer = await signedInAccount(t, 'customer', { phone: uniquePhone() });
  studioId = (await createStudioRow(t, { authorId: owner._id })).id;
});
afterAll(() => t.close());

const today = () => istToday(t.clock.now);
const hoursFromNow = (hours: number) => new Date(t.clock.now.getTime() + hours * 3_600_000);

let nextHour = 0;
/**
 * A booking of the customer at the owner's studio on `daysAhead` from today, each at an hour of
 * its own. A withdrawn request is one its customer cancelled.
 */
const bookingIn = (
  state: BookingState,
  daysAhead: number,
  extra: { decisionDueAt?: Date; cancelledBy?: 'customer' | 'owner' } = {},
) =>
  createBookingRow(t, {
    studioId,
    customerId: customer._id,
    date: addDays(today(), daysAhead),
    hours: [6 + (nextHour++ % 16)],
    status: state,
    ...extra,
  });

async function ownersList(): Promise<Map<string, Booking>> {
  const res = await call(t, 'GET', '/api/booking/owner', { auth: owner.auth });
  expect(res.statusCode).toBe(200);
  return new Map(res.json<Booking[]>().map((booking) => [booking._id, booking]));
}

describe("the customer's phone in the owner's views", () => {
  it('is shown on a request and on a confirmed booking, upcoming or within 7 days after', async () => {
    const shown = [
      await bookingIn('requested', 2, { decisionDueAt: hoursFromNow(12) }),
      await bookingIn('confirmed', 2),
      await bookingIn('confirmed', -3),
    ];
    const list = await ownersList();
    for (const booking of shown) {
      expect(list.get(booking.id)?.customer, booking.status).toMatchObject({
        phone: customer.phone,
      });
    }
  });

  it('is not shown on a cancelled, declined, expired, withdrawn or no-show booking', async () => {
    const off = [
      await bookingIn('cancelled', 2, { cancelledBy: 'owner' }),
      await bookingIn('declined', 2),
      await bookingIn('expired', 2),
      await bookingIn('cancelled', 2, { cancelledBy: 'customer', decisionDueAt: hoursFromNow(12) }),
      await bookingIn('no_show', -2),
    ];
    // A request past its deadline reads expired before the expiry job comes by.
    off.push(await bookingIn('requested', 3, { decisionDueAt: hoursFromNow(-1) }));
    const list = await ownersList();
    for (const booking of off) {
      const seen = list.get(booking.id);
      expect(seen?.customer?.name, booking.status).toBe(customer.name);
      expect(seen?.customer, booking.status).not.toHaveProperty('phone');
    }
  });

  it('is not shown once 7 days have passed since the session, in the list or the calendar feed', async () => {
    const recent = await bookingIn('confirmed', -6);
    const old = await bookingIn('confirmed', -9);
    const list = await ownersList();
    expect(list.get(recent.id)?.customer).toMatchObject({ phone: customer.phone });
    expect(list.get(old.id)?.customer).not.toHaveProperty('phone');

    const feedAddress = await call(t, 'GET', '/api/owner/calendar-feed', { auth: owner.auth });
    const feed = await call(t, 'GET', new URL(feedAddress.json<{ url: string }>().url).pathname);
    expect(feed.statusCode).toBe(200);
    // Long lines of an iCalendar file are folded: a line break and a space.
    const events = feed.body
      .replace(/\r\n[ \t]/g, '')
      .split('BEGIN:VEVENT')
      .slice(1);
    const eventOf = (id: string) => events.find((event) => event.includes(id)) ?? '';
    const phone = formatIndianMobile(customer.phone);
    expect(eventOf(recent.id)).toContain(phone);
    expect(eventOf(old.id)).toContain(`Customer: ${customer.name}`);
    expect(eventOf(old.id)).not.toContain(phone);
  });
});
