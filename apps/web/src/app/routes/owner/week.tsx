import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import {
  AddBookingDialog,
  type AddBookingStart,
} from '../../../features/bookings/components/add-booking-dialog';
import { OwnerWeekView } from '../../../features/bookings/components/owner-week';
import { WEEK_TEXTS } from '../../../features/bookings/components/week-texts';

/**
 * /owner/week (docs/product.md#week-view). A free hour opens 'Add a booking' there, with its
 * studio, date and first hour chosen; the week refreshes with the rest of the owner's bookings
 * once it is added.
 */
export function Component() {
  const [adding, setAdding] = useState<AddBookingStart | null>(null);
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader title={WEEK_TEXTS.title} description={WEEK_TEXTS.description} />
      <OwnerWeekView onAddBooking={(studioId, date, hour) => setAdding({ studioId, date, hour })} />
      {adding ? <AddBookingDialog start={adding} onClose={() => setAdding(null)} /> : null}
    </div>
  );
}
