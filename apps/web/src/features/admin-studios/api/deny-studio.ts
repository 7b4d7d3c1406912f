import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResultSchema } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';
import { removePendingStudio, type StudioDecisionCallbacks } from './remove-pending-studio';

export type DenyStudioInput = { studioId: string; reason?: string | undefined };

/**
 * DELETE /admin/studios/:id/deny → {message}: the studio is removed for good and its owner told,
 * with the reason when one is given (no body without one, as before).
 */
export function denyStudio({ studioId, reason }: DenyStudioInput) {
  return apiRequest(`/admin/studios/${encodeURIComponent(studioId)}/deny`, {
    method: 'DELETE',
    ...(reason ? { body: { reason } } : {}),
    schema: messageResultSchema,
  });
}

/** The callbacks run even when the card has already left the screen. */
export function useDenyStudio({ onSuccess, onError }: StudioDecisionCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: denyStudio,
    onSuccess: (_result, { studioId }) => {
      removePendingStudio(queryClient, studioId);
      onSuccess?.(studioId);
    },
    onError: (error, { studioId }) => onError?.(error, studioId),
  });
}
