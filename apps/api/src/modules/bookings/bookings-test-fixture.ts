import { afterAll, beforeAll, expect } from 'vitest';
import { addDays, type BookingRequest } from '@studio-hive/domain';
import {
  bookingRequest,
  call,
  createStudioRow,
  signedInAccount,
  type SignedInAccount as Account,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * What the bookings integration tests share (bookings, booking-create, booking-lists): an app
 * whose clock stands at `START`, four signed-in accounts, a bookable studio and the calls. The
 * app and accounts are live bindings, set by `useBookingsApp()`'s `beforeAll`; each test file
 * runs in its own module graph, so each has its own app.
 */

// 04:45 UTC is 10:15 in India: today is 2026-11-23 and its hours up to 10 have begun.
export const START = new Date('2026-11-23T04:45:00Z');
export const today = '2026-11-23';
export const tomorrow = addDays(today, 1);
export const yesterday = addDays(today, -1);

export const HOURS = [9, 10, 11, 12, 13, 14, 15, 16, 17];

export let t: TestApp;
export let owner: Account;
export let otherOwner: Account;
export let customer: Account;
export let admin: Account;

/** Starts the app before the file's tests and closes it after them. */
export function useBookingsApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.now = new Date(START);
    [owner, otherOwner, customer, admin] = await Promise.all([
      signedInAccount(t, 'owner', { name: 'Ravi Owner' }),
      signedInAccount(t, 'owner', { name: 'Other Owner' }),
      signedInAccount(t, 'customer', { name: 'Asha Verma' }),
      signedInAccount(t, 'admin'),
    ]);
  });
  afterAll(() => t.close());
}

/** An approved studio of `owner` with 9..17 free today, tomorrow and yesterday. */
export function bookableStudio(overrides: Parameters<typeof createStudioRow>[1] = {}) {
  return createStudioRow(t, {
    authorId: owner._id,
    addons: [
      { key: 'edit', name: 'Editing', price: 700, maxQuantity: 2 },
      { key: 'mic', name: 'Extra mic', price: 200, maxQuantity: 3 },
    ],
    slots: [
      [yesterday, HOURS],
      [today, HOURS],
      [tomorrow, HOURS],
    ],
    ...overrides,
  });
}

/** A valid request: tomorrow 10-12 with '1 Cam' (1500/h), no add-ons. */
export function request(studio: string, overrides: Partial<BookingRequest> = {}): BookingRequest {
  return bookingRequest({ studio, date: tomorrow, ...overrides });
}

export const book = (auth: string | undefined, payload: unknown) =>
  call(t, 'POST', '/api/booking', { ...(auth ? { auth } : {}), payload });

export const availability = async (studioId: string, auth = customer.auth) => {
  const res = await call(t, 'GET', `/api/availability/${studioId}`, { auth });
  expect(res.statusCode).toBe(200);
  return res.json<{ date: string; hours: number[] }[]>();
};
