import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  CUSTOMER_FILTER_QUERY,
  OWN_BOOKINGS_PAGE_SIZE,
  ownBookingsFilterQuery,
  type CustomerFilter,
} from '@studio-hive/domain';
import { apiRequestPage, lazyResponseSchema } from '../../../lib/api-client';
import { CUSTOMER_BOOKINGS_KEY } from './customer-bookings-key';
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
 * Key ['bookings', 'customer', {filter, page}]; without a request the prefix of them all (the
 * cache is dropped whenever the session changes hands).
 */
export const getCustomerBookingsQueryOptions = (request?: CustomerBookingsRequest) =>
  queryOptions({
    queryKey: request ? [...CUSTOMER_BOOKINGS_KEY, request] : CUSTOMER_BOOKINGS_KEY,
    queryFn: ({ signal }) => getCustomerBookings(request ?? { filter: 'all', page: 1 }, signal),
  });

/** Keeps the previous page on screen while another filter or page loads. */
export function useCustomerBookings(request: CustomerBookingsRequest) {
  return useQuery({
    ...getCustomerBookingsQueryOptions(request),
    placeholderData: keepPreviousData,
  });
}
