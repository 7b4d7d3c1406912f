import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studioWriteResultSchema } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';
import { removePendingStudio, type StudioDecisionCallbacks } from './remove-pending-studio';

/** PUT /admin/studios/:id/approve → {studio, message}: the studio goes public. */
export function approveStudio(studioId: string) {
  return apiRequest(`/admin/studios/${encodeURIComponent(studioId)}/approve`, {
    method: 'PUT',
    schema: studioWriteResultSchema,
  });
}

/** The callbacks run even when the card has already left the screen. */
export function useApproveStudio({ onSuccess, onError }: StudioDecisionCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveStudio,
    onSuccess: (_result, studioId) => {
      removePendingStudio(queryClient, studioId);
      onSuccess?.(studioId);
    },
    onError: (error, studioId) => onError?.(error, studioId),
  });
}
