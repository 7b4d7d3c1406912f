import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  OWNER_AWAITING_DEPOSITS,
  ownBookingsFilterQuery,
  UNPAGED_BOOKINGS_LIMIT,
  type Booking,
} from '@studio-hive/domain';
import { apiRequestPage, lazyResponseSchema, type Page } from '../../../lib/api-client';
import { CUSTOMER_BOOKINGS_KEY, OWNER_BOOKINGS_KEY } from './booking-list-keys';

/**
 * The bookings whose deposit waits for someone (docs/product.md#deposits): on My Bookings the
 * customer's to pay, on the owner's dashboard those to confirm and the refunds to pay back. Each
 * is the first page of 100, the soonest sessions first; `total` counts them all.
 */
const firstPage = { page: 1, limit: UNPAGED_BOOKINGS_LIMIT };
const bookingList = lazyResponseSchema((a) => a.bookingListSchema);

/** GET /booking/customer?when=upcoming&status=awaiting_deposit: deposits the customer has to pay. */
export function getCustomerDeposits(signal?: AbortSignal): Promise<Page<Booking>> {
  return apiRequestPage('/booking/customer', {
    // The owner's narrowing reads the same on the customer's side: upcoming, awaiting a deposit.
    query: { ...ownBookingsFilterQuery(OWNER_AWAITING_DEPOSITS), ...firstPage },
    schema: bookingList,
    signal,
  });
}

/** GET /booking/owner?when=upcoming&status=awaiting_deposit: deposits the owner has to confirm. */
export function getOwnerDeposits(signal?: AbortSignal): Promise<Page<Booking>> {
  return apiRequestPage('/booking/owner', {
    query: { ...ownBookingsFilterQuery(OWNER_AWAITING_DEPOSITS), ...firstPage },
    schema: bookingList,
    signal,
  });
}

/**
 * GET /booking/owner?refund=due: cancelled bookings whose paid deposit the owner owes back and has
 * not marked refunded yet.
 */
export function getOwnerRefunds(signal?: AbortSignal): Promise<Page<Booking>> {
  return apiRequestPage('/booking/owner', {
    query: { refund: 'due', ...firstPage },
    schema: bookingList,
    signal,
  });
}

/** Key ['bookings', 'customer', 'deposits'] under CUSTOMER_BOOKINGS_KEY. */
const getCustomerDepositsQueryOptions = () =>
  queryOptions({
    queryKey: [...CUSTOMER_BOOKINGS_KEY, 'deposits'],
    queryFn: ({ signal }) => getCustomerDeposits(signal),
  });

/** Key ['bookings', 'owner', 'deposits'] under OWNER_BOOKINGS_KEY. */
const getOwnerDepositsQueryOptions = () =>
  queryOptions({
    queryKey: [...OWNER_BOOKINGS_KEY, 'deposits'],
    queryFn: ({ signal }) => getOwnerDeposits(signal),
  });

/** Key ['bookings', 'owner', 'refunds'] under OWNER_BOOKINGS_KEY. */
const getOwnerRefundsQueryOptions = () =>
  queryOptions({
    queryKey: [...OWNER_BOOKINGS_KEY, 'refunds'],
    queryFn: ({ signal }) => getOwnerRefunds(signal),
  });

export function useCustomerDeposits() {
  return useQuery(getCustomerDepositsQueryOptions());
}

export function useOwnerDeposits() {
  return useQuery(getOwnerDepositsQueryOptions());
}

export function useOwnerRefunds() {
  return useQuery(getOwnerRefundsQueryOptions());
}
