import {
  CLOSING_HOUR_OPTIONS,
  MINIMUM_DURATION_OPTIONS,
  OPENING_HOUR_OPTIONS,
} from '@studio-hive/domain';
import { NumberSelect } from './fields';
import { FormSection } from './form-section';
import { SECTION_IDS, type SectionProps } from './studio-form-types';

const DURATION_OPTIONS = MINIMUM_DURATION_OPTIONS.map((hours) => ({
  value: hours,
  label: `${hours} ${hours === 1 ? 'hour' : 'hours'}`,
}));

const SELECTS = [
  { name: 'operationalHours.start', label: 'Opening Time', options: OPENING_HOUR_OPTIONS },
  { name: 'operationalHours.end', label: 'Closing Time', options: CLOSING_HOUR_OPTIONS },
  { name: 'minimumDurationHours', label: 'Minimum Booking Hours', options: DURATION_OPTIONS },
] as const;

/** Opening 0..23, closing 1..24 ('12 AM (Next Day)'), minimum booking 1..8 hours (docs/product.md#studio-validation). */
export function OperationalSection({ form, errors }: SectionProps) {
  return (
    <FormSection
      id={SECTION_IDS.hours}
      title="Operational Details"
      description="Your daily hours (India time). New availability is generated from them."
      error={errors.operationalHours?.message}
    >
      <div className="grid gap-5 sm:grid-cols-3">
        {SELECTS.map((select) => (
          <NumberSelect key={select.name} form={form} {...select} />
        ))}
      </div>
    </FormSection>
  );
}
