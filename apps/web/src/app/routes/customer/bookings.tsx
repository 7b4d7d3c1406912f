import { PageHeader } from '../../../components/ui/page-header';
import { CustomerBookings } from '../../../features/bookings/components/customer-bookings';

/** /bookings/customer (spec section 2, "My Bookings"). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader title="My Bookings" description="Every studio session you have booked." />
      <CustomerBookings />
    </div>
  );
}
