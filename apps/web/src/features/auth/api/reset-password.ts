import { useMutation } from '@tanstack/react-query';
import { messageResultSchema, type ResetPasswordRequest } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /user/reset-password: token, newPassword → {message}. */
export function resetPassword(input: ResetPasswordRequest) {
  return apiRequest('/user/reset-password', {
    method: 'POST',
    body: input,
    schema: messageResultSchema,
    anonymous: true,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
