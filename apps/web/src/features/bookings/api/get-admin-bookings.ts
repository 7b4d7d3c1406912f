import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ALL_BOOKINGS_PAGE_SIZE, bookingListSchema } from '@studio-hive/domain';
import type { BookingFilters } from '../../../components/ui/booking-search';
import { apiRequestPage } from '../../../lib/api-client';

/**
 * GET /admin/bookings?q=&when=&status=&page=&limit=50: a page of every booking on the platform
 * matching the search, in session order (upcoming soonest first, then past latest first),
 * searched, filtered and paged by the server; `total` (X-Total-Count) counts every page.
 */
export function getAdminBookings({ q, when, status, page }: BookingFilters, signal?: AbortSignal) {
  return apiRequestPage('/admin/bookings', {
    query: {
      q: q.trim() || undefined,
      when,
      status: status === 'all' ? undefined : status,
      page,
      limit: ALL_BOOKINGS_PAGE_SIZE,
    },
    schema: bookingListSchema,
    signal,
  });
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
