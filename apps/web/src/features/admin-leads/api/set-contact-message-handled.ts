import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactMessageLeadSchema } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';
import { getContactMessagesQueryOptions } from './get-contact-messages';
import type { HandledCallbacks, HandledChange } from './lead-filters';

/** PUT (handled) or DELETE (open again) /admin/contact-messages/:id/handled → the message now. */
export function setContactMessageHandled({ id, handled }: HandledChange) {
  return apiRequest(`/admin/contact-messages/${encodeURIComponent(id)}/handled`, {
    method: handled ? 'PUT' : 'DELETE',
    schema: contactMessageLeadSchema,
  });
}

/** Every page of messages reloads after a change: the message may leave the filtered list. */
export function useSetContactMessageHandled({ onSuccess, onError }: HandledCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setContactMessageHandled,
    onSuccess: async (_lead, change) => {
      await queryClient.invalidateQueries({ queryKey: getContactMessagesQueryOptions().queryKey });
      onSuccess?.(change);
    },
    onError: (error) => onError?.(error),
  });
}
