import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, OWNER_WEEK_MESSAGES, type OwnerWeek, type WeekCell } from '@studio-hive/domain';
import * as schema from '../../db/schema';
import { call, createBookingRow, createUser, signedInAccount } from '../../test/factories';
import {
  admin,
  bookableStudio,
  customer,
  otherOwner,
  owner,
  START,
  t,
  today,
  tomorrow,
  yesterday,
  useBookingsApp,
} from '../../test/fixtures/bookings';

/**
 * GET /owner/week (docs/api.md, decision 051) through the real HTTP stack and database: the
 * states of each hour, the bookings the cells name, every role and bad input.
 */

useBookingsApp();

const HOUR_MS = 60 * 60 * 1000;

/** GET /api/owner/week as the owner, as someone else, or as a guest (null). */
const week = (query = '', auth: string | null = owner.auth) =>
  call(t, 'GET', `/api/owner/week${query}`, auth === null ? {} : { auth });

async function weekOf(query = '', auth = owner.auth): Promise<OwnerWeek> {
  const res = await week(query, auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OwnerWeek>();
}

const studioIn = (body: OwnerWeek, id: string) => {
  const studio = body.studios.find((s) => s._id === id);
  expect(studio, `studio ${id} in the week`).toBeDefined();
  return studio!;
};

/** The cells of one date as [hour, state, customerName?] in hour order. */
const dayOf = (cells: WeekCell[], date: string) =>
  cells
    .filter((cell) => cell.date === date)
    .map((cell) => [cell.hour, cell.state, ...(cell.customerName ? [cell.customerName] : [])]);

describe('GET /owner/week', () => {
  it("shows the week from today of the caller's studios, each hour in its state", async () => {
    const studio = await bookableStudio({ name: 'Week Room' });
    const mine = (date: string, hours: number[], extra = {}) =>
      createBookingRow(t, { studioId: studio.id, customerId: customer._id, date, hours, ...extra });
    const confirmed = await mine(tomorrow, [10, 11]);
    const request = await mine(tomorrow, [14], {
      status: 'requested',
      decisionDueAt: new Date(START.getTime() + 20 * HOUR_MS),
    });
    // Past its deadline and not yet written as expired: it holds nothing.
    await mine(tomorrow, [16], {
      status: 'requested',
      decisionDueAt: new Date(START.getTime() - 1),
    });
    await mine(tomorrow, [12], { status: 'cancelled', cancelledBy: 'customer' });
    const elsewhere = await bookableStudio({ authorId: otherOwner._id, name: 'Not Mine' });

    const res = await week();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json<OwnerWeek>();
    expect(body.from).toBe(today);
    expect(body.days).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today, i)));
    expect(body.studios.map((s) => s._id)).not.toContain(elsewhere.id);

    const { name, cells } = studioIn(body, studio.id);
    expect(name).toBe('Week Room');
    // 9 to 18 on each of the 7 days: its opening hours.
    expect(cells).toHaveLength(7 * 9);
    // 10:15 in India: 9 and 10 have begun.
    expect(dayOf(cells, today)).toEqual([
      [9, 'closed'],
      [10, 'closed'],
      [11, 'free'],
      [12, 'free'],
      [13, 'free'],
      [14, 'free'],
      [15, 'free'],
      [16, 'free'],
      [17, 'free'],
    ]);
    expect(dayOf(cells, tomorrow)).toEqual([
      [9, 'free'],
      [10, 'confirmed', 'Asha Verma'],
      [11, 'confirmed', 'Asha Verma'],
      [12, 'free'],
      [13, 'free'],
      [14, 'requested', 'Asha Verma'],
      [15, 'free'],
      [16, 'free'],
      [17, 'free'],
    ]);
    // No availability after tomorrow: closed.
    expect(new Set(dayOf(cells, addDays(today, 2)).map(([, state]) => state))).toEqual(
      new Set(['closed']),
    );
    expect(cells.find((c) => c.date === tomorrow && c.hour === 10)?.bookingId).toBe(confirmed.id);
    expect(cells.find((c) => c.date === tomorrow && c.hour === 14)?.bookingId).toBe(request.id);

    // The bookings the cells name, as Bookings Received lists them (the owner's view).
    const named = body.bookings.filter((b) => b.studio?._id === studio.id);
    expect(named.map((b) => [b._id, b.status])).toEqual([
      [confirmed.id, 'confirmed'],
      [request.id, 'requested'],
    ]);
    expect(named[1]?.customer?.phone).toBe(customer.phone);
    expect(named[1]?.customerRecord).toBeDefined();
  });

  it('starts on `from`, shows past bookings, and one studio when asked', async () => {
    const studio = await bookableStudio({
      openingHour: 9,
      closingHour: 12,
      slots: [
        [yesterday, [9, 10, 11]],
        [tomorrow, [9, 10, 11]],
      ],
    });
    const other = await bookableStudio();
    const past = await createBookingRow(t, {
      studioId: studio.id,
      customerId: customer._id,
      date: yesterday,
      hours: [9],
    });
    const body = await weekOf(`?from=${yesterday}&studio=${studio.id}`);
    expect(body.from).toBe(yesterday);
    expect(body.days[0]).toBe(yesterday);
    expect(body.studios.map((s) => s._id)).toEqual([studio.id]);
    expect(body.studios.map((s) => s._id)).not.toContain(other.id);
    expect(dayOf(body.studios[0]!.cells, yesterday)).toEqual([
      [9, 'confirmed', 'Asha Verma'],
      [10, 'closed'],
      [11, 'closed'],
    ]);
    expect(body.bookings.map((b) => b._id)).toEqual([past.id]);
  });

  it('widens the hours to those a booking holds outside the opening hours', async () => {
    const studio = await bookableStudio({ openingHour: 10, closingHour: 12 });
    await createBookingRow(t, {
      studioId: studio.id,
      customerId: customer._id,
      date: tomorrow,
      hours: [19],
    });
    const { cells } = studioIn(await weekOf(`?studio=${studio.id}`), studio.id);
    // Offered 9 to 17 (the fixture's slots), open 10 to 12, a booking at 19.
    expect([...new Set(cells.map((c) => c.hour))]).toEqual([
      9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
    expect(dayOf(cells, tomorrow).filter(([hour]) => hour === 12 || hour === 19)).toEqual([
      [12, 'closed'],
      [19, 'confirmed', 'Asha Verma'],
    ]);
  });

  it('leaves the customer’s name out once their account is gone', async () => {
    const studio = await bookableStudio();
    const gone = await createUser(t, { role: 'customer' });
    await createBookingRow(t, {
      studioId: studio.id,
      customerId: gone._id,
      date: tomorrow,
      hours: [9],
    });
    await t.database.db.delete(schema.users).where(eq(schema.users.id, gone._id));
    const { cells } = studioIn(await weekOf(`?studio=${studio.id}`), studio.id);
    const cell = cells.find((c) => c.date === tomorrow && c.hour === 9);
    expect(cell).toMatchObject({ state: 'confirmed' });
    expect(cell).not.toHaveProperty('customerName');
  });

  it('shows an offline booking as offline, with the name the owner recorded', async () => {
    const studio = await bookableStudio();
    const added = await call(t, 'POST', '/api/owner/bookings', {
      auth: owner.auth,
      payload: { studio: studio.id, date: tomorrow, hours: [15, 16], customerName: 'Walk-in Ravi' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const body = await weekOf(`?studio=${studio.id}`);
    const cells = studioIn(body, studio.id).cells.filter(
      (c) => c.date === tomorrow && (c.hour === 15 || c.hour === 16),
    );
    expect(cells).toEqual([
      expect.objectContaining({ hour: 15, state: 'offline', customerName: 'Walk-in Ravi' }),
      expect.objectContaining({ hour: 16, state: 'offline', customerName: 'Walk-in Ravi' }),
    ]);
    expect(body.bookings.map((b) => [b.source, b.offlineCustomer?.name])).toEqual([
      ['offline', 'Walk-in Ravi'],
    ]);
  });

  it('shows a request the owner accepts as confirmed', async () => {
    const studio = await bookableStudio({ bookingMode: 'request' });
    const booked = await call(t, 'POST', '/api/booking', {
      auth: customer.auth,
      payload: {
        studio: studio.id,
        date: tomorrow,
        hours: [15],
        packageKey: '1 Cam',
        totalPrice: 1500,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json<{ booking: { _id: string } }>().booking._id;
    const stateAt15 = async () =>
      studioIn(await weekOf(`?studio=${studio.id}`), studio.id).cells.find(
        (c) => c.date === tomorrow && c.hour === 15,
      )?.state;
    expect(await stateAt15()).toBe('requested');
    const accepted = await call(t, 'POST', `/api/booking/${id}/accept`, { auth: owner.auth });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await stateAt15()).toBe('confirmed');
  });

  it('takes a week from 7 days before today to 180 days after', async () => {
    for (const from of [addDays(today, -7), addDays(today, 180)]) {
      expect((await weekOf(`?from=${from}`)).from).toBe(from);
    }
  });

  it('refuses a bad or out-of-range start with 400 and its sentence', async () => {
    const cases: [string, string][] = [
      ['?from=tomorrow', OWNER_WEEK_MESSAGES.from],
      ['?from=2026-02-30', OWNER_WEEK_MESSAGES.from],
      ['?from=', OWNER_WEEK_MESSAGES.from],
      [`?from=${today}&from=${tomorrow}`, OWNER_WEEK_MESSAGES.from],
      [`?from=${addDays(today, -8)}`, 'The week can start at most 7 days before today.'],
      [`?from=${addDays(today, 181)}`, 'The week can start at most 180 days after today.'],
    ];
    for (const [query, message] of cases) {
      const res = await week(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({
        code: 'VALIDATION',
        message,
        fieldErrors: { from: message },
      });
    }
  });

  it("answers 404 for a studio that is not the caller's, whatever its id", async () => {
    const theirs = await bookableStudio({ authorId: otherOwner._id });
    for (const studio of [theirs.id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const res = await week(`?studio=${studio}`);
      expect(res.statusCode, studio).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Studio not found' });
    }
    // Its owner sees it.
    expect((await weekOf(`?studio=${theirs.id}`, otherOwner.auth)).studios).toHaveLength(1);
  });

  it('is for owners: guests 401, customers 403; an admin sees their own studios only', async () => {
    const studio = await bookableStudio();
    expect((await week('', null)).statusCode).toBe(401);
    expect((await week('', 'Bearer not-a-token')).statusCode).toBe(401);
    const refused = await week('', customer.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });

    expect((await weekOf('', admin.auth)).studios).toEqual([]);
    expect((await week(`?studio=${studio.id}`, admin.auth)).statusCode).toBe(404);
    const adminsOwn = await bookableStudio({ authorId: admin._id });
    expect((await weekOf('', admin.auth)).studios.map((s) => s._id)).toEqual([adminsOwn.id]);
  });

  it('gives an owner without studios an empty week', async () => {
    const newcomer = await signedInAccount(t, 'owner');
    const body = await weekOf('', newcomer.auth);
    expect(body).toEqual({
      from: today,
      days: Array.from({ length: 7 }, (_, i) => addDays(today, i)),
      studios: [],
      bookings: [],
    });
  });
});
