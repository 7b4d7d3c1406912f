import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';

type Router = ReturnType<typeof createBrowserRouter>;

/** The whole app around a router (the browser's in main.tsx, an in-memory one in tests). */
export function App({ router, queryClient }: { router: Router; queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
