import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminSummary,
  type Booking,
  type BookingState,
  type CustomerSummary,
  type OwnerSummary,
} from '@studio-hive/domain';
import { call, createBookingRow, type SignedInAccount as Account } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import {
  ADMIN_SUMMARY,
  chart,
  CUSTOMER_SUMMARY,
  dashboardsClient,
  ids,
  OWNER_SUMMARY,
  startDashboardsApp,
  type StudioIds,
} from '../../test/fixtures/dashboards';

/** Who may read which dashboard summary, and the figures of each (test/fixtures/dashboards.ts). */

let t: TestApp;
let asha: Account;
let kabir: Account;
let idle: Account;
let ravi: Account;
let meera: Account;
let admin: Account;
let b: Record<number, string>;
let studios: StudioIds;

beforeAll(async () => {
  ({ t, asha, kabir, idle, ravi, meera, admin, b, studios } = await startDashboardsApp());
});
afterAll(() => t.close());

const { get, read, atMidnight } = dashboardsClient(() => t);

describe('who may read which summary', () => {
  it('refuses guests and a bad token with 401', async () => {
    for (const url of [CUSTOMER_SUMMARY, OWNER_SUMMARY, ADMIN_SUMMARY]) {
      for (const auth of [undefined, 'Bearer not-a-token']) {
        const res = await call(t, 'GET', url, auth ? { auth } : {});
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
    }
  });

  it('refuses the owner summary to customers and the admin summary to customers and owners', async () => {
    for (const [url, who] of [
      [OWNER_SUMMARY, asha],
      [ADMIN_SUMMARY, asha],
      [ADMIN_SUMMARY, ravi],
    ] as const) {
      const res = await get(url, who);
      expect(res.statusCode, `${url} ${who.role}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('lets owners and admins read their own customer summary, and admins pass the owner check', async () => {
    expect(await read<CustomerSummary>(CUSTOMER_SUMMARY, admin)).toEqual({
      totalBookings: 0,
      upcoming: 0,
      completed: 0,
      totalSpent: 0,
      recent: [],
    });
    // An admin without studios: nothing, but every day of the chart is there.
    expect(await read<OwnerSummary>(OWNER_SUMMARY, admin)).toEqual({
      activeStudios: 0,
      pendingStudios: 0,
      upcomingBookings: 0,
      totalBookings: 0,
      totalRevenue: 0,
      monthRevenue: 0,
      recentBookings: [],
      pendingStudioList: [],
      lastDays: chart('2026-11-01', {}),
    });
  });
});

describe('GET /api/booking/customer/summary', () => {
  it("counts the caller's bookings, upcoming from today in IST, a deleted studio's included", async () => {
    const summary = await read<CustomerSummary>(CUSTOMER_SUMMARY, asha);
    expect(summary).toMatchObject({
      totalBookings: 4,
      upcoming: 2, // 30 November (today) and 1 December
      completed: 2,
      totalSpent: 1000 + 2000 + 500 + 800,
    });
    // The first three of the list (decision 018): today's and tomorrow's sessions, then the latest
    // past one, the deleted studio's (null there too).
    expect(ids(summary.recent)).toEqual([b[1], b[2], b[7]]);
    expect(summary.recent[2]?.studio).toBeNull();
    const list = await read<Booking[]>('/api/booking/customer', asha);
    expect(summary.recent).toEqual(list.slice(0, 3));
  });

  it('moves a booking of today to completed at midnight in IST', async () => {
    await atMidnight(async () => {
      expect(await read<CustomerSummary>(CUSTOMER_SUMMARY, asha)).toMatchObject({
        totalBookings: 4,
        upcoming: 1, // only 1 December is today or later now
        completed: 3,
        totalSpent: 4300,
      });
    });
  });

  it('shows each caller only their own bookings', async () => {
    const kabirs = await read<CustomerSummary>(CUSTOMER_SUMMARY, kabir);
    expect(kabirs).toMatchObject({
      totalBookings: 4,
      upcoming: 2,
      completed: 2,
      totalSpent: 700 + 3000 + 4000 + 300,
    });
    expect(ids(kabirs.recent)).toEqual([b[5], b[6], b[9]]);
    // An owner's own bookings as a customer; not the ones at their studios.
    const meeras = await read<CustomerSummary>(CUSTOMER_SUMMARY, meera);
    expect(meeras).toMatchObject({ totalBookings: 1, upcoming: 0, completed: 1, totalSpent: 1200 });
    expect(ids(meeras.recent)).toEqual([b[8]]);
    expect(await read<CustomerSummary>(CUSTOMER_SUMMARY, idle)).toEqual({
      totalBookings: 0,
      upcoming: 0,
      completed: 0,
      totalSpent: 0,
      recent: [],
    });
  });
});

describe('GET /api/booking/owner/summary', () => {
  it("sums the bookings at the caller's studios, with this IST month and 30 zero-filled days", async () => {
    const summary = await read<OwnerSummary>(OWNER_SUMMARY, ravi);
    expect(summary).toEqual({
      activeStudios: 2,
      pendingStudios: 2,
      upcomingBookings: 3, // #1 today, #2 tomorrow, #6 in January
      totalBookings: 7,
      totalRevenue: 1000 + 2000 + 500 + 700 + 4000 + 1200 + 300,
      monthRevenue: 1000 + 500 + 1200 + 300, // November: not 31 October, not 1 December
      recentBookings: expect.any(Array),
      pendingStudioList: [
        { _id: studios.earlyDraft, name: 'Early Draft', createdAt: '2026-11-10T06:00:00.000Z' },
        { _id: studios.lateDraft, name: 'Late Draft', createdAt: '2026-11-20T06:00:00.000Z' },
      ],
      lastDays: chart('2026-11-01', {
        '2026-11-02': [1, 500],
        '2026-11-15': [2, 1500],
        '2026-11-30': [1, 1000],
      }),
    });
    expect(summary.lastDays).toHaveLength(30);
    expect(summary.lastDays[0]?.date).toBe('2026-11-01');
    expect(summary.lastDays.at(-1)?.date).toBe('2026-11-30');
    // The first five of GET /booking/owner: upcoming soonest first, then past latest first.
    expect(ids(summary.recentBookings)).toEqual([b[1], b[2], b[6], b[9], b[8]]);
    const list = await read<Booking[]>('/api/booking/owner', ravi);
    expect(list).toHaveLength(7);
    expect(summary.recentBookings).toEqual(list.slice(0, 5));
  });

  it('starts a new month and a new chart day at midnight in IST', async () => {
    await atMidnight(async () => {
      const summary = await read<OwnerSummary>(OWNER_SUMMARY, ravi);
      expect(summary).toMatchObject({
        upcomingBookings: 2,
        totalBookings: 7,
        totalRevenue: 9700,
        monthRevenue: 2000, // December so far: #2 only
      });
      expect(summary.lastDays).toEqual(
        chart('2026-11-02', {
          '2026-11-02': [1, 500],
          '2026-11-15': [2, 1500],
          '2026-11-30': [1, 1000],
          '2026-12-01': [1, 2000],
        }),
      );
      expect(summary.lastDays[0]?.date).toBe('2026-11-02');
      expect(summary.lastDays.at(-1)?.date).toBe('2026-12-01');
    });
  });

  it("never counts another owner's studios, nor a deleted studio's bookings", async () => {
    const summary = await read<OwnerSummary>(OWNER_SUMMARY, meera);
    expect(summary).toEqual({
      activeStudios: 1,
      pendingStudios: 0,
      upcomingBookings: 1,
      totalBookings: 1, // #5; #7 was at the deleted studio, #8 is hers as a customer
      totalRevenue: 3000,
      monthRevenue: 3000,
      recentBookings: [expect.objectContaining({ _id: b[5] })],
      pendingStudioList: [],
      lastDays: chart('2026-11-01', { '2026-11-30': [1, 3000] }),
    });
    expect(summary.recentBookings[0]).toMatchObject({
      studio: { _id: studios.bass, name: 'Bass_Hall 100% Live' },
      customer: { _id: kabir._id, name: 'Kabir Singh', email: kabir.email },
    });
  });
});

describe('GET /api/admin/summary', () => {
  it('sums the whole platform, before and after midnight in IST', async () => {
    expect(await read<AdminSummary>(ADMIN_SUMMARY, admin)).toEqual({
      pendingStudios: 2,
      activeStudios: 3,
      upcomingBookings: 4, // #1, #2, #5, #6
      totalBookings: 9, // the deleted studio's #7 too, as in the admin's list
      platformRevenue: 13_500,
      monthRevenue: 1000 + 500 + 3000 + 800 + 1200 + 300,
      cancelledByCustomers: 0,
      cancelledByStudios: 0,
      noShows: 0,
    });
    await atMidnight(async () => {
      expect(await read<AdminSummary>(ADMIN_SUMMARY, admin)).toEqual({
        pendingStudios: 2,
        activeStudios: 3,
        upcomingBookings: 2,
        totalBookings: 9,
        platformRevenue: 13_500,
        monthRevenue: 2000,
        cancelledByCustomers: 0,
        cancelledByStudios: 0,
        noShows: 0,
      });
    });
  });

  // Last in the file: it adds bookings the figures above do not count.
  it('counts only confirmed bookings as upcoming and revenue; cancellations by side and no-shows apart', async () => {
    const before = await read<AdminSummary>(ADMIN_SUMMARY, admin);
    const row = (
      status: BookingState,
      extra: Partial<Parameters<typeof createBookingRow>[1]> = {},
    ) =>
      createBookingRow(t, {
        studioId: studios.bass,
        customerId: kabir._id,
        date: '2026-12-05',
        hours: [9 + Object.keys(extra).length],
        totalPrice: 9999,
        status,
        ...extra,
      });
    await row('cancelled', { cancelledBy: 'customer' });
    await row('cancelled', { cancelledBy: 'owner', cancelReason: 'Power cut' });
    await row('no_show', { date: '2026-11-10' });
    await row('requested', { decisionDueAt: new Date('2026-12-01T00:00:00Z'), hours: [20] });
    await row('declined', { hours: [21] });
    const after = await read<AdminSummary>(ADMIN_SUMMARY, admin);
    expect(after).toEqual({
      ...before,
      totalBookings: before.totalBookings + 5,
      cancelledByCustomers: 1,
      cancelledByStudios: 1,
      noShows: 1,
    });

    // One definition per word (decision 042): the admin's list counts as the figures do.
    const listed = async (query: string) =>
      Number((await get(`/api/admin/bookings?${query}&limit=1`, admin)).headers['x-total-count']);
    expect(await listed('when=upcoming&status=confirmed')).toBe(after.upcomingBookings);
    expect(await listed('when=all')).toBe(after.totalBookings);
    // Upcoming in any state holds more: the requests and cancellations the card leaves out.
    expect(await listed('when=upcoming')).toBe(after.upcomingBookings + 4);
  });
});
