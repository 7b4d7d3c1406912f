import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Studio } from '@studio-hive/domain';
import { renderApp } from '../../../test/render-app';
import { mockApi, notFound, type SentRequest } from '../../../test/mock-api';
import { authResult } from '../../../test/sessions';
import { studioFixture } from '../../../test/studios';

/** Screens these tests pass through without looking at their data. */
const PASSED_THROUGH = notFound(
  'GET /api/review/studio/f3a1c2d4-0000-4000-8000-000000000001',
  'GET /api/review/studio/f3a1c2d4-0000-4000-8000-000000000002',
);

/** Search by free time (decision 011): filters in the URL, the count line, the card's link, the picker. */

// 10:30 in India on March 10, 2026 (05:00 UTC): today's 9:00 and 10:00 have begun.
const NOW = new Date('2026-03-10T05:00:00.000Z');
const CITIES = ['Delhi', 'Gurgaon', 'Noida'];
const ID = 'f3a1c2d4-0000-4000-8000-000000000002';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const main = () => within(screen.getByRole('main'));

function listReply(studios: Studio[]) {
  return { body: studios, headers: { 'X-Total-Count': String(studios.length) } };
}

function queryOf(request: SentRequest | undefined) {
  return Object.fromEntries(new URL(request?.path ?? '/', 'http://localhost').searchParams);
}

async function openListing(path: string) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Browse Studios' });
  return view;
}

describe('the free-time filters of the listing', () => {
  it('read date, start and hours from the URL, ask the server, word the count line and link the cards to the slot', async () => {
    const api = mockApi({
      ...PASSED_THROUGH,
      'GET /api/studio': listReply([
        studioFixture({ _id: 's-1', name: 'Echo Room' }),
        studioFixture({ _id: 's-2', name: 'Vox Lab' }),
      ]),
      'GET /api/studio/cities': { body: CITIES },
    });
    await openListing('/studios?city=Gurgaon&date=2026-03-14&start=10&hours=3');

    expect(
      await main().findByText(
        '2 studios found in Gurgaon free on March 14, 2026, 10:00 AM - 1:00 PM',
      ),
    ).toBeInTheDocument();
    expect(queryOf(api.sent('GET /api/studio')[0])).toEqual({
      city: 'Gurgaon',
      date: '2026-03-14',
      start: '10',
      hours: '3',
      limit: '24',
      view: 'card',
    });
    expect(main().getByLabelText<HTMLInputElement>('Date')).toHaveValue('2026-03-14');
    expect(main().getByLabelText<HTMLInputElement>('Date').min).toBe('2026-03-10');
    expect(main().getByLabelText<HTMLSelectElement>('Start time')).toHaveValue('10');
    expect(main().getByLabelText<HTMLSelectElement>('Hours')).toHaveValue('3');
    // Hours end by midnight: from 10:00 AM at most 12 hours are offered here.
    expect(
      within(main().getByLabelText('Hours'))
        .getAllByRole('option')
        .map((o) => o.textContent)
        .slice(0, 3),
    ).toEqual(['1 hour', '2 hours', '3 hours']);

    const card = within(main().getAllByRole('article')[0]!);
    expect(card.getByRole('link', { name: /^View Details/ })).toHaveAttribute(
      'href',
      '/studios/s-1?date=2026-03-14&start=10&hours=3',
    );
  });

  it('puts a chosen date, start time and hours in the URL, and asks only once both date and start are set', async () => {
    const api = mockApi({
      ...PASSED_THROUGH,
      'GET /api/studio': listReply([studioFixture({ _id: 's-1', name: 'Echo Room' })]),
      'GET /api/studio/cities': { body: CITIES },
    });
    const { user, router } = await openListing('/studios?q=pod');
    expect(await main().findByText('1 studio found for "pod"')).toBeInTheDocument();
    expect(main().getByLabelText<HTMLSelectElement>('Hours')).toBeDisabled();

    fireEvent.change(main().getByLabelText('Date'), { target: { value: '2026-03-10' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=pod&date=2026-03-10'));
    expect(
      main().getByText('Choose a start time to see the studios free then.'),
    ).toBeInTheDocument();
    // Today: the hours that have begun cannot be chosen.
    const start = main().getByLabelText('Start time');
    expect(
      within(start).getByRole<HTMLOptionElement>('option', { name: '10:00 AM' }).disabled,
    ).toBe(true);
    expect(
      within(start).getByRole<HTMLOptionElement>('option', { name: '11:00 AM' }).disabled,
    ).toBe(false);
    expect(api.sent('GET /api/studio').every((r) => queryOf(r).date === undefined)).toBe(true);

    await user.selectOptions(start, '2:00 PM');
    expect(
      await main().findByText('1 studio found for "pod" free on March 10, 2026, 2:00 PM - 3:00 PM'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=pod&date=2026-03-10&start=14&hours=1');

    await user.selectOptions(main().getByLabelText('Hours'), '4 hours');
    expect(
      await main().findByText('1 studio found for "pod" free on March 10, 2026, 2:00 PM - 6:00 PM'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=pod&date=2026-03-10&start=14&hours=4');
    expect(queryOf(api.sent('GET /api/studio').at(-1))).toEqual({
      q: 'pod',
      date: '2026-03-10',
      start: '14',
      hours: '4',
      limit: '24',
      view: 'card',
    });

    // A city keeps the time.
    await main().findByRole('option', { name: 'Noida' });
    await user.selectOptions(main().getByLabelText('City'), 'Noida');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?q=pod&date=2026-03-10&start=14&hours=4&city=Noida',
      ),
    );

    // Back undoes one choice at a time.
    await router.navigate(-1);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=pod&date=2026-03-10&start=14&hours=4'),
    );

    await user.click(main().getByRole('button', { name: 'Clear all filters' }));
    expect(await main().findByText('1 studio found')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(main().getByLabelText<HTMLInputElement>('Date')).toHaveValue('');
    expect(main().getByLabelText<HTMLSelectElement>('Start time')).toHaveValue('');
    expect(queryOf(api.sent('GET /api/studio').at(-1))).toEqual({ limit: '24', view: 'card' });
  });

  it('ignores a past date in a shared link', async () => {
    const api = mockApi({
      ...PASSED_THROUGH,
      'GET /api/studio': (request) =>
        queryOf(request).date ? listReply([]) : listReply([studioFixture()]),
      'GET /api/studio/cities': { body: CITIES },
    });
    await openListing('/studios?date=2026-03-01&start=10');
    expect(await main().findByText('1 studio found')).toBeInTheDocument();
    expect(queryOf(api.sent('GET /api/studio')[0])).toEqual({ limit: '24', view: 'card' });
    expect(main().getByText('Choose a date to see the studios free then.')).toBeInTheDocument();
  });

  it('keeps the hours within the day, and says when nothing is free then', async () => {
    const api = mockApi({
      ...PASSED_THROUGH,
      'GET /api/studio': (request) =>
        queryOf(request).date ? listReply([]) : listReply([studioFixture()]),
      'GET /api/studio/cities': { body: CITIES },
    });
    await openListing('/studios?date=2026-03-12&start=22&hours=9');
    expect(
      await main().findByText('0 studios found free on March 12, 2026, 10:00 PM - 12:00 AM'),
    ).toBeInTheDocument();
    expect(queryOf(api.sent('GET /api/studio').at(-1)).hours).toBe('2');
    expect(main().getByText(/No studio is free at that time/)).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Clear all filters' })).toBeInTheDocument();
  });
});

describe('the detail page opened from a card found by free time', () => {
  const customer = authResult('customer');

  async function openStudio(search: string, availability: unknown) {
    mockApi({
      ...PASSED_THROUGH,
      'GET /api/user/me': { body: { user: customer.user } },
      [`GET /api/studio/${ID}`]: {
        body: { studio: studioFixture({ _id: ID, name: 'Echo Room', minimumDurationHours: 1 }) },
      },
      [`GET /api/availability/${ID}`]: { body: availability },
    });
    const view = renderApp(`/studios/${ID}${search}`, { session: customer });
    await screen.findByRole('heading', { level: 1, name: 'Echo Room' });
    return view;
  }

  const booking = () => within(document.getElementById('booking')!);
  const value = (name: string) =>
    (booking().getByRole('combobox', { name }) as HTMLSelectElement).value;

  it('starts the picker on the searched date, start time and duration', async () => {
    const { user } = await openStudio('?date=2026-03-11&start=10&hours=3', [
      { date: '2026-03-10', hours: [11, 12] },
      { date: '2026-03-11', hours: [9, 10, 11, 12, 13] },
    ]);
    expect(
      await booking().findByText(
        'Your search, March 11, 2026, 10:00 AM - 1:00 PM, is selected. Choose a package to continue.',
      ),
    ).toBeInTheDocument();
    expect(value('Choose Date')).toBe('2026-03-11');
    expect(value('Start Time')).toBe('10');
    expect(value('Duration')).toBe('3');

    // Then the choice is the user's: a package completes it.
    await user.click(booking().getByRole('radio', { name: /1 Cam/ }));
    const summary = booking().getByRole('region', { name: 'Selection Summary' });
    expect(within(summary).getByText('10:00 AM - 1:00 PM')).toBeInTheDocument();
    expect(within(summary).getByText('3 hours')).toBeInTheDocument();
  });

  it('keeps what is still free and says the searched time is gone', async () => {
    // 11:00 was booked meanwhile: the date stays, the start time is to be chosen again.
    await openStudio('?date=2026-03-11&start=11&hours=2', [
      { date: '2026-03-11', hours: [9, 10, 12, 13] },
    ]);
    expect(
      await booking().findByText(
        'March 11, 2026, 11:00 AM - 1:00 PM is no longer free here. Please pick another time.',
      ),
    ).toBeInTheDocument();
    expect(value('Choose Date')).toBe('2026-03-11');
    expect(value('Start Time')).toBe('');
  });

  it('falls back to the first duration when the whole run is no longer free', async () => {
    await openStudio('?date=2026-03-11&start=9&hours=4', [
      { date: '2026-03-11', hours: [9, 10, 13] },
    ]);
    expect(
      await booking().findByText(
        'March 11, 2026, 9:00 AM - 1:00 PM is no longer free here. Please pick another time.',
      ),
    ).toBeInTheDocument();
    expect(value('Start Time')).toBe('9');
    // As after choosing a start time: the first duration offered.
    expect(value('Duration')).toBe('1');
  });

  it('opens as usual without a slot in the address', async () => {
    await openStudio('', [{ date: '2026-03-11', hours: [9, 10] }]);
    expect(
      await booking().findByText('Please select a date to view available time slots.'),
    ).toBeInTheDocument();
    expect(booking().queryByRole('status')).not.toBeInTheDocument();
  });
});
