import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Booking } from '@studio-hive/domain';
import { renderApp } from '../../../test/render-app';
import { errorReply, mockApi } from '../../../test/mock-api';
import { authResult } from '../../../test/sessions';
import { bookingFixture, sessionText } from '../../../test/bookings';

const main = () => within(screen.getByRole('main'));
const owner = authResult('owner');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T06:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

async function openReceived(reply: Booking[] | ReturnType<typeof errorReply>) {
  mockApi({
    'GET /api/user/me': { body: { user: owner.user } },
    'GET /api/booking/owner': Array.isArray(reply) ? { body: reply } : reply,
  });
  renderApp('/owner/bookings', { session: owner });
  await screen.findByRole('heading', { level: 1, name: 'Bookings Received' });
}

describe('bookings received (owner)', () => {
  it('shows each booking with its customer, or the fallbacks when the customer is gone', async () => {
    await openReceived([
      bookingFixture({ hours: [15], date: '2026-03-12', totalPrice: 2500 }),
      bookingFixture({
        customer: null,
        studio: { _id: 's-2', name: 'Vox Lab', location: { city: 'Noida', fullAddress: null } },
        date: '2026-03-01',
      }),
    ]);
    const table = await main().findByRole('table', { name: 'Bookings received' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Studio',
      'Customer',
      'Date & Time',
      'Price',
      'Payment Status',
      'Status',
      'Actions',
    ]);

    const first = within(within(table).getByText('Echo Room').closest('tr')!);
    expect(first.getByText('Rohan Mehta')).toBeInTheDocument();
    expect(first.getByText('customer@example.com')).toBeInTheDocument();
    expect(sessionText(first, 'Thu, 12 Mar 2026')).toBe('Thu, 12 Mar 2026 · 3:00 PM - 4:00 PM');
    expect(first.getByText('₹2,500')).toBeInTheDocument();
    expect(first.getByText('Upcoming')).toBeInTheDocument();

    const second = within(within(table).getByText('Vox Lab').closest('tr')!);
    expect(second.getByText('Unknown Customer')).toBeInTheDocument();
    expect(second.getByText('No email')).toBeInTheDocument();
    expect(second.getByText('Completed')).toBeInTheDocument();
  });

  it('explains the empty state', async () => {
    await openReceived([]);
    const title = await main().findByRole('heading', { name: 'No Bookings Yet' });
    expect(
      within(title.parentElement!).getByText(
        "You haven't received any bookings yet. Make sure your studios are approved and have available slots.",
      ),
    ).toBeInTheDocument();
  });

  it('toasts and says so when the bookings cannot be loaded', async () => {
    await openReceived(errorReply(403, 'FORBIDDEN', 'Owners only.'));
    expect(
      await main().findByText('Failed to load bookings. Please try again later.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Failed to load bookings')).toBeInTheDocument();
  });
});
