import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { addDays, OWNER_CHART_DAYS, type Booking, type DailyFigure } from '@studio-hive/domain';
import * as schema from '../../db/schema';
import {
  call,
  createBookingRow,
  createStudioRow,
  signedInAccount,
  uniqueEmail,
  type SignedInAccount as Account,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The three dashboards' figures (decision 012) over one known data set, read by every role
 * through the real HTTP stack. The clock stands one second before midnight in India on the last
 * day of a month, and moves to midnight where a test says so: the day and the month change
 * together there, while in UTC it is still the afternoon of the same day.
 */
export const BEFORE_MIDNIGHT = new Date('2026-11-30T18:29:59Z'); // 23:59:59 IST on 30 November
export const AT_MIDNIGHT = new Date('2026-11-30T18:30:00Z'); // 00:00:00 IST on 1 December

export type StudioIds = Record<'sonic' | 'quiet' | 'bass' | 'earlyDraft' | 'lateDraft', string>;

/**
 * The app with the data set: asha and kabir (found by an e-mail fragment, 'zeta') are customers,
 * idle is a customer without bookings, ravi owns Sonic Den, Quiet Room and two pending studios,
 * meera owns Bass_Hall 100% Live (and a studio deleted since) and books at Ravi's. `b` holds the
 * booking ids by their number in the table below.
 */
export async function startDashboardsApp() {
  const t = await createTestApp();
  t.clock.now = new Date(BEFORE_MIDNIGHT);
  const [asha, kabir, idle, ravi, meera, admin] = await Promise.all([
    signedInAccount(t, 'customer', { name: 'Asha Verma' }),
    signedInAccount(t, 'customer', { name: 'Kabir Singh', email: uniqueEmail('zeta') }),
    signedInAccount(t, 'customer', { name: 'Idle Ira' }),
    signedInAccount(t, 'owner', { name: 'Ravi Owner' }),
    signedInAccount(t, 'owner', { name: 'Meera Owner' }),
    signedInAccount(t, 'admin', { name: 'Platform Admin' }),
  ]);
  const studio = (authorId: string, name: string, city: string, more = {}) =>
    createStudioRow(t, { authorId, name, city, ...more });
  const b: Record<number, string> = {};
  const studios: StudioIds = { sonic: '', quiet: '', bass: '', earlyDraft: '', lateDraft: '' };
  studios.sonic = (await studio(ravi._id, 'Sonic Den', 'Gurgaon')).id;
  studios.quiet = (await studio(ravi._id, 'Quiet Room', 'Noida')).id;
  // Written in the other order than their submission dates: the list follows the dates.
  studios.lateDraft = (
    await studio(ravi._id, 'Late Draft', 'Gurgaon', {
      approved: false,
      createdAt: new Date('2026-11-20T06:00:00Z'),
    })
  ).id;
  studios.earlyDraft = (
    await studio(ravi._id, 'Early Draft', 'Noida', {
      approved: false,
      createdAt: new Date('2026-11-10T06:00:00Z'),
    })
  ).id;
  // '%' and '_' in a name: a search for them must find this studio only.
  studios.bass = (await studio(meera._id, 'Bass_Hall 100% Live', 'New Delhi')).id;
  const gone = (await studio(meera._id, 'Gone Studio', 'Faridabad')).id;

  // #, customer, studio, date, hours, total price. Written oldest first (createdAt).
  const table: [number, Account, string, string, number[], number][] = [
    [1, asha, studios.sonic, '2026-11-30', [10], 1000], // the last day of the month
    [2, asha, studios.sonic, '2026-12-01', [10, 11], 2000], // the first day of the next
    [3, asha, studios.quiet, '2026-11-02', [9], 500],
    [4, kabir, studios.sonic, '2026-10-31', [9], 700], // the day before the chart
    [5, kabir, studios.bass, '2026-11-30', [15], 3000],
    [6, kabir, studios.quiet, '2027-01-15', [12], 4000],
    [7, asha, gone, '2026-11-20', [10], 800], // its studio is deleted below
    [8, meera, studios.sonic, '2026-11-15', [14], 1200], // an owner booking another's studio
    [9, kabir, studios.quiet, '2026-11-15', [16], 300], // a second session on 15 November
  ];
  for (const [n, customer, studioId, date, hours, totalPrice] of table) {
    const row = await createBookingRow(t, {
      studioId,
      customerId: customer._id,
      date,
      hours,
      totalPrice,
      createdAt: new Date(Date.UTC(2026, 9, 1, 0, n)),
    });
    b[n] = row.id;
  }
  await t.database.db.delete(schema.studios).where(eq(schema.studios.id, gone));
  return { t, asha, kabir, idle, ravi, meera, admin, b, studios };
}

/** Reading as one account, and moving the clock; `app` gives the app once `beforeAll` made it. */
export function dashboardsClient(app: () => TestApp) {
  const get = (url: string, who?: Account) =>
    call(app(), 'GET', url, who ? { auth: who.auth } : {});

  async function read<T>(url: string, who: Account): Promise<T> {
    const res = await get(url, who);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return res.json<T>();
  }

  /** Runs `check` with the clock at IST midnight, then puts it back. */
  async function atMidnight(check: () => Promise<void>) {
    app().clock.now = new Date(AT_MIDNIGHT);
    try {
      await check();
    } finally {
      app().clock.now = new Date(BEFORE_MIDNIGHT);
    }
  }

  return { get, read, atMidnight };
}

/** OWNER_CHART_DAYS days from `from`, zero except the days given as [bookings, revenue]. */
export function chart(from: string, figures: Record<string, [number, number]>): DailyFigure[] {
  return Array.from({ length: OWNER_CHART_DAYS }, (_, i) => {
    const date = addDays(from, i);
    const [bookings, revenue] = figures[date] ?? [0, 0];
    return { date, bookings, revenue };
  });
}

export const ids = (bookings: Booking[]) => bookings.map((booking) => booking._id);

export const CUSTOMER_SUMMARY = '/api/booking/customer/summary';
export const OWNER_SUMMARY = '/api/booking/owner/summary';
export const ADMIN_SUMMARY = '/api/admin/summary';
