import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, FAIR_USE_MESSAGES, istToday } from '@studio-hive/domain';
import { rowsOf } from '../../db/transaction';
import {
  bookingRequest,
  createStudioRow,
  randomAddress,
  signedInAccount,
  type SignedInAccount,
} from '../../test/factories';
import { createTestApp, secondAppOnSameDatabase } from '../../test/test-app';

/**
 * The fair-use caps per customer (decision 025) hold under parallel bookings from one account
 * sent to two API processes over one database (their own pools on PostgreSQL, decision 040):
 * every request's checks and write run under the customer's lock, so no two of them count the
 * customer's bookings before either is written.
 */

// Open until 21:00, so each of these hours is bookable (decision 027).
const DAY_HOURS = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];

async function twoProcesses(env: Record<string, string>) {
  const first = await createTestApp(env);
  const second = await secondAppOnSameDatabase(first);
  const apps: FastifyInstance[] = [first.app, second.app];
  const tomorrow = addDays(istToday(first.clock.now), 1);
  const dates = (count: number) => Array.from({ length: count }, (_, i) => addDays(tomorrow, i));
  /** Each booking to the next process, all at once; their status codes. */
  const bookAtOnce = async (
    customer: SignedInAccount,
    bookings: { studio: string; date: string; hours: number[] }[],
  ) => {
    const responses = await Promise.all(
      bookings.map((booking, i) =>
        apps[i % apps.length]!.inject({
          method: 'POST',
          url: '/api/booking',
          remoteAddress: randomAddress(),
          headers: { authorization: customer.auth },
          payload: bookingRequest({ ...booking, totalPrice: 1500 * booking.hours.length }),
        }),
      ),
    );
    return responses;
  };
  const studio = async (days: number) =>
    createStudioRow(first, {
      closingHour: 21,
      slots: dates(days).map((date): [string, number[]] => [date, DAY_HOURS]),
    });
  let reschedules = 0;
  /** Reschedules booking `id` at the next process (POST /booking/:id/reschedule). */
  const reschedule = (
    customer: SignedInAccount,
    id: string,
    payload: { date: string; hours: number[]; totalPrice: number },
  ) =>
    apps[reschedules++ % apps.length]!.inject({
      method: 'POST',
      url: `/api/booking/${id}/reschedule`,
      remoteAddress: randomAddress(),
      headers: { authorization: customer.auth },
      payload,
    });
  const held = async (customer: SignedInAccount) => {
    const [row] = await rowsOf<{ bookings: number; hours: number }>(
      first.database.db,
      sql`select count(*)::int as bookings, coalesce(sum(cardinality(hours)), 0)::int as hours
          from bookings where customer_id = ${customer._id}::uuid`,
    );
    return row!;
  };
  return {
    first,
    dates,
    studio,
    bookAtOnce,
    reschedule,
    held,
    async close() {
      await second.close();
      await first.close();
    },
  };
}

const statusesOf = (responses: { statusCode: number }[]) => {
  const count = (status: number) => responses.filter((res) => res.statusCode === status).length;
  return {
    created: count(201),
    conflict: count(409),
    limited: count(429),
    total: responses.length,
  };
};

describe('what one customer may hold, under parallel bookings at two processes', () => {
  let t: Awaited<ReturnType<typeof twoProcesses>>;
  beforeAll(async () => {
    t = await twoProcesses({
      BOOKINGS_PER_HOUR: '1000',
      UPCOMING_BOOKINGS: '4',
      UPCOMING_HOURS_PER_STUDIO: '12',
    });
  });
  afterAll(() => t.close());

  it('books one of 10 parallel 12-hour bookings at one studio: 12 hours, not 120', async () => {
    const customer = await signedInAccount(t.first, 'customer');
    const studio = await t.studio(10);
    const responses = await t.bookAtOnce(
      customer,
      t.dates(10).map((date) => ({ studio: studio.id, date, hours: DAY_HOURS })),
    );
    expect(statusesOf(responses)).toEqual({ created: 1, conflict: 9, limited: 0, total: 10 });
    const refused = responses.find((res) => res.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      message: FAIR_USE_MESSAGES.tooManyHoursAtStudio(12),
    });
    expect(await t.held(customer)).toEqual({ bookings: 1, hours: 12 });
  });

  it('books three of 8 parallel 4-hour bookings at one studio: 12 hours, not 32', async () => {
    const customer = await signedInAccount(t.first, 'customer');
    const studio = await t.studio(4);
    const responses = await t.bookAtOnce(
      customer,
      t.dates(4).flatMap((date) => [
        { studio: studio.id, date, hours: DAY_HOURS.slice(0, 4) },
        { studio: studio.id, date, hours: DAY_HOURS.slice(6, 10) },
      ]),
    );
    expect(statusesOf(responses)).toEqual({ created: 3, conflict: 5, limited: 0, total: 8 });
    expect(await t.held(customer)).toEqual({ bookings: 3, hours: 12 });
  });

  it('books four of 10 parallel bookings at ten studios: the upcoming bookings cap', async () => {
    const customer = await signedInAccount(t.first, 'customer');
    const studios = await Promise.all(Array.from({ length: 10 }, () => t.studio(1)));
    const [tomorrow] = t.dates(1);
    const responses = await t.bookAtOnce(
      customer,
      studios.map((studio) => ({ studio: studio.id, date: tomorrow!, hours: [10] })),
    );
    expect(statusesOf(responses)).toEqual({ created: 4, conflict: 6, limited: 0, total: 10 });
    const refused = responses.find((res) => res.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ message: FAIR_USE_MESSAGES.tooManyUpcoming(4) });
    expect(await t.held(customer)).toEqual({ bookings: 4, hours: 4 });
  });

  it('reschedules two of three 1-hour bookings to 5 hours in parallel: 11 hours, not 15', async () => {
    const customer = await signedInAccount(t.first, 'customer');
    const studio = await t.studio(5);
    // From the day after tomorrow: a confirmed booking may be rescheduled until 24 hours before it starts,
    // which tomorrow's 9:00 may already have passed, whatever the time of day the test runs.
    const [, day1, ...later] = t.dates(5);
    const ids: string[] = [];
    for (const hour of [9, 10, 11]) {
      const [res] = await t.bookAtOnce(customer, [
        { studio: studio.id, date: day1!, hours: [hour] },
      ]);
      ids.push(res!.json<{ booking: { _id: string } }>().booking._id);
    }
    // Each reschedule alone fits: 2 other hours + 5 = 7 of 12.
    const five = DAY_HOURS.slice(0, 5);
    const reschedules = await Promise.all(
      ids.map((id, i) =>
        t.reschedule(customer, id, { date: later[i]!, hours: five, totalPrice: 1500 * 5 }),
      ),
    );
    const codes = reschedules.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 200, 409]);
    expect(reschedules.find((res) => res.statusCode === 409)!.json()).toMatchObject({
      message: FAIR_USE_MESSAGES.tooManyHoursAtStudio(12),
    });
    expect(await t.held(customer)).toEqual({ bookings: 3, hours: 11 });
  });
});

describe('new bookings per hour, under parallel bookings at two processes', () => {
  let t: Awaited<ReturnType<typeof twoProcesses>>;
  beforeAll(async () => {
    // No REDIS_URL: each process has its own counters, and the cap still holds.
    t = await twoProcesses({
      BOOKINGS_PER_HOUR: '5',
      UPCOMING_BOOKINGS: '1000',
      UPCOMING_HOURS_PER_STUDIO: '1000',
    });
  });
  afterAll(() => t.close());

  it('makes exactly 5 of 12 parallel bookings, the rest 429', async () => {
    const customer = await signedInAccount(t.first, 'customer');
    const studio = await t.studio(1);
    const [tomorrow] = t.dates(1);
    const responses = await t.bookAtOnce(
      customer,
      DAY_HOURS.map((hour) => ({ studio: studio.id, date: tomorrow!, hours: [hour] })),
    );
    expect(statusesOf(responses)).toEqual({ created: 5, conflict: 0, limited: 7, total: 12 });
    const refused = responses.find((res) => res.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ message: FAIR_USE_MESSAGES.tooManyNew(5) });
    expect(await t.held(customer)).toEqual({ bookings: 5, hours: 5 });
  });
});
