import { TextField } from '../../../components/ui/text-field';
import { FormSection } from './form-section';
import { SECTION_IDS, type SectionProps } from './studio-form-types';

/** Full address, city, state and PIN code: all required (docs/product.md#studio-validation, rule 3). */
export function LocationSection({ form, errors }: SectionProps) {
  const { register } = form;
  const locationErrors = errors.location;
  return (
    <FormSection
      id={SECTION_IDS.location}
      title="Location"
      description="All four fields are required. Guests see the full address only after they book."
      error={locationErrors?.message}
    >
      <TextField
        label="Full Address"
        autoComplete="street-address"
        aria-required="true"
        maxLength={300}
        error={locationErrors?.fullAddress?.message}
        {...register('location.fullAddress')}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          label="City"
          autoComplete="address-level2"
          aria-required="true"
          maxLength={60}
          error={locationErrors?.city?.message}
          {...register('location.city')}
        />
        <TextField
          label="State"
          autoComplete="address-level1"
          aria-required="true"
          maxLength={60}
          error={locationErrors?.state?.message}
          {...register('location.state')}
        />
        <TextField
          label="PIN Code"
          autoComplete="postal-code"
          inputMode="numeric"
          aria-required="true"
          maxLength={6}
          error={locationErrors?.pinCode?.message}
          {...register('location.pinCode')}
        />
      </div>
    </FormSection>
  );
}
