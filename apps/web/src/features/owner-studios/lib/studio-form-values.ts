import {
  ADDON_AUTHORING_DEFAULT_MAX_QUANTITY,
  compareDates,
  DEFAULT_BOOKING_MODE,
  DEFAULT_CANCELLATION_HOURS,
  DEFAULT_CLOSING_HOUR,
  DEFAULT_MINIMUM_DURATION_HOURS,
  DEFAULT_OPENING_HOUR,
  PACKAGE_DEFAULT_DESCRIPTIONS,
  PACKAGE_KEYS,
  PACKAGE_LABELS,
  YOUTUBE_LINK_SLOTS,
  type AvailabilityDay,
  type BookingMode,
  type DepositType,
  type PackageKey,
  type StudioWithAvailability,
} from '@studio-hive/domain';

/**
 * The add and edit studio form's values: blank for a new studio, or from a stored one. Numbers
 * typed into inputs stay text while typing (an empty price is "not given"); they become numbers
 * when the body is built (studio-form-submission.ts), and the form's checks are in
 * studio-form-checks.ts.
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
  /** The deposit that holds a booking (docs/product.md#deposits): none, fixed rupees or a percentage. */
  depositType: DepositType;
  /** Its rupees or percentage as typed ('' while none is asked). */
  depositValue: string;
  /** Where customers pay it, as typed; '' for none (allowed only while no deposit is asked). */
  upiId: string;
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
    depositType: 'none',
    depositValue: '',
    upiId: '',
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
    // A change names no gallery sizes: its photos' full sizes stand in (as for older photos).
    galleryImages: change.images,
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
    depositType: studio.deposit.type,
    depositValue: studio.deposit.value === null ? '' : String(studio.deposit.value),
    upiId: studio.upiId ?? '',
  };
}
