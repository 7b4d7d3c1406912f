import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerSummarySchema } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';
import { DASHBOARD_STALE_TIME } from './dashboard-stale-time';

/** GET /booking/customer/summary: the signed-in user's figures and latest bookings. */
export function getCustomerSummary(signal?: AbortSignal) {
  return apiRequest('/booking/customer/summary', { schema: customerSummarySchema, signal });
}

/** Key ['dashboards', 'customer'] (the cache is dropped whenever the session changes hands). */
export const getCustomerSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboards', 'customer'],
    queryFn: ({ signal }) => getCustomerSummary(signal),
    staleTime: DASHBOARD_STALE_TIME,
  });

export function useCustomerSummary() {
  return useQuery(getCustomerSummaryQueryOptions());
}
