import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewRequest } from '@studio-hive/domain';
import { apiRequest, lazyResponseSchema } from '../../../lib/api-client';
import { getStudioReviewsQueryOptions } from './get-studio-reviews';

/** POST /review → 201 {review}; 409 when the user already reviewed the studio. */
export async function createReview(input: ReviewRequest): Promise<Review> {
  const { review } = await apiRequest('/review', {
    method: 'POST',
    body: input,
    schema: lazyResponseSchema((a) => a.reviewResultSchema),
  });
  return review;
}

/**
 * Puts the new review at the top of the studio's list at once (so 'Write a Review' does not
 * come back while the list reloads), then asks for the list again. `onSuccess` is for what lies
 * outside this feature (the studio's rating summary).
 */
export function useCreateReview({ onSuccess }: { onSuccess?: (review: Review) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (review) => {
      const { queryKey } = getStudioReviewsQueryOptions(review.studio);
      queryClient.setQueryData(queryKey, (reviews) =>
        reviews ? [review, ...reviews.filter((r) => r._id !== review._id)] : reviews,
      );
      onSuccess?.(review);
    },
    // A refusal (say, a review written meanwhile in another tab) also refreshes the list.
    onSettled: (_review, _error, input) =>
      queryClient.invalidateQueries({
        queryKey: getStudioReviewsQueryOptions(input.studio).queryKey,
      }),
  });
}
