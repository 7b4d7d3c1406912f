import { Navigate } from 'react-router';
import {
  ADMIN_BOOKINGS_PAGE_MAX,
  ALL_BOOKINGS_PAGE_SIZE,
  BOOKING_MESSAGES,
  shortBookingId,
  type Booking,
} from '@studio-hive/domain';
import {
  BookingSearchForm,
  bookingsCountText,
  NoBookingsFound,
  useBookingFiltersInAddress,
  useBookingSearch,
} from '../../../components/ui/booking-search';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
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
  const search = useBookingSearch(useBookingFiltersInAddress('all'));
  const { q, when, status, page } = search;
  const bookings = useAdminBookings({ q, when, status, page });
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
          {({ items, total, capped, number }) => {
            // A broad search's total is counted only so far (`capped`): pages go on past it.
            const pageCount = Math.min(
              Math.ceil(total / ALL_BOOKINGS_PAGE_SIZE),
              ADMIN_BOOKINGS_PAGE_MAX,
            );
            // A page the list no longer reaches (its last bookings were deleted): the last one.
            if (items.length === 0 && search.pageHref) {
              return <Navigate to={search.pageHref(pageCount)} replace />;
            }
            // While another page loads, the rows shown and their range stay those of `number`.
            const first = (number - 1) * ALL_BOOKINGS_PAGE_SIZE + 1;
            return (
              <>
                <p aria-live="polite" className="mt-6 text-sm font-medium text-slate-700">
                  {bookingsCountText({ shown: items.length, total, first, capped }, search)}
                </p>
                <BookingsTable
                  caption="All bookings"
                  columns={columns}
                  bookings={items}
                  className="mt-3"
                />
                {search.pageHref ? (
                  <Pagination
                    page={number}
                    pageCount={pageCount}
                    pageHref={search.pageHref}
                    more={capped}
                    lastPage={ADMIN_BOOKINGS_PAGE_MAX}
                  />
                ) : null}
              </>
            );
          }}
        </BookingsState>
      </div>
    </>
  );
}
