import { useMutation } from '@tanstack/react-query';
import { resetTokenResultSchema, type VerifyPasswordOtpRequest } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /user/verify-password-otp: email, otp → {resetToken}. */
export function verifyPasswordOtp(input: VerifyPasswordOtpRequest) {
  return apiRequest('/user/verify-password-otp', {
    method: 'POST',
    body: input,
    schema: resetTokenResultSchema,
    anonymous: true,
  });
}

export function useVerifyPasswordOtp() {
  return useMutation({ mutationFn: verifyPasswordOtp });
}
