import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { OwnerSummary } from '@studio-hive/domain';
import { bookingFixture, sessionText } from '../../../test/bookings';
import { stubConfirm } from '../../../test/confirm';
import {
  calendarFeedFixture,
  countsOf,
  figureOf,
  lastDaysFixture,
  ownerSummaryFixture,
  section,
  termOf,
} from '../../../test/dashboards';
import { errorReply, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { authResult } from '../../../test/sessions';

const owner = authResult('owner');
const main = () => within(screen.getByRole('main'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-09T06:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

async function openDashboard(summary: OwnerSummary, handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user/me': { body: { user: owner.user } },
    'GET /api/booking/owner/summary': { body: summary },
    'GET /api/booking/owner': { body: [] },
    'GET /api/owner/calendar-feed': { body: calendarFeedFixture() },
    ...handlers,
  });
  const view = renderApp('/dashboard/owner', { session: owner });
  await screen.findByRole('heading', { level: 1, name: 'Studio Owner Dashboard' });
  await waitFor(() => termOf('Active Studios'));
  return { ...view, api };
}

const busy = ownerSummaryFixture({
  activeStudios: 2,
  pendingStudios: 1,
  upcomingBookings: 4,
  totalBookings: 7,
  totalRevenue: 245000,
  monthRevenue: 12000,
  recentBookings: [
    bookingFixture({ date: '2026-03-20', hours: [10, 11], totalPrice: 3000 }),
    bookingFixture({ date: '2026-03-15', customer: null }),
    bookingFixture({ date: '2026-03-10' }),
    bookingFixture({ date: '2026-03-05' }),
    bookingFixture({ date: '2026-03-01' }),
  ],
  // Submitted at 01:30 on March 2 in India (still March 1 in UTC).
  pendingStudioList: [{ _id: 'p1', name: 'Bass Cave', createdAt: '2026-03-01T20:00:00.000Z' }],
  lastDays: lastDaysFixture('2026-03-09', {
    '2026-03-01': { bookings: 1, revenue: 3000 },
    '2026-03-05': { bookings: 3, revenue: 9000 },
  }),
});

describe('owner dashboard', () => {
  it('shows the figures, the business overview and the quick actions', async () => {
    await openDashboard(busy);
    await waitFor(() => expect(document.title).toBe('Studio Owner Dashboard | Studio Hive'));
    // Beside the heading (the sidebar has its own link of that name).
    const header = screen.getByRole('heading', { level: 1 }).parentElement!.parentElement!;
    expect(within(header).getByRole('link', { name: 'Add Studio' })).toHaveAttribute(
      'href',
      '/owner/studios/new',
    );
    // And the offline booking's dialog (docs/product.md#offline-bookings).
    expect(within(header).getByRole('button', { name: 'Add a booking' })).toBeInTheDocument();
    expect(figureOf('Active Studios')).toBe('2');
    expect(figureOf('Pending Approval')).toBe('1');
    expect(figureOf('Upcoming Bookings')).toBe('4');
    expect(figureOf('Total Revenue')).toBe('₹2,45,000');
    // Each figure says what it counts, in the admin's words (decision 042).
    expect(countsOf('Active Studios')).toBe('Approved, open for booking');
    expect(countsOf('Pending Approval')).toBe('Submitted, awaiting approval');
    expect(countsOf('Upcoming Bookings')).toBe('Confirmed, today or later');
    expect(countsOf('Total Revenue')).toBe('Confirmed bookings, all time');

    expect(figureOf('Active studios')).toBe('2 active studios');
    expect(figureOf('Pending approval')).toBe('1 pending studioWaiting for admin review');
    expect(figureOf("This month's revenue")).toBe('₹12,000Confirmed sessions this month');

    const actions = section('Quick Actions');
    expect(actions.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/owner/studios/new',
      '/owner/studios',
      '/owner/bookings',
      '/owner/week',
    ]);
    expect(section('Tips for Success').getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('lists the latest 5 bookings and links to all of them when there are more', async () => {
    await openDashboard(busy);
    const recent = section('Recent Bookings');
    const table = recent.getByRole('table', { name: 'Recent bookings at your studios' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    const first = within(rows[0]!);
    expect(first.getByText('Echo Room')).toBeInTheDocument();
    expect(first.getByText('Rohan Mehta')).toBeInTheDocument();
    expect(sessionText(first, 'Fri, 20 Mar 2026')).toBe('Fri, 20 Mar 2026 · 10:00 AM - 12:00 PM');
    expect(first.getByText('₹3,000')).toBeInTheDocument();
    expect(first.getByText('Upcoming')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Unknown Customer')).toBeInTheDocument();
    expect(within(rows[4]!).getByText('Completed')).toBeInTheDocument();
    expect(recent.getByRole('link', { name: /View all bookings/ })).toHaveAttribute(
      'href',
      '/owner/bookings',
    );
  });

  it('lists the studios pending approval with their day of submission (in India)', async () => {
    await openDashboard(busy);
    const pending = section('Studios Pending Approval');
    const [item] = pending.getAllByRole('listitem');
    expect(within(item!).getByRole('heading', { name: 'Bass Cave' })).toBeInTheDocument();
    expect(item!).toHaveTextContent('Submitted on Mar 2, 2026');
    expect(within(item!).getByText('Pending Review')).toBeInTheDocument();
  });

  it('draws the last 30 days as two described charts, with the figures as a table', async () => {
    const { user } = await openDashboard(busy);
    const chart = section('Last 30 Days');
    expect(
      chart.getByText('4 confirmed bookings and ₹12,000 from sessions in the last 30 days.'),
    ).toBeInTheDocument();

    const bookings = chart.getByRole('img', { name: 'Bookings per day, last 30 days' });
    const description = document.getElementById(bookings.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe(
      '4 bookings in total from Feb 8, 2026 to Mar 9, 2026. Busiest day: Mar 5, 2026, with 3 bookings.',
    );
    // One bar per day; the highest day is the full height.
    const bars = bookings.querySelectorAll('rect');
    expect(bars).toHaveLength(30);
    expect(Number(bars[25]!.getAttribute('height'))).toBe(98);
    expect(Number(bars[21]!.getAttribute('height'))).toBeCloseTo(98 / 3);
    expect(Number(bars[0]!.getAttribute('height'))).toBe(0);

    const revenue = chart.getByRole('img', { name: 'Revenue per day, last 30 days' });
    expect(document.getElementById(revenue.getAttribute('aria-describedby')!)?.textContent).toBe(
      '₹12,000 in total from Feb 8, 2026 to Mar 9, 2026. Best day: Mar 5, 2026, with ₹9,000.',
    );

    await user.click(chart.getByText('Show the figures as a table'));
    const table = chart.getByRole('table', {
      name: 'Bookings and revenue per day, last 30 days',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    const busiest = within(table).getByRole('rowheader', { name: 'Mar 5, 2026' }).closest('tr')!;
    expect(
      within(busiest)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '₹9,000']);
  });

  it('says what is missing when the owner has nothing yet', async () => {
    await openDashboard(ownerSummaryFixture());
    expect(figureOf('Active Studios')).toBe('0');
    expect(figureOf('Total Revenue')).toBe('₹0');
    expect(figureOf('Active studios')).toBe('No active studios yet');
    expect(figureOf('Pending approval')).toBe('None pending');
    expect(main().queryByText('Waiting for admin review')).not.toBeInTheDocument();
    const recent = section('Recent Bookings');
    expect(recent.getByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
    expect(recent.queryByRole('link', { name: /View all bookings/ })).not.toBeInTheDocument();
    expect(
      main().queryByRole('region', { name: 'Studios Pending Approval' }),
    ).not.toBeInTheDocument();
    const bookings = section('Last 30 Days').getByRole('img', {
      name: 'Bookings per day, last 30 days',
    });
    expect(document.getElementById(bookings.getAttribute('aria-describedby')!)?.textContent).toBe(
      'No sessions from Feb 8, 2026 to Mar 9, 2026.',
    );
  });

  it("offers no 'View all bookings' with 5 bookings or fewer", async () => {
    await openDashboard(
      ownerSummaryFixture({
        activeStudios: 1,
        totalBookings: 5,
        recentBookings: busy.recentBookings,
      }),
    );
    expect(
      section('Recent Bookings').queryByRole('link', { name: /View all bookings/ }),
    ).not.toBeInTheDocument();
  });

  it("says so when the figures cannot be loaded, and 'Try again' asks again", async () => {
    let fail = true;
    mockApi({
      'GET /api/user/me': { body: { user: owner.user } },
      'GET /api/booking/owner/summary': () =>
        fail ? errorReply(403, 'FORBIDDEN', 'Owners only.') : { body: busy },
      'GET /api/booking/owner': { body: [] },
      'GET /api/owner/calendar-feed': { body: calendarFeedFixture() },
    });
    const { user } = renderApp('/dashboard/owner', { session: owner });
    expect(
      await screen.findByText('Failed to load your dashboard. Please try again later.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(figureOf('Active Studios')).toBe('2'));
  });
});

describe('calendar subscription (owner dashboard)', () => {
  const FEED = calendarFeedFixture().url;
  const card = () => section('Calendar subscription');
  const address = async () =>
    card().findByRole('textbox', { name: 'Your private calendar address' });

  it('shows the private address, read-only, with its webcal:// link for calendar apps', async () => {
    await openDashboard(busy);
    expect(
      card().getByText(
        'Google Calendar or Apple Calendar can subscribe to this private address to show your confirmed bookings and requests.',
      ),
    ).toBeInTheDocument();
    const input = await address();
    expect(input).toHaveValue(FEED);
    expect(input).toHaveAttribute('readonly');
    expect(card().getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      'webcal://studiohive.in/api/calendar/feed-token-1.ics',
    );
  });

  it("copies the address: 'Link copied'", async () => {
    const { user } = await openDashboard(busy);
    await address();
    await user.click(card().getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    // user-event's stand-in for the system clipboard.
    expect(await navigator.clipboard.readText()).toBe(FEED);
  });

  it('selects the address to copy by hand when the browser offers no clipboard', async () => {
    const { user } = await openDashboard(busy);
    const input = (await address()) as HTMLInputElement;
    // As on a page served over plain HTTP.
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);
    await user.click(card().getByRole('button', { name: 'Copy link' }));
    expect(
      await screen.findByText('The link is selected: copy it with Ctrl+C (⌘C on a Mac).'),
    ).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, FEED.length]);
  });

  it("'New link' after the warning: asks for a new address and shows it", async () => {
    const confirm = stubConfirm(true);
    const { api, user } = await openDashboard(busy);
    api.on('POST /api/owner/calendar-feed/rotate', {
      body: calendarFeedFixture('feed-token-2'),
    });
    await address();
    await user.click(card().getByRole('button', { name: 'New link' }));

    expect(confirm).toHaveBeenCalledWith(
      'The old link will stop working in every calendar that uses it.',
    );
    await waitFor(() =>
      expect(card().getByRole('textbox')).toHaveValue(calendarFeedFixture('feed-token-2').url),
    );
    expect(api.sent('POST /api/owner/calendar-feed/rotate')).toHaveLength(1);
    expect(card().getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      'webcal://studiohive.in/api/calendar/feed-token-2.ics',
    );
    expect(
      await screen.findByText('New link ready. Subscribe to it again in your calendar apps.'),
    ).toBeInTheDocument();
  });

  it('keeps the address when the warning is declined, and says so when a new one fails', async () => {
    const confirm = stubConfirm(false);
    const { api, user } = await openDashboard(busy);
    api.on('POST /api/owner/calendar-feed/rotate', {
      status: 502,
      body: '<html>Bad gateway</html>',
    });
    await address();
    await user.click(card().getByRole('button', { name: 'New link' }));
    expect(api.sent('POST /api/owner/calendar-feed/rotate')).toHaveLength(0);

    confirm.mockReturnValue(true);
    await user.click(card().getByRole('button', { name: 'New link' }));
    expect(
      await screen.findByText('Failed to make a new link. Please try again.'),
    ).toBeInTheDocument();
    expect(card().getByRole('textbox')).toHaveValue(FEED);
  });

  it("says so when the address cannot be loaded, and 'Try again' asks again", async () => {
    let fail = true;
    const { user } = await openDashboard(busy, {
      'GET /api/owner/calendar-feed': () =>
        // A refusal without the server's sentence (a failure of the network would be asked again).
        fail ? { status: 403 } : { body: calendarFeedFixture() },
    });
    expect(
      await card().findByText('Failed to load your calendar address. Please try again later.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(card().getByRole('button', { name: 'Try again' }));
    expect(await address()).toHaveValue(FEED);
  });
});
