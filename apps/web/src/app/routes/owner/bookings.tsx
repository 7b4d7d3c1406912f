import { PageHeader } from '../../../components/ui/page-header';
import { BookingsList } from '../../../features/bookings/components/bookings-list';

/** /owner/bookings (docs/product.md#bookings-received). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader title="Bookings Received" description="Bookings made at your studios." />
      <BookingsList role="owner" />
    </div>
  );
}
