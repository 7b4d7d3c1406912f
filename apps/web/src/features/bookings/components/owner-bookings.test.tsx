import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Booking } from '@studio-hive/domain';
import { createQueryClient } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/session-store';
import { Toasts } from '../../../lib/toast';
import { renderApp } from '../../../test/render-app';
import { mockApi } from '../../../test/mock-api';
import { authResult } from '../../../test/sessions';
import { bookingFixture, pagedBookingsReply, requestFixture } from '../../../test/bookings';
import { OwnerRequests } from './owner-requests';

const owner = authResult('owner');
const main = () => within(screen.getByRole('main'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 11:30 on Tue 10 Mar 2026 in India.
  vi.setSystemTime(new Date('2026-03-10T06:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

const withPhone = (name: string, phone: string): Booking['customer'] => ({
  _id: `user-${name}`,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  phone,
});

/** Due at 16:30 IST today. */
const request = requestFixture({
  date: '2026-03-12',
  hours: [15],
  decisionDueAt: '2026-03-10T11:00:00.000Z',
  customerRecord: { completed: 3, cancelled: 2, lateCancelled: 1, noShows: 0 },
  totalPrice: 1500,
});
/** Due in 40 minutes: listed first. */
const urgent = requestFixture({
  customer: withPhone('Priya Nair', '9988776655'),
  date: '2026-03-11',
  hours: [9],
  decisionDueAt: '2026-03-10T06:40:00.000Z',
});
/** Its deadline passed a moment ago: no longer the owner's to decide. */
const overdue = requestFixture({
  customer: withPhone('Kabir Shah', '9000000001'),
  date: '2026-03-13',
  decisionDueAt: '2026-03-10T05:59:00.000Z',
});
const upcoming = bookingFixture({
  customer: withPhone('Asha Rao', '9876501234'),
  date: '2026-03-12',
  hours: [10, 11],
});
/** 11:00-13:00 IST today: under way. */
const underWay = bookingFixture({
  customer: withPhone('Dev Malik', '9000000002'),
  date: '2026-03-10',
  hours: [11, 12],
});
/** Ended yesterday at noon. */
const ended = bookingFixture({
  customer: withPhone('Neha Jain', '9000000003'),
  date: '2026-03-09',
  hours: [10, 11],
});
/** Ended more than 7 days ago. */
const old = bookingFixture({
  customer: withPhone('Old Client', '9000000004'),
  date: '2026-03-01',
  hours: [10],
});

/** Bookings Received over `bookings`, the server's list (a test may change it). */
async function openReceived(bookings: Booking[]) {
  const server = { bookings };
  const api = mockApi({
    'GET /api/user/me': { body: { user: owner.user } },
    'GET /api/booking/owner': ({ path }) => pagedBookingsReply(server.bookings, path),
  });
  const view = renderApp('/owner/bookings', { session: owner });
  await screen.findByRole('heading', { level: 1, name: 'Bookings Received' });
  await waitFor(() =>
    expect(main().queryByRole('table') ?? main().queryByRole('region')).toBeInTheDocument(),
  );
  return { ...view, api, server };
}

/** After a change the server answers with the booking, and lists it so from then on. */
function serve(
  api: Awaited<ReturnType<typeof openReceived>>['api'],
  server: { bookings: Booking[] },
  route: string,
  changed: Booking,
) {
  api.on(route, () => {
    server.bookings = server.bookings.map((b) => (b._id === changed._id ? changed : b));
    return { body: { booking: changed } };
  });
}

const requestsSection = () => within(main().getByRole('region', { name: /^Requests/ }));
const cardOf = (name: string) =>
  within(requestsSection().getByRole('heading', { name }).closest('li')!);
/** The row of `customer`'s booking, by the first line of its Customer cell. */
const rowOf = (customer: string) =>
  within(
    within(main().getByRole('table'))
      .getAllByRole('row')
      .find((row) => row.querySelectorAll('td')[1]?.querySelector('p')?.textContent === customer)!,
  );

describe('Bookings Received: requests', () => {
  it("lists the open requests first, the most urgent first, with the customer's record and phone", async () => {
    await openReceived([upcoming, request, urgent, overdue]);
    const section = requestsSection();
    expect(main().getByRole('region', { name: 'Requests (2)' })).toBeInTheDocument();
    expect(section.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Priya Nair',
      'Rohan Mehta',
    ]);

    const card = cardOf('Rohan Mehta');
    expect(card.getByText('5 hours left')).toBeInTheDocument();
    expect(card.getByText('Decide by Tue, 10 Mar 2026, 4:30 PM IST')).toBeInTheDocument();
    // Each fact is kept on one line: a phone broke 'no-shows' after its hyphen.
    const noShows = card.getByText('0 no-shows');
    expect(noShows).toHaveClass('whitespace-nowrap');
    expect(noShows.parentElement).toHaveTextContent(
      /^3 completed · 1 cancelled late · 0 no-shows$/,
    );
    expect(card.getByRole('link', { name: '+91 91234 56780' })).toHaveAttribute(
      'href',
      'tel:+919123456780',
    );
    expect(card.getByRole('link', { name: 'WhatsApp Rohan Mehta' })).toHaveAttribute(
      'href',
      'https://wa.me/919123456780',
    );
    expect(cardOf('Priya Nair').getByText('40 minutes left')).toBeInTheDocument();
    expect(cardOf('Priya Nair').getByText('New customer: no earlier bookings')).toBeInTheDocument();

    // The overdue request reads Expired in the list below, with nothing left to decide.
    const expired = rowOf('Kabir Shah');
    expect(expired.getByText('Expired')).toBeInTheDocument();
    expect(expired.queryByRole('button', { name: /^(Accept|Decline)/ })).not.toBeInTheDocument();
  });

  it('asks the server for the open requests, and for every booking a page of 50 at a time', async () => {
    const many = Array.from({ length: 52 }, (_, n) =>
      bookingFixture({ customer: withPhone(`Client ${n + 1}`, '9000000005'), date: '2026-03-01' }),
    );
    const { user, api } = await openReceived([request, ...many]);
    expect(await main().findByRole('region', { name: 'Requests (1)' })).toBeInTheDocument();
    expect(api.sent('GET /api/booking/owner').map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/api/booking/owner?when=upcoming&status=requested&page=1&limit=100',
        '/api/booking/owner?page=1&limit=50',
      ]),
    );
    // The open request is a booking received too: the table counts it with the others.
    expect(main().getByText('Showing 1–50 of 53 bookings')).toBeInTheDocument();
    const pages = within(main().getByRole('navigation', { name: 'Pages' }));
    expect(pages.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(pages.getByRole('link', { name: 'Next' }));
    expect(await main().findByText('Showing 51–53 of 53 bookings')).toBeInTheDocument();
    expect(rowOf('Client 52').getByText('Completed')).toBeInTheDocument();
    expect(api.sent('GET /api/booking/owner').at(-1)?.path).toBe(
      '/api/booking/owner?page=2&limit=50',
    );
  });

  it('accepts a request: it leaves the requests for the list', async () => {
    const { user, api, server } = await openReceived([request, upcoming]);
    const route = `POST /api/booking/${request._id}/accept`;
    serve(api, server, route, { ...request, status: 'confirmed', decisionDueAt: null });

    await user.click(
      cardOf('Rohan Mehta').getByRole('button', {
        name: 'Accept the request of Rohan Mehta on Thu, 12 Mar 2026',
      }),
    );
    expect(
      await screen.findByText('Request accepted. The customer has been told.'),
    ).toBeInTheDocument();
    expect(api.sent(route)[0]?.body).toEqual({});
    expect(main().queryByRole('region', { name: /^Requests/ })).not.toBeInTheDocument();
    expect(rowOf('Rohan Mehta').getByText('Upcoming')).toBeInTheDocument();
  });

  it('declines a request with an optional reason, checked before sending', async () => {
    const { user, api, server } = await openReceived([request, upcoming]);
    const route = `POST /api/booking/${request._id}/decline`;
    serve(api, server, route, {
      ...request,
      status: 'declined',
      decisionDueAt: null,
      cancelReason: 'Fully booked for a shoot',
    });

    await user.click(cardOf('Rohan Mehta').getByRole('button', { name: /^Decline/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline this request?' }));
    const reason = dialog.getByRole('textbox', { name: 'Reason for the customer (optional)' });
    await user.type(reason, 'no');
    await user.click(dialog.getByRole('button', { name: 'Decline request' }));
    expect(dialog.getByText('The reason must be 3 to 500 characters.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent(route)).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, '  Fully booked for a shoot ');
    await user.click(dialog.getByRole('button', { name: 'Decline request' }));
    expect(
      await screen.findByText('Request declined. The customer has been told.'),
    ).toBeInTheDocument();
    expect(api.sent(route)[0]?.body).toEqual({ reason: 'Fully booked for a shoot' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = rowOf('Rohan Mehta');
    expect(row.getByText('Declined')).toBeInTheDocument();
    expect(row.getByText('Fully booked for a shoot')).toBeInTheDocument();
  });
});

describe('Bookings Received: cancel and no-show', () => {
  it("shows each customer's phone and offers Cancel before the start, Mark no-show after the end", async () => {
    await openReceived([request, upcoming, underWay, ended, old]);
    const button = (name: string, action: 'Cancel' | 'Mark no-show') =>
      rowOf(name).queryByRole('button', { name: new RegExp(`^${action}`) });

    expect(rowOf('Asha Rao').getByRole('link', { name: '+91 98765 01234' })).toHaveAttribute(
      'href',
      'tel:+919876501234',
    );
    expect(button('Asha Rao', 'Cancel')).toBeInTheDocument();
    expect(button('Asha Rao', 'Mark no-show')).not.toBeInTheDocument();
    // Under way: too late to cancel, too early for a no-show.
    expect(button('Dev Malik', 'Cancel')).not.toBeInTheDocument();
    expect(button('Dev Malik', 'Mark no-show')).not.toBeInTheDocument();
    expect(button('Neha Jain', 'Cancel')).not.toBeInTheDocument();
    expect(button('Neha Jain', 'Mark no-show')).toBeInTheDocument();
    // More than 7 days after the end.
    expect(button('Old Client', 'Mark no-show')).not.toBeInTheDocument();
  });

  it('cancels only with a reason for the customer, checked before sending', async () => {
    const { user, api, server } = await openReceived([upcoming]);
    const route = `POST /api/booking/${upcoming._id}/cancel`;
    serve(api, server, route, {
      ...upcoming,
      status: 'cancelled',
      cancelledBy: 'owner',
      cancelReason: 'Power cut in the building',
    });

    await user.click(
      rowOf('Asha Rao').getByRole('button', {
        name: 'Cancel the booking of Asha Rao on Thu, 12 Mar 2026',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this booking?' }));
    expect(
      dialog.getByText('Asha Rao · Echo Room · Thu, 12 Mar 2026 · 10:00 AM - 12:00 PM'),
    ).toBeInTheDocument();
    const reason = dialog.getByRole('textbox', { name: 'Reason for the customer' });
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    expect(dialog.getByText('Please give a reason for the customer.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent(route)).toHaveLength(0);

    await user.type(reason, 'Power cut in the building');
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    expect(
      await screen.findByText('Booking cancelled. The customer has been told.'),
    ).toBeInTheDocument();
    expect(api.sent(route)[0]?.body).toEqual({ reason: 'Power cut in the building' });
    const row = rowOf('Asha Rao');
    expect(row.getByText('Cancelled')).toBeInTheDocument();
    expect(row.getByText('Power cut in the building')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
  });

  it('marks a no-show after asking', async () => {
    const { user, api, server } = await openReceived([ended]);
    const route = `POST /api/booking/${ended._id}/no-show`;
    serve(api, server, route, { ...ended, status: 'no_show' });

    await user.click(rowOf('Neha Jain').getByRole('button', { name: /^Mark no-show/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark as a no-show?' }));
    await user.click(dialog.getByRole('button', { name: 'Mark no-show' }));
    expect(await screen.findByText('Marked as a no-show.')).toBeInTheDocument();
    expect(api.sent(route)).toHaveLength(1);
    expect(rowOf('Neha Jain').getByText('No-show')).toBeInTheDocument();
    expect(
      rowOf('Neha Jain').queryByRole('button', { name: /^Mark no-show/ }),
    ).not.toBeInTheDocument();
  });
});

describe('the requests on their own (the owner dashboard)', () => {
  it('says when an answer changed something, for the screen to refresh its figures', async () => {
    sessionStore.signIn(owner);
    const api = mockApi({ 'GET /api/booking/owner': { body: [request, upcoming] } });
    const onChanged = vi.fn();
    const { findByRole } = render(
      <QueryClientProvider client={createQueryClient()}>
        <OwnerRequests onChanged={onChanged} />
        <Toasts />
      </QueryClientProvider>,
    );
    const section = within(await findByRole('region', { name: 'Requests (1)' }));
    api.on(`POST /api/booking/${request._id}/accept`, {
      body: { booking: { ...request, status: 'confirmed', decisionDueAt: null } },
    });
    fireEvent.click(section.getByRole('button', { name: /^Accept/ }));
    expect(
      await screen.findByText('Request accepted. The customer has been told.'),
    ).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });
});
