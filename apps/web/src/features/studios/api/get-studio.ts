import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, lazyResponseSchema } from '../../../lib/api-client';

/** GET /studio/:id → {studio}, masked for this viewer; 404 for an unknown or (to others) pending one. */
export async function getStudio(studioId: string, signal?: AbortSignal) {
  const { studio } = await apiRequest(`/studio/${encodeURIComponent(studioId)}`, {
    schema: lazyResponseSchema((a) => a.studioResultSchema),
    signal,
  });
  return studio;
}

/** Key ['studios', 'detail', studioId]. */
export const getStudioQueryOptions = (studioId: string) =>
  queryOptions({
    queryKey: ['studios', 'detail', studioId],
    queryFn: ({ signal }) => getStudio(studioId, signal),
  });

export function useStudio(studioId: string) {
  return useQuery(getStudioQueryOptions(studioId));
}
