import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { STATIC_PAGES, type Studio } from '@studio-hive/domain';
import { rememberServerRenderedHead, setDocumentHead } from '../../../lib/use-document-title';
import { renderApp } from '../../../test/render-app';
import { errorReply, mockApi, type SentRequest } from '../../../test/mock-api';
import { studioFixture } from '../../../test/studios';

const main = () => within(screen.getByRole('main'));

/** The listing's response: a bare array with the whole count in X-Total-Count (docs/api.md). */
function listReply(studios: Studio[], total = studios.length, link?: string) {
  return {
    body: studios,
    headers: { 'X-Total-Count': String(total), ...(link ? { Link: link } : {}) },
  };
}

function queryOf(request: SentRequest | undefined) {
  return Object.fromEntries(new URL(request?.path ?? '/', 'http://localhost').searchParams);
}

const CITIES = ['Delhi', 'Gurgaon', 'Noida'];

/** The app at `path`, once the listing screen's code has arrived. */
async function openListing(path: string) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: /^(Browse Studios|Studios in )/ });
  return view;
}

describe('studios listing', () => {
  it('shows a spinner, then the cards with the count line, from one request per page view', async () => {
    let respond: (reply: ReturnType<typeof listReply>) => void = () => {};
    const api = mockApi({
      'GET /api/studio': () => new Promise((resolve) => (respond = resolve)),
      'GET /api/studio/cities': { body: CITIES },
    });
    await openListing('/studios');

    expect(await main().findByText('Loading studios…')).toBeInTheDocument();
    respond(
      listReply([
        studioFixture({
          _id: 's-1',
          name: 'Echo Room',
          pricePerHour: 1500,
          minimumDurationHours: 3,
          ratingSummary: { average: 4.25, count: 12 },
        }),
        studioFixture({ name: 'Vox Lab', pricePerHour: 2500 }),
        studioFixture({ name: 'Big Stage', pricePerHour: 4000, cardImages: [], images: [] }),
      ]),
    );

    expect(await main().findByText('3 studios found')).toBeInTheDocument();
    const cards = main().getAllByRole('article');
    expect(cards).toHaveLength(3);

    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Echo Room' })).toBeInTheDocument();
    expect(first.getByText('Verified')).toBeInTheDocument();
    expect(first.getByText('Budget')).toBeInTheDocument();
    expect(first.getByText('Gurgaon')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(first.getByText('4.3')).toBeInTheDocument();
    expect(first.getByText('(12 reviews)')).toBeInTheDocument();
    // A session's price: the cheapest package (₹1,500 an hour) times the 3-hour minimum.
    expect(first.getByText('₹4,500').parentElement?.textContent).toBe(
      '₹4,500 per session · 3 hours at ₹1,500/hour',
    );
    const image = first.getByRole('img', { name: 'Photo of Echo Room' });
    expect(image).toHaveAttribute('src', '/uploads/s-1/1-card.webp');
    // The first card's photo is the page's largest paint: fetched at once (decision 014).
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', expect.stringMatching(/\S/));
    expect(image).toHaveAttribute('height', expect.stringMatching(/\S/));
    expect(
      first.getByRole('link', { name: /^View Details\s*:?\s*Echo Room$/ }).getAttribute('href'),
    ).toBe('/studios/s-1');

    expect(within(cards[1]!).getByText('Elite')).toBeInTheDocument();
    // Without reviews: 'New', not a rating of 0.0 from 0 reviews.
    const unrated = within(cards[1]!);
    expect(unrated.getByText('New')).toBeInTheDocument();
    expect(unrated.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(unrated.queryByText(/0\.0|0 reviews/)).not.toBeInTheDocument();
    expect(unrated.getByText('₹2,500').parentElement?.textContent).toBe(
      '₹2,500 per session · 1 hour at ₹2,500/hour',
    );
    expect(within(cards[2]!).getByText('Premium')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('No photo yet')).toBeInTheDocument();

    expect(api.sent('GET /api/studio')).toHaveLength(1);
    expect(queryOf(api.sent('GET /api/studio')[0])).toEqual({ limit: '24', view: 'card' });
    expect(api.requests.filter((r) => r.path.startsWith('/api/review'))).toHaveLength(0);
    expect(document.title).toBe('Browse Studios | Studio Hive');

    const city = main().getByLabelText('City');
    expect(
      within(city)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Cities', ...CITIES]);
  });

  it('shows a masked studio with its generic name and the city, its location held back', async () => {
    mockApi({
      'GET /api/studio': listReply([
        studioFixture({
          name: 'Hive Studio 3, Gurgaon',
          isMasked: true,
          instagramUsername: null,
          location: { fullAddress: null, city: 'Gurgaon', state: 'Haryana', pinCode: '' },
        }),
      ]),
      'GET /api/studio/cities': { body: CITIES },
    });
    await openListing('/studios');

    const card = within(await main().findByRole('article'));
    expect(card.getByRole('heading', { name: 'Hive Studio 3, Gurgaon' })).toBeInTheDocument();
    expect(card.getByText(/Location revealed after booking/).closest('p')?.textContent).toBe(
      'Gurgaon · Location revealed after booking',
    );
    expect(main().getByText('1 studio found')).toBeInTheDocument();
  });

  it('reads the search and the city from the URL and words the count line with them', async () => {
    const api = mockApi({
      'GET /api/studio': listReply([studioFixture({ name: 'Podcast Point' })]),
      'GET /api/studio/cities': { body: CITIES },
    });
    await openListing('/studios?q=podcast&city=Gurgaon');

    expect(await main().findByText('1 studio found for "podcast" in Gurgaon')).toBeInTheDocument();
    expect(queryOf(api.sent('GET /api/studio')[0])).toEqual({
      q: 'podcast',
      city: 'Gurgaon',
      limit: '24',
      view: 'card',
    });
    expect(main().getByLabelText<HTMLInputElement>('Search')).toHaveValue('podcast');
    await waitFor(() =>
      expect(main().getByLabelText<HTMLSelectElement>('City')).toHaveValue('Gurgaon'),
    );
  });

  it('preselects the city of /studios/in/{city}', async () => {
    const api = mockApi({
      'GET /api/studio': listReply([studioFixture(), studioFixture(), studioFixture()]),
      'GET /api/studio/cities': { body: CITIES },
    });
    await openListing('/studios/in/gurgaon');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Studios in Gurgaon' }),
    ).toBeInTheDocument();
    expect(await main().findByText('3 studios found in Gurgaon')).toBeInTheDocument();
    expect(queryOf(api.sent('GET /api/studio')[0]).city).toBe('Gurgaon');
    await waitFor(() =>
      expect(main().getByLabelText<HTMLSelectElement>('City')).toHaveValue('Gurgaon'),
    );
  });

  it("keeps the head the server wrote for the listing and a city's listing (decision 042)", async () => {
    mockApi({
      'GET /api/studio': listReply([studioFixture()]),
      'GET /api/studio/cities': { body: CITIES },
    });
    const description = () =>
      document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

    await openListing('/studios');
    await waitFor(() => expect(description()).toBe(STATIC_PAGES.studios.description));
    cleanup();

    // Loaded at a city's listing: the server's description counts every studio of the city.
    const served = '12 podcast and video recording studios in Gurgaon to book by the hour.';
    window.history.replaceState(null, '', '/studios/in/gurgaon');
    setDocumentHead('Podcast and video studios in Gurgaon | Studio Hive', served);
    rememberServerRenderedHead();
    await openListing('/studios/in/gurgaon');
    await main().findByText('1 studio found in Gurgaon');
    expect(document.title).toBe('Podcast and video studios in Gurgaon | Studio Hive');
    expect(description()).toBe(served);
    window.history.replaceState(null, '', '/');
  });

  it('searches once typing pauses, keeping the results on screen meanwhile, and puts the text in the URL', async () => {
    const api = mockApi({
      'GET /api/studio': (request) => {
        const q = queryOf(request).q;
        return q === 'vox'
          ? listReply([studioFixture({ name: 'Vox Lab' })])
          : listReply([studioFixture({ name: 'Echo Room' }), studioFixture({ name: 'Vox Lab' })]);
      },
      'GET /api/studio/cities': { body: CITIES },
    });
    const { user, router } = await openListing('/studios');
    expect(await main().findByText('2 studios found')).toBeInTheDocument();

    await user.type(main().getByLabelText('Search'), 'vox');
    // Still the previous results until the pause is over.
    expect(main().getByRole('heading', { name: 'Echo Room' })).toBeInTheDocument();

    expect(await main().findByText('1 studio found for "vox"')).toBeInTheDocument();
    expect(main().queryByRole('heading', { name: 'Echo Room' })).not.toBeInTheDocument();
    expect(api.sent('GET /api/studio').map((r) => queryOf(r).q)).toEqual([undefined, 'vox']);
    expect(router.state.location.search).toBe('?q=vox');
  });

  it('moves to a chosen city in the URL, and Back returns to the previous search', async () => {
    const api = mockApi({
      'GET /api/studio': (request) =>
        queryOf(request).city === 'Noida'
          ? listReply([studioFixture({ name: 'Noida Sound' })])
          : listReply([studioFixture({ name: 'Echo Room' }), studioFixture({ name: 'Vox Lab' })]),
      'GET /api/studio/cities': { body: CITIES },
    });
    const { user, router } = await openListing('/studios');
    expect(await main().findByText('2 studios found')).toBeInTheDocument();
    await main().findByRole('option', { name: 'Noida' });

    await user.selectOptions(main().getByLabelText('City'), 'Noida');
    expect(await main().findByText('1 studio found in Noida')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?city=Noida');
    expect(queryOf(api.sent('GET /api/studio').at(-1)).city).toBe('Noida');

    await router.navigate(-1);
    expect(await main().findByText('2 studios found')).toBeInTheDocument();
    expect(main().getByLabelText<HTMLSelectElement>('City')).toHaveValue('');
  });

  it('shows the empty state, whose button clears the search and the city', async () => {
    const api = mockApi({
      'GET /api/studio': (request) =>
        queryOf(request).q ? listReply([]) : listReply([studioFixture({ name: 'Echo Room' })]),
      'GET /api/studio/cities': { body: CITIES },
    });
    const { user, router } = await openListing('/studios?q=zzz&city=Delhi');

    expect(await main().findByRole('heading', { name: 'No studios found' })).toBeInTheDocument();
    expect(main().getByText('0 studios found for "zzz" in Delhi')).toBeInTheDocument();

    await user.click(main().getByRole('button', { name: 'Clear all filters' }));
    expect(await main().findByText('1 studio found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/studios');
    expect(router.state.location.search).toBe('');
    expect(main().getByLabelText<HTMLInputElement>('Search')).toHaveValue('');
    expect(main().getByLabelText<HTMLSelectElement>('City')).toHaveValue('');
    expect(queryOf(api.sent('GET /api/studio').at(-1))).toEqual({ limit: '24', view: 'card' });
  });

  it('offers no filters to clear when nothing is listed at all', async () => {
    mockApi({ 'GET /api/studio': listReply([]), 'GET /api/studio/cities': { body: [] } });
    await openListing('/studios');
    expect(await main().findByRole('heading', { name: 'No studios found' })).toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();
  });

  it('shows the error box when the studios cannot be loaded', async () => {
    mockApi({
      'GET /api/studio': errorReply(400, 'VALIDATION', 'The search text is too long.'),
      'GET /api/studio/cities': { body: CITIES },
    });
    await openListing('/studios');

    const alert = await main().findByRole('alert');
    expect(within(alert).getByText('Oops! Something went wrong')).toBeInTheDocument();
    expect(
      within(alert).getByText('Failed to load studios. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('pages through a long list with links that keep the search', async () => {
    const api = mockApi({
      'GET /api/studio': (request) =>
        queryOf(request).page === '2'
          ? listReply(
              [studioFixture({ name: 'Late Studio' })],
              25,
              '</api/studio?q=pod&page=1&limit=24>; rel="prev"',
            )
          : listReply(
              Array.from({ length: 24 }, () => studioFixture()),
              25,
              '</api/studio?q=pod&page=2&limit=24>; rel="next"',
            ),
      'GET /api/studio/cities': { body: CITIES },
    });
    const { user, router } = await openListing('/studios?q=pod');

    expect(await main().findByText('25 studios found for "pod"')).toBeInTheDocument();
    expect(main().getByText('Page 1 of 2')).toBeInTheDocument();
    expect(main().queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    await user.click(main().getByRole('link', { name: 'Next' }));

    expect(await main().findByRole('heading', { name: 'Late Studio' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=pod&page=2');
    expect(queryOf(api.sent('GET /api/studio').at(-1))).toEqual({
      q: 'pod',
      page: '2',
      limit: '24',
      view: 'card',
    });
    expect(main().getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/studios?q=pod',
    );
  });
});
