import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, data } from 'react-router';
import { App } from './app';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './route-error-page';
import { PageSpinner } from '../components/ui/spinner';
import { createQueryClient } from '../lib/query-client';
import { mockApi } from '../test/mock-api';
import { takeConsoleErrors } from '../test/console';

function Broken(): never {
  throw new Error('boom');
}

/** The app's layout and error page around screens that fail. */
function renderFailing(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: RootLayout,
        HydrateFallback: PageSpinner,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              {
                path: 'gone',
                loader: () => {
                  throw data('No such studio', { status: 404 });
                },
                Component: () => null,
              },
              { path: 'broken', Component: Broken },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<App router={router} queryClient={createQueryClient()} />);
}

describe('route error page', () => {
  it("says 'Page not found' for a 404, inside the page frame", async () => {
    mockApi();
    renderFailing('/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(
      within(screen.getByRole('main'))
        .getByRole('link', { name: 'Go to Home' })
        .getAttribute('href'),
    ).toBe('/');
    await waitFor(() => expect(document.title).toBe('Page not found | Studio Hive'));
  });

  it('apologises for unexpected errors under the router’s heading', async () => {
    mockApi();
    renderFailing('/broken');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeTruthy();
    expect(screen.getByText(/Sorry, something went wrong on our side/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    // React and the router report the error to the console in development; that is expected here.
    expect(takeConsoleErrors(/boom/)).toBeGreaterThan(0);
  });
});
