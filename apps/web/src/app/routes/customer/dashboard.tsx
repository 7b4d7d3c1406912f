import { CustomerDashboard } from '../../../features/dashboards/components/customer-dashboard';

/** /dashboard/customer (docs/product.md#customer-dashboard). */
export function Component() {
  return <CustomerDashboard />;
}
