import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResultSchema } from '@studio-hive/domain';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { getOwnerStudiosQueryOptions } from './get-owner-studios';

export type StudioDeletion = {
  studioId: string;
  /** For the customers whose upcoming bookings and requests the deletion cancels. */
  cancelReason?: string | undefined;
};

/** DELETE /studio/:id (its author or an admin), with the reason when it cancels bookings → {message}. */
export function deleteStudio({ studioId, cancelReason }: StudioDeletion) {
  return apiRequest(`/studio/${encodeURIComponent(studioId)}`, {
    method: 'DELETE',
    body: cancelReason === undefined ? undefined : { cancelReason },
    schema: messageResultSchema,
  });
}

/** The server kept the studio: it has upcoming bookings or requests and no reason was given. */
export const hasUpcomingBookings = (error: unknown) =>
  error instanceof ApiError && error.status === 409;

type Callbacks = {
  onSuccess?: (studioId: string) => void;
  onError?: (error: Error, studioId: string) => void;
};

/**
 * Takes the studio off the owner's list at once and asks for the list again. The callbacks run
 * even when the deleting card has already left the screen. A studio kept for its upcoming
 * bookings asks for the list again too, so that it shows how many there are now.
 */
export function useDeleteStudio({ onSuccess, onError }: Callbacks = {}) {
  const queryClient = useQueryClient();
  const { queryKey } = getOwnerStudiosQueryOptions();
  return useMutation({
    mutationFn: deleteStudio,
    onSuccess: (_result, { studioId }) => {
      queryClient.setQueryData(queryKey, (studios) => studios?.filter((s) => s._id !== studioId));
      void queryClient.invalidateQueries({ queryKey });
      onSuccess?.(studioId);
    },
    onError: (error, { studioId }) => {
      if (hasUpcomingBookings(error)) void queryClient.invalidateQueries({ queryKey });
      onError?.(error, studioId);
    },
  });
}
