import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import type { StudioFormValues } from '../lib/studio-form-values';

/** The studio form as its sections receive it. */
export type StudioFormApi = UseFormReturn<StudioFormValues, unknown, StudioFormValues>;
export type StudioFormErrors = FieldErrors<StudioFormValues>;

export type SectionProps = { form: StudioFormApi; errors: StudioFormErrors };

/** Ids of the form's sections (focus and scroll targets, in-page links). */
export const SECTION_IDS = {
  basic: 'studio-basic',
  links: 'studio-links',
  hours: 'studio-hours',
  bookings: 'studio-bookings',
  amenities: 'studio-amenities',
  equipment: 'studio-equipment',
  packages: 'studio-packages',
  addons: 'studio-addons',
  location: 'studio-location',
  availability: 'studio-availability',
  images: 'studio-images',
} as const;
