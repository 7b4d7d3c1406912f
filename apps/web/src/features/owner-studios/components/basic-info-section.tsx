import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { WholeNumberField } from './fields';
import { FormSection } from './form-section';
import { SECTION_IDS, type SectionProps } from './studio-form-types';

/** Name, area (sq ft, from 0), description and house rules (docs/product.md#studio-form). */
export function BasicInfoSection({ form, errors }: SectionProps) {
  const { register } = form;
  return (
    <FormSection id={SECTION_IDS.basic} title="Basic Information">
      <div className="grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TextField
          label="Studio Name"
          autoComplete="off"
          aria-required="true"
          maxLength={100}
          error={errors.name?.message}
          {...register('name')}
        />
        <WholeNumberField label="Area (sq ft)" error={errors.area?.message} {...register('area')} />
      </div>
      <TextAreaField
        label="Description"
        hint="What the room is like, what it suits best (podcasts, interviews, music) and what is included."
        rows={5}
        maxLength={5000}
        error={errors.description?.message}
        {...register('description')}
      />
      <TextAreaField
        label="Rules"
        hint="House rules for guests, for example no food in the booth or shoes off."
        rows={3}
        maxLength={5000}
        error={errors.rules?.message}
        {...register('rules')}
      />
    </FormSection>
  );
}
