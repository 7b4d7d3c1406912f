import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Booking } from '@studio-hive/domain';
import { renderApp } from '../../../test/render-app';
import { errorReply, mockApi } from '../../../test/mock-api';
import { authResult } from '../../../test/sessions';
import { bookingFixture, pagedBookingsReply } from '../../../test/bookings';

const customer = authResult('customer');
const main = () => within(screen.getByRole('main'));
// 11:30 on Mon 9 Mar 2026 in India.
const NOW = new Date('2026-03-09T06:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const studio = (name: string, contactPhone?: string): Booking['studio'] => ({
  _id: `studio-${name}`,
  name,
  location: { city: 'Gurgaon', fullAddress: null },
  ...(contactPhone && { contactPhone }),
});

/** 10:00-12:00 IST on Thu 12 Mar; free to cancel until 10:00 IST the day before. */
const upcoming = bookingFixture({
  studio: studio('Echo Room', '9876543210'),
  date: '2026-03-12',
  cancellableUntil: '2026-03-11T04:30:00.000Z',
});
/** Tomorrow evening, past the studio's deadline (10:00 IST today). */
const tooLate = bookingFixture({
  studio: studio('Vox Lab'),
  date: '2026-03-10',
  hours: [18],
  cancellableUntil: '2026-03-09T04:30:00.000Z',
});
const request = bookingFixture({
  studio: studio('Bass Cave'),
  status: 'requested',
  date: '2026-03-14',
  hours: [15],
  decisionDueAt: '2026-03-10T06:00:00.000Z',
  cancellableUntil: '2026-03-14T09:30:00.000Z',
});
const completed = bookingFixture({
  studio: studio('Loft One'),
  date: '2026-03-01',
  cancellableUntil: '2026-02-28T04:30:00.000Z',
});
const noShow = bookingFixture({
  studio: studio('Tape Deck'),
  status: 'no_show',
  date: '2026-03-02',
});
const cancelledByStudio = bookingFixture({
  studio: studio('Reel House'),
  status: 'cancelled',
  cancelledBy: 'owner',
  cancelReason: 'Power cut in the building',
  cancellableUntil: null,
  date: '2026-03-15',
});
const declined = bookingFixture({
  studio: studio('Mic Drop'),
  status: 'declined',
  cancelReason: 'Closed for a private event',
  cancellableUntil: null,
  date: '2026-03-16',
});
const expired = bookingFixture({
  studio: studio('Sound Hut'),
  status: 'expired',
  cancellableUntil: null,
  date: '2026-03-08',
});
const all = [upcoming, tooLate, request, completed, noShow, cancelledByStudio, declined, expired];

/** My Bookings over `bookings`, the server's list (a test may change it). */
async function openMyBookings(bookings: Booking[] = all) {
  const server = { bookings };
  const api = mockApi({
    'GET /api/user/me': { body: { user: customer.user } },
    'GET /api/booking/customer': ({ path }) => pagedBookingsReply(server.bookings, path),
  });
  const view = renderApp('/bookings/customer', { session: customer });
  await main().findByRole('table', { name: 'My bookings' });
  return { ...view, api, server };
}

const rows = () => within(main().getByRole('table')).getAllByRole('row').slice(1);
/** The studio of each row, as its first line says it. */
const studioNames = () => rows().map((row) => row.querySelector('td p')?.textContent);
const rowWith = (studioName: string) =>
  within(rows().find((row) => row.querySelector('td p')?.textContent === studioName)!);

describe('My Bookings: status and filter', () => {
  it('badges each booking by its state and filters by Upcoming, Requests, Past and Cancelled', async () => {
    const view = await openMyBookings();
    const { user } = view;
    const badge = (name: string) =>
      rowWith(name).getByText(/^(Upcoming|Completed|Requested|Declined|Expired|Cancelled|No-show)$/)
        .textContent;
    expect(all.map((b) => badge(b.studio!.name))).toEqual([
      'Upcoming',
      'Upcoming',
      'Requested',
      'Completed',
      'No-show',
      'Cancelled',
      'Declined',
      'Expired',
    ]);
    expect(main().getByRole('radio', { name: 'All' })).toBeChecked();
    expect(main().getByText('Showing 8 bookings')).toBeInTheDocument();

    // The server narrows the list to each filter and counts it (decision 041).
    const choose = async (filter: string, query: string, count: string) => {
      await user.click(main().getByRole('radio', { name: filter }));
      expect(await main().findByText(count)).toBeInTheDocument();
      expect(api.sent('GET /api/booking/customer').at(-1)?.path).toBe(
        `/api/booking/customer?${query}page=1&limit=50`,
      );
    };
    const { api } = view;
    await choose('Upcoming', 'when=upcoming&status=confirmed&', 'Showing 2 upcoming bookings');
    expect(studioNames()).toEqual(['Echo Room', 'Vox Lab']);
    await choose(
      'Requests',
      'status=requested%2Cawaiting_deposit&',
      'Showing 1 booking waiting for the studio or a deposit',
    );
    expect(studioNames()).toEqual(['Bass Cave']);
    await choose('Past', 'when=past&status=confirmed%2Cno_show&', 'Showing 2 past bookings');
    expect(studioNames()).toEqual(['Loft One', 'Tape Deck']);
    await choose(
      'Cancelled',
      'status=cancelled%2Cdeclined%2Cexpired&',
      'Showing 3 cancelled, declined or expired bookings',
    );
    expect(studioNames()).toEqual(['Reel House', 'Mic Drop', 'Sound Hut']);
    // What the studio said when it cancelled or declined.
    expect(
      rowWith('Reel House').getByText('Power cut in the building').parentElement,
    ).toHaveTextContent("Studio's reason: Power cut in the building");
    expect(
      rowWith('Mic Drop').getByText('Closed for a private event').parentElement,
    ).toHaveTextContent("Studio's reason: Closed for a private event");
  });

  it('says when a filter holds nothing', async () => {
    const { user } = await openMyBookings([upcoming]);
    await user.click(main().getByRole('radio', { name: 'Requests' }));
    expect(
      await main().findByRole('heading', {
        name: 'No bookings waiting for the studio or a deposit',
      }),
    ).toBeInTheDocument();
    expect(main().queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages a long history 50 at a time, saying what it counts', async () => {
    const history = Array.from({ length: 53 }, (_, n) =>
      bookingFixture({ studio: studio(`Room ${n + 1}`), date: '2026-02-01' }),
    );
    const { user, api } = await openMyBookings(history);
    expect(rows()).toHaveLength(50);
    expect(main().getByText('Showing 1–50 of 53 bookings')).toBeInTheDocument();
    const pages = within(main().getByRole('navigation', { name: 'Pages' }));
    expect(pages.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(pages.getByRole('link', { name: 'Next' }));
    expect(await main().findByText('Showing 51–53 of 53 bookings')).toBeInTheDocument();
    expect(studioNames()).toEqual(['Room 51', 'Room 52', 'Room 53']);
    expect(api.sent('GET /api/booking/customer').at(-1)?.path).toBe(
      '/api/booking/customer?page=2&limit=50',
    );
  });

  it("shows the studio's number, to call or to write to on WhatsApp, for a confirmed booking", async () => {
    await openMyBookings();
    const row = rowWith('Echo Room');
    expect(row.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(row.getByRole('link', { name: 'WhatsApp Echo Room' })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
    expect(rowWith('Bass Cave').queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('My Bookings: cancelling', () => {
  it('cancels after a dialog that says until when it is free', async () => {
    const { user, api, server } = await openMyBookings();
    const route = `POST /api/booking/${upcoming._id}/cancel`;
    const cancelled: Booking = {
      ...upcoming,
      studio: studio('Echo Room'),
      status: 'cancelled',
      cancelledBy: 'customer',
      cancellableUntil: null,
    };
    api.on(route, () => {
      server.bookings = server.bookings.map((b) => (b._id === cancelled._id ? cancelled : b));
      return { body: { booking: cancelled } };
    });

    const open = rowWith('Echo Room').getByRole('button', {
      name: 'Cancel the booking at Echo Room',
    });
    await user.click(open);
    let dialog = within(await screen.findByRole('dialog', { name: 'Cancel this booking?' }));
    expect(
      dialog.getByText('Echo Room · Thu, 12 Mar 2026 · 10:00 AM - 12:00 PM'),
    ).toBeInTheDocument();
    expect(
      dialog.getByText('Free cancellation until Wed, 11 Mar 2026, 10:00 AM IST.'),
    ).toBeInTheDocument();
    // Stepping back sends nothing and returns to the button.
    await user.click(dialog.getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(api.sent(route)).toHaveLength(0);

    await user.click(open);
    dialog = within(await screen.findByRole('dialog', { name: 'Cancel this booking?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    expect(api.sent(route)).toHaveLength(1);
    expect(api.sent(route)[0]?.body).toEqual({});
    expect(api.sent(route)[0]?.headers.get('authorization')).toBe(`Bearer ${customer.token}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = rowWith('Echo Room');
    expect(row.getByText('Cancelled')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: /^Change time/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog", async () => {
    const { user, api } = await openMyBookings();
    api.on(
      `POST /api/booking/${upcoming._id}/cancel`,
      errorReply(
        409,
        'CONFLICT',
        'This booking can no longer be cancelled online. Please contact the studio.',
      ),
    );
    await user.click(rowWith('Echo Room').getByRole('button', { name: /^Cancel the booking/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this booking?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This booking can no longer be cancelled online. Please contact the studio.',
    );
  });

  it('says to contact the studio once the deadline has passed, until the session', async () => {
    await openMyBookings();
    const late = rowWith('Vox Lab');
    expect(
      late.getByText('This booking can no longer be cancelled online. Please contact the studio.'),
    ).toBeInTheDocument();
    expect(late.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(late.queryByRole('button', { name: /^Change time/ })).not.toBeInTheDocument();
    expect(late.getByRole('button', { name: /Add to calendar/ })).toBeInTheDocument();
    // Nothing to say of a session that has taken place.
    expect(rowWith('Loft One').queryByText(/can no longer be cancelled/)).not.toBeInTheDocument();
  });

  it('lets a request be withdrawn until it starts, but not rescheduled', async () => {
    const { user } = await openMyBookings();
    const row = rowWith('Bass Cave');
    expect(row.queryByRole('button', { name: /^Change time/ })).not.toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Cancel the request at Bass Cave' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this request?' }));
    expect(
      dialog.getByText('Free cancellation until Sat, 14 Mar 2026, 3:00 PM IST.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
    expect(rowWith('Echo Room').getByRole('button', { name: /^Change time/ })).toBeInTheDocument();
  });
});
