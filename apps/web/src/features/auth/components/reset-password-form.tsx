import { resetPasswordFormSchema } from '@studio-hive/domain';
import { Form, FormAlert, FormSubmit, useZodForm } from '../../../components/ui/form';
import { PasswordField } from '../../../components/ui/text-field';
import { useResetPassword } from '../api/reset-password';

/** `done` keeps the button disabled during the pause before the login screen. */
export function ResetPasswordForm({
  token,
  done,
  onSuccess,
}: {
  token: string;
  done: boolean;
  onSuccess: (message: string) => void;
}) {
  const resetMutation = useResetPassword();
  const form = useZodForm({
    schema: resetPasswordFormSchema,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  return (
    <Form
      form={form}
      errorMessage="Failed to reset password. Please try again."
      onSubmit={async ({ newPassword }) => {
        const { message } = await resetMutation.mutateAsync({ token, newPassword });
        onSuccess(message);
      }}
    >
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters, with an uppercase letter, a lowercase letter, a number and one of @$!%*?&."
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <FormAlert />
      <FormSubmit sendingLabel="Resetting..." disabled={done}>
        Reset Password
      </FormSubmit>
    </Form>
  );
}
