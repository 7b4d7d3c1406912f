import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studioWriteResultSchema } from '@studio-hive/domain';
import { apiUpload } from '../../../lib/api-upload';
import type { StudioUpload } from './create-studio';
import { getOwnerStudioQueryOptions } from './get-owner-studio';

/** PUT /studio/:id (its author, approved studios only; multipart plus existingImages) → {studio, message}. */
export function updateStudio({ studioId, body, onProgress }: StudioUpload & { studioId: string }) {
  return apiUpload(`/studio/${encodeURIComponent(studioId)}`, {
    method: 'PUT',
    body,
    schema: studioWriteResultSchema,
    onProgress,
  });
}

/**
 * Invalidates the edited studio (['owner', 'studios', id]); the owner's list and the public
 * catalogue belong to other features and are refreshed by the screen that composes this one.
 */
export function useUpdateStudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudio,
    onSuccess: (_result, { studioId }) => {
      void queryClient.invalidateQueries({
        queryKey: getOwnerStudioQueryOptions(studioId).queryKey,
      });
    },
  });
}
