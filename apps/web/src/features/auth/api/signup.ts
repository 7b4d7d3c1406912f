import { useMutation } from '@tanstack/react-query';
import { messageResultSchema, type SignupRequest } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /user/signup: name, email, password, phone, userType (no confirmation) → 201 {message}. */
export function signup(input: SignupRequest) {
  return apiRequest('/user/signup', {
    method: 'POST',
    body: input,
    schema: messageResultSchema,
    anonymous: true,
  });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
