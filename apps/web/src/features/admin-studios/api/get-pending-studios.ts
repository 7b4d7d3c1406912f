import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioWithAvailabilityListSchema } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/studios/pending: studios waiting for review, unmasked, oldest first. */
export function getPendingStudios(signal?: AbortSignal) {
  return apiRequest('/admin/studios/pending', { schema: studioWithAvailabilityListSchema, signal });
}

/** Key ['admin', 'studios', 'pending']. */
export const getPendingStudiosQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'studios', 'pending'],
    queryFn: ({ signal }) => getPendingStudios(signal),
  });

export function usePendingStudios() {
  return useQuery(getPendingStudiosQueryOptions());
}
