import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { fieldLabelClasses, inputClasses } from './field-classes';

export { fieldLabelClasses, inputClasses };

type FieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** The message under the field (client validation or the server's fieldErrors). */
  error?: string | undefined;
  hint?: ReactNode;
};

/** Ids that tie a control to its hint and error message (aria-describedby). */
export function describedBy(id: string, hint: ReactNode, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldMessages({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled text input with its hint and error message. */
export function TextField({ label, error, hint, className, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabelClasses}>
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClasses(Boolean(error))}
        {...input}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** An e-mail field ('Email' unless labelled otherwise): the phone's e-mail keyboard, and the address the browser keeps. */
export function EmailField({
  label = 'Email',
  ...props
}: Omit<FieldProps, 'type' | 'label'> & { label?: string }) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" {...props} />;
}

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled multi-line input with its hint and error message. */
export function TextAreaField({ label, error, hint, className, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabelClasses}>
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(inputClasses(Boolean(error)), 'min-h-24 resize-y')}
        {...textarea}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: string;
  /** The choices; or pass the <option>s as children. */
  options?: readonly { value: number | string; label: string }[];
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled native select (keyboard and screen readers get the platform's own picker). */
export function SelectField({
  label,
  options,
  error,
  hint,
  className,
  children,
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabelClasses}>
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(inputClasses(Boolean(error)), 'pr-8')}
        {...select}
      >
        {options
          ? options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))
          : children}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * A password input with a Show/Hide switch. The switch is named by its text only, so finding a
 * control by the field's label never finds the switch too.
 */
export function PasswordField({
  label,
  error,
  hint,
  className,
  ...input
}: Omit<FieldProps, 'type'>) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabelClasses}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={cn(inputClasses(Boolean(error)), 'pr-16')}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-controls={id}
          className="absolute inset-y-1 right-1 rounded-md px-3 text-xs font-semibold text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
