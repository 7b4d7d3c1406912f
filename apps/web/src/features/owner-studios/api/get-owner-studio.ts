import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioSchema, studioWithAvailabilitySchema } from '@studio-hive/domain';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/**
 * The author (or an admin) gets the stored studio with its availability; anyone else gets the
 * public view without it (then the edit screen refuses: not the author).
 */
const studioToEditSchema = z.object({
  studio: z.union([studioWithAvailabilitySchema, studioSchema]),
});

/** GET /studio/:id → {studio}: the studio to edit; 404 for an unknown one or another's pending one. */
export async function getOwnerStudio(studioId: string, signal?: AbortSignal) {
  const { studio } = await apiRequest(`/studio/${encodeURIComponent(studioId)}`, {
    schema: studioToEditSchema,
    signal,
  });
  return 'availability' in studio
    ? studio
    : {
        ...studio,
        availability: [],
        contactPhone: null,
        upiId: null,
        upcomingBookings: 0,
        pendingChange: null,
      };
}

/**
 * Key ['owner', 'studios', studioId] (under the owner's studios, so refreshing those refreshes
 * this too). Always asked for afresh and not kept once the screen closes: an edit must start
 * from the stored studio, never from a copy cached earlier.
 */
export const getOwnerStudioQueryOptions = (studioId: string) =>
  queryOptions({
    queryKey: ['owner', 'studios', studioId],
    queryFn: ({ signal }) => getOwnerStudio(studioId, signal),
    staleTime: 0,
    gcTime: 0,
  });

export function useOwnerStudio(studioId: string) {
  return useQuery(getOwnerStudioQueryOptions(studioId));
}
