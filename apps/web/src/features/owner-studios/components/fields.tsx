import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { SelectField } from '../../../components/ui/text-field';
import type { StudioFormApi } from './studio-form-types';

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

type NumberSelectProps = {
  form: StudioFormApi;
  name:
    | 'operationalHours.start'
    | 'operationalHours.end'
    | 'minimumDurationHours'
    | 'cancellationHours';
  label: string;
  options: readonly { value: number; label: string }[];
  hint?: ReactNode;
  error?: string | undefined;
};

/** A select whose value is a number in the form (the DOM's is text). */
export function NumberSelect({ form, name, label, options, hint, error }: NumberSelectProps) {
  const {
    field: { value, onChange, onBlur },
  } = useController({ control: form.control, name });
  return (
    <SelectField
      label={label}
      options={options}
      hint={hint}
      error={error}
      name={name}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      onBlur={onBlur}
    />
  );
}
