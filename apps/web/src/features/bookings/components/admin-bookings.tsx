import { BOOKING_MESSAGES, shortBookingId, type Booking } from '@studio-hive/domain';
import {
  BookingSearchForm,
  bookingsCountText,
  NoBookingsFound,
  useBookingSearch,
} from '../../../components/ui/booking-search';
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

/** Delete after the confirmation of docs/product.md#roles; the row leaves once the server agreed. */
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

/**
 * Every booking on the platform (docs/product.md#all-bookings), each with Delete, and the same
 * search, All / Upcoming Only / Past Only filter and status as the dashboard's Booking Analysis.
 */
export function AdminBookings({ onDeleted }: { onDeleted?: (booking: Booking) => void }) {
  const search = useBookingSearch('all');
  const { q, when, status } = search;
  const bookings = useAdminBookings({ q, when, status });
  const searched = q !== '' || when !== 'all' || status !== 'all';
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
    <>
      <BookingSearchForm search={search} className="mt-6" />
      <div aria-busy={bookings.isFetching && bookings.data !== undefined}>
        <BookingsState
          query={bookings}
          // A refused search says why (the server's sentence), so it can be corrected.
          loadFailed={
            q
              ? messageOr(bookings.error, BOOKINGS_MESSAGES.loadFailed)
              : BOOKINGS_MESSAGES.loadFailed
          }
          empty={
            searched ? (
              <NoBookingsFound
                search={search}
                otherwise="Choose All and All statuses to see every booking on Studio Hive."
              />
            ) : (
              <EmptyState title={BOOKINGS_MESSAGES.emptyTitle}>
                Bookings made on Studio Hive will appear here.
              </EmptyState>
            )
          }
        >
          {(list) => (
            <>
              <p aria-live="polite" className="mt-6 text-sm font-medium text-slate-700">
                {bookingsCountText(list.length, list.length, search)}
              </p>
              <BookingsTable
                caption="All bookings"
                columns={columns}
                bookings={list}
                className="mt-3"
              />
            </>
          )}
        </BookingsState>
      </div>
    </>
  );
}
