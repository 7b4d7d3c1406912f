import { useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigation,
  useNavigationType,
} from 'react-router';
import { Footer } from '../../components/layout/footer';
import { paths } from '../../config/paths';
import { TopBar } from '../../components/layout/top-bar';
import { useMe } from '../../features/auth/api/get-me';
import { sessionStore } from '../../lib/session-store';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/use-session';

/**
 * A 401 ended the session (see the API client): say so and go to /login. After logging in the
 * user goes to / as usual; on a protected screen its guard has them return there instead.
 */
function useSessionExpiryRedirect() {
  const navigate = useNavigate();
  const onExpired = useEffectEvent(() => {
    toast.info('Your session has expired. Please log in again.');
    void navigate(paths.login);
  });
  useEffect(() => sessionStore.onExpired(() => onExpired()), []);
}

/**
 * After following a link (or going back), focus the new screen's content so screen readers start
 * there. Redirects (replace) keep the focus where it is, so a first Tab still finds the skip link.
 */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType !== 'REPLACE')
      document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, navigationType]);
}

/**
 * A session restored from storage may be stale (name or role changed, account gone): ask the
 * server once per page load. Sessions begun here came from the server a moment ago.
 */
function useRestoredSessionCheck() {
  const { session } = useSession();
  const [restoredToken] = useState(() => session?.token ?? null);
  const restored = session !== null && session.token === restoredToken;
  const { data } = useMe(restored ? session.user._id : null);
  useEffect(() => {
    if (data) sessionStore.updateUser(data.user);
  }, [data]);
}

export function RootLayout() {
  useSessionExpiryRedirect();
  useRestoredSessionCheck();
  useFocusOnNavigation();
  const navigation = useNavigation();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        className="sr-only rounded-md bg-indigo-700 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2"
      >
        Skip to main content
      </a>
      <TopBar />
      {navigation.state === 'loading' ? (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-40 h-0.5 animate-pulse bg-indigo-500"
        />
      ) : null}
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
