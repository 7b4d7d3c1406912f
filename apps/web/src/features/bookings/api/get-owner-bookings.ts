import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  bookingListSchema,
  OWN_BOOKINGS_PAGE_SIZE,
  OWNER_OPEN_REQUESTS,
  ownBookingsFilterQuery,
  UNPAGED_BOOKINGS_LIMIT,
  type Booking,
} from '@studio-hive/domain';
import { apiRequestPage, type Page } from '../../../lib/api-client';
import { OWNER_BOOKINGS_KEY } from './booking-list-keys';

/** A page of the caller's own bookings with its number, so the range shown is that of the rows. */
export type OwnBookingsPage = Page<Booking> & { number: number };

/**
 * GET /booking/owner?page=&limit=50: a page of the bookings at the signed-in owner's studios in
 * session order (decision 018); `total` (X-Total-Count) counts every page.
 */
export async function getOwnerBookings(
  page: number,
  signal?: AbortSignal,
): Promise<OwnBookingsPage> {
  const bookings = await apiRequestPage('/booking/owner', {
    query: { page, limit: OWN_BOOKINGS_PAGE_SIZE },
    schema: bookingListSchema,
    signal,
  });
  return { ...bookings, number: page };
}

/** Key ['bookings', 'owner', {page}] under OWNER_BOOKINGS_KEY. */
const getOwnerBookingsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...OWNER_BOOKINGS_KEY, { page }],
    queryFn: ({ signal }) => getOwnerBookings(page, signal),
  });

/** Keeps the previous page on screen while another page loads. */
export function useOwnerBookings(page: number) {
  return useQuery({ ...getOwnerBookingsQueryOptions(page), placeholderData: keepPreviousData });
}

/**
 * GET /booking/owner?when=upcoming&status=requested&page=1&limit=100: the open requests, the
 * soonest sessions first; `total` counts them all.
 */
export function getOwnerRequests(signal?: AbortSignal): Promise<Page<Booking>> {
  return apiRequestPage('/booking/owner', {
    query: {
      ...ownBookingsFilterQuery(OWNER_OPEN_REQUESTS),
      page: 1,
      limit: UNPAGED_BOOKINGS_LIMIT,
    },
    schema: bookingListSchema,
    signal,
  });
}

/** Key ['bookings', 'owner', 'requests'] under OWNER_BOOKINGS_KEY. */
const getOwnerRequestsQueryOptions = () =>
  queryOptions({
    queryKey: [...OWNER_BOOKINGS_KEY, 'requests'],
    queryFn: ({ signal }) => getOwnerRequests(signal),
  });

export function useOwnerRequests() {
  return useQuery(getOwnerRequestsQueryOptions());
}
