import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, lazyResponseSchema } from '../../../lib/api-client';

export const REVIEWS_LOAD_FAILED = 'We could not load the reviews. Please try again.';

/** GET /review/studio/:id: the studio's reviews, newest first (anyone may read them). */
export function getStudioReviews(studioId: string, signal?: AbortSignal) {
  return apiRequest(`/review/studio/${encodeURIComponent(studioId)}`, {
    schema: lazyResponseSchema((a) => a.reviewListSchema),
    signal,
  });
}

/**
 * Key ['reviews', 'studio', studioId]. Without a studio the options carry the key shared by every
 * studio's reviews (['reviews', 'studio']), for invalidation only.
 */
export const getStudioReviewsQueryOptions = (studioId?: string) =>
  queryOptions({
    queryKey: studioId ? ['reviews', 'studio', studioId] : ['reviews', 'studio'],
    queryFn: ({ signal }) => getStudioReviews(studioId ?? '', signal),
  });

export function useStudioReviews(studioId: string) {
  return useQuery(getStudioReviewsQueryOptions(studioId));
}
