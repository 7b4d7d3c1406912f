import { useLayoutEffect } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type To,
} from 'react-router';
import type { AuthResult } from '@studio-hive/domain';
import { App } from '../app/app';
import { AppRoutes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';
import { sessionStore } from '../lib/session-store';

type Entry = string | { pathname: string; state?: unknown };

type Seen = { location: Location; navigate: NavigateFunction };

/** Reports the location the app shows and its navigate function after every change. */
function RouterProbe({ report }: { report: (seen: Seen) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    report({ location, navigate });
  }, [location, navigate, report]);
  return null;
}

/**
 * What tests read and do of the in-memory router: `state.location`, the location the app shows,
 * and `navigate`, the app's own (`navigate(-1)` is the browser's Back), awaited until the app
 * has rendered the result.
 */
export type TestRouter = {
  readonly state: { readonly location: Location };
  navigate: (to: To | number) => Promise<void>;
};

/**
 * The whole app (real routes, providers and session store) at `entry`, in memory. Network calls
 * go to the global fetch, which tests replace with `mockApi`.
 */
export function renderApp(entry: Entry, options: { session?: AuthResult } = {}) {
  if (options.session) sessionStore.signIn(options.session);
  let seen: Seen | undefined;
  const shown = (): Seen => {
    if (!seen) throw new Error('The app has not rendered its router yet.');
    return seen;
  };
  const router: TestRouter = {
    get state() {
      return { location: shown().location };
    },
    async navigate(to) {
      const { navigate } = shown();
      await act(async () => {
        await (typeof to === 'number' ? navigate(to) : navigate(to));
      });
    },
  };
  const user = userEvent.setup();
  const view = render(
    <App queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]} useTransitions={false}>
        <RouterProbe
          report={(value) => {
            seen = value;
          }}
        />
        <AppRoutes />
      </MemoryRouter>
    </App>,
  );
  return { ...view, router, user };
}
