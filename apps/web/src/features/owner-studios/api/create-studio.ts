import { useMutation } from '@tanstack/react-query';
import { studioWriteResultSchema } from '@studio-hive/domain';
import { apiUpload } from '../../../lib/api-upload';

export type StudioUpload = {
  /** The multipart body of docs/api.md#studios (see `studioFormData`). */
  body: FormData;
  /** Share of the body sent so far, 0..1. */
  onProgress?: (fraction: number) => void;
};

/** POST /studio (owner, multipart) → 201 {studio, message}; the studio waits for approval. */
export function createStudio({ body, onProgress }: StudioUpload) {
  return apiUpload('/studio', {
    method: 'POST',
    body,
    schema: studioWriteResultSchema,
    onProgress,
  });
}

/**
 * A new studio is pending, so no public listing changes; the owner's lists are refreshed by the
 * screen that composes this one (they belong to another feature).
 */
export function useCreateStudio() {
  return useMutation({ mutationFn: createStudio });
}
