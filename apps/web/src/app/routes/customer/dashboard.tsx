import { CustomerDashboard } from '../../../features/dashboards/components/customer-dashboard';

/** /dashboard/customer (spec section 2, "Customer dashboard"). */
export function Component() {
  return <CustomerDashboard />;
}
