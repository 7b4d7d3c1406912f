import { useState } from 'react';
import { hasRole, type Role } from '@studio-hive/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Sidebar } from '../components/layout/sidebar';
import { paths } from '../config/paths';
import { sessionStore } from '../lib/session-store';
import { useSession } from '../lib/use-session';
import { useRedirectsOnSessionEnd } from './layouts/root-layout';
import { ScreenOutlet } from './layouts/screen-outlet';

/**
 * Signed-in screens: visitors go to /login, remembering where they were going (`from`), except
 * right after logging out (the next login goes to /, whoever it is); everyone else gets the
 * sidebar of their role (docs/product.md#role-routes).
 */
export function SignedInLayout() {
  const { session } = useSession();
  const location = useLocation();
  const [hadSession] = useState(() => session !== null);
  useRedirectsOnSessionEnd();
  if (!session) {
    const loggedOutHere = hadSession && sessionStore.endedBy() === 'sign-out';
    const state = loggedOutHere ? null : { from: location };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return (
    <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10 lg:px-8 lg:py-10">
      <div className="mb-6 border-b border-slate-200 lg:mb-0 lg:border-b-0">
        <Sidebar role={session.role} />
      </div>
      <div className="min-w-0">
        <ScreenOutlet />
      </div>
    </div>
  );
}

/** Users lacking `role` go to /unauthorized; admin > owner > customer (docs/product.md#roles). */
export function RequireRole({ role }: { role: Role }) {
  const { session } = useSession();
  if (!session) return null; // SignedInLayout above sends visitors to /login
  if (!hasRole(session.role, role)) return <Navigate to={paths.unauthorized} replace />;
  return <Outlet />;
}

/** /dashboard: admin to /dashboard/admin, owner to /dashboard/owner, anyone else to the customer's. */
export function DashboardRedirect() {
  const { session } = useSession();
  return <Navigate to={paths.roleDashboard(session?.role)} replace />;
}
