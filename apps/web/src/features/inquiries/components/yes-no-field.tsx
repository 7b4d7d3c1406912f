import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { YES_NO, YES_NO_LABELS } from '@studio-hive/domain';
import {
  describedBy,
  FieldMessages,
  fieldLabelClasses,
  radioCardClasses,
} from '../../../components/ui/text-field';

/**
 * A yes/no question as a group of two radio buttons: the question is the group's legend, so a
 * screen reader reads it with each choice; arrow keys move between Yes and No.
 */
export function YesNoField({
  legend,
  hint,
  error,
  registration,
}: {
  legend: string;
  hint?: ReactNode;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={describedBy(id, hint, error)}>
      <legend className={fieldLabelClasses}>{legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        {YES_NO.map((value) => (
          <label
            key={value}
            className={radioCardClasses(
              'flex cursor-pointer items-center gap-3 rounded-lg border bg-white px-3.5 py-2.5 text-sm font-medium text-slate-800 shadow-sm',
              Boolean(error),
            )}
          >
            <input
              type="radio"
              value={value}
              className="size-4 accent-indigo-600 focus:outline-none"
              {...registration}
            />
            <span>{YES_NO_LABELS[value]}</span>
          </label>
        ))}
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </fieldset>
  );
}
