import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bookingListSchema, ADMIN_ANALYSIS_ROWS } from '@studio-hive/domain';
import { adminBookingsQuery, type BookingFilters } from '../../../components/ui/booking-search';
import { apiRequestPage } from '../../../lib/api-client';
import { DASHBOARD_STALE_TIME } from './dashboard-stale-time';

export type BookingAnalysisFilters = Omit<BookingFilters, 'page'>;

/**
 * GET /admin/bookings?q=&when=&status=&page=1&limit=10: the first rows of the admin's Booking
 * Analysis (docs/product.md#dashboards), searched and filtered by the server; `total`
 * (X-Total-Count) says whether there are more.
 */
export function getBookingAnalysis(filters: BookingAnalysisFilters, signal?: AbortSignal) {
  return apiRequestPage('/admin/bookings', {
    query: { ...adminBookingsQuery(filters), page: 1, limit: ADMIN_ANALYSIS_ROWS },
    schema: bookingListSchema,
    signal,
  });
}

/** Key ['dashboards', 'admin', 'bookings', {q, when, status}]; without filters the prefix of them all. */
export const getBookingAnalysisQueryOptions = (filters?: BookingAnalysisFilters) =>
  queryOptions({
    queryKey: filters
      ? [
          'dashboards',
          'admin',
          'bookings',
          { q: filters.q.trim(), when: filters.when, status: filters.status },
        ]
      : ['dashboards', 'admin', 'bookings'],
    queryFn: ({ signal }) =>
      getBookingAnalysis(filters ?? { q: '', when: 'all', status: 'all' }, signal),
    staleTime: DASHBOARD_STALE_TIME,
  });

/** Keeps the previous rows on screen while another search or filter loads. */
export function useBookingAnalysis(filters: BookingAnalysisFilters) {
  return useQuery({
    ...getBookingAnalysisQueryOptions(filters),
    placeholderData: keepPreviousData,
  });
}
