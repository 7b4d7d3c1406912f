import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { FieldMessages, inputClasses } from '../../../components/ui/text-field';

/** Ids that tie a control to its hint and error message (aria-describedby). */
export function describedBy(id: string, hint: ReactNode, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

const labelClasses = 'mb-1.5 block text-sm font-medium text-slate-800';

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
      <label htmlFor={id} className={labelClasses}>
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
  options: readonly { value: number | string; label: string }[];
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
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(inputClasses(Boolean(error)), 'pr-8')}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * A message about a whole section or list rather than one input. Not a live region: the form's
 * alert above the buttons announces it.
 */
export function SectionMessage({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm font-medium text-rose-700">
      {children}
    </p>
  );
}
