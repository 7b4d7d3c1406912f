import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { AuthResult } from '@studio-hive/domain';
import { App } from '../app/app';
import { routes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';
import { sessionStore } from '../lib/session-store';

type Entry = string | { pathname: string; state?: unknown };

/**
 * The whole app (real routes, providers and session store) at `entry`, in memory. Network calls
 * go to the global fetch, which tests replace with `mockApi`.
 */
export function renderApp(entry: Entry, options: { session?: AuthResult } = {}) {
  if (options.session) sessionStore.signIn(options.session);
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const user = userEvent.setup();
  const view = render(<App router={router} queryClient={createQueryClient()} />);
  return { ...view, router, user };
}
