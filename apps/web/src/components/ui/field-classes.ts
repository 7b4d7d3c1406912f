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
