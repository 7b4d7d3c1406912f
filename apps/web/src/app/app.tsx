import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';

/**
 * The whole app: the providers around the router the caller gives, which holds the routes
 * (`<AppRoutes />`): `BrowserRouter` in main.tsx, `MemoryRouter` in tests, `StaticRouter` when the
 * server renders a page. Browser and memory routers are given `useTransitions={false}`, so that a
 * screen whose code is still loading shows the page spinner rather than leaving the previous
 * screen in place with no sign of progress (docs/decisions/016).
 */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return <AppProviders queryClient={queryClient}>{children}</AppProviders>;
}
