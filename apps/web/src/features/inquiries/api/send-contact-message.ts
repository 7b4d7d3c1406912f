import { useMutation } from '@tanstack/react-query';
import { messageResultSchema, type ContactRequest } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /contact: name, email, subject, message, category → 201 {message}. Sent without the
 * session's token: a message is not tied to an account.
 */
export function sendContactMessage(input: ContactRequest) {
  return apiRequest('/contact', {
    method: 'POST',
    body: input,
    schema: messageResultSchema,
    anonymous: true,
  });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
