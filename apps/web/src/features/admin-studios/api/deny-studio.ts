import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResultSchema } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';
import { removePendingStudio, type StudioDecisionCallbacks } from './remove-pending-studio';

/** DELETE /admin/studios/:id/deny → {message}: the studio is removed for good. */
export function denyStudio(studioId: string) {
  return apiRequest(`/admin/studios/${encodeURIComponent(studioId)}/deny`, {
    method: 'DELETE',
    schema: messageResultSchema,
  });
}

/** The callbacks run even when the card has already left the screen. */
export function useDenyStudio({ onSuccess, onError }: StudioDecisionCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: denyStudio,
    onSuccess: (_result, studioId) => {
      removePendingStudio(queryClient, studioId);
      onSuccess?.(studioId);
    },
    onError: (error, studioId) => onError?.(error, studioId),
  });
}
