import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSummarySchema } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';
import { DASHBOARD_STALE_TIME } from './dashboard-stale-time';

/** GET /admin/summary: the whole platform's figures. */
export function getAdminSummary(signal?: AbortSignal) {
  return apiRequest('/admin/summary', { schema: adminSummarySchema, signal });
}

/** Key ['dashboards', 'admin', 'summary']. */
export const getAdminSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboards', 'admin', 'summary'],
    queryFn: ({ signal }) => getAdminSummary(signal),
    staleTime: DASHBOARD_STALE_TIME,
  });

export function useAdminSummary() {
  return useQuery(getAdminSummaryQueryOptions());
}
