import { useId } from 'react';
import {
  PHONE_INPUT_MAX_LENGTH,
  SIGNUP_ROLE_LABELS,
  SIGNUP_ROLES,
  signupFormSchema,
  type SignupRequest,
} from '@studio-hive/domain';
import { Form, FormAlert, FormSubmit, useZodForm } from '../../../components/ui/form';
import {
  EmailField,
  FieldMessages,
  MobileNumberField,
  PasswordField,
  radioCardClasses,
  TextField,
} from '../../../components/ui/text-field';
import { useSignup } from '../api/signup';

export type SignupSuccess = { email: string; message: string };

export function SignupForm({ onSuccess }: { onSuccess: (result: SignupSuccess) => void }) {
  const signupMutation = useSignup();
  const roleGroupId = useId();
  const form = useZodForm({
    schema: signupFormSchema,
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      phone: '',
      userType: 'customer',
    },
  });
  const { register } = form;
  const { errors } = form.formState;

  const roleError = errors.userType?.message;
  return (
    <Form
      form={form}
      errorMessage="Signup failed. Please try again."
      onSubmit={async ({ confirmPassword: _confirm, ...request }) => {
        // The confirmation never leaves the browser (docs/product.md#accounts).
        const input: SignupRequest = request;
        const { message } = await signupMutation.mutateAsync(input);
        onSuccess({ email: input.email, message });
      }}
    >
      <TextField
        label="Full name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField error={errors.email?.message} {...register('email')} />
      <MobileNumberField
        label="Phone number"
        use="We send a code to it."
        // Room for the number as people paste it ('+91 98765 43210'); it is read as 10 digits.
        maxLength={PHONE_INPUT_MAX_LENGTH}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />

      <fieldset aria-describedby={roleError ? `${roleGroupId}-error` : undefined}>
        <legend className="mb-2 block text-sm font-medium text-slate-800">
          How will you use Studio Hive?
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {SIGNUP_ROLES.map((role) => (
            <label
              key={role}
              className={radioCardClasses(
                'flex cursor-pointer items-start gap-3 rounded-lg border bg-white p-3 text-sm text-slate-800 shadow-sm',
                Boolean(roleError),
              )}
            >
              <input
                type="radio"
                value={role}
                className="mt-0.5 size-4 accent-indigo-600 focus:outline-none"
                {...register('userType')}
              />
              <span>{SIGNUP_ROLE_LABELS[role]}</span>
            </label>
          ))}
        </div>
        <FieldMessages id={roleGroupId} error={roleError} />
      </fieldset>

      <FormAlert />
      <FormSubmit sendingLabel="Creating account...">Create Account</FormSubmit>
    </Form>
  );
}
