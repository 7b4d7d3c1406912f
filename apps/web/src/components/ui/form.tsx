import '../../lib/zod-jitless'; // before the first parse
import { createContext, use, useState, type ComponentProps, type ReactNode } from 'react';
import {
  useForm,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ApiError, messageOr } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { Alert } from './alert';
import { Button } from './button';

/**
 * The form building block (docs/decisions/007-web-data-and-forms.md):
 * - `useZodForm`: react-hook-form with a zod resolver, typed by the schema (input while typing,
 *   output on submit);
 * - `<Form>`: the form element; runs `onSubmit` with the parsed values and, when it throws, puts
 *   the server's field messages under their fields, anything else in `<FormAlert>`;
 * - `<FormAlert>` and `<FormSubmit>`: the message above the button and the button itself.
 */

/** react-hook-form checked by a (domain) zod schema, with the product's messages. */
export function useZodForm<TInput extends FieldValues, TOutput extends FieldValues>({
  schema,
  ...options
}: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'> & {
  /** Its input types the fields while typing, its output the values `onSubmit` gets. */
  schema: z.ZodType<TOutput, TInput>;
}): UseFormReturn<TInput, unknown, TOutput> {
  return useForm<TInput, unknown, TOutput>({ ...options, resolver: zodResolver(schema) });
}

type FormState = { sending: boolean; formError: ReactNode };

const FormStateContext = createContext<FormState | null>(null);

function useFormStateContext(user: string): FormState {
  const state = use(FormStateContext);
  if (!state) throw new Error(`${user} belongs inside a <Form>.`);
  return state;
}

/** Whether the enclosing `<Form>` is sending: to disable controls other than `<FormSubmit>`. */
export function useFormSending(): boolean {
  return useFormStateContext('useFormSending()').sending;
}

/**
 * Puts the server's `fieldErrors` under the form's own fields (those with a value in the form,
 * nested ones by their dotted path) and focuses the first. Returns whether any landed, so the
 * form shows its alert only when none did, never the same text twice.
 */
function applyFieldErrors<T extends FieldValues, V>(
  error: ApiError,
  form: UseFormReturn<T, unknown, V>,
): boolean {
  let applied = false;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const name = field as Path<T>;
    if (form.getValues(name) === undefined) continue;
    form.setError(name, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

type FormProps<TFieldValues extends FieldValues, TValues> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'noValidate'
> & {
  form: UseFormReturn<TFieldValues, unknown, TValues>;
  /**
   * Sends the parsed values (await the mutation: `mutateAsync`). The form counts as sending until
   * it settles; what it throws is shown (an `ApiError`: its field messages or its message).
   */
  onSubmit: (values: TValues) => Promise<unknown> | void;
  /**
   * The screen's own text when the server said nothing usable (docs/product.md#messages), or a function
   * that words the error itself (login: a 401 always reads the same; a right password on the
   * wrong screen links to the right one).
   */
  errorMessage: string | ((error: unknown) => ReactNode);
  children: ReactNode;
};

/**
 * A form checked in the browser by its schema (messages under the fields; nothing is sent while
 * one fails), then sent with `onSubmit`. Field messages from the server land under their fields,
 * anything else in `<FormAlert>`, which a new submit clears. `aria-busy` while sending.
 */
export function Form<TFieldValues extends FieldValues, TValues>({
  form,
  onSubmit,
  errorMessage,
  className,
  children,
  ...props
}: FormProps<TFieldValues, TValues>) {
  const [formError, setFormError] = useState<ReactNode>(null);
  // isSubmitting runs from the click through validation until `onSubmit` settles, so a double
  // click sends once.
  const sending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError && applyFieldErrors(error, form)) return;
      // Not the server's refusal but our own mistake: tell the developer, show the fallback.
      if (!(error instanceof ApiError)) console.error(error);
      setFormError(
        typeof errorMessage === 'string' ? messageOr(error, errorMessage) : errorMessage(error),
      );
    }
  });

  return (
    <FormStateContext value={{ sending, formError }}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className={cn('space-y-5', className)}
        aria-busy={sending}
        {...props}
      >
        {children}
      </form>
    </FormStateContext>
  );
}

/** The message of a failed submit (role="alert"), where it is placed: above the button. */
export function FormAlert() {
  const { formError } = useFormStateContext('<FormAlert>');
  return formError ? <Alert className="mb-5">{formError}</Alert> : null;
}

/**
 * The submit button: full width, disabled and saying `sendingLabel` while the form sends;
 * `disabled` keeps it disabled for other reasons (the pause before the next screen).
 */
export function FormSubmit({
  children,
  sendingLabel,
  disabled = false,
}: {
  children: ReactNode;
  sendingLabel: string;
  disabled?: boolean;
}) {
  const { sending } = useFormStateContext('<FormSubmit>');
  return (
    <Button type="submit" size="lg" className="w-full" disabled={sending || disabled}>
      {sending ? sendingLabel : children}
    </Button>
  );
}
