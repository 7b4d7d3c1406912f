import { useLocation } from 'react-router';
import { isRole, loginRequestSchema, type AuthResult, type Role } from '@studio-hive/domain';
import { Form, FormAlert, FormSubmit, useZodForm } from '../../../components/ui/form';
import { EmailField, PasswordField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { ApiError, messageOr } from '../../../lib/api-client';
import { stateString } from '../../../lib/navigation-state';
import { useLogin } from '../api/login';

/** The login screen's fields; the user type comes from the screen's mode (docs/product.md#screens). */
const loginFormSchema = loginRequestSchema.omit({ userType: true });

/** docs/product.md#messages: a 401 is always this sentence; otherwise the server's message or the fallback. */
function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) {
    return 'Invalid credentials. Please check your email and password.';
  }
  return messageOr(error, 'Login failed. Please try again.');
}

/** The login screen of each role, and how a link to it reads. */
const LOGIN_PAGES: Record<Role, { path: string; label: string }> = {
  customer: { path: paths.login, label: 'Go to the Customer Login' },
  owner: { path: paths.ownerLogin, label: 'Go to the Studio Owner Login' },
  admin: { path: paths.adminLogin, label: 'Go to the Admin Login' },
};

/** A right password on another role's screen: the server names the account's role. */
function wrongLoginPage(error: unknown): { role: Role; message: string } | null {
  if (!(error instanceof ApiError) || error.code !== 'WRONG_LOGIN_PAGE') return null;
  const role = error.details.role;
  return isRole(role) ? { role, message: error.message } : null;
}

export function LoginForm({
  userType,
  onSuccess,
}: {
  userType: Role;
  onSuccess: (result: AuthResult) => void;
}) {
  const location = useLocation();
  const loginMutation = useLogin();
  const form = useZodForm({
    schema: loginFormSchema,
    // Sent here from another role's screen, the e-mail comes along (never the password).
    defaultValues: { email: stateString(location.state, 'email') ?? '', password: '' },
  });
  const { errors } = form.formState;

  return (
    <Form
      form={form}
      errorMessage={(error) => {
        const wrongPage = wrongLoginPage(error);
        if (!wrongPage) return loginErrorMessage(error);
        return (
          <>
            <p>{wrongPage.message}</p>
            <p className="mt-2">
              {/* Where a guard stopped the visitor comes along, so they still end up there. */}
              <TextLink
                to={LOGIN_PAGES[wrongPage.role].path}
                state={{
                  ...(typeof location.state === 'object' ? location.state : {}),
                  email: form.getValues('email').trim(),
                }}
              >
                {LOGIN_PAGES[wrongPage.role].label}
              </TextLink>
            </p>
          </>
        );
      }}
      onSubmit={async (values) =>
        onSuccess(await loginMutation.mutateAsync({ ...values, userType }))
      }
    >
      <EmailField error={errors.email?.message} {...form.register('email')} />
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
