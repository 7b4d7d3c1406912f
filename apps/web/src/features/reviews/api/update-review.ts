import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewUpdate } from '@studio-hive/domain';
import { apiRequest, lazyResponseSchema } from '../../../lib/api-client';
import { getStudioReviewsQueryOptions } from './get-studio-reviews';

export type UpdateReviewInput = ReviewUpdate & { reviewId: string; studioId: string };

/** PUT /review/:id (its reviewer only) → {review}. */
export async function updateReview({
  reviewId,
  rating,
  description,
}: UpdateReviewInput): Promise<Review> {
  const { review } = await apiRequest(`/review/${encodeURIComponent(reviewId)}`, {
    method: 'PUT',
    body: { rating, description },
    schema: lazyResponseSchema((a) => a.reviewResultSchema),
  });
  return review;
}

/** Shows the changed review at once, then asks for the studio's list again. */
export function useUpdateReview({ onSuccess }: { onSuccess?: (review: Review) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReview,
    onSuccess: (review, { studioId }) => {
      queryClient.setQueryData(getStudioReviewsQueryOptions(studioId).queryKey, (reviews) =>
        reviews?.map((r) => (r._id === review._id ? review : r)),
      );
      onSuccess?.(review);
    },
    onSettled: (_review, _error, { studioId }) =>
      queryClient.invalidateQueries({ queryKey: getStudioReviewsQueryOptions(studioId).queryKey }),
  });
}
