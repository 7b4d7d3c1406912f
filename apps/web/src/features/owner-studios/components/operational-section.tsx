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

/** Opening 0..23, closing 1..24 ('12 AM (Next Day)'), minimum booking 1..8 hours (docs/product.md#studio-validation). */
export function OperationalSection({ form, errors }: SectionProps) {
  const hoursError = errors.operationalHours;
  return (
    <FormSection
      id={SECTION_IDS.hours}
      title="Operational Details"
      description="Your daily hours (India time). New availability is generated from them."
      error={hoursError?.message}
    >
      <div className="grid gap-5 sm:grid-cols-3">
        <NumberSelect
          form={form}
          name="operationalHours.start"
          label="Opening Time"
          options={OPENING_HOUR_OPTIONS}
          error={hoursError?.start?.message}
        />
        <NumberSelect
          form={form}
          name="operationalHours.end"
          label="Closing Time"
          options={CLOSING_HOUR_OPTIONS}
          error={hoursError?.end?.message}
        />
        <NumberSelect
          form={form}
          name="minimumDurationHours"
          label="Minimum Booking Hours"
          options={DURATION_OPTIONS}
          error={errors.minimumDurationHours?.message}
        />
      </div>
    </FormSection>
  );
}
