import { BOOKING_MESSAGES, shortBookingId, type Booking } from '@studio-hive/domain';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { messageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAdminBookings } from '../api/get-admin-bookings';
import { useDeleteBooking } from '../api/delete-booking';
import { studioName } from '../../../lib/booking-labels';
import { bookingColumns, BOOKINGS_MESSAGES } from './booking-cells';
import { BookingsState } from './bookings-state';
import { BookingsTable, type BookingColumn } from '../../../components/ui/bookings-table';

function BookingIdCell({ booking }: { booking: Booking }) {
  return (
    <span className="font-mono text-xs text-slate-600" title={booking._id}>
      {shortBookingId(booking._id)}
    </span>
  );
}

/** Delete after the confirmation of spec section 6; the row leaves once the server agreed. */
function DeleteBookingButton({
  booking,
  onDeleted,
}: {
  booking: Booking;
  onDeleted?: (booking: Booking) => void;
}) {
  const deletion = useDeleteBooking({
    onSuccess: (deleted) => {
      toast.success(BOOKING_MESSAGES.deleted);
      onDeleted?.(deleted);
    },
    onError: (error) => toast.error(messageOr(error, BOOKING_MESSAGES.deleteFailed)),
  });
  const onDelete = () => {
    if (!window.confirm(BOOKING_MESSAGES.deleteConfirm)) return;
    deletion.mutate(booking);
  };
  return (
    <Button variant="danger" size="sm" onClick={onDelete} disabled={deletion.isPending}>
      {deletion.isPending ? 'Deleting…' : 'Delete'}
      <span className="sr-only">
        {' '}
        booking {shortBookingId(booking._id)} at {studioName(booking)}
      </span>
    </Button>
  );
}

/** Every booking on the platform (spec section 2, "All Bookings"), each with Delete. */
export function AdminBookings({ onDeleted }: { onDeleted?: (booking: Booking) => void }) {
  const bookings = useAdminBookings();
  const columns: BookingColumn[] = [
    { header: 'Booking ID', cell: (b) => <BookingIdCell booking={b} /> },
    bookingColumns.studio,
    bookingColumns.customer,
    bookingColumns.dateTime,
    bookingColumns.price,
    bookingColumns.payment,
    bookingColumns.status,
    {
      header: 'Actions',
      action: true,
      cell: (b) => <DeleteBookingButton booking={b} onDeleted={onDeleted} />,
    },
  ];
  return (
    <BookingsState
      query={bookings}
      loadFailed={BOOKINGS_MESSAGES.loadFailed}
      empty={
        <EmptyState title={BOOKINGS_MESSAGES.emptyTitle}>
          Bookings made on Studio Hive will appear here.
        </EmptyState>
      }
    >
      {(list) => <BookingsTable caption="All bookings" columns={columns} bookings={list} />}
    </BookingsState>
  );
}
