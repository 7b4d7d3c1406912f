import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, FREE_TIME_MESSAGES, type Studio } from '@studio-hive/domain';
import {
  bookingRequest,
  call,
  createBookingRow,
  createStudioRow,
  signedInAccount,
  type SignedInAccount as Account,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Search by free time (docs/api.md#studios GET /studio `date`, `start`, `hours`; decision 011): only
 * approved studios with the whole run free now, other filters and masking as ever.
 */
let t: TestApp;

// 04:45 UTC is 10:15 in India: today is 2026-11-23 and its hours up to 10 have begun.
const NOW = new Date('2026-11-23T04:45:00Z');
const today = '2026-11-23';
const tomorrow = addDays(today, 1);
const later = addDays(today, 2);
const yesterday = addDays(today, -1);
const HOURS = [9, 10, 11, 12, 13, 14, 15, 16, 17];

let owner: Account;
let customer: Account;
let otherCustomer: Account;

const ids: Record<string, string> = {};
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 0, minutes));

async function search(query: string, auth?: string) {
  const res = await call(t, 'GET', `/api/studio?${query}`, auth ? { auth } : {});
  return res;
}

/** The real ids of the studios found, in the response's order. */
async function found(query: string, auth?: string): Promise<string[]> {
  const res = await search(query, auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Studio[]>().map((studio) => studio._id);
}

const names = (...keys: string[]) => keys.map((key) => ids[key]);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date(NOW);
  [owner, customer, otherCustomer] = await Promise.all([
    signedInAccount(t, 'owner'),
    signedInAccount(t, 'customer'),
    signedInAccount(t, 'customer'),
  ]);
  const studio = async (
    key: string,
    minutes: number,
    overrides: Parameters<typeof createStudioRow>[1],
  ) => {
    const row = await createStudioRow(t, {
      authorId: owner._id,
      name: `${key} Studio`,
      createdAt: at(minutes),
      ...overrides,
    });
    ids[key] = row.id;
  };
  // Oldest first: the responses list them newest first.
  await studio('Echo', 1, {
    city: 'Gurgaon',
    description: 'A treated podcast room.',
    slots: [
      [tomorrow, HOURS],
      [later, HOURS],
    ],
  });
  await studio('Vox', 2, { city: 'Delhi', slots: [[tomorrow, HOURS]] });
  await studio('Quiet', 3, {
    city: 'Gurgaon',
    description: 'A quiet vocal booth.',
    slots: [
      [tomorrow, HOURS.filter((hour) => hour !== 12)],
      [tomorrow, [12], false],
    ],
  });
  await studio('Late', 4, { city: 'Noida', closingHour: 18, slots: [[tomorrow, HOURS]] });
  await studio('Today', 5, {
    city: 'Delhi',
    slots: [
      [yesterday, HOURS],
      [today, HOURS],
    ],
  });
  await studio('Pending', 6, { city: 'Gurgaon', approved: false, slots: [[tomorrow, HOURS]] });
  // Vox: 11:00 tomorrow is booked. The customer holds a booking at Echo (another day), so sees
  // Echo's real name.
  await createBookingRow(t, {
    studioId: ids.Vox!,
    customerId: otherCustomer._id,
    date: tomorrow,
    hours: [11],
  });
  await createBookingRow(t, {
    studioId: ids.Echo!,
    customerId: customer._id,
    date: later,
    hours: [17],
  });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/studio with date, start and hours', () => {
  it('finds the approved studios with the whole run free, newest first', async () => {
    // Tomorrow 10:00 - 1:00 PM: Vox has 11 booked, Quiet has 12 unavailable, Today has no slots.
    expect(await found(`date=${tomorrow}&start=10&hours=3`)).toEqual(names('Late', 'Echo'));
    // 1:00 PM - 4:00 PM: every studio offering tomorrow is free then (the pending one never shows).
    expect(await found(`date=${tomorrow}&start=13&hours=3`)).toEqual(
      names('Late', 'Quiet', 'Vox', 'Echo'),
    );
    // hours defaults to 1.
    expect(await found(`date=${tomorrow}&start=11`)).toEqual(names('Late', 'Quiet', 'Echo'));
    expect(await found(`date=${tomorrow}&start=12&hours=1`)).toEqual(names('Late', 'Vox', 'Echo'));
  });

  it('does not find a run with one hour booked, unavailable or past closing time', async () => {
    expect(await found(`date=${tomorrow}&start=11&hours=1`)).not.toContain(ids.Vox);
    expect(await found(`date=${tomorrow}&start=12&hours=2`)).not.toContain(ids.Quiet);
    // Slots end at 18:00: 4:00 PM - 7:00 PM crosses closing time, 4:00 PM - 6:00 PM does not.
    expect(await found(`date=${tomorrow}&start=16&hours=3`)).toEqual([]);
    expect(await found(`date=${tomorrow}&start=16&hours=2`)).toEqual(
      names('Late', 'Quiet', 'Vox', 'Echo'),
    );
    // Before opening.
    expect(await found(`date=${tomorrow}&start=8&hours=2`)).toEqual([]);
  });

  it('does not find a run that has begun or passed today in IST', async () => {
    // The current IST hour is 10 (10:15): a run from 10 has begun, from 9 has passed.
    expect(await found(`date=${today}&start=10&hours=1`)).toEqual([]);
    expect(await found(`date=${today}&start=9&hours=3`)).toEqual([]);
    expect(await found(`date=${today}&start=11&hours=3`)).toEqual(names('Today'));
    // At 11:00 IST the run from 11 has begun too.
    t.clock.now = new Date('2026-11-23T05:30:00Z');
    try {
      expect(await found(`date=${today}&start=11&hours=3`)).toEqual([]);
      expect(await found(`date=${today}&start=12&hours=3`)).toEqual(names('Today'));
    } finally {
      t.clock.now = new Date(NOW);
    }
  });

  it('refuses a date before today with a clear message', async () => {
    const res = await search(`date=${yesterday}&start=11`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: FREE_TIME_MESSAGES.datePast,
      fieldErrors: { date: FREE_TIME_MESSAGES.datePast },
    });
  });

  it('keeps the search text, the city and the pages', async () => {
    const run = `date=${tomorrow}&start=13&hours=3`;
    expect(await found(`${run}&city=gurgaon`)).toEqual(names('Quiet', 'Echo'));
    expect(await found(`${run}&city=Delhi`)).toEqual(names('Vox'));
    expect(await found(`${run}&q=VOCAL`)).toEqual(names('Quiet'));
    expect(await found(`${run}&q=podcast&city=Gurgaon`)).toEqual(names('Echo'));
    expect(await found(`date=${tomorrow}&start=10&hours=3&q=vocal`)).toEqual([]);

    const page = await search(`${run}&limit=3&page=2`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('4');
    expect(page.json<Studio[]>().map((s) => s._id)).toEqual(names('Echo'));
    expect(page.headers.link).toContain('rel="prev"');
    expect(page.headers.link).toContain(`date=${tomorrow}`);
  });

  it('masks per viewer as the plain listing does', async () => {
    const run = `date=${tomorrow}&start=10&hours=3`;
    const guest = (await search(run)).json<Studio[]>();
    expect(guest.map((s) => s.isMasked)).toEqual([true, true]);
    expect(guest.every((s) => s.location.fullAddress === null)).toBe(true);
    expect(guest.map((s) => s.name).join()).not.toContain('Echo Studio');
    // A guest cannot find a masked studio by its hidden real name.
    expect(await found(`${run}&q=echo studio`)).toEqual([]);

    // The customer booked at Echo: Echo is unmasked for them, Late is not.
    const mine = (await search(run, customer.auth)).json<Studio[]>();
    expect(mine.map((s) => [s._id, s.isMasked, s.name])).toEqual([
      [ids.Late, true, expect.stringMatching(/^Hive Studio \d+, Noida$/)],
      [ids.Echo, false, 'Echo Studio'],
    ]);
    expect(await found(`${run}&q=echo studio`, customer.auth)).toEqual(names('Echo'));

    // The author sees their own studios unmasked.
    const own = (await search(run, owner.auth)).json<Studio[]>();
    expect(own.every((s) => !s.isMasked)).toBe(true);
  });

  it('follows bookings at once: free-time responses are never served from the guest cache', async () => {
    const url = `date=${later}&start=10&hours=2`;
    expect(await found(url)).toEqual(names('Echo'));
    // Booked through the API (bookings do not invalidate the catalogue cache).
    const booked = await call(t, 'POST', '/api/booking', {
      auth: otherCustomer.auth,
      payload: bookingRequest({ studio: ids.Echo!, date: later, hours: [11], totalPrice: 1500 }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await found(url)).toEqual([]);
    expect(await found(`date=${later}&start=12&hours=2`)).toEqual(names('Echo'));
    // The plain listing is still cached for guests, and still right.
    expect((await found('')).length).toBe(5);
  });

  it('refuses bad parameters with a sentence per field', async () => {
    const cases: [string, string, string][] = [
      ['start=10', 'start', FREE_TIME_MESSAGES.needsDate],
      ['hours=2', 'hours', FREE_TIME_MESSAGES.needsDate],
      [`date=${tomorrow}`, 'start', FREE_TIME_MESSAGES.needsStart],
      [`date=${tomorrow}&start=24`, 'start', FREE_TIME_MESSAGES.start],
      [`date=${tomorrow}&start=`, 'start', FREE_TIME_MESSAGES.start],
      [`date=${tomorrow}&start=9.5`, 'start', FREE_TIME_MESSAGES.start],
      [`date=${tomorrow}&start=9&start=10`, 'start', FREE_TIME_MESSAGES.start],
      [`date=${tomorrow}&start=9&hours=0`, 'hours', FREE_TIME_MESSAGES.hours],
      [`date=${tomorrow}&start=9&hours=25`, 'hours', FREE_TIME_MESSAGES.hours],
      [`date=${tomorrow}&start=20&hours=5`, 'hours', FREE_TIME_MESSAGES.pastMidnight],
      ['date=2026-02-30&start=9', 'date', FREE_TIME_MESSAGES.date],
      ['date=tomorrow&start=9', 'date', FREE_TIME_MESSAGES.date],
    ];
    for (const [query, field, message] of cases) {
      const res = await search(query);
      expect(res.statusCode, query).toBe(400);
      const body = res.json<{
        code: string;
        message: string;
        fieldErrors: Record<string, string>;
      }>();
      expect(body.code, query).toBe('VALIDATION');
      expect(body.message, query).toBe(message);
      expect(body.fieldErrors[field], query).toBe(message);
    }
  });
});
