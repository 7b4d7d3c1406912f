import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { messageResultSchema, studioWriteResultSchema } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';
import { getStudioChangesQueryOptions } from './get-studio-changes';
import type { StudioDecisionCallbacks } from './remove-pending-studio';

/**
 * PUT /admin/studios/:id/changes/approve {submittedAt} → {studio, message}: the change the admin
 * read becomes the listed version (409 when the owner replaced it since).
 */
export function approveStudioChanges({
  studioId,
  submittedAt,
}: {
  studioId: string;
  submittedAt: string;
}) {
  return apiRequest(`/admin/studios/${encodeURIComponent(studioId)}/changes/approve`, {
    method: 'PUT',
    body: { submittedAt },
    schema: studioWriteResultSchema,
  });
}

/** DELETE /admin/studios/:id/changes/reject → {message}: the change is dropped, the owner told. */
export function rejectStudioChanges({
  studioId,
  reason,
}: {
  studioId: string;
  reason?: string | undefined;
}) {
  return apiRequest(`/admin/studios/${encodeURIComponent(studioId)}/changes/reject`, {
    method: 'DELETE',
    ...(reason ? { body: { reason } } : {}),
    schema: messageResultSchema,
  });
}

/** After a decision: the studio leaves the list at once, then the list reloads. */
function removeStudioChange(queryClient: QueryClient, studioId: string) {
  const { queryKey } = getStudioChangesQueryOptions();
  queryClient.setQueryData(queryKey, (studios) => studios?.filter((s) => s._id !== studioId));
  void queryClient.invalidateQueries({ queryKey });
}

/** The callbacks run even when the card has already left the screen. */
export function useApproveStudioChanges({ onSuccess, onError }: StudioDecisionCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveStudioChanges,
    onSuccess: (_result, { studioId }) => {
      removeStudioChange(queryClient, studioId);
      onSuccess?.(studioId);
    },
    onError: (error, { studioId }) => {
      // Replaced or decided meanwhile: the list shows what waits now.
      void queryClient.invalidateQueries({ queryKey: getStudioChangesQueryOptions().queryKey });
      onError?.(error, studioId);
    },
  });
}

export function useRejectStudioChanges({ onSuccess, onError }: StudioDecisionCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectStudioChanges,
    onSuccess: (_result, { studioId }) => {
      removeStudioChange(queryClient, studioId);
      onSuccess?.(studioId);
    },
    onError: (error, { studioId }) => onError?.(error, studioId),
  });
}
