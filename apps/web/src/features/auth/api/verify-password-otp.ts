import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { VerifyPasswordOtpRequest } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';

export const resetTokenResultSchema = z.object({ resetToken: z.string().min(1) });

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
