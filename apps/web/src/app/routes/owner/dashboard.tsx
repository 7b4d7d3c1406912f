import { OwnerDashboard } from '../../../features/dashboards/components/owner-dashboard';

/** /dashboard/owner (spec section 2, "Owner dashboard"). */
export function Component() {
  return <OwnerDashboard />;
}
