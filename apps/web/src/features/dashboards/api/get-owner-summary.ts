import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownerSummarySchema } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';
import { DASHBOARD_STALE_TIME } from './dashboard-stale-time';

/** GET /booking/owner/summary: the signed-in owner's studios, bookings, revenue and last 30 days. */
export function getOwnerSummary(signal?: AbortSignal) {
  return apiRequest('/booking/owner/summary', { schema: ownerSummarySchema, signal });
}

/** Key ['dashboards', 'owner']. */
export const getOwnerSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboards', 'owner'],
    queryFn: ({ signal }) => getOwnerSummary(signal),
    staleTime: DASHBOARD_STALE_TIME,
  });

export function useOwnerSummary() {
  return useQuery(getOwnerSummaryQueryOptions());
}
