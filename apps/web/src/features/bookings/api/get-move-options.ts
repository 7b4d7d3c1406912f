import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, lazyResponseSchema } from '../../../lib/api-client';

/**
 * What moving a booking needs: GET /studio/:id (its packages' prices today, its minimum duration)
 * and GET /availability/:id (its bookable hours, which leave out the booking's own: they are
 * held).
 */
export async function getMoveOptions(studioId: string, signal?: AbortSignal) {
  const id = encodeURIComponent(studioId);
  const [{ studio }, slots] = await Promise.all([
    apiRequest(`/studio/${id}`, {
      schema: lazyResponseSchema((a) => a.studioResultSchema),
      signal,
    }),
    apiRequest(`/availability/${id}`, {
      schema: lazyResponseSchema((a) => a.availableSlotListSchema),
      signal,
    }),
  ]);
  return { studio, slots };
}

/** Key ['bookings', 'move-options', studioId]. */
export const getMoveOptionsQueryOptions = (studioId: string) =>
  queryOptions({
    queryKey: ['bookings', 'move-options', studioId],
    queryFn: ({ signal }) => getMoveOptions(studioId, signal),
    // Free hours go quickly: ask again whenever the dialog opens.
    staleTime: 0,
  });

export function useMoveOptions(studioId: string) {
  return useQuery(getMoveOptionsQueryOptions(studioId));
}
