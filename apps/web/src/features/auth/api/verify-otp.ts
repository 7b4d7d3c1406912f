import { useMutation } from '@tanstack/react-query';
import { authResultSchema, type VerifyOtpRequest } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /user/verify-otp: email, emailOtp, phoneOtp → {token, role, user}. */
export function verifyOtp(input: VerifyOtpRequest) {
  return apiRequest('/user/verify-otp', {
    method: 'POST',
    body: input,
    schema: authResultSchema,
    anonymous: true,
  });
}

/** Invalidates nothing itself: the new session resets the whole query cache (AppProviders). */
export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
