import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router';
import { App } from '../app';
import { AppRoutes } from '../routes';
import { createQueryClient } from '../../lib/query-client';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** The user scrolls the page to `y`. */
function scrollPage(y: number) {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
}

function BackButton() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Back</button>;
}

describe('scroll restoration', () => {
  // First in the file: the Privacy screen's code has not loaded yet when Back returns to it.
  it('Back restores a position kept from an earlier page load once the screen has loaded', async () => {
    sessionStorage.setItem(
      'studio-hive:scroll-positions',
      JSON.stringify([['privacy-entry', 480]]),
    );
    mockApi();
    render(
      <App queryClient={createQueryClient()}>
        <MemoryRouter
          initialEntries={[{ pathname: '/privacy', key: 'privacy-entry' }, '/help']}
          initialIndex={1}
          useTransitions={false}
        >
          <BackButton />
          <AppRoutes />
        </MemoryRouter>
      </App>,
    );
    await heading('Frequently Asked Questions');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Privacy Policy')).toBeInTheDocument();
    await waitFor(() => expect(window.scrollY).toBe(480));
    sessionStorage.clear();
  });

  it('starts a new screen at the top, keeps the place for a new query, and Back and Forward return', async () => {
    mockApi();
    const { router } = renderApp('/about');
    await heading('About Us');
    scrollPage(640);

    await router.navigate('/about?ref=test');
    expect(window.scrollY).toBe(640);

    await router.navigate('/terms');
    await heading('Terms of Service');
    expect(window.scrollY).toBe(0);
    scrollPage(120);

    await router.navigate(-1);
    await heading('About Us');
    expect(router.state.location.search).toBe('?ref=test');
    await waitFor(() => expect(window.scrollY).toBe(640));

    await router.navigate(1);
    await heading('Terms of Service');
    await waitFor(() => expect(window.scrollY).toBe(120));
  });

  it('leaves a link with a hash to the screen, which scrolls to its anchor', async () => {
    mockApi();
    const { router } = renderApp('/terms');
    await heading('Terms of Service');
    scrollPage(300);
    await router.navigate('/about#blog');
    await heading('About Us');
    expect(window.scrollY).toBe(300); // not sent to the top first; About scrolls to #blog itself
  });

  it('keeps the positions in sessionStorage when the page is left', async () => {
    mockApi();
    const { router } = renderApp('/terms');
    await heading('Terms of Service');
    await router.navigate('/help');
    await heading('Frequently Asked Questions');
    scrollPage(250);
    window.dispatchEvent(new Event('pagehide'));
    const saved = new Map<string, number>(
      JSON.parse(sessionStorage.getItem('studio-hive:scroll-positions') ?? '[]') as Array<
        [string, number]
      >,
    );
    expect(saved.get(router.state.location.key)).toBe(250);
    sessionStorage.clear();
  });
});
