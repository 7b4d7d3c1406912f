import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, lazyResponseSchema } from '../../../lib/api-client';

export const AVAILABILITY_LOAD_FAILED = 'Failed to load available slots. Please try again later.';

/**
 * GET /availability/:id (signed in): the hours of a studio that can be booked now, by date,
 * dates and hours ascending; dates without such hours are left out (docs/api.md).
 */
export function getAvailability(studioId: string, signal?: AbortSignal) {
  return apiRequest(`/availability/${encodeURIComponent(studioId)}`, {
    schema: lazyResponseSchema((a) => a.availableSlotListSchema),
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
