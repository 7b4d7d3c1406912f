import {
  availabilityWithRemovedDays,
  clipToOpeningHours,
  studioPricePerHour,
  type DepositSetting,
  type StudioFormMode,
} from '@studio-hive/domain';
import type { PackageEntry, StudioFormValues } from './studio-form-values';

/**
 * How the studio form's values become the multipart body of docs/api.md#studios: numbers typed
 * as text become numbers, text is trimmed, empty entries are left out.
 */

/** A price as typed: '' (or only spaces) is not a number. */
export const priceOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
/** Whether a package is offered: priced above 0. */
export const isPriced = (entry: PackageEntry) => priceOf(entry.price) > 0;

/** How many images the studio would have: the new files plus, on edit, the kept ones. */
export function imageCountOf(values: Pick<StudioFormValues, 'images' | 'existingImages'>): number {
  return values.images.length + values.existingImages.length;
}

/** The deposit as typed, as the domain's rules take it: a value that is not a number stays NaN. */
export function depositSettingOf(
  values: Pick<StudioFormValues, 'depositType' | 'depositValue'>,
): DepositSetting {
  return values.depositType === 'none'
    ? { type: 'none', value: null }
    : { type: values.depositType, value: priceOf(values.depositValue) };
}

/**
 * The days sent (decision 027): only hours within the opening hours, and held ones. An edit
 * changes only the dates it sends, so its removed days go too, without hours.
 */
function availabilityOf(values: StudioFormValues, mode: StudioFormMode) {
  const days = clipToOpeningHours(values.availability, values.operationalHours);
  return mode === 'edit' ? availabilityWithRemovedDays(days, values.removedDays) : days;
}

/**
 * The fields of docs/api.md#studios, decoded (what the server reads out of the multipart body):
 * packages only with a price above 0 and with numeric prices, empty video links removed, text
 * trimmed, area only when given, existingImages on edit only.
 */
export function studioSubmissionOf(values: StudioFormValues, mode: StudioFormMode) {
  const packages = values.packages.filter(isPriced).map((entry) => ({
    key: entry.key,
    name: entry.name,
    description: entry.description.trim(),
    price: priceOf(entry.price),
  }));
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    // The server computes it again (docs/product.md#studios: the lowest priced package).
    pricePerHour: studioPricePerHour(packages),
    equipments: values.equipments,
    amenities: values.amenities,
    // Left out when empty: the domain reads a missing area as "not given" but refuses ''.
    area: values.area.trim() === '' ? undefined : values.area.trim(),
    rules: values.rules.trim(),
    minimumDurationHours: values.minimumDurationHours,
    operationalHours: { start: values.operationalHours.start, end: values.operationalHours.end },
    packages,
    addons: values.addons,
    location: {
      fullAddress: values.location.fullAddress.trim(),
      city: values.location.city.trim(),
      state: values.location.state.trim(),
      pinCode: values.location.pinCode.trim(),
    },
    availability: availabilityOf(values, mode),
    youtubeLinks: values.youtubeLinks.map((link) => link.trim()).filter((link) => link !== ''),
    instagramUsername: values.instagramUsername.trim(),
    bookingMode: values.bookingMode,
    cancellationHours: values.cancellationHours,
    // '' clears a stored number (back to the owner's verified phone).
    contactPhone: values.contactPhone.trim(),
    deposit: depositSettingOf(values),
    // '' clears a stored address (refused while a deposit is asked).
    upiId: values.upiId.trim(),
    ...(mode === 'edit' ? { existingImages: values.existingImages } : {}),
  };
}

export type StudioSubmissionFields = ReturnType<typeof studioSubmissionOf>;

/** The multipart body of POST /studio and PUT /studio/:id (docs/api.md#studios), files in `images`. */
export function studioFormData(values: StudioFormValues, mode: StudioFormMode): FormData {
  const fields = studioSubmissionOf(values, mode);
  const body = new FormData();
  body.append('name', fields.name);
  body.append('description', fields.description);
  body.append('pricePerHour', fields.pricePerHour === null ? '' : String(fields.pricePerHour));
  body.append('equipments', JSON.stringify(fields.equipments));
  body.append('amenities', JSON.stringify(fields.amenities));
  if (fields.area !== undefined) body.append('area', fields.area);
  body.append('rules', fields.rules);
  body.append('minimumDurationHours', String(fields.minimumDurationHours));
  body.append('operationalHours', JSON.stringify(fields.operationalHours));
  body.append('packages', JSON.stringify(fields.packages));
  body.append('addons', JSON.stringify(fields.addons));
  body.append('location', JSON.stringify(fields.location));
  body.append('availability', JSON.stringify(fields.availability));
  body.append('youtubeLinks', JSON.stringify(fields.youtubeLinks));
  body.append('instagramUsername', fields.instagramUsername);
  body.append('bookingMode', fields.bookingMode);
  body.append('cancellationHours', String(fields.cancellationHours));
  body.append('contactPhone', fields.contactPhone);
  body.append('deposit', JSON.stringify(fields.deposit));
  body.append('upiId', fields.upiId);
  for (const file of values.images) body.append('images', file, file.name);
  if (fields.existingImages) body.append('existingImages', JSON.stringify(fields.existingImages));
  return body;
}
