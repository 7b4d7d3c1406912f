import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { studioWithAvailabilityListSchema } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';

/** GET /owner/studios: the signed-in owner's own studios, pending included, with availability. */
export function getOwnerStudios(signal?: AbortSignal) {
  return apiRequest('/owner/studios', { schema: studioWithAvailabilityListSchema, signal });
}

/** Key ['owner', 'studios'] (the cache is dropped whenever the session changes hands). */
export const getOwnerStudiosQueryOptions = () =>
  queryOptions({
    queryKey: ['owner', 'studios'],
    queryFn: ({ signal }) => getOwnerStudios(signal),
  });

/** My Studios asks again: a studio was added or changed. */
export function invalidateOwnerStudios(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: getOwnerStudiosQueryOptions().queryKey });
}

export function useOwnerStudios() {
  return useQuery(getOwnerStudiosQueryOptions());
}
