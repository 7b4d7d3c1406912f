import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordFormSchema } from '@studio-hive/domain';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/text-field';
import { useServerErrors } from '../../../lib/form-errors';
import { useResetPassword } from '../api/reset-password';
import { FormAlert } from './form-alert';

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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { formError, clearFormError, showError } = useServerErrors(
    setError,
    ['newPassword'],
    'Failed to reset password. Please try again.',
  );

  const onSubmit = handleSubmit(({ newPassword }) => {
    clearFormError();
    resetMutation.mutate(
      { token, newPassword },
      {
        onSuccess: ({ message }) => onSuccess(message),
        onError: showError,
      },
    );
  });

  // isSubmitting covers the moment of validation, so a double click sends once.
  const sending = resetMutation.isPending || isSubmitting;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={sending}>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters, with an uppercase letter, a lowercase letter, a number and one of @$!%*?&."
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <FormAlert message={formError} />
      <Button type="submit" size="lg" className="w-full" disabled={sending || done}>
        {sending ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
