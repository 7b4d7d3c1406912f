import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  BOOKING_LIFECYCLE_MESSAGES,
  DEPOSIT_MESSAGES,
  DEPOSIT_REJECT_REASON,
  type Booking,
} from '@studio-hive/domain';
import { renderApp } from '../../../test/render-app';
import { mockApi } from '../../../test/mock-api';
import { authResult } from '../../../test/sessions';
import {
  awaitingDepositFixture,
  bookingFixture,
  depositFixture,
  pagedBookingsReply,
} from '../../../test/bookings';
import { calendarFeedFixture, ownerSummaryFixture } from '../../../test/dashboards';

const owner = authResult('owner');
const main = () => within(screen.getByRole('main'));
// 11:48 in India on Tue 10 Mar 2026: 42 minutes before the first deposit's 12:30 deadline.
const NOW = new Date('2026-03-10T06:18:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const customer = (name: string, phone: string): Booking['customer'] => ({
  _id: `user-${name}`,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  phone,
});

/** Reported paying: the owner has until tomorrow to confirm. */
const reported = awaitingDepositFixture(
  { decisionDueAt: '2026-03-11T06:10:00.000Z' },
  { utr: '412345678901', reportedAt: '2026-03-10T06:10:00.000Z' },
);
/** Not reported yet, due sooner: listed first. */
const unreported = awaitingDepositFixture(
  {
    customer: customer('Priya Nair', '9988776655'),
    date: '2026-03-11',
    hours: [9],
    decisionDueAt: '2026-03-10T06:40:00.000Z',
  },
  { reference: 'SH-4HN2P', amount: 800, payBy: '2026-03-10T06:40:00.000Z' },
);
const refundDue = bookingFixture({
  customer: customer('Kabir Shah', '9000000001'),
  status: 'cancelled',
  cancelledBy: 'owner',
  cancelReason: 'Power cut in the building',
  cancellableUntil: null,
  date: '2026-03-13',
  deposit: depositFixture({
    reference: 'SH-9QW4T',
    amount: 900,
    paidAt: '2026-03-09T05:00:00.000Z',
    depositRefund: 'full',
    refundDue: 900,
  }),
});
/** `reported` once its owner saw the money arrive. */
const received: Booking = {
  ...reported,
  status: 'confirmed',
  decisionDueAt: null,
  deposit: { ...reported.deposit!, paidAt: NOW.toISOString(), depositRefund: 'full' },
};
const confirmedWithDeposit = bookingFixture({
  customer: customer('Asha Rao', '9876501234'),
  date: '2026-03-14',
  totalPrice: 4800,
  deposit: depositFixture({
    reference: 'SH-3MB8X',
    paidAt: '2026-03-09T05:00:00.000Z',
    depositRefund: 'full',
  }),
});

/** The server's bookings, changed by the calls the test answers. */
function ownerServer(bookings: Booking[]) {
  const server = { bookings };
  const api = mockApi({
    'GET /api/user/me': { body: { user: owner.user } },
    'GET /api/booking/owner': ({ path }) => pagedBookingsReply(server.bookings, path),
    'GET /api/booking/owner/summary': { body: ownerSummaryFixture() },
    'GET /api/owner/calendar-feed': { body: calendarFeedFixture() },
  });
  /** `route` answers with `changed`, and the lists show it so from then on. */
  const serve = (route: string, changed: Booking) =>
    api.on(route, () => {
      server.bookings = server.bookings.map((b) => (b._id === changed._id ? changed : b));
      return { body: { booking: changed } };
    });
  return { api, server, serve };
}

async function openDashboard(bookings: Booking[]) {
  const backend = ownerServer(bookings);
  const view = renderApp('/dashboard/owner', { session: owner });
  await screen.findByRole('heading', { level: 1, name: 'Studio Owner Dashboard' });
  return { ...view, ...backend };
}

const depositsSection = async () =>
  within(await main().findByRole('region', { name: /^Deposits awaiting confirmation/ }));
const cardOf = (section: ReturnType<typeof within>, name: string) =>
  within(section.getByRole('heading', { name }).closest('li')!);
/** A card's facts as 'term: value' lines. */
const factsOf = (card: ReturnType<typeof cardOf>) =>
  Array.from(card.getByText('Deposit:').closest('dl')!.children).map((fact) => fact.textContent);

describe('owner dashboard: deposits awaiting confirmation', () => {
  it('lists them first, the most urgent first, with what to find each payment by', async () => {
    const { api } = await openDashboard([reported, unreported, confirmedWithDeposit]);
    const section = within(
      await main().findByRole('region', { name: 'Deposits awaiting confirmation (2)' }),
    );
    expect(
      api
        .sent('GET /api/booking/owner')
        .some((r) => r.path.includes('when=upcoming&status=awaiting_deposit')),
    ).toBe(true);
    expect(section.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Priya Nair',
      'Rohan Mehta',
    ]);
    const card = cardOf(section, 'Rohan Mehta');
    expect(card.getByText(/^Echo Room/).parentElement).toHaveTextContent(
      'Echo Room · Thu, 12 Mar 2026 · 10:00 AM - 12:00 PM',
    );
    expect(factsOf(card)).toEqual([
      'Deposit:₹1,200',
      'Reference:SH-7K2Q9',
      'UTR:412345678901',
      'To pay by:Tue, 10 Mar 2026, 12:30 PM IST',
      'Confirm by:Wed, 11 Mar 2026, 11:40 AM IST',
    ]);
    expect(factsOf(cardOf(section, 'Priya Nair'))).toEqual([
      'Deposit:₹800',
      'Reference:SH-4HN2P',
      'UTR:No UTR given yet',
      'To pay by:Tue, 10 Mar 2026, 12:10 PM IST',
    ]);
  });

  it("confirms a deposit with 'Deposit received', then asks the lists and figures again", async () => {
    const { api, serve, user } = await openDashboard([reported]);
    const section = await depositsSection();
    const route = `POST /api/booking/${reported._id}/deposit/confirm`;
    serve(route, received);
    const summaries = api.sent('GET /api/booking/owner/summary').length;
    await user.click(
      section.getByRole('button', {
        name: `${DEPOSIT_MESSAGES.received} from Rohan Mehta for Thu, 12 Mar 2026`,
      }),
    );
    expect(
      await screen.findByText(
        'Deposit confirmed. The booking is confirmed and the customer has been told.',
      ),
    ).toBeInTheDocument();
    expect(api.sent(route)).toHaveLength(1);
    expect(api.sent(route)[0]?.body).toEqual({});
    await waitFor(() =>
      expect(
        main().queryByRole('region', { name: /^Deposits awaiting confirmation/ }),
      ).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(api.sent('GET /api/booking/owner/summary').length).toBeGreaterThan(summaries),
    );
  });

  it('keeps the keyboard on the list when an answered card leaves it, then on the page', async () => {
    const { serve, user } = await openDashboard([reported, unreported]);
    const section = await depositsSection();
    serve(`POST /api/booking/${reported._id}/deposit/confirm`, received);
    serve(`POST /api/booking/${unreported._id}/deposit/reject`, {
      ...unreported,
      status: 'declined',
      cancelReason: DEPOSIT_REJECT_REASON,
    });
    cardOf(section, 'Rohan Mehta')
      .getByRole('button', { name: /^Deposit received/ })
      .focus();
    await user.keyboard('{Enter}');
    // The card and its button are gone: focus is on the list's heading, not lost to the page.
    await waitFor(() =>
      expect(
        main().getByRole('heading', { name: 'Deposits awaiting confirmation (1)' }),
      ).toHaveFocus(),
    );

    // The last one, rejected through the dialog: the list is gone, focus is on the page's content.
    await user.click(section.getByRole('button', { name: /^Reject/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject this booking?' }));
    await user.click(dialog.getByRole('button', { name: 'Reject booking' }));
    await waitFor(() =>
      expect(
        main().queryByRole('region', { name: /^Deposits awaiting confirmation/ }),
      ).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it("rejects with a reason for the customer, 'No payment arrived' offered first", async () => {
    const { api, serve, user } = await openDashboard([unreported]);
    const section = await depositsSection();
    const route = `POST /api/booking/${unreported._id}/deposit/reject`;
    serve(route, { ...unreported, status: 'declined', cancelReason: DEPOSIT_REJECT_REASON });
    await user.click(
      section.getByRole('button', { name: 'Reject the booking of Priya Nair on Wed, 11 Mar 2026' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject this booking?' }));
    expect(dialog.getByText('UTR:').parentElement).toHaveTextContent('UTR:No UTR given yet');
    const reason = dialog.getByLabelText('Reason for the customer');
    expect(reason).toHaveValue(DEPOSIT_REJECT_REASON);

    // Emptied, it is asked for before anything is sent.
    await user.clear(reason);
    await user.click(dialog.getByRole('button', { name: 'Reject booking' }));
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining(BOOKING_LIFECYCLE_MESSAGES.reasonRequired),
    );
    expect(api.sent(route)).toHaveLength(0);

    await user.type(reason, 'No credit with reference SH-4HN2P');
    await user.click(dialog.getByRole('button', { name: 'Reject booking' }));
    expect(
      await screen.findByText('Booking rejected. The customer has been told.'),
    ).toBeInTheDocument();
    expect(api.sent(route).map((r) => r.body)).toEqual([
      { reason: 'No credit with reference SH-4HN2P' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('owner dashboard: refunds due', () => {
  it("lists cancelled bookings whose deposit is owed back, and 'Mark refunded' marks one", async () => {
    const { api, serve, user } = await openDashboard([refundDue, confirmedWithDeposit]);
    const section = within(await main().findByRole('region', { name: 'Refunds due (1)' }));
    expect(api.sent('GET /api/booking/owner').some((r) => r.path.includes('refund=due'))).toBe(
      true,
    );
    const card = cardOf(section, 'Kabir Shah');
    expect(card.getByText('Refund of ₹900 due from the studio')).toBeInTheDocument();
    expect(card.getByText('SH-9QW4T')).toBeInTheDocument();

    const route = `POST /api/booking/${refundDue._id}/deposit/refunded`;
    serve(route, {
      ...refundDue,
      deposit: { ...refundDue.deposit!, refundedAt: NOW.toISOString() },
    });
    await user.click(
      card.getByRole('button', {
        name: `${DEPOSIT_MESSAGES.markRefunded} the deposit of Kabir Shah on Fri, 13 Mar 2026`,
      }),
    );
    expect(await screen.findByText('Refund marked as paid.')).toBeInTheDocument();
    expect(api.sent(route)).toHaveLength(1);
    await waitFor(() =>
      expect(main().queryByRole('region', { name: /^Refunds due/ })).not.toBeInTheDocument(),
    );
  });
});

describe('Bookings Received: deposits', () => {
  async function openReceived(bookings: Booking[]) {
    const backend = ownerServer(bookings);
    const view = renderApp('/owner/bookings', { session: owner });
    await main().findByRole('table', { name: 'Bookings received' });
    return { ...view, ...backend };
  }
  const rowOf = (name: string) =>
    within(
      within(main().getByRole('table'))
        .getAllByRole('row')
        .find((row) => row.querySelectorAll('td')[1]?.querySelector('p')?.textContent === name)!,
    );

  it('offers Deposit received and Reject on a booking awaiting its deposit, and Mark refunded', async () => {
    const { api, serve, user } = await openReceived([reported, refundDue, confirmedWithDeposit]);
    const awaiting = rowOf('Rohan Mehta');
    expect(awaiting.getByText('Awaiting deposit')).toBeInTheDocument();
    expect(awaiting.getByText('Deposit ₹1,200 · SH-7K2Q9 · UTR 412345678901')).toBeInTheDocument();
    expect(awaiting.getByRole('button', { name: /^Reject/ })).toBeInTheDocument();
    expect(awaiting.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();

    expect(
      rowOf('Asha Rao').getByText('Deposit ₹1,200 paid · ₹3,600 at the studio'),
    ).toBeInTheDocument();
    expect(
      rowOf('Asha Rao').queryByRole('button', { name: /^Mark refunded/ }),
    ).not.toBeInTheDocument();
    expect(rowOf('Kabir Shah').getByText('Refund of ₹900 due from the studio')).toBeInTheDocument();

    const route = `POST /api/booking/${reported._id}/deposit/confirm`;
    serve(route, received);
    await user.click(awaiting.getByRole('button', { name: /^Deposit received/ }));
    await waitFor(() => expect(rowOf('Rohan Mehta').getByText('Upcoming')).toBeInTheDocument());
    expect(api.sent(route)).toHaveLength(1);
    expect(
      rowOf('Rohan Mehta').getByText('Deposit ₹1,200 paid · ₹3,600 at the studio'),
    ).toBeInTheDocument();

    const refunded = `POST /api/booking/${refundDue._id}/deposit/refunded`;
    serve(refunded, {
      ...refundDue,
      deposit: { ...refundDue.deposit!, refundedAt: NOW.toISOString() },
    });
    await user.click(rowOf('Kabir Shah').getByRole('button', { name: /^Mark refunded/ }));
    await waitFor(() =>
      expect(rowOf('Kabir Shah').getByText('Deposit of ₹900 refunded')).toBeInTheDocument(),
    );
    expect(api.sent(refunded)).toHaveLength(1);
  });
});
