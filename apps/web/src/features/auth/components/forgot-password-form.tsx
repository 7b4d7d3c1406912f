import { forgotPasswordRequestSchema } from '@studio-hive/domain';
import { Form, FormAlert, FormSubmit, useZodForm } from '../../../components/ui/form';
import { EmailField } from '../../../components/ui/text-field';
import { useForgotPassword } from '../api/forgot-password';

export type ForgotPasswordSuccess = { email: string; message: string };

/** `done` keeps the button disabled during the pause before the next screen. */
export function ForgotPasswordForm({
  done,
  onSuccess,
}: {
  done: boolean;
  onSuccess: (result: ForgotPasswordSuccess) => void;
}) {
  const forgotMutation = useForgotPassword();
  const form = useZodForm({ schema: forgotPasswordRequestSchema, defaultValues: { email: '' } });
  const { errors } = form.formState;

  return (
    <Form
      form={form}
      errorMessage="An error occurred. Please try again."
      onSubmit={async (input) => {
        const { message } = await forgotMutation.mutateAsync(input);
        onSuccess({ email: input.email, message });
      }}
    >
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <FormAlert />
      <FormSubmit sendingLabel="Sending..." disabled={done}>
        Send OTP
      </FormSubmit>
    </Form>
  );
}
