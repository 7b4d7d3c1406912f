import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Booking } from '@studio-hive/domain';
import { renderApp } from '../../../test/render-app';
import { errorReply, mockApi } from '../../../test/mock-api';
import { authResult } from '../../../test/sessions';
import { bookingFixture, sessionText } from '../../../test/bookings';

const main = () => within(screen.getByRole('main'));
const customer = authResult('customer');
// 00:30 on March 10 in India, still March 9 in UTC: "today" must be India's.
const NOW = new Date('2026-03-09T19:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

async function openMyBookings(reply: Booking[] | ReturnType<typeof errorReply>) {
  const api = mockApi({
    'GET /api/user/me': { body: { user: customer.user } },
    'GET /api/booking/customer': Array.isArray(reply) ? { body: reply } : reply,
  });
  const view = renderApp('/bookings/customer', { session: customer });
  await screen.findByRole('heading', { level: 1, name: 'My Bookings' });
  return { ...view, api };
}

const rowOf = async (text: string) => within((await main().findByText(text)).closest('tr')!);

describe('my bookings (customer)', () => {
  it('shows each booking: studio, session, price, payment and status', async () => {
    await openMyBookings([
      bookingFixture({
        date: '2026-03-10',
        hours: [14, 9, 10],
        totalPrice: 150000,
        paymentStatus: 'payAtStudio',
      }),
      bookingFixture({
        studio: { _id: 's-2', name: 'Vox Lab', location: { city: 'Noida', fullAddress: null } },
        date: '2026-03-09',
        hours: [],
        paymentStatus: 'paid',
      }),
    ]);
    const table = await main().findByRole('table', { name: 'My bookings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Studio', 'Date & Time', 'Price', 'Payment Status', 'Status', 'Actions']);

    const today = await rowOf('Echo Room');
    expect(today.getByText('Gurgaon')).toBeInTheDocument();
    // The one session label of every list; an old booking with a gap shows each run of hours.
    expect(sessionText(today, 'Tue, 10 Mar 2026')).toBe(
      'Tue, 10 Mar 2026 · 9:00 AM - 11:00 AM, 2:00 PM - 3:00 PM',
    );
    expect(today.getByText('₹1,50,000')).toBeInTheDocument();
    expect(today.getByText('Pay at Studio')).toBeInTheDocument();
    expect(today.getByText('Upcoming')).toBeInTheDocument();

    const yesterday = await rowOf('Vox Lab');
    expect(sessionText(yesterday, 'Mon, 9 Mar 2026')).toBe('Mon, 9 Mar 2026 · No hours booked');
    expect(yesterday.getByText('Paid')).toBeInTheDocument();
    expect(yesterday.getByText('Completed')).toBeInTheDocument();
  });

  it("reads 'Unknown Studio' and 'Unknown Location' when the studio is gone", async () => {
    await openMyBookings([bookingFixture({ studio: null })]);
    const row = await rowOf('Unknown Studio');
    expect(row.getByText('Unknown Location')).toBeInTheDocument();
  });

  it('names a deleted studio as the customer was last shown it (decision 042)', async () => {
    await openMyBookings([
      bookingFixture({
        studio: null,
        deletedStudio: {
          name: 'The Mic Room',
          location: { city: 'Noida', fullAddress: 'B-12, Sector 18' },
        },
      }),
    ]);
    const row = await rowOf('The Mic Room');
    expect(row.getByText('Noida')).toBeInTheDocument();
    expect(row.getByText('No longer listed')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Add to calendar/ })).not.toBeInTheDocument();
  });

  it('shows a spinner while loading', async () => {
    mockApi({
      'GET /api/user/me': { body: { user: customer.user } },
      'GET /api/booking/customer': () => new Promise(() => {}),
    });
    renderApp('/bookings/customer', { session: customer });
    await screen.findByRole('heading', { level: 1, name: 'My Bookings' });
    expect(main().getByRole('status')).toBeInTheDocument();
  });

  it('shows the empty state with a link to the studios', async () => {
    await openMyBookings([]);
    const title = await main().findByRole('heading', { name: 'No Bookings Yet' });
    const empty = within(title.parentElement!);
    expect(empty.getByRole('link', { name: 'Browse Studios' })).toHaveAttribute('href', '/studios');
  });

  it('toasts and says so when the bookings cannot be loaded', async () => {
    await openMyBookings(errorReply(403, 'FORBIDDEN', 'Not yours.'));
    expect(
      await main().findByText('Failed to load your bookings. Please try again later.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Failed to load bookings')).toBeInTheDocument();
  });
});
