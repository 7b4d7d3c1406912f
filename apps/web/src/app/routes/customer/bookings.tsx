import { PageHeader } from '../../../components/ui/page-header';
import { BookingsList } from '../../../features/bookings/components/bookings-list';

/** /bookings/customer (docs/product.md#my-bookings). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader title="My Bookings" description="Every studio session you have booked." />
      <BookingsList role="customer" />
    </div>
  );
}
