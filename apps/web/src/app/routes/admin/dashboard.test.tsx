import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminSummary, Booking } from '@studio-hive/domain';
import { bookingFixture, sessionText } from '../../../test/bookings';
import { adminSummaryFixture, countsOf, figureOf, section, termOf } from '../../../test/dashboards';
import { errorReply, mockApi, type SentRequest } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { authResult } from '../../../test/sessions';

const admin = authResult('admin');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-09T06:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

const upcoming = Array.from({ length: 10 }, (_, i) =>
  bookingFixture({
    date: `2026-03-${String(10 + i).padStart(2, '0')}`,
    packageKey: i === 0 ? '2 Cam' : '1 Cam',
  }),
);
const past = [
  bookingFixture({
    date: '2026-02-20',
    packageKey: '',
    hours: [18, 19],
    totalPrice: 5200,
    studio: { _id: 's9', name: 'Noida Sound Lab', location: { city: 'Noida', fullAddress: null } },
    customer: { _id: 'c9', name: 'Priya Sharma', email: 'priya@example.com' },
  }),
];

/** What GET /admin/bookings was asked: q and when, page and limit. */
const askedFor = (request: SentRequest) =>
  Object.fromEntries(new URL(request.path, 'http://localhost').searchParams);

/** A stand-in for the server's search: `when` and `q` over `upcoming` and `past`. */
function analysisReply(request: SentRequest) {
  const { q = '', when = 'all', limit = '100' } = askedFor(request);
  let list: Booking[] =
    when === 'upcoming' ? upcoming : when === 'past' ? past : [...upcoming, ...past];
  const text = q.toLowerCase();
  if (text) {
    list = list.filter((b) =>
      [b.studio?.name, b.studio?.location.city, b.customer?.name, b.customer?.email].some((v) =>
        v?.toLowerCase().includes(text),
      ),
    );
  }
  // 13 more upcoming bookings than those listed here: the count says so.
  const total = when === 'upcoming' && !text ? list.length + 13 : list.length;
  // A search as broad as a city: the server counts 1,000 and stops.
  const headers: Record<string, string> =
    text === 'room'
      ? { 'X-Total-Count': '1000', 'X-Total-Count-Capped': 'true' }
      : { 'X-Total-Count': String(total) };
  return { body: list.slice(0, Number(limit)), headers };
}

async function openDashboard(summary: AdminSummary = adminSummaryFixture()) {
  const api = mockApi({
    'GET /api/user/me': { body: { user: admin.user } },
    'GET /api/admin/summary': { body: summary },
    'GET /api/admin/bookings': analysisReply,
  });
  const view = renderApp('/dashboard/admin', { session: admin });
  await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
  await waitFor(() => termOf('Pending Studios'));
  return { ...view, api, analysis: () => api.sent('GET /api/admin/bookings').map(askedFor) };
}

const table = () => section('Booking Analysis').getByRole('table', { name: 'Booking analysis' });
const rows = () => within(table()).getAllByRole('row').slice(1);

describe('admin dashboard', () => {
  it('shows the platform figures, the overview and the quick links', async () => {
    await openDashboard(
      adminSummaryFixture({
        pendingStudios: 3,
        activeStudios: 24,
        upcomingBookings: 23,
        totalBookings: 41,
        platformRevenue: 1234500,
        monthRevenue: 56000,
      }),
    );
    await waitFor(() => expect(document.title).toBe('Admin Dashboard | Studio Hive'));
    expect(figureOf('Pending Studios')).toBe('3');
    expect(figureOf('Upcoming Bookings')).toBe('23');
    expect(figureOf('Total Bookings')).toBe('41');
    expect(figureOf('Platform Revenue')).toBe('₹12,34,500');
    expect(figureOf('Studio approvals')).toBe('3 pending studiosWaiting for your review');
    expect(figureOf('Active upcoming sessions')).toBe('23 sessions24 active studios');
    expect(figureOf("This month's revenue")).toContain('₹56,000');
    // Each figure says what it counts (decision 042): the list's 'upcoming bookings' are in any state.
    expect(countsOf('Upcoming Bookings')).toBe('Confirmed, today or later');
    expect(countsOf('Total Bookings')).toBe('All time, in any state');
    expect(countsOf('Platform Revenue')).toBe('Confirmed bookings, all time');
    const links = section('Quick Links');
    expect(links.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/admin/studios/pending',
      '/admin/bookings',
      '/admin/inquiries',
    ]);
  });

  it('counts the cancellations by each side and the no-shows', async () => {
    await openDashboard(
      adminSummaryFixture({ cancelledByCustomers: 6, cancelledByStudios: 2, noShows: 1 }),
    );
    expect(figureOf('Cancelled by customers')).toBe('6');
    expect(figureOf('Cancelled by studios')).toBe('2');
    expect(figureOf('No-shows')).toBe('1');
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Cancellations and no-shows' }),
    ).toBeInTheDocument();
  });

  it("says 'No pending studios to approve' when none wait", async () => {
    await openDashboard(adminSummaryFixture({ activeStudios: 1 }));
    expect(figureOf('Studio approvals')).toBe('No pending studios to approve');
  });

  it('opens on the upcoming bookings: the first 10 rows, and View All Bookings when more', async () => {
    const { analysis } = await openDashboard();
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(analysis()).toEqual([{ when: 'upcoming', page: '1', limit: '10' }]);
    const filter = section('Booking Analysis').getByRole('group', { name: 'Show' });
    expect(
      within(filter)
        .getAllByRole('radio')
        .map((radio) => [radio.closest('label')?.textContent, (radio as HTMLInputElement).checked]),
    ).toEqual([
      ['All', false],
      ['Upcoming Only', true],
      ['Past Only', false],
    ]);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Studio', 'Customer', 'Date & Time', 'Package', 'Price', 'Status']);
    const first = within(rows()[0]!);
    expect(first.getByText('Echo Room')).toBeInTheDocument();
    expect(first.getByText('Rohan Mehta')).toBeInTheDocument();
    expect(first.getByText('customer@example.com')).toBeInTheDocument();
    expect(sessionText(first, 'Tue, 10 Mar 2026')).toBe('Tue, 10 Mar 2026 · 10:00 AM - 12:00 PM');
    expect(first.getByText('2 Cameras')).toBeInTheDocument();
    expect(first.getByText('₹3,000')).toBeInTheDocument();
    expect(first.getByText('Upcoming')).toBeInTheDocument();
    expect(
      section('Booking Analysis').getByText('Showing 10 of 23 upcoming bookings in any state'),
    ).toBeInTheDocument();
    expect(
      section('Booking Analysis')
        .getByRole('link', { name: /View All Bookings/ })
        .getAttribute('href'),
    ).toBe('/admin/bookings');
  });

  it("filters by Past Only and All on the server; 'No package' for a booking without one", async () => {
    const { user, analysis } = await openDashboard();
    await waitFor(() => expect(rows()).toHaveLength(10));
    const analysisSection = section('Booking Analysis');

    await user.click(analysisSection.getByRole('radio', { name: 'Past Only' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(analysis().at(-1)).toEqual({ when: 'past', page: '1', limit: '10' });
    const row = within(rows()[0]!);
    expect(row.getByText('Noida Sound Lab')).toBeInTheDocument();
    expect(row.getByText('No package')).toBeInTheDocument();
    expect(sessionText(row, 'Fri, 20 Feb 2026')).toBe('Fri, 20 Feb 2026 · 6:00 PM - 8:00 PM');
    expect(row.getByText('Completed')).toBeInTheDocument();
    expect(analysisSection.getByText('Showing 1 past booking in any state')).toBeInTheDocument();
    expect(
      analysisSection.queryByRole('link', { name: /View All Bookings/ }),
    ).not.toBeInTheDocument();

    await user.click(analysisSection.getByRole('radio', { name: 'All' }));
    await waitFor(() =>
      expect(
        analysisSection.getByText('Showing 10 of 11 bookings in any state'),
      ).toBeInTheDocument(),
    );
    expect(analysis().at(-1)).toEqual({ when: 'all', page: '1', limit: '10' });
    expect(analysisSection.getByRole('link', { name: /View All Bookings/ })).toBeInTheDocument();
  });

  it('searches on the server once typing pauses, within the chosen filter', async () => {
    const { user, analysis } = await openDashboard();
    await waitFor(() => expect(rows()).toHaveLength(10));
    const search = section('Booking Analysis').getByRole('searchbox', { name: 'Search bookings' });
    expect(search).toHaveAttribute('aria-describedby', expect.stringMatching(/\S/));
    expect(document.getElementById(search.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Studio name, customer name or e-mail, or studio city',
    );

    await user.click(section('Booking Analysis').getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(analysis().at(-1)?.when).toBe('all'));
    await user.type(search, 'PRIYA@');
    await waitFor(() => expect(rows()).toHaveLength(1));
    // One request for the whole word, none per letter.
    expect(analysis().filter((asked) => asked.q)).toEqual([
      { q: 'PRIYA@', when: 'all', page: '1', limit: '10' },
    ]);
    expect(within(rows()[0]!).getByText('Priya Sharma')).toBeInTheDocument();
    expect(
      section('Booking Analysis').getByText('Showing 1 booking in any state matching "PRIYA@"'),
    ).toBeInTheDocument();
  });

  it('says "more than" when the server counted a broad search only so far', async () => {
    const { user } = await openDashboard();
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.type(section('Booking Analysis').getByRole('searchbox'), 'room{Enter}');
    expect(
      await section('Booking Analysis').findByText(
        'Showing 10 of more than 1,000 upcoming bookings in any state matching "room"',
      ),
    ).toBeInTheDocument();
  });

  it("says 'No bookings found' when nothing matches, and 'Clear search' starts over", async () => {
    const { user, analysis } = await openDashboard();
    await waitFor(() => expect(rows()).toHaveLength(10));
    const analysisSection = section('Booking Analysis');
    // Enter searches at once.
    await user.type(analysisSection.getByRole('searchbox'), 'Chennai{Enter}');
    expect(
      await analysisSection.findByRole('heading', { name: 'No bookings found' }),
    ).toBeInTheDocument();
    expect(
      analysisSection.getByText('No upcoming bookings in any state matching "Chennai"'),
    ).toBeInTheDocument();
    expect(analysis().filter((asked) => asked.q)).toEqual([
      { q: 'Chennai', when: 'upcoming', page: '1', limit: '10' },
    ]);

    await user.click(analysisSection.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(analysisSection.getByRole('searchbox')).toHaveValue('');
  });

  it('filters by status on the server, with the search and the Upcoming filter', async () => {
    const cancelled = bookingFixture({
      date: '2026-03-12',
      status: 'cancelled',
      cancelledBy: 'customer',
      cancelReason: 'Plans changed',
      customer: { _id: 'c9', name: 'Priya Sharma', email: 'priya@example.com' },
    });
    const { api, user, analysis } = await openDashboard();
    api.on('GET /api/admin/bookings', (request) => {
      const { status, q = '' } = askedFor(request);
      if (!status) return analysisReply(request);
      const list =
        status === 'cancelled' && 'priya sharma'.includes(q.toLowerCase()) ? [cancelled] : [];
      return { body: list, headers: { 'X-Total-Count': String(list.length) } };
    });
    await waitFor(() => expect(rows()).toHaveLength(10));
    const analysisSection = section('Booking Analysis');
    const status = analysisSection.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All statuses',
      'Requested',
      'Awaiting deposit',
      'Confirmed (Upcoming or Completed)',
      'Declined',
      'Expired',
      'Cancelled',
      'No-show',
    ]);
    expect(status).toHaveValue('all');

    await user.selectOptions(status, 'Cancelled');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(analysis().at(-1)).toEqual({
      when: 'upcoming',
      status: 'cancelled',
      page: '1',
      limit: '10',
    });
    expect(within(rows()[0]!).getByText('Cancelled')).toBeInTheDocument();
    expect(analysisSection.getByText('Showing 1 upcoming cancelled booking')).toBeInTheDocument();

    await user.type(analysisSection.getByRole('searchbox'), 'Priya{Enter}');
    await waitFor(() => expect(analysis().at(-1)?.q).toBe('Priya'));
    expect(analysis().at(-1)).toEqual({
      q: 'Priya',
      when: 'upcoming',
      status: 'cancelled',
      page: '1',
      limit: '10',
    });
    await user.selectOptions(status, 'No-show');
    expect(
      await analysisSection.findByText('No upcoming no-shows matching "Priya"'),
    ).toBeInTheDocument();
    expect(analysisSection.getByRole('heading', { name: 'No bookings found' })).toBeInTheDocument();

    // All statuses: no status is sent.
    await user.selectOptions(status, 'All statuses');
    await user.click(analysisSection.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(analysis().at(-1)).toEqual({ when: 'upcoming', page: '1', limit: '10' });
  });

  it('keeps the analysis when the figures fail, each with its own Try again', async () => {
    let failAnalysis = true;
    mockApi({
      'GET /api/user/me': { body: { user: admin.user } },
      'GET /api/admin/summary': errorReply(403, 'FORBIDDEN', 'Admins only.'),
      'GET /api/admin/bookings': (request) =>
        failAnalysis ? { status: 403, body: '<html>Forbidden</html>' } : analysisReply(request),
    });
    const { user } = renderApp('/dashboard/admin', { session: admin });
    expect(
      await screen.findByText('Failed to load the platform figures. Please try again later.'),
    ).toBeInTheDocument();
    const analysisSection = section('Booking Analysis');
    expect(
      await analysisSection.findByText('Failed to load bookings. Please try again later.'),
    ).toBeInTheDocument();
    failAnalysis = false;
    await user.click(analysisSection.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(
      screen.getByText('Failed to load the platform figures. Please try again later.'),
    ).toBeInTheDocument();
  });

  it("shows the server's sentence when it refuses the search text", async () => {
    const { api, user } = await openDashboard();
    await waitFor(() => expect(rows()).toHaveLength(10));
    api.on('GET /api/admin/bookings', (request) =>
      askedFor(request).q
        ? errorReply(400, 'VALIDATION', 'Search text contains characters that are not allowed.', {
            q: 'Search text contains characters that are not allowed.',
          })
        : analysisReply(request),
    );
    const analysisSection = section('Booking Analysis');
    await user.type(analysisSection.getByRole('searchbox'), '<b>{Enter}');
    expect(
      await analysisSection.findByText('Search text contains characters that are not allowed.'),
    ).toBeInTheDocument();
  });
});
