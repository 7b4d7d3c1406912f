import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { SectionMessage } from './fields';

/**
 * One section of the studio form: a fieldset whose legend is the section's heading (so the group
 * is named by it), an optional line of help and the section's own message.
 */
export function FormSection({
  id,
  title,
  description,
  error,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  /** A message about the section as a whole (the rules of docs/product.md#studio-validation, the server's). */
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  const descriptionId = useId();
  const errorId = useId();
  const described = [description ? descriptionId : null, error ? errorId : null].filter(Boolean);
  return (
    <fieldset
      id={id}
      aria-describedby={described.length > 0 ? described.join(' ') : undefined}
      className={cn(
        'min-w-0 scroll-mt-24 rounded-2xl border bg-white p-5 shadow-sm sm:p-6',
        error ? 'border-rose-300 ring-1 ring-rose-200' : 'border-slate-200',
        className,
      )}
    >
      <legend className="float-left w-full">
        <h2 className="text-lg font-semibold tracking-tight text-slate-900">{title}</h2>
      </legend>
      <div className="clear-both space-y-5 pt-1">
        {description ? (
          <p id={descriptionId} className="text-sm text-slate-600">
            {description}
          </p>
        ) : null}
        {error ? <SectionMessage id={errorId}>{error}</SectionMessage> : null}
        {children}
      </div>
    </fieldset>
  );
}
