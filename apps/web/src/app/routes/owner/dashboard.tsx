import { useQueryClient } from '@tanstack/react-query';
import { AddBookingButton } from '../../../features/bookings/components/add-booking-dialog';
import { OwnerDeposits, OwnerRefunds } from '../../../features/bookings/components/owner-deposits';
import { OwnerRequests } from '../../../features/bookings/components/owner-requests';
import { getOwnerSummaryQueryOptions } from '../../../features/dashboards/api/get-owner-summary';
import { OwnerDashboard } from '../../../features/dashboards/components/owner-dashboard';

/**
 * /dashboard/owner (docs/product.md#owner-dashboard): what waits for the owner first (deposits
 * to confirm, booking requests, refunds to pay back; docs/product.md#deposits), then the
 * figures; 'Add a booking' beside Add Studio.
 */
export function Component() {
  const queryClient = useQueryClient();
  // An answer to a request or a deposit, or an offline booking, changes the figures (upcoming
  // bookings, revenue, recent bookings).
  const refreshFigures = () =>
    void queryClient.invalidateQueries({ queryKey: getOwnerSummaryQueryOptions().queryKey });
  return (
    <OwnerDashboard
      requests={
        <>
          <OwnerDeposits onChanged={refreshFigures} />
          <OwnerRequests onChanged={refreshFigures} />
          <OwnerRefunds onChanged={refreshFigures} />
        </>
      }
      addBooking={<AddBookingButton onAdded={refreshFigures} />}
    />
  );
}
