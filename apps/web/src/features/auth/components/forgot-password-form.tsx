import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordRequestSchema } from '@studio-hive/domain';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useServerErrors } from '../../../lib/form-errors';
import { useForgotPassword } from '../api/forgot-password';
import { FormAlert } from './form-alert';

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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordRequestSchema), defaultValues: { email: '' } });
  const { formError, clearFormError, showError } = useServerErrors(
    setError,
    ['email'],
    'An error occurred. Please try again.',
  );

  const onSubmit = handleSubmit((input) => {
    clearFormError();
    forgotMutation.mutate(input, {
      onSuccess: ({ message }) => onSuccess({ email: input.email, message }),
      onError: showError,
    });
  });

  // isSubmitting covers the moment of validation, so a double click sends once.
  const sending = forgotMutation.isPending || isSubmitting;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={sending}>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormAlert message={formError} />
      <Button type="submit" size="lg" className="w-full" disabled={sending || done}>
        {sending ? 'Sending...' : 'Send OTP'}
      </Button>
    </form>
  );
}
