import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ALL_BOOKINGS_PAGE_SIZE, bookingListSchema, type Booking } from '@studio-hive/domain';
import { adminBookingsQuery, type BookingFilters } from '../../../components/ui/booking-search';
import { apiRequestPage, type Page } from '../../../lib/api-client';

/** A page of All Bookings with its number, so the range shown is that of the rows shown. */
export type AdminBookingsPage = Page<Booking> & { number: number };

/**
 * GET /admin/bookings?q=&when=&status=&page=&limit=50: a page of every booking on the platform
 * matching the search, in session order (upcoming soonest first, then past latest first),
 * searched, filtered and paged by the server; `total` (X-Total-Count) counts every page.
 */
export async function getAdminBookings(
  filters: BookingFilters,
  signal?: AbortSignal,
): Promise<AdminBookingsPage> {
  const { page } = filters;
  const bookings = await apiRequestPage('/admin/bookings', {
    query: { ...adminBookingsQuery(filters), page, limit: ALL_BOOKINGS_PAGE_SIZE },
    schema: bookingListSchema,
    signal,
  });
  return { ...bookings, number: page };
}

/** Key ['bookings', 'admin', {q, when, status, page}]; without filters the prefix of them all. */
export const getAdminBookingsQueryOptions = (filters?: BookingFilters) =>
  queryOptions({
    queryKey: filters
      ? ['bookings', 'admin', { ...filters, q: filters.q.trim() }]
      : ['bookings', 'admin'],
    queryFn: ({ signal }) =>
      getAdminBookings(filters ?? { q: '', when: 'all', status: 'all', page: 1 }, signal),
  });

/** Keeps the previous page on screen while another search, filter or page loads. */
export function useAdminBookings(filters: BookingFilters) {
  return useQuery({ ...getAdminBookingsQueryOptions(filters), placeholderData: keepPreviousData });
}
