import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { fieldLabelClasses, inputClasses } from './field-classes';

export { fieldLabelClasses, inputClasses };

/** What every labelled field takes besides its control's own attributes. */
type LabelledProps = {
  label: string;
  /** The message under the field (client validation or the server's fieldErrors). */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
};

type FieldProps = Omit<ComponentProps<'input'>, 'id' | 'className'> & LabelledProps;

/**
 * A radio button's card (a label around the radio and its words), laid out by `layout`: marked
 * when checked, outlined when focused by keyboard, red while its group has an error.
 */
export function radioCardClasses(layout: string, invalid: boolean) {
  return cn(
    layout,
    'has-checked:border-indigo-500 has-checked:bg-indigo-50 has-checked:ring-1 has-checked:ring-indigo-500',
    'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600',
    invalid ? 'border-rose-500' : 'border-slate-300',
  );
}

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

/** The attributes that tie a control to its label, hint and error message. */
type ControlLinks = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** A label, the control `children` draws with the ids it is given, then the hint and error. */
function LabelledField({
  label,
  error,
  hint,
  className,
  children,
}: LabelledProps & { children: (links: ControlLinks) => ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabelClasses}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, hint, error),
      })}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled text input with its hint and error message. */
export function TextField({ label, error, hint, className, ...input }: FieldProps) {
  return (
    <LabelledField label={label} error={error} hint={hint} className={className}>
      {(links) => <input {...links} className={inputClasses(Boolean(error))} {...input} />}
    </LabelledField>
  );
}

/** An e-mail field ('Email' unless labelled otherwise): the phone's e-mail keyboard, and the address the browser keeps. */
export function EmailField({
  label = 'Email',
  ...props
}: Omit<FieldProps, 'type' | 'label'> & { label?: string }) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" {...props} />;
}

/**
 * An Indian mobile number: the phone's dial pad, the number the browser keeps, an example, and a
 * hint that says how to type it, then `use` ('We send a code to it.').
 */
export function MobileNumberField({
  use,
  ...props
}: Omit<FieldProps, 'type' | 'hint'> & { use: string }) {
  return (
    <TextField
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      placeholder="98765 43210"
      hint={`Your 10-digit mobile number, with or without +91. ${use}`}
      {...props}
    />
  );
}

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id' | 'className'> & LabelledProps;

/** A labelled multi-line input with its hint and error message. */
export function TextAreaField({ label, error, hint, className, ...textarea }: TextAreaFieldProps) {
  return (
    <LabelledField label={label} error={error} hint={hint} className={className}>
      {(links) => (
        <textarea
          rows={4}
          {...links}
          className={cn(inputClasses(Boolean(error)), 'min-h-24 resize-y')}
          {...textarea}
        />
      )}
    </LabelledField>
  );
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id' | 'className'> &
  LabelledProps & {
    /** The choices; or pass the <option>s as children. */
    options?: readonly { value: number | string; label: string }[];
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
  return (
    <LabelledField label={label} error={error} hint={hint} className={className}>
      {(links) => (
        <select {...links} className={cn(inputClasses(Boolean(error)), 'pr-8')} {...select}>
          {options
            ? options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))
            : children}
        </select>
      )}
    </LabelledField>
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
  const [visible, setVisible] = useState(false);
  return (
    <LabelledField label={label} error={error} hint={hint} className={className}>
      {(links) => (
        <div className="relative">
          <input
            {...links}
            type={visible ? 'text' : 'password'}
            className={cn(inputClasses(Boolean(error)), 'pr-16')}
            {...input}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-controls={links.id}
            className="absolute inset-y-1 right-1 rounded-md px-3 text-xs font-semibold text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        </div>
      )}
    </LabelledField>
  );
}
