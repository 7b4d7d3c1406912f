import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { inputClasses } from './field-classes';

/**
 * A search box with its magnifier, as the studios listing and the Help Center show it: a
 * `type="search"` input (its label is the caller's) that does not offer the browser's past
 * entries. `className` goes to the box around the input.
 */
export function SearchInput({ className, ...input }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className={cn('relative', className)}>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 fill-none stroke-slate-400"
        strokeWidth="1.8"
        strokeLinecap="round"
      >
        <circle cx="9" cy="9" r="6" />
        <path d="M13.5 13.5 17 17" />
      </svg>
      <input
        type="search"
        autoComplete="off"
        {...input}
        className={cn(inputClasses(false), 'pl-10')}
      />
    </div>
  );
}
