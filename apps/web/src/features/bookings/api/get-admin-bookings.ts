import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bookingListSchema, type AdminAnalysisFilter } from '@studio-hive/domain';
import type { BookingStatusFilter } from '../../../components/ui/booking-search';
import { apiRequest } from '../../../lib/api-client';

export type AdminBookingsFilters = {
  q: string;
  when: AdminAnalysisFilter;
  status: BookingStatusFilter;
};

/**
 * GET /admin/bookings?q=&when=&status=: every booking on the platform matching the search, in
 * session order (upcoming soonest first, then past latest first), searched and filtered by the
 * server.
 */
export function getAdminBookings({ q, when, status }: AdminBookingsFilters, signal?: AbortSignal) {
  return apiRequest('/admin/bookings', {
    query: { q: q.trim() || undefined, when, status: status === 'all' ? undefined : status },
    schema: bookingListSchema,
    signal,
  });
}

/** Key ['bookings', 'admin', {q, when, status}]; without filters the prefix of them all. */
export const getAdminBookingsQueryOptions = (filters?: AdminBookingsFilters) =>
  queryOptions({
    queryKey: filters
      ? ['bookings', 'admin', { q: filters.q.trim(), when: filters.when, status: filters.status }]
      : ['bookings', 'admin'],
    queryFn: ({ signal }) =>
      getAdminBookings(filters ?? { q: '', when: 'all', status: 'all' }, signal),
  });

/** Keeps the previous rows on screen while another search or filter loads. */
export function useAdminBookings(filters: AdminBookingsFilters) {
  return useQuery({ ...getAdminBookingsQueryOptions(filters), placeholderData: keepPreviousData });
}
