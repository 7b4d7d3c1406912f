import { useQueryClient } from '@tanstack/react-query';
import { OwnerRequests } from '../../../features/bookings/components/owner-requests';
import { getOwnerSummaryQueryOptions } from '../../../features/dashboards/api/get-owner-summary';
import { OwnerDashboard } from '../../../features/dashboards/components/owner-dashboard';

/** /dashboard/owner (docs/product.md#owner-dashboard): the booking requests first, then the figures. */
export function Component() {
  const queryClient = useQueryClient();
  // An answer to a request changes the figures (upcoming bookings, revenue, recent bookings).
  const refreshFigures = () =>
    void queryClient.invalidateQueries({ queryKey: getOwnerSummaryQueryOptions().queryKey });
  return <OwnerDashboard requests={<OwnerRequests onChanged={refreshFigures} />} />;
}
