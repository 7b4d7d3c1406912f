import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema, type AuthResult, type Role } from '@studio-hive/domain';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useServerErrors } from '../../../lib/form-errors';
import { useLogin } from '../api/login';
import { FormAlert } from './form-alert';

/** The login screen's fields; the user type comes from the screen's mode (spec section 2). */
const loginFormSchema = loginRequestSchema.omit({ userType: true });

/** Spec section 8: a 401 is always this sentence; otherwise the server's message or the fallback. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) {
    return 'Invalid credentials. Please check your email and password.';
  }
  return messageOr(error, 'Login failed. Please try again.');
}

export function LoginForm({
  userType,
  onSuccess,
}: {
  userType: Role;
  onSuccess: (result: AuthResult) => void;
}) {
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { formError, clearFormError, showError } = useServerErrors(
    setError,
    ['email', 'password'],
    loginErrorMessage,
  );

  const onSubmit = handleSubmit((values) => {
    clearFormError();
    loginMutation.mutate(
      { ...values, userType },
      {
        onSuccess,
        onError: showError,
      },
    );
  });

  // isSubmitting covers the moment of validation, so a double click sends once.
  const sending = loginMutation.isPending || isSubmitting;
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
      <div>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <p className="mt-2 text-right text-sm">
          <TextLink to="/forgot-password">Forgot password?</TextLink>
        </p>
      </div>
      <FormAlert message={formError} />
      <Button type="submit" size="lg" className="w-full" disabled={sending}>
        {sending ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
