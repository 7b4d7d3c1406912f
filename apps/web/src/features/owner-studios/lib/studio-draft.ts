import '../../../lib/zod-jitless'; // before the first parse
import { z } from 'zod';
import {
  availabilityDaySchema,
  BOOKING_MODES,
  CANCELLATION_WINDOWS,
  DEFAULT_BOOKING_MODE,
  DEPOSIT_TYPES,
  DEFAULT_CANCELLATION_HOURS,
  DEFAULT_CLOSING_HOUR,
  DEFAULT_MINIMUM_DURATION_HOURS,
  DEFAULT_OPENING_HOUR,
  istToday,
  isDraftExpired,
  PACKAGE_KEYS,
} from '@studio-hive/domain';
import {
  blankNewAddon,
  blankStudioFormValues,
  upcomingDays,
  youtubeSlots,
  type StudioFormValues,
} from './studio-form-values';

/**
 * The add-studio draft (docs/product.md#studio-form): every field but the image files, kept in local storage
 * per user, restored on load unless older than 2 days (then discarded), cleared after a
 * successful submit. A draft that cannot be read is dropped field by field, never trusted.
 */

export const studioDraftKey = (userId: string) => `studio-hive:add-studio-draft:${userId}`;

type DraftValues = Omit<StudioFormValues, 'images' | 'existingImages' | 'removedDays'>;

const text = z.string().catch('');
const texts = z.array(z.string()).catch([]);

const draftValuesSchema = z.object({
  name: text,
  area: text,
  description: text,
  rules: text,
  instagramUsername: text,
  youtubeLinks: texts,
  operationalHours: z
    .object({
      start: z.number().int().min(0).max(23),
      end: z.number().int().min(1).max(24),
    })
    .catch({ start: DEFAULT_OPENING_HOUR, end: DEFAULT_CLOSING_HOUR }),
  minimumDurationHours: z.number().int().min(1).max(8).catch(DEFAULT_MINIMUM_DURATION_HOURS),
  amenities: texts,
  equipments: texts,
  packages: z
    .array(z.object({ key: z.enum(PACKAGE_KEYS), description: z.string(), price: z.string() }))
    .catch([]),
  addons: z
    .array(
      z.object({
        key: z.string(),
        name: z.string(),
        description: z.string(),
        price: z.number(),
        maxQuantity: z.number(),
      }),
    )
    .catch([]),
  newAddon: z
    .object({ key: text, name: text, description: text, price: text, maxQuantity: text })
    .catch(blankNewAddon()),
  location: z
    .object({ fullAddress: text, city: text, state: text, pinCode: text })
    .catch({ fullAddress: '', city: '', state: '', pinCode: '' }),
  availabilityRange: z
    .object({ startDate: text, endDate: text })
    .catch({ startDate: '', endDate: '' }),
  availability: z.array(availabilityDaySchema).catch([]),
  bookingMode: z.enum(BOOKING_MODES).catch(DEFAULT_BOOKING_MODE),
  cancellationHours: z.literal(CANCELLATION_WINDOWS).catch(DEFAULT_CANCELLATION_HOURS),
  contactPhone: text,
  depositType: z.enum(DEPOSIT_TYPES).catch('none'),
  depositValue: text,
  upiId: text,
});

const storedDraftSchema = z.object({ savedAt: z.iso.datetime(), values: draftValuesSchema });

const draftOf = ({
  images: _images,
  existingImages: _existing,
  removedDays: _removed,
  ...values
}: StudioFormValues) => values satisfies DraftValues;

/** Whether there is anything worth keeping (an untouched form is not a draft). */
function isBlank(values: StudioFormValues): boolean {
  return JSON.stringify(draftOf(values)) === JSON.stringify(draftOf(blankStudioFormValues()));
}

function removeQuietly(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage switched off: there is nothing to remove.
  }
}

/** Keeps the form (without its files) for `userId`; an untouched form removes the draft. */
export function saveStudioDraft(userId: string, values: StudioFormValues, now: Date): void {
  const key = studioDraftKey(userId);
  if (isBlank(values)) {
    removeQuietly(key);
    return;
  }
  try {
    localStorage.setItem(
      key,
      JSON.stringify({ savedAt: now.toISOString(), values: draftOf(values) }),
    );
  } catch {
    // Storage full or switched off: the draft is a convenience, the form still works.
  }
}

export function clearStudioDraft(userId: string): void {
  removeQuietly(studioDraftKey(userId));
}

export type RestoredDraft = { savedAt: Date; values: StudioFormValues };

/** The saved draft as form values, or null; an expired or unreadable draft is discarded. */
export function loadStudioDraft(userId: string, now: Date): RestoredDraft | null {
  const key = studioDraftKey(userId);
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;

  let stored: z.infer<typeof storedDraftSchema>;
  try {
    stored = storedDraftSchema.parse(JSON.parse(raw));
  } catch {
    removeQuietly(key);
    return null;
  }
  const savedAt = new Date(stored.savedAt);
  if (isDraftExpired(savedAt, now)) {
    removeQuietly(key);
    return null;
  }

  const blank = blankStudioFormValues();
  const { values } = stored;
  return {
    savedAt,
    values: {
      ...blank,
      ...values,
      youtubeLinks: youtubeSlots(values.youtubeLinks),
      packages: blank.packages.map((entry) => {
        const saved = values.packages.find((p) => p.key === entry.key);
        return saved ? { ...entry, description: saved.description, price: saved.price } : entry;
      }),
      availability: upcomingDays(values.availability, istToday(now)),
    },
  };
}
