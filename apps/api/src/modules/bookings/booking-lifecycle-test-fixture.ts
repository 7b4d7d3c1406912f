import { afterEach, beforeAll, expect } from 'vitest';
import { addDays, type Booking, type BookingCreated } from '@studio-hive/domain';
import { call, signedInAccount, type SignedInAccount } from '../../test/factories';
import { readOutbox, type OutboxEntry } from '../../test/outbox';
import {
  availability,
  book,
  bookableStudio,
  customer,
  HOURS,
  owner,
  request,
  START,
  t,
  today,
  useBookingsApp,
} from './bookings-test-fixture';

/**
 * What the integration tests of a booking's changes share (booking-lifecycle, booking-requests,
 * booking-change-races), on top of bookings-test-fixture.ts: dates a few days ahead, a second
 * customer, a studio offering them, the change calls, each side's view of a booking, and what
 * the app sent. `secondCustomer` is a live binding, set by `useLifecycleApp()`'s `beforeAll`.
 */

export const HOUR_MS = 60 * 60 * 1000;
// Far enough ahead that every window (up to 72 hours) is still open at START.
export const later = addDays(today, 5);
export const later2 = addDays(today, 6);

export let secondCustomer: SignedInAccount;

/** The bookings app with a second customer; each test starts with the clock at START. */
export function useLifecycleApp(): void {
  useBookingsApp();
  beforeAll(async () => {
    secondCustomer = await signedInAccount(t, 'customer', { name: 'Kabir Singh' });
  });
  afterEach(() => {
    t.clock.now = new Date(START);
  });
}

type Action = 'cancel' | 'reschedule' | 'accept' | 'decline' | 'no-show';
/** POST /booking/:id/{action} as `auth` (a guest without it). */
export const act = (auth: string | undefined, id: string, action: Action, payload?: object) =>
  call(t, 'POST', `/api/booking/${id}/${action}`, {
    ...(auth && { auth }),
    payload: payload ?? {},
  });

/** A bookable studio of `owner` offering 9..17 on `later` and `later2`. */
export function studioWith(overrides: Parameters<typeof bookableStudio>[0] = {}) {
  return bookableStudio({
    slots: [
      [later, HOURS],
      [later2, HOURS],
    ],
    ...overrides,
  });
}

/** A booking made by `who` at 1500 an hour, expected to succeed. */
export async function booked(studioId: string, who = customer, hours = [10, 11], date = later) {
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
export const customerView = async (id: string, who = customer) =>
  (await listOf(who, '/api/booking/customer')).find((b) => b._id === id);
export const ownerView = async (id: string) =>
  (await listOf(owner, '/api/booking/owner')).find((b) => b._id === id);

export const hoursOn = async (studioId: string, date: string) =>
  (await availability(studioId)).find((d) => d.date === date)?.hours ?? [];

/** What the app sent from now until `work` is done and swept. */
export async function sent(work: () => Promise<unknown>): Promise<OutboxEntry[]> {
  // What earlier calls kicked is out first, so it is not counted as this work's.
  await t.app.notifications.sweepNow();
  const before = (await readOutbox(t.config.dataDir)).length;
  await work();
  await t.app.notifications.sweepNow();
  return (await readOutbox(t.config.dataDir)).slice(before);
}
type Mail = Extract<OutboxEntry, { channel: 'email' }>;
export const mailTo = (entries: OutboxEntry[], email: string) =>
  entries.filter((m): m is Mail => m.channel === 'email' && m.to === email);
