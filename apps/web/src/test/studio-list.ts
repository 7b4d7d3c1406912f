import { screen, within } from '@testing-library/react';
import type { AuthResult, StudioWithAvailability } from '@studio-hive/domain';
import { mockApi } from './mock-api';
import { renderApp } from './render-app';

/**
 * A page listing studios as cards (an owner's studios, the admin's pending ones), opened at
 * `path` as `session` with `endpoint` responding with `studios` (a function: the server's current list),
 * once its level-1 heading shows.
 */
export async function openStudioList(
  page: {
    path: string;
    endpoint: string;
    heading: string;
    session: AuthResult;
    /** The page's other requests. */
    handlers?: Parameters<typeof mockApi>[0];
  },
  studios: StudioWithAvailability[] | (() => StudioWithAvailability[]),
) {
  const api = mockApi({
    ...page.handlers,
    'GET /api/user/me': { body: { user: page.session.user } },
    [`GET ${page.endpoint}`]: () => ({
      body: typeof studios === 'function' ? studios() : studios,
    }),
  });
  const view = renderApp(page.path, { session: page.session });
  await screen.findByRole('heading', { level: 1, name: page.heading });
  return { ...view, api };
}

/** The card (article) of the studio named `name` in the page's main region. */
export const studioCardOf = async (name: string) =>
  within(
    (await within(screen.getByRole('main')).findByRole('heading', { name })).closest('article')!,
  );
