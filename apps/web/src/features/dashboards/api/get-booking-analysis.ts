import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  bookingListSchema,
  ADMIN_ANALYSIS_ROWS,
  type AdminAnalysisFilter,
} from '@studio-hive/domain';
import { apiRequestPage } from '../../../lib/api-client';
import { DASHBOARD_STALE_TIME } from './dashboard-stale-time';

export type BookingAnalysisFilters = { q: string; when: AdminAnalysisFilter };

/**
 * GET /admin/bookings?q=&when=&page=1&limit=10: the first rows of the admin's Booking Analysis
 * (docs/product.md#dashboards), searched and filtered by the server; `total` (X-Total-Count) says whether
 * there are more.
 */
export function getBookingAnalysis({ q, when }: BookingAnalysisFilters, signal?: AbortSignal) {
  return apiRequestPage('/admin/bookings', {
    query: {
      q: q.trim() || undefined,
      when,
      page: 1,
      limit: ADMIN_ANALYSIS_ROWS,
    },
    schema: bookingListSchema,
    signal,
  });
}

/** Key ['dashboards', 'admin', 'bookings', {q, when}]; without filters the prefix of them all. */
export const getBookingAnalysisQueryOptions = (filters?: BookingAnalysisFilters) =>
  queryOptions({
    queryKey: filters
      ? ['dashboards', 'admin', 'bookings', { q: filters.q.trim(), when: filters.when }]
      : ['dashboards', 'admin', 'bookings'],
    queryFn: ({ signal }) => getBookingAnalysis(filters ?? { q: '', when: 'all' }, signal),
    staleTime: DASHBOARD_STALE_TIME,
  });

/** Keeps the previous rows on screen while another search or filter loads. */
export function useBookingAnalysis(filters: BookingAnalysisFilters) {
  return useQuery({
    ...getBookingAnalysisQueryOptions(filters),
    placeholderData: keepPreviousData,
  });
}
