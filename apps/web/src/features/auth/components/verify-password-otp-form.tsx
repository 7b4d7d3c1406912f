import { verifyPasswordOtpRequestSchema } from '@studio-hive/domain';
import { Form, FormAlert, FormSubmit, useZodForm } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import { useVerifyPasswordOtp } from '../api/verify-password-otp';

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
  const form = useZodForm({ schema: passwordOtpFormSchema, defaultValues: { otp: '' } });
  const { errors } = form.formState;

  return (
    <Form
      form={form}
      errorMessage="OTP verification failed. Please try again."
      onSubmit={async ({ otp }) => {
        const { resetToken } = await verifyMutation.mutateAsync({ email, otp });
        onSuccess(resetToken);
      }}
    >
      <TextField
        label="OTP"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        hint="The 6-digit code we e-mailed you."
        error={errors.otp?.message}
        {...form.register('otp')}
      />
      <FormAlert />
      <FormSubmit sendingLabel="Verifying...">Verify OTP</FormSubmit>
    </Form>
  );
}
