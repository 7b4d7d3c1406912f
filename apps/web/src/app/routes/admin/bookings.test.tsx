import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Booking } from '@studio-hive/domain';
import { stubConfirm } from '../../../test/confirm';
import { renderApp } from '../../../test/render-app';
import { errorReply, mockApi } from '../../../test/mock-api';
import { authResult } from '../../../test/sessions';
import { bookingFixture, sessionText } from '../../../test/bookings';

const main = () => within(screen.getByRole('main'));
const admin = authResult('admin');
const CONFIRM =
  'Are you sure you want to delete this booking? This will restore the slot availability.';

async function openAll(bookings: Booking[] | (() => Booking[])) {
  const api = mockApi({
    'GET /api/user/me': { body: { user: admin.user } },
    'GET /api/admin/bookings': () => ({
      body: typeof bookings === 'function' ? bookings() : bookings,
    }),
  });
  const view = renderApp('/admin/bookings', { session: admin });
  await screen.findByRole('heading', { level: 1, name: 'All Bookings' });
  return { ...view, api };
}

/** The queries All Bookings sent, without the page and limit every one of them carries. */
const searchesSent = (api: ReturnType<typeof mockApi>) =>
  api.sent('GET /api/admin/bookings').map((r) => {
    const { page, limit, ...search } = Object.fromEntries(
      new URL(r.path, 'http://localhost').searchParams,
    );
    expect({ page, limit }).toMatchObject({ limit: '50' });
    return search;
  });

const rowOf = async (text: string) => within((await main().findByText(text)).closest('tr')!);

describe('all bookings (admin)', () => {
  it('lists every booking with a short id, its studio, customer and payment', async () => {
    await openAll([
      bookingFixture({ _id: 'c0ffee12-3456-4000-8000-000000000001', paymentStatus: 'paid' }),
    ]);
    const table = await main().findByRole('table', { name: 'All bookings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Booking ID',
      'Studio',
      'Customer',
      'Date & Time',
      'Price',
      'Payment',
      'Status',
      'Actions',
    ]);
    const row = await rowOf('c0ffee12...');
    expect(row.getByText('Echo Room')).toBeInTheDocument();
    expect(row.getByText('Rohan Mehta')).toBeInTheDocument();
    expect(row.getByText('Paid')).toBeInTheDocument();
    expect(row.getByRole('button', { name: /^Delete/ })).toBeInTheDocument();
  });

  it('searches and filters on the server as Booking Analysis does, each row keeping Delete', async () => {
    const priya = bookingFixture({
      _id: 'dddddddd-0000-4000-8000-000000000004',
      date: '2026-02-20',
      hours: [18, 19],
      customer: { _id: 'c9', name: 'Priya Sharma', email: 'priya@example.com' },
    });
    const rohan = bookingFixture({ _id: 'eeeeeeee-0000-4000-8000-000000000005' });
    const { api, user } = await openAll([]);
    api.on('GET /api/admin/bookings', (request) => {
      const asked = new URL(request.path, 'http://localhost').searchParams;
      const q = asked.get('q')?.toLowerCase() ?? '';
      const list = [rohan, priya].filter(
        (b) =>
          (asked.get('when') !== 'upcoming' || b === rohan) &&
          [b.customer?.name, b.customer?.email].some((v) => v?.toLowerCase().includes(q)),
      );
      return { body: list };
    });
    const asked = () => searchesSent(api);

    const search = await main().findByRole('searchbox', { name: 'Search bookings' });
    expect(document.getElementById(search.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Studio name, customer name or e-mail, or studio city',
    );
    const filter = main().getByRole('group', { name: 'Show' });
    expect(
      within(filter)
        .getAllByRole('radio')
        .map((radio) => [radio.closest('label')?.textContent, (radio as HTMLInputElement).checked]),
    ).toEqual([
      ['All', true],
      ['Upcoming Only', false],
      ['Past Only', false],
    ]);

    await user.type(search, 'PRIYA');
    const row = await rowOf('dddddddd...');
    expect(main().queryByText('eeeeeeee...')).not.toBeInTheDocument();
    expect(sessionText(row, 'Fri, 20 Feb 2026')).toBe('Fri, 20 Feb 2026 · 6:00 PM - 8:00 PM');
    expect(row.getByRole('button', { name: /^Delete/ })).toBeInTheDocument();
    expect(main().getByText('Showing 1 booking in any state matching "PRIYA"')).toBeInTheDocument();
    // One request for the whole word once typing paused, none per letter.
    expect(asked().filter((query) => query.q)).toEqual([{ q: 'PRIYA', when: 'all' }]);

    await user.click(main().getByRole('radio', { name: 'Upcoming Only' }));
    expect(await main().findByRole('heading', { name: 'No bookings found' })).toBeInTheDocument();
    expect(asked().at(-1)).toEqual({ q: 'PRIYA', when: 'upcoming' });
    await user.click(main().getByRole('button', { name: 'Clear search' }));
    expect(await rowOf('eeeeeeee...')).toBeTruthy();
    expect(main().getByText('Showing 1 upcoming booking in any state')).toBeInTheDocument();
    expect(search).toHaveValue('');
  });

  it('filters by status on the server, with the search and the Upcoming filter', async () => {
    const noShow = bookingFixture({
      _id: 'ffffffff-0000-4000-8000-000000000006',
      date: '2026-02-20',
      status: 'no_show',
    });
    const confirmed = bookingFixture({ _id: 'eeeeeeee-0000-4000-8000-000000000005' });
    const { api, user } = await openAll([noShow, confirmed]);
    api.on('GET /api/admin/bookings', (request) => {
      const status = new URL(request.path, 'http://localhost').searchParams.get('status');
      return { body: [noShow, confirmed].filter((b) => !status || b.status === status) };
    });
    const asked = () => searchesSent(api);
    await rowOf('eeeeeeee...');

    const status = main().getByRole('combobox', { name: 'Status' });
    await user.selectOptions(status, 'No-show');
    await waitFor(() => expect(main().queryByText('eeeeeeee...')).not.toBeInTheDocument());
    const row = await rowOf('ffffffff...');
    expect(row.getByText('No-show')).toBeInTheDocument();
    expect(row.getByRole('button', { name: /^Delete/ })).toBeInTheDocument();
    expect(main().getByText('Showing 1 no-show')).toBeInTheDocument();
    expect(asked().at(-1)).toEqual({ when: 'all', status: 'no_show' });

    await user.click(main().getByRole('radio', { name: 'Upcoming Only' }));
    await waitFor(() => expect(asked().at(-1)).toEqual({ when: 'upcoming', status: 'no_show' }));
    await user.selectOptions(status, 'All statuses');
    expect(await rowOf('eeeeeeee...')).toBeTruthy();
    expect(asked().at(-1)).toEqual({ when: 'upcoming' });
  });

  it('pages through every booking, the search and the page kept in the address', async () => {
    // 60 bookings: a full page of 50, then 10; a search finds one.
    const pageOf = (page: number) =>
      Array.from({ length: page === 1 ? 50 : 10 }, (_, i) =>
        bookingFixture({
          _id: `${String(page * 100 + i).padStart(8, '0')}-0000-4000-8000-000000000001`,
        }),
      );
    const api = mockApi({
      'GET /api/user/me': { body: { user: admin.user } },
      'GET /api/admin/bookings': (request) => {
        const asked = new URL(request.path, 'http://localhost').searchParams;
        if (asked.get('when') !== 'all')
          return { body: [bookingFixture()], headers: { 'X-Total-Count': '1' } };
        return { body: pageOf(Number(asked.get('page'))), headers: { 'X-Total-Count': '60' } };
      },
    });
    const { router, user } = renderApp('/admin/bookings', { session: admin });
    await rowOf('00000100...');
    expect(main().getByText('Showing 1–50 of 60 bookings in any state')).toBeInTheDocument();
    expect(main().getByText('Page 1 of 2')).toBeInTheDocument();
    expect(main().queryByRole('link', { name: 'Previous' })).toBeNull();

    await user.click(main().getByRole('link', { name: 'Next' }));
    await rowOf('00000200...');
    expect(router.state.location.search).toBe('?page=2');
    expect(main().getByText('Showing 51–60 of 60 bookings in any state')).toBeInTheDocument();
    expect(main().queryByRole('link', { name: 'Next' })).toBeNull();
    expect(main().getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/admin/bookings',
    );
    expect(api.sent('GET /api/admin/bookings').map((r) => r.path.match(/page=(\d+)/)?.[1])).toEqual(
      ['1', '2'],
    );

    // A new filter or search starts again at page 1.
    await user.click(main().getByRole('radio', { name: 'Past Only' }));
    await waitFor(() => expect(router.state.location.search).toBe('?when=past'));
    await user.type(main().getByRole('searchbox'), 'priya{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?when=past&q=priya'));
    expect(searchesSent(api).at(-1)).toEqual({ q: 'priya', when: 'past' });
    expect(main().queryByRole('navigation', { name: 'Pages' })).toBeNull();

    // A typed search replaced its entry in the history: Back returns to page 2, and the box
    // follows the address.
    await router.navigate(-1);
    await rowOf('00000200...');
    expect(main().getByRole('searchbox')).toHaveValue('');
  });

  it('pages on past a total the server counted only so far', async () => {
    // Page 21 answers when the test says: until then page 20 stays, with its own range.
    let answerPage21 = () => {};
    const page21Asked = new Promise<void>((resolve) => (answerPage21 = resolve));
    const api = mockApi({
      'GET /api/user/me': { body: { user: admin.user } },
      'GET /api/admin/bookings': async (request) => {
        const page = Number(new URL(request.path, 'http://localhost').searchParams.get('page'));
        if (page === 21) await page21Asked;
        const items = Array.from({ length: 50 }, (_, i) =>
          bookingFixture({
            _id: `${String(page * 100 + i).padStart(8, '0')}-0000-4000-8000-000000000001`,
          }),
        );
        return {
          body: items,
          headers: { 'X-Total-Count': '1000', 'X-Total-Count-Capped': 'true' },
        };
      },
    });
    const { router, user } = renderApp('/admin/bookings?q=noida&page=20', { session: admin });
    await rowOf('00002000...');
    expect(
      main().getByText(
        'Showing 951–1,000 of more than 1,000 bookings in any state matching "noida"',
      ),
    ).toBeInTheDocument();
    expect(main().getByText('Page 20 of more than 20')).toBeInTheDocument();

    await user.click(main().getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=noida&page=21'));
    expect(
      main().getByText(
        'Showing 951–1,000 of more than 1,000 bookings in any state matching "noida"',
      ),
    ).toBeInTheDocument();
    expect(main().getByText('Page 20 of more than 20')).toBeInTheDocument();
    answerPage21();
    await rowOf('00002100...');
    expect(main().getByText('Page 21 of more than 20')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/admin/bookings?q=noida&page=22',
    );
    expect(api.sent('GET /api/admin/bookings')).toHaveLength(2);
  });

  it('opens the search and page its address names, and a page past the end at the last page', async () => {
    const api = mockApi({
      'GET /api/user/me': { body: { user: admin.user } },
      'GET /api/admin/bookings': (request) => {
        const page = Number(new URL(request.path, 'http://localhost').searchParams.get('page'));
        const items =
          page <= 2 ? [bookingFixture({ _id: `0000000${page}-0000-4000-8000-000000000001` })] : [];
        return { body: items, headers: { 'X-Total-Count': '51' } };
      },
    });
    const { router } = renderApp('/admin/bookings?q=priya&when=past&status=requested&page=7', {
      session: admin,
    });
    await rowOf('00000002...');
    expect(router.state.location.search).toBe('?q=priya&when=past&status=requested&page=2');
    expect(searchesSent(api)[0]).toEqual({ q: 'priya', when: 'past', status: 'requested' });
    expect(main().getByRole('searchbox')).toHaveValue('priya');
    expect(main().getByRole('radio', { name: 'Past Only' })).toBeChecked();
    expect(main().getByRole('combobox', { name: 'Status' })).toHaveValue('requested');
  });

  it("shows the server's sentence when it refuses the search text", async () => {
    const { api, user } = await openAll([bookingFixture()]);
    api.on('GET /api/admin/bookings', (request) =>
      request.path.includes('q=')
        ? errorReply(400, 'VALIDATION', 'Search text contains characters that are not allowed.')
        : { body: [bookingFixture()] },
    );
    await user.type(await main().findByRole('searchbox'), '<b>{Enter}');
    expect(
      await main().findByText('Search text contains characters that are not allowed.'),
    ).toBeInTheDocument();
    // The box stays, so the search can be corrected.
    expect(main().getByRole('searchbox')).toHaveValue('<b>');
  });

  it('deletes a booking after the confirmation: toast, and the row leaves', async () => {
    let bookings = [
      bookingFixture({ _id: 'aaaaaaaa-0000-4000-8000-000000000001' }),
      bookingFixture({ _id: 'bbbbbbbb-0000-4000-8000-000000000002' }),
    ];
    const confirm = stubConfirm(true);
    const { api, user } = await openAll(() => bookings);
    api.on('DELETE /api/admin/bookings/aaaaaaaa-0000-4000-8000-000000000001', () => {
      bookings = bookings.slice(1);
      return { body: { message: 'Deleted.' } };
    });

    const row = await rowOf('aaaaaaaa...');
    await user.click(row.getByRole('button', { name: /^Delete/ }));

    expect(confirm).toHaveBeenCalledWith(CONFIRM);
    expect(await screen.findByText('Booking deleted and slot restored')).toBeInTheDocument();
    await waitFor(() => expect(main().queryByText('aaaaaaaa...')).not.toBeInTheDocument());
    expect(main().getByText('bbbbbbbb...')).toBeInTheDocument();
  });

  it('deletes nothing when the confirmation is declined', async () => {
    stubConfirm(false);
    const { api, user } = await openAll([bookingFixture({ _id: 'aaaaaaaa-1' })]);
    await user.click((await rowOf('aaaaaaaa...')).getByRole('button', { name: /^Delete/ }));
    expect(api.sent('DELETE /api/admin/bookings/aaaaaaaa-1')).toHaveLength(0);
  });

  it("toasts the server's message, or 'Failed to delete booking', and keeps the row", async () => {
    stubConfirm(true);
    const { api, user } = await openAll([bookingFixture({ _id: 'aaaaaaaa-1' })]);
    api.on(
      'DELETE /api/admin/bookings/aaaaaaaa-1',
      errorReply(404, 'NOT_FOUND', 'Booking not found'),
    );
    await user.click((await rowOf('aaaaaaaa...')).getByRole('button', { name: /^Delete/ }));
    expect(await screen.findByText('Booking not found')).toBeInTheDocument();
    expect(main().getByText('aaaaaaaa...')).toBeInTheDocument();

    api.on('DELETE /api/admin/bookings/aaaaaaaa-1', {
      status: 502,
      body: '<html>Bad gateway</html>',
    });
    await user.click((await rowOf('aaaaaaaa...')).getByRole('button', { name: /^Delete/ }));
    expect(await screen.findByText('Failed to delete booking')).toBeInTheDocument();
  });

  it('toasts and says so when the bookings cannot be loaded', async () => {
    mockApi({
      'GET /api/user/me': { body: { user: admin.user } },
      'GET /api/admin/bookings': errorReply(403, 'FORBIDDEN', 'Admins only.'),
    });
    renderApp('/admin/bookings', { session: admin });
    await screen.findByRole('heading', { level: 1, name: 'All Bookings' });
    expect(
      await main().findByText('Failed to load bookings. Please try again later.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Failed to load bookings')).toBeInTheDocument();
  });
});
