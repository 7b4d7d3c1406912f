import { createContext, use, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { Footer } from '../../components/layout/footer';
import { paths } from '../../config/paths';
import { TopBar } from '../../components/layout/top-bar';
import { useMe } from '../../features/auth/api/get-me';
import { sessionStore } from '../../lib/session-store';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/use-session';
import { RouteErrorBoundary, RouteErrorPage } from '../route-error-page';
import { ScrollRestoration } from './scroll-restoration';

/** The layouts on the page that send the user to /login themselves when the session ends. */
function createSessionEndRedirects() {
  let count = 0;
  return {
    add() {
      count += 1;
      return () => {
        count -= 1;
      };
    },
    any: () => count > 0,
  };
}

const SessionEndRedirects = createContext<ReturnType<typeof createSessionEndRedirects> | null>(
  null,
);

/**
 * For a layout that sends visitors to /login itself (SignedInLayout, remembering the screen): while
 * it is on the page, an expired session is left to it.
 */
export function useRedirectsOnSessionEnd() {
  const redirects = use(SessionEndRedirects);
  useEffect(() => redirects?.add(), [redirects]);
}

/**
 * A 401 ended the session (see the API client): say so and go to /login. After logging in the
 * user goes to / as usual; on a protected screen its guard sends them to /login instead, and has
 * them return there.
 */
function useSessionExpiryRedirect() {
  const navigate = useNavigate();
  const [redirects] = useState(createSessionEndRedirects);
  const onExpired = useEffectEvent(() => {
    toast.info('Your session has expired. Please log in again.');
    if (!redirects.any()) void navigate(paths.login);
  });
  useEffect(() => sessionStore.onExpired(() => onExpired()), []);
  return redirects;
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

/**
 * The page around every screen: skip link, top bar, main region and footer. A screen that fails
 * shows the error page in its place, the top bar and footer still there, until the user goes
 * elsewhere. The layouts inside show the screen itself (`ScreenOutlet`: a spinner while its code
 * loads).
 */
export function RootLayout() {
  const sessionEndRedirects = useSessionExpiryRedirect();
  useRestoredSessionCheck();
  useFocusOnNavigation();

  return (
    <SessionEndRedirects value={sessionEndRedirects}>
      <ScrollRestoration>
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
          <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
            <RouteErrorBoundary fallback={<RouteErrorPage />}>
              <Outlet />
            </RouteErrorBoundary>
          </main>
          <Footer />
        </div>
      </ScrollRestoration>
    </SessionEndRedirects>
  );
}
