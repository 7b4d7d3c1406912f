import { useState } from 'react';
import type { Booking } from '@studio-hive/domain';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { BookingsTable, type BookingColumn } from '../../../components/ui/bookings-table';
import { paths } from '../../../config/paths';
import { useCustomerBookings } from '../api/get-customer-bookings';
import { useOwnerBookings } from '../api/get-owner-bookings';
import { bookingColumns, BOOKINGS_MESSAGES } from './booking-cells';
import { BookingFilter, EMPTY_FILTER_TEXT, inFilter, type CustomerFilter } from './booking-filter';
import { BookingsState } from './bookings-state';
import { CustomerBookingActions } from './customer-booking-actions';
import { OwnerBookingActions } from './owner-booking-actions';
import { isOpenRequest, RequestsSection } from './owner-requests';

const [OWNER_EMPTY_TITLE = '', OWNER_EMPTY_TEXT = ''] = BOOKINGS_MESSAGES.ownerEmpty.split(': ');

const customerColumns: BookingColumn[] = [
  bookingColumns.studio,
  bookingColumns.dateTime,
  bookingColumns.price,
  bookingColumns.paymentStatus,
  bookingColumns.status,
  { header: 'Actions', action: true, cell: (b) => <CustomerBookingActions booking={b} /> },
];

const ownerColumns: BookingColumn[] = [
  bookingColumns.studio,
  bookingColumns.customer,
  bookingColumns.dateTime,
  bookingColumns.price,
  bookingColumns.paymentStatus,
  bookingColumns.status,
  { header: 'Actions', action: true, cell: (b) => <OwnerBookingActions booking={b} /> },
];

/** My Bookings: the filter, then the bookings it holds. */
function CustomerBookings({ bookings }: { bookings: Booking[] }) {
  const [filter, setFilter] = useState<CustomerFilter>('all');
  const now = new Date();
  const shown = bookings.filter((booking) => inFilter(booking, filter, now));
  return (
    <>
      <BookingFilter value={filter} onChange={setFilter} bookings={bookings} now={now} />
      {filter !== 'all' && shown.length === 0 ? (
        <div className="mt-6">
          <EmptyState title={EMPTY_FILTER_TEXT[filter]}>
            Choose All to see every booking you have made.
          </EmptyState>
        </div>
      ) : (
        <BookingsTable caption="My bookings" columns={customerColumns} bookings={shown} />
      )}
    </>
  );
}

/** Bookings Received: the open requests first, then every other booking. */
function OwnerBookings({ bookings }: { bookings: Booking[] }) {
  const now = new Date();
  const others = bookings.filter((booking) => !isOpenRequest(booking, now));
  return (
    <>
      <RequestsSection bookings={bookings} className="mt-6" />
      {others.length > 0 ? (
        <BookingsTable caption="Bookings received" columns={ownerColumns} bookings={others} />
      ) : null}
    </>
  );
}

function CustomerList() {
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
      {(list) => <CustomerBookings bookings={list} />}
    </BookingsState>
  );
}

function OwnerList() {
  const bookings = useOwnerBookings();
  return (
    <BookingsState
      query={bookings}
      loadFailed={BOOKINGS_MESSAGES.loadFailed}
      empty={<EmptyState title={OWNER_EMPTY_TITLE}>{OWNER_EMPTY_TEXT}</EmptyState>}
    >
      {(list) => <OwnerBookings bookings={list} />}
    </BookingsState>
  );
}

/**
 * A customer's or an owner's bookings (docs/product.md#my-bookings, "Bookings Received" and
 * docs/product.md#booking-lifecycle): the load states, then the list with what each side may do
 * with each booking now, and 'Add to Calendar' on every row.
 */
export function BookingsList({ role }: { role: 'customer' | 'owner' }) {
  return role === 'customer' ? <CustomerList /> : <OwnerList />;
}
