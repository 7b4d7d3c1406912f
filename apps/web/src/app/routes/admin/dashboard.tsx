import { AdminDashboard } from '../../../features/dashboards/components/admin-dashboard';

/** /dashboard/admin (spec section 2, "Admin dashboard"). */
export function Component() {
  return <AdminDashboard />;
}
