import { OwnerDashboard } from '../../../features/dashboards/components/owner-dashboard';

/** /dashboard/owner (docs/product.md#owner-dashboard). */
export function Component() {
  return <OwnerDashboard />;
}
