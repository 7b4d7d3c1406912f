import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studioInquiryLeadSchema } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';
import { getStudioInquiriesQueryOptions } from './get-studio-inquiries';
import type { HandledCallbacks, HandledChange } from './lead-filters';

/** PUT (handled) or DELETE (open again) /admin/inquiries/:id/handled → the inquiry as it is now. */
export function setStudioInquiryHandled({ id, handled }: HandledChange) {
  return apiRequest(`/admin/inquiries/${encodeURIComponent(id)}/handled`, {
    method: handled ? 'PUT' : 'DELETE',
    schema: studioInquiryLeadSchema,
  });
}

/** Every page of inquiries reloads after a change: the lead may leave the filtered list. */
export function useSetStudioInquiryHandled({ onSuccess, onError }: HandledCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStudioInquiryHandled,
    onSuccess: async (_lead, change) => {
      await queryClient.invalidateQueries({ queryKey: getStudioInquiriesQueryOptions().queryKey });
      onSuccess?.(change);
    },
    onError: (error) => onError?.(error),
  });
}
