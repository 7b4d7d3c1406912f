import { verifyOtpRequestSchema, type AuthResult } from '@studio-hive/domain';
import { Form, FormAlert, FormSubmit, useZodForm } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import { useVerifyOtp } from '../api/verify-otp';

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
  const form = useZodForm({
    schema: otpFormSchema,
    defaultValues: { emailOtp: '', phoneOtp: '' },
  });
  const { errors } = form.formState;

  return (
    <Form
      form={form}
      errorMessage="OTP verification failed. Please try again."
      onSubmit={async (codes) => onSuccess(await verifyMutation.mutateAsync({ email, ...codes }))}
    >
      <TextField
        label="Email OTP"
        {...codeInput}
        error={errors.emailOtp?.message}
        {...form.register('emailOtp')}
      />
      <TextField
        label="Phone OTP"
        {...codeInput}
        error={errors.phoneOtp?.message}
        {...form.register('phoneOtp')}
      />
      <FormAlert />
      <FormSubmit sendingLabel="Verifying...">Verify</FormSubmit>
    </Form>
  );
}
