import { useMutation } from '@tanstack/react-query';
import { messageResultSchema, type StudioInquiryRequest } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /studio-inquiry: name, whatsapp, location, hasRoom, needsHelp → 201 {message}. Sent
 * without the session's token: an inquiry is not tied to an account.
 */
export function createStudioInquiry(input: StudioInquiryRequest) {
  return apiRequest('/studio-inquiry', {
    method: 'POST',
    body: input,
    schema: messageResultSchema,
    anonymous: true,
  });
}

export function useCreateStudioInquiry() {
  return useMutation({ mutationFn: createStudioInquiry });
}
