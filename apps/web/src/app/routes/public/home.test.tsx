import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { STATIC_PAGES } from '@studio-hive/domain';
import { renderApp } from '../../../test/render-app';
import { errorReply, mockApi } from '../../../test/mock-api';
import { authResult } from '../../../test/sessions';
import { studioFixture } from '../../../test/studios';

const main = () => within(screen.getByRole('main'));

function catalogue() {
  return mockApi({
    'GET /api/studio': {
      body: [
        studioFixture({
          name: 'Hive Studio 7, Noida',
          isMasked: true,
          location: { fullAddress: null, city: 'Noida', state: 'Uttar Pradesh', pinCode: '' },
        }),
        studioFixture({ name: 'Echo Room', ratingSummary: { average: 4.5, count: 8 } }),
        studioFixture({ name: 'Hive Studio 3, Gurgaon', isMasked: true }),
      ],
      headers: { 'X-Total-Count': '27' },
    },
  });
}

describe('home page', () => {
  it('shows the hero, six feature cards, three real studios and the call to action to a visitor', async () => {
    const api = catalogue();
    renderApp('/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Book podcast and video studios by the hour',
      }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Studio Hive: book podcast and video studios in Delhi NCR'),
    );
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      STATIC_PAGES.home.description,
    );

    const links = (name: string) =>
      main()
        .getAllByRole('link', { name })
        .map((link) => link.getAttribute('href'));
    expect(links('Browse Studios')).toEqual(['/studios']);
    expect(links('Get Started')).toEqual(['/signup']);
    expect(links('Find a Studio')).toEqual(['/studios']);
    expect(links('List a Studio')).toEqual(['/add-your-studio']);
    expect(links('Read our recording tips')).toEqual(['/about#blog']);

    const features = within(
      screen.getByRole('region', { name: 'Why creators book with Studio Hive' }),
    );
    expect(features.getAllByRole('listitem')).toHaveLength(6);
    expect(
      features.getByRole('heading', { level: 3, name: 'Instant confirmation' }),
    ).toBeInTheDocument();

    // The studios as the API gives them (masked names included), asked for with a small limit.
    const studios = within(screen.getByRole('region', { name: 'Newly listed studios' }));
    const cards = await studios.findAllByRole('article');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Hive Studio 7, Noida', 'Echo Room', 'Hive Studio 3, Gurgaon']);
    expect(within(cards[0]!).getByText(/Location revealed after booking/)).toBeInTheDocument();
    expect(studios.getByRole('link', { name: 'View all 27 studios' })).toHaveAttribute(
      'href',
      '/studios',
    );
    const [request] = api.sent('GET /api/studio');
    expect(new URL(request!.path, 'http://localhost').searchParams.get('limit')).toBe('3');
  });

  it('keeps Get Started and List a Studio for visitors only', async () => {
    const api = catalogue();
    api.on('GET /api/user/me', { body: { user: authResult('customer').user } });
    renderApp('/', { session: authResult('customer') });
    await screen.findByRole('heading', { level: 1 });
    expect(main().getByRole('link', { name: 'Browse Studios' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Find a Studio' })).toBeInTheDocument();
    expect(main().queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(main().queryByRole('link', { name: 'List a Studio' })).not.toBeInTheDocument();
  });

  it('says so when the studios cannot be loaded, and tries again on request', async () => {
    const api = mockApi({
      'GET /api/studio': errorReply(429, 'RATE_LIMITED', 'Too many requests.'),
    });
    const { user } = renderApp('/');
    const studios = within(await screen.findByRole('region', { name: 'Newly listed studios' }));
    expect(
      await studios.findByText('Failed to load studios. Please try again later.'),
    ).toBeInTheDocument();
    api.on('GET /api/studio', {
      body: [studioFixture({ name: 'Vox Lab' })],
      headers: { 'X-Total-Count': '1' },
    });
    await user.click(studios.getByRole('button', { name: 'Try again' }));
    expect(await studios.findByRole('heading', { level: 3, name: 'Vox Lab' })).toBeInTheDocument();
    expect(studios.getByRole('link', { name: 'View all 1 studio' })).toBeInTheDocument();
  });

  it('has a line instead of cards while no studio is approved yet', async () => {
    mockApi({ 'GET /api/studio': { body: [], headers: { 'X-Total-Count': '0' } } });
    renderApp('/');
    expect(await screen.findByText(/the first ones appear here once approved/)).toBeInTheDocument();
  });
});
