import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, FAIR_USE_MESSAGES } from '@studio-hive/domain';
import {
  bookingRequest,
  call,
  createBookingRow,
  createStudioRow,
  signedInAccount,
  uniquePhone,
  type SignedInAccount,
} from '../../test/factories';
import { readOutbox } from '../../test/outbox';
import { createTestApp } from '../../test/test-app';

/**
 * Fair use of bookings per customer account (decision 025), as an outsider would try it: a burst
 * of parallel bookings, and a week of one studio taken by one account.
 */

// 04:45 UTC is 10:15 in India.
const START = new Date('2026-11-23T04:45:00Z');
const tomorrow = '2026-11-24';
const HOURS = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];

async function appWith(env: Record<string, string>) {
  const t = await createTestApp(env);
  t.clock.now = new Date(START);
  const owner = await signedInAccount(t, 'owner', { phone: uniquePhone() });
  const studio = (days = 1, overrides: Parameters<typeof createStudioRow>[1] = {}) =>
    createStudioRow(t, {
      ...overrides,
      authorId: owner._id,
      // Open until 21:00: every hour of HOURS is within the opening hours (decision 027).
      closingHour: 21,
      slots: Array.from({ length: days }, (_, i): [string, number[]] => [
        addDays(tomorrow, i),
        HOURS,
      ]),
    });
  const book = (customer: SignedInAccount, studioId: string, date: string, hours: number[]) =>
    call(t, 'POST', '/api/booking', {
      auth: customer.auth,
      payload: bookingRequest({ studio: studioId, date, hours, totalPrice: 1500 * hours.length }),
    });
  return { t, studio, book };
}

describe('new bookings per account and hour', () => {
  let app: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    app = await appWith({
      BOOKINGS_PER_HOUR: '10',
      UPCOMING_BOOKINGS: '1000',
      UPCOMING_HOURS_PER_STUDIO: '1000',
    });
  });
  afterAll(() => app.t.close());

  it('lets a burst of 15 parallel bookings make exactly 10, the rest 429 with the sentence', async () => {
    const customer = await signedInAccount(app.t, 'customer');
    const studios = await Promise.all([app.studio(), app.studio()]);
    const slots = studios.flatMap((s) => HOURS.slice(0, 8).map((hour) => [s.id, hour] as const));
    const responses = await Promise.all(
      slots.slice(0, 15).map(([id, hour]) => app.book(customer, id, tomorrow, [hour])),
    );
    const statuses = responses.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = responses.find((res) => res.statusCode === 429)!;
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: FAIR_USE_MESSAGES.tooManyNew(10),
    });
    // Another customer is not held back by it.
    const other = await signedInAccount(app.t, 'customer');
    const [id, hour] = slots[15]!;
    expect((await app.book(other, id, tomorrow, [hour])).statusCode).toBe(201);
  });

  it('does not count an attempt that made no booking', async () => {
    const customer = await signedInAccount(app.t, 'customer');
    const rival = await signedInAccount(app.t, 'customer');
    const studio = await app.studio();
    expect((await app.book(rival, studio.id, tomorrow, [9])).statusCode).toBe(201);
    for (let i = 0; i < 12; i += 1) {
      // Taken already: 409, and the allowance is given back each time.
      expect((await app.book(customer, studio.id, tomorrow, [9])).statusCode).toBe(409);
    }
    const made = await Promise.all(
      HOURS.slice(1, 11).map((hour) => app.book(customer, studio.id, tomorrow, [hour])),
    );
    expect(made.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
  });
});

describe('what one customer may hold', () => {
  let app: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    app = await appWith({
      BOOKINGS_PER_HOUR: '1000',
      UPCOMING_BOOKINGS: '3',
      UPCOMING_HOURS_PER_STUDIO: '4',
    });
  });
  afterAll(() => app.t.close());

  it('refuses a booking past the upcoming bookings a customer may hold, counting upcoming ones only', async () => {
    const customer = await signedInAccount(app.t, 'customer');
    const studios = await Promise.all([app.studio(), app.studio(), app.studio(), app.studio()]);
    // A past booking does not count.
    await createBookingRow(app.t, {
      studioId: studios[3]!.id,
      customerId: customer._id,
      date: '2026-11-20',
      hours: [10],
    });
    for (const studio of studios.slice(0, 3)) {
      expect((await app.book(customer, studio.id, tomorrow, [10])).statusCode).toBe(201);
    }
    const res = await app.book(customer, studios[3]!.id, tomorrow, [10]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: FAIR_USE_MESSAGES.tooManyUpcoming(3) });
  });

  it('counts bookings awaiting their deposit as held, as it counts requests', async () => {
    const customer = await signedInAccount(app.t, 'customer');
    const asking = { deposit: { type: 'fixed', value: 500 }, upiId: 'loft@okicici' } as const;
    const studios = await Promise.all([1, 2, 3, 4].map(() => app.studio(1, asking)));
    for (const studio of studios.slice(0, 3)) {
      const res = await app.book(customer, studio.id, tomorrow, [10]);
      expect(res.statusCode).toBe(201);
      expect(res.json<{ booking: { status: string } }>().booking.status).toBe('awaiting_deposit');
    }
    const res = await app.book(customer, studios[3]!.id, tomorrow, [10]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: FAIR_USE_MESSAGES.tooManyUpcoming(3) });

    const hoursAtOne = await signedInAccount(app.t, 'customer');
    const week = await app.studio(2, asking);
    expect((await app.book(hoursAtOne, week.id, tomorrow, [9, 10, 11])).statusCode).toBe(201);
    const more = await app.book(hoursAtOne, week.id, addDays(tomorrow, 1), [9, 10]);
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ message: FAIR_USE_MESSAGES.tooManyHoursAtStudio(4) });
  });

  it("refuses hours past what a customer may hold at one studio: nobody takes a studio's week", async () => {
    const customer = await signedInAccount(app.t, 'customer');
    const studio = await app.studio(7);
    expect((await app.book(customer, studio.id, tomorrow, [9, 10, 11])).statusCode).toBe(201);
    const res = await app.book(customer, studio.id, addDays(tomorrow, 1), [9, 10]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: FAIR_USE_MESSAGES.tooManyHoursAtStudio(4) });
    // The hour that still fits is taken.
    expect((await app.book(customer, studio.id, addDays(tomorrow, 1), [9])).statusCode).toBe(201);
  });
});

describe('booking text messages per phone number and day', () => {
  let app: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    app = await appWith({ BOOKING_SMS_PER_PHONE_PER_DAY: '2' });
  });
  afterAll(() => app.t.close());

  it('texts a phone number twice a day at most; the e-mails still go', async () => {
    const customer = await signedInAccount(app.t, 'customer', { phone: uniquePhone() });
    const studio = await app.studio();
    for (const hour of [9, 11, 13]) {
      expect((await app.book(customer, studio.id, tomorrow, [hour])).statusCode).toBe(201);
    }
    await app.t.app.notifications.deliverNow();
    const outbox = await readOutbox(app.t.config.dataDir);
    const to = (channel: 'email' | 'sms', address: string) =>
      outbox.filter((m) => m.channel === channel && m.to === address).length;
    expect(to('email', customer.email)).toBe(3);
    expect(to('sms', `+91${customer.phone}`)).toBe(2);
  });
});
