import type { ComponentProps, ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { SelectField, TextField } from '../../../components/ui/text-field';
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
};

/** A select whose value is a number in the form (the DOM's is text), with its field's message. */
export function NumberSelect({ form, name, label, options, hint }: NumberSelectProps) {
  const {
    field: { value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control: form.control, name });
  return (
    <SelectField
      label={label}
      options={options}
      hint={hint}
      error={error?.message}
      name={name}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      onBlur={onBlur}
    />
  );
}

/** A whole number from `min` (0 unless said): the phone's number pad, no fractions. */
export function WholeNumberField({
  min = 0,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode' | 'step'>) {
  return <TextField type="number" inputMode="numeric" min={min} step={1} {...props} />;
}
