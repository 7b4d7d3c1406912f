import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, lazyResponseSchema } from '../../../lib/api-client';

/**
 * What rescheduling a booking needs: GET /studio/:id (its packages' prices today, its minimum duration)
 * and GET /availability/:id (its bookable hours, which leave out the booking's own: they are
 * held).
 */
export async function getRescheduleOptions(studioId: string, signal?: AbortSignal) {
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

/** Key ['bookings', 'reschedule-options', studioId]. */
export const getRescheduleOptionsQueryOptions = (studioId: string) =>
  queryOptions({
    queryKey: ['bookings', 'reschedule-options', studioId],
    queryFn: ({ signal }) => getRescheduleOptions(studioId, signal),
    // Free hours go quickly: ask again whenever the dialog opens.
    staleTime: 0,
  });

export function useRescheduleOptions(studioId: string) {
  return useQuery(getRescheduleOptionsQueryOptions(studioId));
}
