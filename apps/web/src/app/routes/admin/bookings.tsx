import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header';
import { AdminBookings } from '../../../features/bookings/components/admin-bookings';
import { invalidateStudioCatalogue } from '../../../features/studios/api/invalidate-studio-catalogue';

/** /admin/bookings (docs/product.md#all-bookings). */
export function Component() {
  const queryClient = useQueryClient();
  return (
    <div className="mx-auto w-full max-w-7xl">
      <PageHeader
        title="All Bookings"
        description="Every booking on the platform. Deleting one frees its hours for booking again."
      />
      <AdminBookings
        // The studio's free hours changed (and its masking may have).
        onDeleted={(booking) => void invalidateStudioCatalogue(queryClient, booking.studio?._id)}
      />
    </div>
  );
}
