import { useMutation } from '@tanstack/react-query';
import { authResultSchema, type LoginRequest } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /user/login: email, password, userType → {token, role, user}. */
export function login(input: LoginRequest) {
  return apiRequest('/user/login', {
    method: 'POST',
    body: input,
    schema: authResultSchema,
    anonymous: true,
  });
}

/** Invalidates nothing itself: the new session resets the whole query cache (AppProviders). */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
