import { cn } from '../../lib/cn';

// The look of form fields, apart from the field components (text-field.tsx), for screens that
// build their own controls: the listing's filters need these classes, not the components
// (docs/decisions/014).

const inputBase =
  'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 sm:text-sm ' +
  'disabled:bg-slate-100 disabled:text-slate-500';

export function inputClasses(invalid: boolean) {
  return cn(
    inputBase,
    invalid
      ? 'border-rose-500 focus:border-rose-500 focus:outline-rose-500'
      : 'border-slate-300 focus:border-indigo-500 focus:outline-indigo-500',
  );
}

/** The label above a field; also a legend's or a hand-built control's label. */
export const fieldLabelClasses = 'mb-1.5 block text-sm font-medium text-slate-800';
