import { Navigate, useSearchParams, type To } from 'react-router';
import {
  ADMIN_BOOKINGS_PAGE_MAX,
  CUSTOMER_FILTERS,
  OWN_BOOKINGS_PAGE_SIZE,
  type CustomerFilter,
} from '@studio-hive/domain';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { BookingsTable, type BookingColumn } from '../../../components/ui/bookings-table';
import { Pagination } from '../../../components/ui/pagination';
import { paths } from '../../../config/paths';
import { changedListParams, pageAddress, pageInAddress } from '../../../lib/list-address';
import { listCountText } from '../../../lib/list-count';
import { useCustomerBookings } from '../api/get-customer-bookings';
import { useOwnerBookings, type OwnBookingsPage } from '../api/get-owner-bookings';
import { bookingColumns, BOOKINGS_MESSAGES } from './booking-cells';
import { BookingFilter, CUSTOMER_FILTER_NOUNS } from './booking-filter';
import { AddBookingButton } from './add-booking-dialog';
import { BookingsState } from './bookings-state';
import { CustomerBookingActions } from './customer-booking-actions';
import { CustomerDeposits } from './customer-deposits';
import { OwnerBookingActions } from './owner-booking-actions';
import { OwnerRequests } from './owner-requests';

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

/**
 * A page of a caller's bookings as All Bookings shows its pages: what the count line counts (the
 * server's X-Total-Count), the table, and Previous / 'Page 2 of 5' / Next. A page the list no
 * longer reaches (its last bookings changed filter or went) opens the last one.
 */
function BookingsPage({
  page,
  nouns,
  caption,
  columns,
  pageHref,
}: {
  page: OwnBookingsPage;
  nouns: readonly [string, string];
  caption: string;
  columns: BookingColumn[];
  pageHref: (page: number) => To;
}) {
  const pageCount = Math.ceil(page.total / OWN_BOOKINGS_PAGE_SIZE);
  if (page.items.length === 0) return <Navigate to={pageHref(pageCount)} replace />;
  // While another page loads, the rows shown and their range stay those of `page.number`.
  const first = (page.number - 1) * OWN_BOOKINGS_PAGE_SIZE + 1;
  return (
    <>
      <p aria-live="polite" className="mt-6 text-sm font-medium text-slate-700">
        {listCountText({ shown: page.items.length, total: page.total, first }, nouns)}
      </p>
      <BookingsTable caption={caption} columns={columns} bookings={page.items} className="mt-3" />
      <Pagination page={page.number} pageCount={pageCount} pageHref={pageHref} />
    </>
  );
}

/** The list's page in the address (`?page=2`), and the address of another page. */
function usePageInAddress() {
  const [params, setParams] = useSearchParams();
  return {
    params,
    setParams,
    page: pageInAddress(params, ADMIN_BOOKINGS_PAGE_MAX),
    pageHref: (page: number) => pageAddress(params, page),
  };
}

/**
 * My Bookings: the deposits to pay (docs/product.md#deposits), the filter (in the address,
 * `?show=past&page=2`, so a reload or the back button opens the same list), then the page of
 * bookings it holds.
 */
function CustomerList() {
  const { params, setParams, page, pageHref } = usePageInAddress();
  const filter: CustomerFilter = CUSTOMER_FILTERS.find((f) => f === params.get('show')) ?? 'all';
  const bookings = useCustomerBookings({ filter, page });
  const filterChoice = (
    <BookingFilter
      value={filter}
      onChange={(show) =>
        setParams((current) =>
          changedListParams(current, { show: show === 'all' ? undefined : show }),
        )
      }
    />
  );
  return (
    <div aria-busy={bookings.isFetching && bookings.data !== undefined}>
      <CustomerDeposits className="mt-6" />
      <BookingsState
        query={bookings}
        loadFailed={BOOKINGS_MESSAGES.customerLoadFailed}
        empty={
          filter === 'all' ? (
            <EmptyState
              title={BOOKINGS_MESSAGES.emptyTitle}
              action={<ButtonLink to={paths.studios}>Browse Studios</ButtonLink>}
            >
              Find a studio you like, pick a slot and it will show up here.
            </EmptyState>
          ) : (
            <>
              {filterChoice}
              <div className="mt-6">
                <EmptyState title={`No ${CUSTOMER_FILTER_NOUNS[filter][1]}`}>
                  Choose All to see every booking you have made.
                </EmptyState>
              </div>
            </>
          )
        }
      >
        {(list) => (
          <>
            {filterChoice}
            <BookingsPage
              page={list}
              nouns={CUSTOMER_FILTER_NOUNS[filter]}
              caption="My bookings"
              columns={customerColumns}
              pageHref={pageHref}
            />
          </>
        )}
      </BookingsState>
    </div>
  );
}

/**
 * Bookings Received: 'Add a booking' (an offline booking, docs/product.md#offline-bookings), the
 * open requests, then a page of every booking.
 */
function OwnerList() {
  const { page, pageHref } = usePageInAddress();
  const bookings = useOwnerBookings(page);
  return (
    <>
      <div className="mt-6 flex justify-end">
        <AddBookingButton />
      </div>
      <OwnerRequests className="mt-6" />
      <div aria-busy={bookings.isFetching && bookings.data !== undefined}>
        <BookingsState
          query={bookings}
          loadFailed={BOOKINGS_MESSAGES.loadFailed}
          empty={<EmptyState title={OWNER_EMPTY_TITLE}>{OWNER_EMPTY_TEXT}</EmptyState>}
        >
          {(list) => (
            <BookingsPage
              page={list}
              nouns={['booking', 'bookings']}
              caption="Bookings received"
              columns={ownerColumns}
              pageHref={pageHref}
            />
          )}
        </BookingsState>
      </div>
    </>
  );
}

/**
 * A customer's or an owner's bookings (docs/product.md#my-bookings, "Bookings Received" and
 * docs/product.md#booking-lifecycle), a page at a time (decision 041): the load states, then the
 * page with what each side may do with each booking now, and 'Add to calendar' on a
 * confirmed booking or an open request still to come (`offersAddToCalendar`).
 */
export function BookingsList({ role }: { role: 'customer' | 'owner' }) {
  return role === 'customer' ? <CustomerList /> : <OwnerList />;
}
