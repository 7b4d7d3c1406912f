import { queryOptions, useQuery } from '@tanstack/react-query';
import { availableSlotListSchema } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /availability/:id (signed in): the hours of a studio that can be booked now, by date,
 * dates and hours ascending; dates without such hours are left out (API.md).
 */
export function getAvailability(studioId: string, signal?: AbortSignal) {
  return apiRequest(`/availability/${encodeURIComponent(studioId)}`, {
    schema: availableSlotListSchema,
    signal,
  });
}

/** Key ['availability', studioId]; without an id, the prefix of every studio's. */
export const getAvailabilityQueryOptions = (studioId?: string) =>
  queryOptions({
    queryKey: studioId === undefined ? ['availability'] : ['availability', studioId],
    queryFn: ({ signal }) => getAvailability(studioId ?? '', signal),
    // Free hours go quickly: ask again whenever the picker is shown.
    staleTime: 0,
  });

export function useAvailability(studioId: string) {
  return useQuery(getAvailabilityQueryOptions(studioId));
}
