import { useMutation } from '@tanstack/react-query';
import { messageResultSchema, type ForgotPasswordRequest } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /user/forgot-password: email → {message} (the same whether or not the e-mail exists). */
export function forgotPassword(input: ForgotPasswordRequest) {
  return apiRequest('/user/forgot-password', {
    method: 'POST',
    body: input,
    schema: messageResultSchema,
    anonymous: true,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
