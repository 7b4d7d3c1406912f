import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { verifyPasswordOtpRequestSchema } from '@studio-hive/domain';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useServerErrors } from '../../../lib/form-errors';
import { useVerifyPasswordOtp } from '../api/verify-password-otp';
import { FormAlert } from './form-alert';

/** The e-mail travels in navigation state; the screen asks only for the code. */
const passwordOtpFormSchema = verifyPasswordOtpRequestSchema.pick({ otp: true });

export function VerifyPasswordOtpForm({
  email,
  onSuccess,
}: {
  email: string;
  onSuccess: (resetToken: string) => void;
}) {
  const verifyMutation = useVerifyPasswordOtp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(passwordOtpFormSchema), defaultValues: { otp: '' } });
  const { formError, clearFormError, showError } = useServerErrors(
    setError,
    ['otp'],
    'OTP verification failed. Please try again.',
  );

  const onSubmit = handleSubmit(({ otp }) => {
    clearFormError();
    verifyMutation.mutate(
      { email, otp },
      {
        onSuccess: ({ resetToken }) => onSuccess(resetToken),
        onError: showError,
      },
    );
  });

  // isSubmitting covers the moment of validation, so a double click sends once.
  const sending = verifyMutation.isPending || isSubmitting;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={sending}>
      <TextField
        label="OTP"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        hint="The 6-digit code we e-mailed you."
        error={errors.otp?.message}
        {...register('otp')}
      />
      <FormAlert message={formError} />
      <Button type="submit" size="lg" className="w-full" disabled={sending}>
        {sending ? 'Verifying...' : 'Verify OTP'}
      </Button>
    </form>
  );
}
