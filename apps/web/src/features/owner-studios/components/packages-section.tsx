import { useId } from 'react';
import { PACKAGE_KEYS, PACKAGE_LABELS, REQUIRED_PRICED_PACKAGE_KEYS } from '@studio-hive/domain';
import { Badge } from '../../../components/ui/badge';
import {
  describedBy,
  FieldMessages,
  fieldLabelClasses,
  inputClasses,
} from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { FormSection } from './form-section';
import { SECTION_IDS, type SectionProps } from './studio-form-types';

const REQUIRED: readonly string[] = REQUIRED_PRICED_PACKAGE_KEYS;

/**
 * The four camera packages with their labels and editable descriptions; a price per hour from 0.
 * 1, 2 and 3 Cam need a price, No Cam is optional; only priced packages are offered (
 * docs/product.md#studios, docs/product.md#studio-validation and docs/api.md#studios).
 */
export function PackagesSection({ form, errors }: SectionProps) {
  const baseId = useId();
  const packageErrors = errors.packages;
  return (
    <FormSection
      id={SECTION_IDS.packages}
      title="Camera Packages"
      description="Prices are per hour, in rupees. 1, 2 and 3 Cam need a price; No Cam is optional, leave it empty to not offer it."
      error={packageErrors?.message}
    >
      <ul className="grid gap-4 md:grid-cols-2">
        {PACKAGE_KEYS.map((key, index) => {
          const label = PACKAGE_LABELS[key];
          const descriptionId = `${baseId}-${index}-description`;
          const priceId = `${baseId}-${index}-price`;
          const descriptionError = packageErrors?.[index]?.description?.message;
          const priceError = packageErrors?.[index]?.price?.message;
          return (
            <li
              key={key}
              className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4"
            >
              <div className="flex items-center justify-between gap-3">
                <h3 className="font-semibold text-slate-900">
                  {label} <span className="text-sm font-normal text-slate-500">({key})</span>
                </h3>
                {REQUIRED.includes(key) ? (
                  <Badge tone="indigo">Required</Badge>
                ) : (
                  <Badge tone="neutral">Optional</Badge>
                )}
              </div>
              <div>
                <label htmlFor={descriptionId} className={fieldLabelClasses}>
                  <span className="sr-only">{label} </span>Description
                </label>
                <input
                  id={descriptionId}
                  type="text"
                  maxLength={300}
                  aria-invalid={descriptionError ? true : undefined}
                  aria-describedby={describedBy(descriptionId, null, descriptionError)}
                  className={inputClasses(Boolean(descriptionError))}
                  {...form.register(`packages.${index}.description`)}
                />
                <FieldMessages id={descriptionId} error={descriptionError} />
              </div>
              <div>
                <label htmlFor={priceId} className={fieldLabelClasses}>
                  <span className="sr-only">{label} </span>Price per hour (₹)
                </label>
                <div className="relative">
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3.5 text-slate-500"
                  >
                    ₹
                  </span>
                  <input
                    id={priceId}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    placeholder={REQUIRED.includes(key) ? undefined : 'Not offered'}
                    aria-required={REQUIRED.includes(key) ? true : undefined}
                    aria-invalid={priceError ? true : undefined}
                    aria-describedby={describedBy(priceId, null, priceError)}
                    className={cn(inputClasses(Boolean(priceError)), 'pl-8')}
                    {...form.register(`packages.${index}.price`)}
                  />
                </div>
                <FieldMessages id={priceId} error={priceError} />
              </div>
            </li>
          );
        })}
      </ul>
    </FormSection>
  );
}
