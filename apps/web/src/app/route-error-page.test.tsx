import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { App } from './app';
import { ContentLayout } from './layouts/content-layout';
import { RootLayout } from './layouts/root-layout';
import { RootErrorPage, RouteErrorBoundary } from './route-error-page';
import { createQueryClient } from '../lib/query-client';
import { mockApi } from '../test/mock-api';
import { takeConsoleErrors } from '../test/console';

function Broken(): never {
  throw new Error('boom');
}

const Unloadable = lazy(() => Promise.reject(new Error('chunk boom')));

/** The app's layouts and error pages (as in AppRoutes) around screens that fail. */
function renderFailing(path: string) {
  render(
    <App queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <RouteErrorBoundary fallback={<RootErrorPage />}>
          <Routes>
            <Route path="/" element={<RootLayout />}>
              <Route element={<ContentLayout />}>
                <Route index element={<h1>Home</h1>} />
                <Route path="broken" element={<Broken />} />
                <Route path="unloadable" element={<Unloadable />} />
              </Route>
            </Route>
            <Route path="/broken-frame" element={<Broken />} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>
    </App>,
  );
  return { user: userEvent.setup() };
}

const errorHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' });

describe('route error page', () => {
  it('apologises for a screen that failed, inside the page frame, under the router’s heading', async () => {
    mockApi();
    renderFailing('/broken');
    expect(await errorHeading()).toBeInTheDocument();
    expect(screen.getByText(/Sorry, something went wrong on our side/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(
      within(screen.getByRole('main'))
        .getByRole('link', { name: 'Go to Home' })
        .getAttribute('href'),
    ).toBe('/');
    await waitFor(() => expect(document.title).toBe('Unexpected Application Error! | Studio Hive'));
    // React reports the error to the console in development; that is expected here.
    expect(takeConsoleErrors(/boom/)).toBeGreaterThan(0);
  });

  it('clears when the user goes elsewhere', async () => {
    mockApi();
    const { user } = renderFailing('/broken');
    await errorHeading();
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Go to Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText(/Sorry, something went wrong/)).not.toBeInTheDocument();
    expect(takeConsoleErrors(/boom/)).toBeGreaterThan(0);
  });

  it('shows when a screen’s code fails to load (a release replaced it: Try again reloads)', async () => {
    mockApi();
    renderFailing('/unloadable');
    expect(await errorHeading()).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(takeConsoleErrors(/chunk boom/)).toBeGreaterThan(0);
  });

  it('stands alone, with the logo, when the page frame itself failed', async () => {
    mockApi();
    renderFailing('/broken-frame');
    expect(await errorHeading()).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: /Studio Hive/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(takeConsoleErrors(/boom/)).toBeGreaterThan(0);
  });
});
