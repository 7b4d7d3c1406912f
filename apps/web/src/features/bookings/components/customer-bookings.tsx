import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { useCustomerBookings } from '../api/get-customer-bookings';
import { bookingColumns, BOOKINGS_MESSAGES } from './booking-cells';
import { BookingsState } from './bookings-state';
import { BookingsTable, type BookingColumn } from '../../../components/ui/bookings-table';
import { AddToCalendarButton } from './add-to-calendar-button';

const columns = [
  bookingColumns.studio,
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

/** The signed-in user's bookings (spec section 2, "My Bookings"). */
export function CustomerBookings() {
  const bookings = useCustomerBookings();
  return (
    <BookingsState
      query={bookings}
      loadFailed={BOOKINGS_MESSAGES.customerLoadFailed}
      empty={
        <EmptyState
          title={BOOKINGS_MESSAGES.emptyTitle}
          action={<ButtonLink to={paths.studios}>Browse Studios</ButtonLink>}
        >
          Find a studio you like, pick a slot and it will show up here.
        </EmptyState>
      }
    >
      {(list) => <BookingsTable caption="My bookings" columns={columns} bookings={list} />}
    </BookingsState>
  );
}
