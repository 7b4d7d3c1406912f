import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { verifyOtpRequestSchema, type AuthResult } from '@studio-hive/domain';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useServerErrors } from '../../../lib/form-errors';
import { useVerifyOtp } from '../api/verify-otp';
import { FormAlert } from './form-alert';

/** The e-mail travels in navigation state; the screen asks only for the two codes. */
const otpFormSchema = verifyOtpRequestSchema.omit({ email: true });

const codeInput = { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } as const;

export function VerifyOtpForm({
  email,
  onSuccess,
}: {
  email: string;
  onSuccess: (result: AuthResult) => void;
}) {
  const verifyMutation = useVerifyOtp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(otpFormSchema),
    defaultValues: { emailOtp: '', phoneOtp: '' },
  });
  const { formError, clearFormError, showError } = useServerErrors(
    setError,
    ['emailOtp', 'phoneOtp'],
    'OTP verification failed. Please try again.',
  );

  const onSubmit = handleSubmit((codes) => {
    clearFormError();
    verifyMutation.mutate(
      { email, ...codes },
      {
        onSuccess,
        onError: showError,
      },
    );
  });

  // isSubmitting covers the moment of validation, so a double click sends once.
  const sending = verifyMutation.isPending || isSubmitting;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={sending}>
      <TextField
        label="Email OTP"
        {...codeInput}
        error={errors.emailOtp?.message}
        {...register('emailOtp')}
      />
      <TextField
        label="Phone OTP"
        {...codeInput}
        error={errors.phoneOtp?.message}
        {...register('phoneOtp')}
      />
      <FormAlert message={formError} />
      <Button type="submit" size="lg" className="w-full" disabled={sending}>
        {sending ? 'Verifying...' : 'Verify'}
      </Button>
    </form>
  );
}
