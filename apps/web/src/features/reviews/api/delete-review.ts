import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, lazyResponseSchema } from '../../../lib/api-client';
import { getStudioReviewsQueryOptions } from './get-studio-reviews';

export type DeleteReviewInput = { reviewId: string; studioId: string };

/** DELETE /review/:id (its reviewer only) → {message}. */
export function deleteReview({ reviewId }: DeleteReviewInput) {
  return apiRequest(`/review/${encodeURIComponent(reviewId)}`, {
    method: 'DELETE',
    schema: lazyResponseSchema((a) => a.messageResultSchema),
  });
}

type Callbacks = {
  onSuccess?: (input: DeleteReviewInput) => void;
  onError?: (error: Error, input: DeleteReviewInput) => void;
};

/** Takes the review off the studio's list at once, then asks for the list again. */
export function useDeleteReview({ onSuccess, onError }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: (_result, input) => {
      queryClient.setQueryData(getStudioReviewsQueryOptions(input.studioId).queryKey, (reviews) =>
        reviews?.filter((r) => r._id !== input.reviewId),
      );
      onSuccess?.(input);
    },
    onError: (error, input) => onError?.(error, input),
    onSettled: (_result, _error, { studioId }) =>
      queryClient.invalidateQueries({ queryKey: getStudioReviewsQueryOptions(studioId).queryKey }),
  });
}
