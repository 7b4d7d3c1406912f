import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioWithAvailabilityListSchema } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /admin/studios/changes: approved studios whose owners changed their public facts, each
 * with its `pendingChange`, the longest waiting first (decision 030).
 */
export function getStudioChanges(signal?: AbortSignal) {
  return apiRequest('/admin/studios/changes', { schema: studioWithAvailabilityListSchema, signal });
}

/** Key ['admin', 'studios', 'changes']. */
export const getStudioChangesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'studios', 'changes'],
    queryFn: ({ signal }) => getStudioChanges(signal),
  });

export function useStudioChanges() {
  return useQuery(getStudioChangesQueryOptions());
}
