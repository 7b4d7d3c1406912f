import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DEPOSIT_MESSAGES, type Booking } from '@studio-hive/domain';
import { renderApp } from '../../../test/render-app';
import { mockApi } from '../../../test/mock-api';
import { authResult } from '../../../test/sessions';
import {
  awaitingDepositFixture,
  bookingFixture,
  depositFixture,
  pagedBookingsReply,
} from '../../../test/bookings';

const customer = authResult('customer');
const main = () => within(screen.getByRole('main'));
// 11:48 in India on Tue 10 Mar 2026: 42 minutes before the deposit's 12:30 deadline.
const NOW = new Date('2026-03-10T06:18:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const studio = (name: string): Booking['studio'] => ({
  _id: `studio-${name}`,
  name,
  location: { city: 'Gurgaon', fullAddress: null },
});

const awaiting = awaitingDepositFixture({ studio: studio('Echo Room') });
const paid = bookingFixture({
  studio: studio('Vox Lab'),
  date: '2026-03-14',
  totalPrice: 4800,
  deposit: depositFixture({
    reference: 'SH-3MB8X',
    paidAt: '2026-03-10T05:00:00.000Z',
    depositRefund: 'full',
  }),
});
const refundDue = bookingFixture({
  studio: studio('Bass Cave'),
  status: 'cancelled',
  cancelledBy: 'owner',
  cancellableUntil: null,
  date: '2026-03-15',
  deposit: depositFixture({
    reference: 'SH-9QW4T',
    amount: 900,
    paidAt: '2026-03-09T05:00:00.000Z',
    depositRefund: 'full',
    refundDue: 900,
  }),
});
const refunded = bookingFixture({
  studio: studio('Loft One'),
  status: 'cancelled',
  cancelledBy: 'customer',
  cancellableUntil: null,
  date: '2026-03-16',
  deposit: depositFixture({
    reference: 'SH-5TZ6K',
    amount: 500,
    paidAt: '2026-03-08T05:00:00.000Z',
    depositRefund: 'full',
    refundDue: 500,
    refundedAt: '2026-03-09T05:00:00.000Z',
  }),
});

/** My Bookings over `bookings`, the server's list (a test may change it). */
async function openMyBookings(bookings: Booking[]) {
  const server = { bookings };
  const api = mockApi({
    'GET /api/user/me': { body: { user: customer.user } },
    'GET /api/booking/customer': ({ path }) => pagedBookingsReply(server.bookings, path),
  });
  const view = renderApp('/bookings/customer', { session: customer });
  await main().findByRole('table', { name: 'My bookings' });
  return { ...view, api, server };
}

const depositsSection = () => within(main().getByRole('region', { name: /^Deposits to pay/ }));
const rowWith = (studioName: string) =>
  within(
    within(main().getByRole('table'))
      .getAllByRole('row')
      .find((row) => row.querySelector('td p')?.textContent === studioName)!,
  );

describe('My Bookings: deposits', () => {
  it('shows each booking held for its deposit first, with its panel to pay it', async () => {
    const { api } = await openMyBookings([awaiting, paid, refundDue, refunded]);
    const section = depositsSection();
    expect(
      api
        .sent('GET /api/booking/customer')
        .some((r) => r.path.includes('when=upcoming&status=awaiting_deposit')),
    ).toBe(true);
    const panel = within(section.getByRole('region', { name: /^Pay the deposit Echo Room/ }));
    expect(panel.getByText('₹1,200')).toBeInTheDocument();
    expect(panel.getByRole('timer')).toHaveTextContent('Pay within 42 min');
    expect(panel.getByRole('link', { name: DEPOSIT_MESSAGES.payWithUpiApp })).toHaveAttribute(
      'href',
      awaiting.deposit!.upiUrl,
    );
    expect(
      await panel.findByRole('img', { name: 'QR code to pay ₹1,200 by UPI' }),
    ).toBeInTheDocument();
    // Its row in the list says where it stands, with the badge of its state.
    expect(rowWith('Echo Room').getByText('Awaiting deposit')).toBeInTheDocument();
    expect(
      rowWith('Echo Room').getByText('Deposit ₹1,200 · SH-7K2Q9 · No UTR given yet'),
    ).toBeInTheDocument();
  });

  it('says in each row what became of a paid deposit', async () => {
    await openMyBookings([paid, refundDue, refunded]);
    expect(main().queryByRole('region', { name: /^Deposits to pay/ })).not.toBeInTheDocument();
    expect(
      rowWith('Vox Lab').getByText('Deposit ₹1,200 paid · ₹3,600 at the studio'),
    ).toBeInTheDocument();
    expect(
      rowWith('Bass Cave').getByText('Refund of ₹900 due from the studio'),
    ).toBeInTheDocument();
    expect(rowWith('Loft One').getByText('Deposit of ₹500 refunded')).toBeInTheDocument();
  });

  it('reports the UTR, and the list shows it reported', async () => {
    const { api, server, user } = await openMyBookings([awaiting]);
    const reported = {
      ...awaiting,
      decisionDueAt: '2026-03-11T06:20:00.000Z',
      deposit: { ...awaiting.deposit!, utr: '412345678901', reportedAt: NOW.toISOString() },
    };
    const route = `POST /api/booking/${awaiting._id}/deposit`;
    api.on(route, () => {
      server.bookings = [reported];
      return { body: { booking: reported } };
    });
    const panel = within(depositsSection().getByRole('region', { name: /^Pay the deposit/ }));
    await user.type(panel.getByLabelText(DEPOSIT_MESSAGES.utrLabel), '412345678901');
    await user.click(panel.getByRole('button', { name: 'Send UTR' }));

    await waitFor(() =>
      expect(panel.getByRole('status')).toHaveTextContent('UTR 412345678901 reported.'),
    );
    // The form is gone once the list shows the UTR: focus is on what replaced it.
    await waitFor(() =>
      expect(panel.getByRole('button', { name: 'Correct the UTR' })).toHaveFocus(),
    );
    expect(api.sent(route).map((r) => r.body)).toEqual([{ utr: '412345678901' }]);
    expect(
      rowWith('Echo Room').getByText('Deposit ₹1,200 · SH-7K2Q9 · UTR 412345678901'),
    ).toBeInTheDocument();
  });

  it('lets a booking awaiting its deposit be withdrawn', async () => {
    const { api, server, user } = await openMyBookings([awaiting]);
    const withdrawn: Booking = {
      ...awaiting,
      status: 'cancelled',
      cancelledBy: 'customer',
      cancellableUntil: null,
      decisionDueAt: null,
    };
    const route = `POST /api/booking/${awaiting._id}/cancel`;
    api.on(route, () => {
      server.bookings = [withdrawn];
      return { body: { booking: withdrawn } };
    });
    const row = rowWith('Echo Room');
    expect(row.queryByRole('button', { name: /^Change time/ })).not.toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Cancel the booking at Echo Room' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this booking?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    expect(api.sent(route)).toHaveLength(1);
    await waitFor(() =>
      expect(main().queryByRole('region', { name: /^Deposits to pay/ })).not.toBeInTheDocument(),
    );
    expect(rowWith('Echo Room').getByText('Cancelled')).toBeInTheDocument();
  });
});
