import { AdminDashboard } from '../../../features/dashboards/components/admin-dashboard';

/** /dashboard/admin (docs/product.md#admin-dashboard). */
export function Component() {
  return <AdminDashboard />;
}
