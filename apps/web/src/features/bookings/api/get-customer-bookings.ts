import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  CUSTOMER_FILTER_QUERY,
  OWN_BOOKINGS_PAGE_SIZE,
  ownBookingsFilterQuery,
  type CustomerFilter,
} from '@studio-hive/domain';
import { apiRequestPage, lazyResponseSchema } from '../../../lib/api-client';
import { CUSTOMER_BOOKINGS_KEY } from './booking-list-keys';
import type { OwnBookingsPage } from './get-owner-bookings';

/** My Bookings as asked: the filter and the page. */
export type CustomerBookingsRequest = { filter: CustomerFilter; page: number };

/**
 * GET /booking/customer?when=&status=&page=&limit=50: a page of the signed-in user's own bookings
 * in session order (decision 018), narrowed by the server as the filter asks (decision 041);
 * `total` (X-Total-Count) counts every page of it.
 */
export async function getCustomerBookings(
  { filter, page }: CustomerBookingsRequest,
  signal?: AbortSignal,
): Promise<OwnBookingsPage> {
  const bookings = await apiRequestPage('/booking/customer', {
    query: {
      ...ownBookingsFilterQuery(CUSTOMER_FILTER_QUERY[filter]),
      page,
      limit: OWN_BOOKINGS_PAGE_SIZE,
    },
    schema: lazyResponseSchema((a) => a.bookingListSchema),
    signal,
  });
  return { ...bookings, number: page };
}

/**
 * Key ['bookings', 'customer', {filter, page}] under CUSTOMER_BOOKINGS_KEY (the cache is dropped
 * whenever the session changes hands).
 */
const getCustomerBookingsQueryOptions = (request: CustomerBookingsRequest) =>
  queryOptions({
    queryKey: [...CUSTOMER_BOOKINGS_KEY, request],
    queryFn: ({ signal }) => getCustomerBookings(request, signal),
  });

/** Keeps the previous page on screen while another filter or page loads. */
export function useCustomerBookings(request: CustomerBookingsRequest) {
  return useQuery({
    ...getCustomerBookingsQueryOptions(request),
    placeholderData: keepPreviousData,
  });
}
