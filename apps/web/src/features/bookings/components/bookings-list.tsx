import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { BookingsTable, type BookingColumn } from '../../../components/ui/bookings-table';
import { paths } from '../../../config/paths';
import { useCustomerBookings } from '../api/get-customer-bookings';
import { useOwnerBookings } from '../api/get-owner-bookings';
import { AddToCalendarButton } from './add-to-calendar-button';
import { bookingColumns, BOOKINGS_MESSAGES } from './booking-cells';
import { BookingsState } from './bookings-state';

const [OWNER_EMPTY_TITLE = '', OWNER_EMPTY_TEXT = ''] = BOOKINGS_MESSAGES.ownerEmpty.split(': ');

const calendarColumn: BookingColumn = {
  header: 'Actions',
  action: true,
  cell: (b) => <AddToCalendarButton booking={b} />,
};

/** What differs between the customer's list and the owner's (docs/product.md#bookings). */
const ROLES = {
  /** The signed-in user's bookings ("My Bookings"). */
  customer: {
    useBookings: useCustomerBookings,
    caption: 'My bookings',
    loadFailed: BOOKINGS_MESSAGES.customerLoadFailed,
    columns: [
      bookingColumns.studio,
      bookingColumns.dateTime,
      bookingColumns.price,
      bookingColumns.paymentStatus,
      bookingColumns.status,
      calendarColumn,
    ],
    empty: (
      <EmptyState
        title={BOOKINGS_MESSAGES.emptyTitle}
        action={<ButtonLink to={paths.studios}>Browse Studios</ButtonLink>}
      >
        Find a studio you like, pick a slot and it will show up here.
      </EmptyState>
    ),
  },
  /** Bookings at the owner's studios ("Bookings Received"). */
  owner: {
    useBookings: useOwnerBookings,
    caption: 'Bookings received',
    loadFailed: BOOKINGS_MESSAGES.loadFailed,
    columns: [
      bookingColumns.studio,
      bookingColumns.customer,
      bookingColumns.dateTime,
      bookingColumns.price,
      bookingColumns.paymentStatus,
      bookingColumns.status,
      calendarColumn,
    ],
    empty: <EmptyState title={OWNER_EMPTY_TITLE}>{OWNER_EMPTY_TEXT}</EmptyState>,
  },
} satisfies Record<
  string,
  {
    useBookings: typeof useCustomerBookings;
    caption: string;
    loadFailed: string;
    columns: BookingColumn[];
    empty: ReactNode;
  }
>;

/**
 * A customer's or an owner's bookings (docs/product.md#my-bookings and "Bookings Received"):
 * the load states, then a table with 'Add to Calendar' on each row.
 */
export function BookingsList({ role }: { role: keyof typeof ROLES }) {
  const { useBookings, caption, loadFailed, columns, empty } = ROLES[role];
  const bookings = useBookings();
  return (
    <BookingsState query={bookings} loadFailed={loadFailed} empty={empty}>
      {(list) => <BookingsTable caption={caption} columns={columns} bookings={list} />}
    </BookingsState>
  );
}
