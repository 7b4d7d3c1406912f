import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CustomerSummary } from '@studio-hive/domain';
import { bookingFixture, sessionText } from '../../../test/bookings';
import {
  countsOf,
  customerSummaryFixture,
  figureOf,
  section,
  termOf,
} from '../../../test/dashboards';
import { errorReply, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { authResult } from '../../../test/sessions';

const customer = authResult('customer');

// 11:30 in India on March 9, 2026: bookings of March 9 or later are Upcoming.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-09T06:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

async function openDashboard(summary: CustomerSummary | (() => CustomerSummary)) {
  const api = mockApi({
    'GET /api/user/me': { body: { user: customer.user } },
    'GET /api/booking/customer/summary': () => ({
      body: typeof summary === 'function' ? summary() : summary,
    }),
  });
  const view = renderApp('/dashboard/customer', { session: customer });
  await screen.findByRole('heading', { level: 1, name: 'Welcome back, Rohan!' });
  return { ...view, api };
}

const recent = [
  bookingFixture({ date: '2026-03-12', hours: [14, 15], totalPrice: 3800 }),
  bookingFixture({
    date: '2026-03-09',
    hours: [9],
    totalPrice: 1500,
    studio: { _id: 's2', name: 'Bass Cave', location: { city: 'Noida', fullAddress: null } },
  }),
  bookingFixture({ date: '2026-03-08', hours: [11, 12, 16], totalPrice: 150000 }),
];

describe('customer dashboard', () => {
  it('greets by first name and shows the figures, the latest 3 bookings, links and tips', async () => {
    const { api } = await openDashboard(
      customerSummaryFixture({
        totalBookings: 5,
        upcoming: 2,
        completed: 3,
        totalSpent: 160300,
        recent,
      }),
    );
    await waitFor(() => expect(document.title).toBe('Customer Dashboard | Studio Hive'));
    await waitFor(() => termOf('Total Bookings'));
    expect(figureOf('Total Bookings')).toBe('5');
    expect(figureOf('Upcoming')).toBe('2');
    expect(figureOf('Completed')).toBe('3');
    expect(figureOf('Total Spent')).toBe('₹1,60,300');
    // Each figure says what it counts, in the admin's words (decision 042): requests and cancelled
    // bookings are in the total only.
    expect(countsOf('Total Bookings')).toBe('All time, in any state');
    expect(countsOf('Upcoming')).toBe('Confirmed, today or later');
    expect(countsOf('Completed')).toBe('Confirmed, before today');
    expect(countsOf('Total Spent')).toBe('Confirmed bookings, all time');
    expect(api.sent('GET /api/booking/customer/summary')[0]?.headers.get('authorization')).toBe(
      `Bearer ${customer.token}`,
    );

    const activity = section('Recent Activity');
    const items = activity.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [first, second, third] = items.map((item) => within(item));
    expect(first!.getByRole('heading', { level: 3, name: 'Echo Room' })).toBeInTheDocument();
    expect(first!.getByText('Gurgaon')).toBeInTheDocument();
    expect(sessionText(first!, 'Thu, 12 Mar 2026')).toBe('Thu, 12 Mar 2026 · 2:00 PM - 4:00 PM');
    expect(first!.getByText('₹3,800')).toBeInTheDocument();
    expect(first!.getByText('Upcoming')).toBeInTheDocument();
    // Today is still Upcoming; yesterday is Completed (in India).
    expect(second!.getByText('Bass Cave')).toBeInTheDocument();
    expect(second!.getByText('Noida')).toBeInTheDocument();
    expect(sessionText(second!, 'Mon, 9 Mar 2026')).toBe('Mon, 9 Mar 2026 · 9:00 AM - 10:00 AM');
    expect(second!.getByText('Upcoming')).toBeInTheDocument();
    expect(sessionText(third!, 'Sun, 8 Mar 2026')).toBe(
      'Sun, 8 Mar 2026 · 11:00 AM - 1:00 PM, 4:00 PM - 5:00 PM',
    );
    expect(third!.getByText('₹1,50,000')).toBeInTheDocument();
    expect(third!.getByText('Completed')).toBeInTheDocument();
    expect(activity.getByRole('link', { name: /View all bookings/ })).toHaveAttribute(
      'href',
      '/bookings/customer',
    );

    const links = section('Quick Links');
    expect(links.getByRole('link', { name: /Browse Studios/ })).toHaveAttribute('href', '/studios');
    expect(links.getByRole('link', { name: /My Bookings/ })).toHaveAttribute(
      'href',
      '/bookings/customer',
    );
    const tips = section('Pro Tips');
    expect(tips.getByText(/Arrive 15 minutes early/)).toBeInTheDocument();
    expect(tips.getByText(/Plan your content/)).toBeInTheDocument();
    expect(tips.getByText(/Leave reviews/)).toBeInTheDocument();
  });

  it("offers no 'View all bookings' with 3 bookings or fewer", async () => {
    await openDashboard(
      customerSummaryFixture({ totalBookings: 3, upcoming: 1, completed: 2, recent }),
    );
    const activity = await waitFor(() => section('Recent Activity'));
    expect(activity.getAllByRole('listitem')).toHaveLength(3);
    expect(activity.queryByRole('link', { name: /View all bookings/ })).not.toBeInTheDocument();
  });

  it("names a deleted studio 'Unknown Studio' at 'Unknown Location'", async () => {
    await openDashboard(
      customerSummaryFixture({
        totalBookings: 1,
        upcoming: 1,
        recent: [bookingFixture({ studio: null })],
      }),
    );
    const activity = await waitFor(() => section('Recent Activity'));
    expect(activity.getByText('Unknown Studio')).toBeInTheDocument();
    expect(activity.getByText('Unknown Location')).toBeInTheDocument();
  });

  it("names a deleted studio as its customer knew it, 'No longer listed' (as My Bookings)", async () => {
    await openDashboard(
      customerSummaryFixture({
        totalBookings: 1,
        recent: [
          bookingFixture({
            status: 'cancelled',
            studio: null,
            deletedStudio: {
              name: 'The Mic Room',
              location: { city: 'Noida', fullAddress: 'B-12, Sector 18' },
            },
          }),
        ],
      }),
    );
    const activity = await waitFor(() => section('Recent Activity'));
    const item = within(activity.getByRole('listitem'));
    expect(item.getByRole('heading', { level: 3, name: 'The Mic Room' })).toBeInTheDocument();
    expect(item.getByText('Noida')).toBeInTheDocument();
    expect(item.getByText('No longer listed')).toBeInTheDocument();
  });

  it("shows 'No bookings yet' with Browse Studios when nothing is booked", async () => {
    await openDashboard(customerSummaryFixture());
    const activity = await waitFor(() => section('Recent Activity'));
    expect(activity.getByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
    expect(activity.getByRole('link', { name: 'Browse Studios' })).toHaveAttribute(
      'href',
      '/studios',
    );
    expect(activity.queryByRole('link', { name: /View all bookings/ })).not.toBeInTheDocument();
    expect(figureOf('Total Bookings')).toBe('0');
    expect(figureOf('Total Spent')).toBe('₹0');
  });

  it("says so when the figures cannot be loaded, and 'Try again' asks again", async () => {
    let fail = true;
    // The first response is a refusal (4xx: not retried by itself).
    mockApi({
      'GET /api/user/me': { body: { user: customer.user } },
      'GET /api/booking/customer/summary': () =>
        fail
          ? errorReply(403, 'FORBIDDEN', 'Customers only.')
          : { body: customerSummaryFixture({ totalBookings: 2, upcoming: 2 }) },
    });
    const { user } = renderApp('/dashboard/customer', { session: customer });
    expect(
      await screen.findByText('Failed to load your dashboard. Please try again later.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(figureOf('Total Bookings')).toBe('2'));
    expect(
      screen.queryByText('Failed to load your dashboard. Please try again later.'),
    ).not.toBeInTheDocument();
  });

  it('shows a spinner while the figures arrive', async () => {
    let respond: (reply: { body: CustomerSummary }) => void = () => undefined;
    mockApi({
      'GET /api/user/me': { body: { user: customer.user } },
      'GET /api/booking/customer/summary': () =>
        new Promise((resolve) => {
          respond = resolve;
        }),
    });
    renderApp('/dashboard/customer', { session: customer });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Rohan!' });
    expect(await within(screen.getByRole('main')).findByRole('status')).toBeInTheDocument();
    respond({ body: customerSummaryFixture({ totalBookings: 4 }) });
    await waitFor(() => expect(figureOf('Total Bookings')).toBe('4'));
  });
});
