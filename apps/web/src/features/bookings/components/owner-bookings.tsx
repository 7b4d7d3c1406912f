import { EmptyState } from '../../../components/ui/empty-state';
import { useOwnerBookings } from '../api/get-owner-bookings';
import { bookingColumns, BOOKINGS_MESSAGES } from './booking-cells';
import { BookingsState } from './bookings-state';
import { BookingsTable, type BookingColumn } from '../../../components/ui/bookings-table';
import { AddToCalendarButton } from './add-to-calendar-button';

const [EMPTY_TITLE = '', EMPTY_TEXT = ''] = BOOKINGS_MESSAGES.ownerEmpty.split(': ');

const columns = [
  bookingColumns.studio,
  bookingColumns.customer,
  bookingColumns.dateTime,
  bookingColumns.price,
  bookingColumns.paymentStatus,
  bookingColumns.status,
  {
    header: 'Actions',
    action: true,
    cell: (b) => <AddToCalendarButton booking={b} />,
  },
] satisfies BookingColumn[];

/** Bookings at the owner's studios (spec section 2, "Bookings Received"). */
export function OwnerBookings() {
  const bookings = useOwnerBookings();
  return (
    <BookingsState
      query={bookings}
      loadFailed={BOOKINGS_MESSAGES.loadFailed}
      empty={<EmptyState title={EMPTY_TITLE}>{EMPTY_TEXT}</EmptyState>}
    >
      {(list) => <BookingsTable caption="Bookings received" columns={columns} bookings={list} />}
    </BookingsState>
  );
}
