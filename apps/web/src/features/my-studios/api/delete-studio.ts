import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResultSchema } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';
import { getOwnerStudiosQueryOptions } from './get-owner-studios';

/** DELETE /studio/:id (its author or an admin) → {message}. */
export function deleteStudio(studioId: string) {
  return apiRequest(`/studio/${encodeURIComponent(studioId)}`, {
    method: 'DELETE',
    schema: messageResultSchema,
  });
}

type Callbacks = {
  onSuccess?: (studioId: string) => void;
  onError?: (error: Error, studioId: string) => void;
};

/**
 * Takes the studio off the owner's list at once and asks for the list again. The callbacks run
 * even when the deleting card has already left the screen.
 */
export function useDeleteStudio({ onSuccess, onError }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudio,
    onSuccess: (_result, studioId) => {
      const { queryKey } = getOwnerStudiosQueryOptions();
      queryClient.setQueryData(queryKey, (studios) => studios?.filter((s) => s._id !== studioId));
      void queryClient.invalidateQueries({ queryKey });
      onSuccess?.(studioId);
    },
    onError: (error, studioId) => onError?.(error, studioId),
  });
}
