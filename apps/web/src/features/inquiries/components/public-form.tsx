import type { ReactNode } from 'react';
import type { FieldValues, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { PERSON_NAME_MAX_LENGTH } from '@studio-hive/domain';
import { Form, FormAlert, FormSubmit } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { showsInForm } from '../lib/submit-failure';

/**
 * A form anyone can send from a public page (the contact form, the owner inquiry;
 * docs/product.md#inquiries and docs/product.md#messages): it sends the values, then toasts `sent` and empties the form to `empty`, or toasts
 * the failure and, when the form has more to say (`showsInForm`), shows it above the button.
 */
export function PublicForm<TFieldValues extends FieldValues, TValues>({
  form,
  empty,
  send,
  sent,
  failed,
  failureToast = () => failed,
  formCodes,
  submitLabel,
  children,
}: {
  form: UseFormReturn<TFieldValues, unknown, TValues>;
  /** What the form holds again once sent. */
  empty: TFieldValues;
  /** Sends the parsed values (the mutation's `mutateAsync`). */
  send: (values: TValues) => Promise<unknown>;
  /** The toast of a sent form. */
  sent: string;
  /** The form's own sentence when the server said nothing usable. */
  failed: string;
  /** The toast of a failure (by default `failed`). */
  failureToast?: (error: unknown) => string;
  /** Refusals the form shows although the toast has said something (see `showsInForm`). */
  formCodes?: readonly string[];
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Form
      form={form}
      errorMessage={failed}
      onSubmit={async (values) => {
        try {
          await send(values);
        } catch (error) {
          toast.error(failureToast(error));
          if (showsInForm(error, formCodes)) throw error;
          return;
        }
        toast.success(sent);
        form.reset(empty);
      }}
    >
      {children}
      <div>
        <FormAlert />
        <FormSubmit sendingLabel="Sending...">{submitLabel}</FormSubmit>
      </div>
    </Form>
  );
}

/** 'Your name', which both public forms require of the one who sends them. */
export function SenderNameField({
  error,
  registration,
}: {
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <TextField
      label="Your name"
      autoComplete="name"
      maxLength={PERSON_NAME_MAX_LENGTH}
      aria-required
      error={error}
      {...registration}
    />
  );
}
