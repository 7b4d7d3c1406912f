import { PageHeader } from '../../../components/ui/page-header';
import { OwnerBookings } from '../../../features/bookings/components/owner-bookings';

/** /owner/bookings (spec section 2, "Bookings Received"). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader title="Bookings Received" description="Bookings made at your studios." />
      <OwnerBookings />
    </div>
  );
}
