import { z } from 'zod';
import {
  ADDON_AUTHORING_DEFAULT_MAX_QUANTITY,
  availabilityWithRemovedDays,
  clipToOpeningHours,
  ADDON_AUTHORING_MIN_MAX_QUANTITY,
  compareDates,
  DEFAULT_BOOKING_MODE,
  DEFAULT_CANCELLATION_HOURS,
  DEFAULT_CLOSING_HOUR,
  DEFAULT_MINIMUM_DURATION_HOURS,
  DEFAULT_OPENING_HOUR,
  istToday,
  PACKAGE_DEFAULT_DESCRIPTIONS,
  PACKAGE_KEYS,
  PACKAGE_LABELS,
  REQUIRED_PRICED_PACKAGE_KEYS,
  studioPricePerHour,
  studioRequirementError,
  validateStudioSubmission,
  YOUTUBE_LINK_SLOTS,
  type AvailabilityDay,
  type BookingMode,
  type PackageKey,
  type StudioFormMode,
  type StudioWithAvailability,
} from '@studio-hive/domain';

/**
 * The add and edit studio form's values, and how they become the multipart body of
 * docs/api.md#studios. Numbers typed into inputs stay text while typing (an empty price is "not given");
 * they become numbers when the body is built. The checks are the domain's: the five of docs/product.md#studio-validation
 * rules (`studioRequirementError`) on submit, then the structure (`validateStudioSubmission`).
 */

export type PackageEntry = {
  key: PackageKey;
  name: string;
  description: string;
  /** Rupees per hour as typed; '' or 0 means the package is not offered. */
  price: string;
};

export type AddonEntry = {
  key: string;
  name: string;
  description: string;
  price: number;
  maxQuantity: number;
};

/** The "new add-on" inputs, as typed. */
export type NewAddonFields = {
  key: string;
  name: string;
  description: string;
  price: string;
  maxQuantity: string;
};

export type StudioFormValues = {
  name: string;
  area: string;
  description: string;
  rules: string;
  instagramUsername: string;
  /** Always YOUTUBE_LINK_SLOTS entries, '' for an empty one. */
  youtubeLinks: string[];
  operationalHours: { start: number; end: number };
  minimumDurationHours: number;
  amenities: string[];
  equipments: string[];
  /** The four camera packages, in PACKAGE_KEYS order. */
  packages: PackageEntry[];
  addons: AddonEntry[];
  newAddon: NewAddonFields;
  location: { fullAddress: string; city: string; state: string; pinCode: string };
  /** The availability generator's dates (yyyy-MM-dd, '' until picked). */
  availabilityRange: { startDate: string; endDate: string };
  availability: AvailabilityDay[];
  /** Edit: dates removed from the list, sent without hours so the server removes them (decision 027). */
  removedDays: string[];
  /** Files chosen in this visit (never part of a draft). */
  images: File[];
  /** Edit: the current images' URLs that are kept. */
  existingImages: string[];
  bookingMode: BookingMode;
  /** One of CANCELLATION_WINDOWS. */
  cancellationHours: number;
  /** The studio's number for its customers as typed; '' means the owner's verified phone. */
  contactPhone: string;
};

export const blankNewAddon = (): NewAddonFields => ({
  key: '',
  name: '',
  description: '',
  price: '',
  maxQuantity: String(ADDON_AUTHORING_DEFAULT_MAX_QUANTITY),
});

const blankPackages = (): PackageEntry[] =>
  PACKAGE_KEYS.map((key) => ({
    key,
    name: PACKAGE_LABELS[key],
    description: PACKAGE_DEFAULT_DESCRIPTIONS[key],
    price: '',
  }));

/** A new studio's form: defaults of docs/product.md#studio-validation (opening 9, closing 18, minimum 1 hour). */
export function blankStudioFormValues(): StudioFormValues {
  return {
    name: '',
    area: '',
    description: '',
    rules: '',
    instagramUsername: '',
    youtubeLinks: Array.from({ length: YOUTUBE_LINK_SLOTS }, () => ''),
    operationalHours: { start: DEFAULT_OPENING_HOUR, end: DEFAULT_CLOSING_HOUR },
    minimumDurationHours: DEFAULT_MINIMUM_DURATION_HOURS,
    amenities: [],
    equipments: [],
    packages: blankPackages(),
    addons: [],
    newAddon: blankNewAddon(),
    location: { fullAddress: '', city: '', state: '', pinCode: '' },
    availabilityRange: { startDate: '', endDate: '' },
    availability: [],
    removedDays: [],
    images: [],
    existingImages: [],
    bookingMode: DEFAULT_BOOKING_MODE,
    cancellationHours: DEFAULT_CANCELLATION_HOURS,
    contactPhone: '',
  };
}

/** `links` as exactly YOUTUBE_LINK_SLOTS inputs. */
export function youtubeSlots(links: readonly string[]): string[] {
  return Array.from({ length: YOUTUBE_LINK_SLOTS }, (_, i) => links[i] ?? '');
}

/** Days from `today` on: past days cannot be booked and the server drops them anyway. */
export function upcomingDays(days: readonly AvailabilityDay[], today: string): AvailabilityDay[] {
  return days.filter((day) => compareDates(day.date, today) >= 0);
}

/**
 * The studio as its owner last sent it: the change waiting for review (decision 030) over the
 * listed version, so an edit goes on from the owner's own latest values.
 */
export function withPendingChange(studio: StudioWithAvailability): StudioWithAvailability {
  const change = studio.pendingChange;
  if (!change) return studio;
  return {
    ...studio,
    name: change.name,
    description: change.description,
    images: change.images,
    cardImages: change.cardImages,
    youtubeLinks: change.youtubeLinks,
    location: change.location,
  };
}

/** The edit form of a stored studio (the author's view, with availability). */
export function studioFormValuesFrom(
  studio: StudioWithAvailability,
  today: string,
): StudioFormValues {
  const blank = blankStudioFormValues();
  return {
    ...blank,
    name: studio.name,
    area: studio.area === null ? '' : String(studio.area),
    description: studio.description,
    rules: studio.rules,
    instagramUsername: studio.instagramUsername ?? '',
    youtubeLinks: youtubeSlots(studio.youtubeLinks),
    operationalHours: {
      start: studio.operationalHours.start ?? DEFAULT_OPENING_HOUR,
      end: studio.operationalHours.end ?? DEFAULT_CLOSING_HOUR,
    },
    minimumDurationHours: studio.minimumDurationHours,
    amenities: [...studio.amenities],
    equipments: [...studio.equipments],
    packages: blank.packages.map((entry) => {
      const stored = studio.packages.find((p) => p.key === entry.key);
      return stored
        ? {
            key: entry.key,
            name: stored.name || entry.name,
            description: stored.description,
            price: String(stored.price),
          }
        : entry;
    }),
    addons: studio.addons.map((addon) => ({ ...addon })),
    location: {
      fullAddress: studio.location.fullAddress ?? '',
      city: studio.location.city,
      state: studio.location.state,
      pinCode: studio.location.pinCode,
    },
    availability: upcomingDays(studio.availability, today).map((day) => ({
      date: day.date,
      slots: day.slots.map((slot) => ({ ...slot })),
    })),
    existingImages: [...studio.images],
    bookingMode: studio.bookingMode,
    cancellationHours: studio.cancellationHours,
    contactPhone: studio.contactPhone ?? '',
  };
}

const priceOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const isPriced = (entry: PackageEntry) => priceOf(entry.price) > 0;

/** How many images the studio would have: the new files plus, on edit, the kept ones. */
export function imageCountOf(values: Pick<StudioFormValues, 'images' | 'existingImages'>): number {
  return values.images.length + values.existingImages.length;
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
  for (const file of values.images) body.append('images', file, file.name);
  if (fields.existingImages) body.append('existingImages', JSON.stringify(fields.existingImages));
  return body;
}

/**
 * Where a message about a submitted field belongs in the form. The server and the domain name
 * fields of the body as sent ('packages.0.price' counts priced packages only, 'youtubeLinks.0'
 * non-empty links only); lists without inputs of their own get the message on the list.
 */
function formFieldOf(path: string, values: StudioFormValues): string | null {
  const [head, index, ...rest] = path.split('.');
  switch (head) {
    case 'name':
    case 'area':
    case 'description':
    case 'rules':
    case 'instagramUsername':
    case 'minimumDurationHours':
    case 'availability':
    case 'images':
    case 'amenities':
    case 'equipments':
    case 'addons':
    case 'bookingMode':
    case 'cancellationHours':
    case 'contactPhone':
      return head;
    case 'existingImages':
      return 'existingImages';
    case 'operationalHours':
      return index === 'start' || index === 'end' ? `operationalHours.${index}` : head;
    case 'location':
      return index && index in values.location ? `location.${index}` : head;
    case 'youtubeLinks': {
      const filled = values.youtubeLinks.flatMap((link, i) => (link.trim() === '' ? [] : [i]));
      const slot = index === undefined ? undefined : filled[Number(index)];
      return slot === undefined ? head : `youtubeLinks.${slot}`;
    }
    case 'packages': {
      const priced = values.packages.flatMap((entry, i) => (isPriced(entry) ? [i] : []));
      const slot = index === undefined ? undefined : priced[Number(index)];
      const field = rest[0];
      return slot !== undefined && (field === 'price' || field === 'description')
        ? `packages.${slot}.${field}`
        : head;
    }
    default:
      return null;
  }
}

/** Field messages keyed by form field (the first message of each field wins). */
export function formFieldErrors(
  fieldErrors: Readonly<Record<string, string>>,
  values: StudioFormValues,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const field = formFieldOf(path, values);
    if (field !== null) result[field] ??= message;
  }
  return result;
}

/**
 * The form's schema for react-hook-form. the five rules of docs/product.md#studio-validation are checked by the submit
 * handler (their message is the form's alert and the section gets the focus); this checks the
 * rest (PIN code, links, ranges...) once those pass, with the messages under the fields.
 */
export function studioFormSchema(mode: StudioFormMode) {
  return z.custom<StudioFormValues>().superRefine((values, ctx) => {
    const submission = studioSubmissionOf(values, mode);
    const context = { mode, imageCount: imageCountOf(values) };
    if (studioRequirementError(submission, context)) return;
    const result = validateStudioSubmission(submission, {
      ...context,
      today: istToday(new Date()),
    });
    if (result.ok) return;
    for (const [field, message] of Object.entries(formFieldErrors(result.fieldErrors, values))) {
      ctx.addIssue({ code: 'custom', message, path: field.split('.') });
    }
  });
}

/**
 * The input to focus for one of the rules of docs/product.md#studio-validation: the name, the first unpriced required
 * package, the first empty location field, the availability start date, or the image picker.
 */
export function requirementFocusTarget(field: string, values: StudioFormValues): string {
  switch (field) {
    case 'packages': {
      const required: readonly string[] = REQUIRED_PRICED_PACKAGE_KEYS;
      const index = values.packages.findIndex(
        (entry) => required.includes(entry.key) && !isPriced(entry),
      );
      return `packages.${Math.max(index, 0)}.price`;
    }
    case 'location': {
      const empty = (Object.keys(values.location) as (keyof StudioFormValues['location'])[]).find(
        (key) => values.location[key].trim() === '',
      );
      return `location.${empty ?? 'fullAddress'}`;
    }
    case 'availability':
      return 'availabilityRange.startDate';
    default:
      return field;
  }
}

export type AddonCheck =
  { ok: true; addon: AddonEntry } | { ok: false; reason: 'invalid' | 'duplicate' };

/**
 * A typed add-on: key, name and price required (docs/product.md#studio-validation), price whole
 * rupees from 0, max quantity from 1 (1 when left empty); keys must differ from the listed ones.
 */
export function checkNewAddon(fields: NewAddonFields, listed: readonly AddonEntry[]): AddonCheck {
  const key = fields.key.trim();
  const name = fields.name.trim();
  const price = priceOf(fields.price);
  const maxText = fields.maxQuantity.trim();
  const maxQuantity = maxText === '' ? ADDON_AUTHORING_DEFAULT_MAX_QUANTITY : Number(maxText);
  if (
    key === '' ||
    name === '' ||
    !Number.isInteger(price) ||
    price < 0 ||
    !Number.isInteger(maxQuantity) ||
    maxQuantity < ADDON_AUTHORING_MIN_MAX_QUANTITY
  ) {
    return { ok: false, reason: 'invalid' };
  }
  if (listed.some((addon) => addon.key.trim().toLowerCase() === key.toLowerCase())) {
    return { ok: false, reason: 'duplicate' };
  }
  return {
    ok: true,
    addon: { key, name, description: fields.description.trim(), price, maxQuantity },
  };
}
