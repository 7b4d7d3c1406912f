import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { fieldLabelClasses } from './text-field';

/**
 * A few exclusive choices shown side by side, as one group of radio buttons (arrow keys move the
 * choice, a screen reader names the group by its legend): the bookings lists' filters. The group
 * wraps on a narrow screen rather than squeezing its labels into each other.
 */
export function SegmentedChoice<T extends string>({
  legend,
  options,
  value,
  onChange,
  label,
  className,
}: {
  legend: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  label: (option: T) => ReactNode;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className={fieldLabelClasses}>{legend}</legend>
      <div className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        {options.map((option) => (
          <label key={option} className="flex-auto">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="peer sr-only"
            />
            <span className="block cursor-pointer rounded-md px-2.5 py-2 text-center text-sm font-medium whitespace-nowrap text-slate-600 peer-checked:bg-white peer-checked:text-indigo-700 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-indigo-600 hover:text-slate-900 sm:px-3">
              {label(option)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
