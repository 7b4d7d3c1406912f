import { loginRequestSchema, type AuthResult, type Role } from '@studio-hive/domain';
import { Form, FormAlert, FormSubmit, useZodForm } from '../../../components/ui/form';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useLogin } from '../api/login';

/** The login screen's fields; the user type comes from the screen's mode (spec section 2). */
const loginFormSchema = loginRequestSchema.omit({ userType: true });

/** Spec section 8: a 401 is always this sentence; otherwise the server's message or the fallback. */
function loginErrorMessage(error: unknown): string {
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
  const form = useZodForm({
    schema: loginFormSchema,
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  return (
    <Form
      form={form}
      errorMessage={loginErrorMessage}
      onSubmit={async (values) =>
        onSuccess(await loginMutation.mutateAsync({ ...values, userType }))
      }
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <p className="mt-2 text-right text-sm">
          <TextLink to={paths.forgotPassword}>Forgot password?</TextLink>
        </p>
      </div>
      <FormAlert />
      <FormSubmit sendingLabel="Logging in...">Login</FormSubmit>
    </Form>
  );
}
