import { REQUIRED_PRICED_PACKAGE_KEYS, type PackageKey } from './camera-packages';
import { MAX_STUDIO_IMAGES } from './constants';
import { AVAILABILITY_MESSAGES, lastAvailabilityDate, type AvailabilityDay } from './availability';
import { compareDates } from './ist-clock';
import { STUDIO_MESSAGES } from './studio-messages';
import { studioSubmissionSchema, type StudioSubmission } from './studio-submission-schema';

/**
 * Studio authoring and its checks (docs/product.md#studios, docs/product.md#studio-validation and docs/api.md#studios). The API is the authority;
 * the add and edit forms run the same checks for instant feedback. The structure of a submission
 * is in studio-submission-schema.ts; the studio as the API responds with it is in
 * studio-responses.ts, the messages in studio-messages.ts, the listing query in
 * studio-list-query.ts.
 */

export type StudioFormMode = 'add' | 'edit';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const filled = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';

function positivePrice(value: unknown): boolean {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0;
}

export type StudioRequirementContext = {
  mode: StudioFormMode;
  /** Images the studio would have: new files, plus kept ones on edit. */
  imageCount: number;
};

/**
 * The five checks of docs/product.md#studio-validation, in its order, on the submitted values as they came. Returns
 * the first failing message with the field it belongs to, or null.
 */
export function studioRequirementError(
  raw: unknown,
  context: StudioRequirementContext,
): { field: string; message: string } | null {
  const input = isRecord(raw) ? raw : {};
  if (!filled(input.name)) return { field: 'name', message: STUDIO_MESSAGES.nameRequired };

  const packages = Array.isArray(input.packages) ? input.packages.filter(isRecord) : [];
  const priced = (key: PackageKey) => packages.some((p) => p.key === key && positivePrice(p.price));
  if (!REQUIRED_PRICED_PACKAGE_KEYS.every(priced)) {
    return { field: 'packages', message: STUDIO_MESSAGES.pricesRequired };
  }

  const location = isRecord(input.location) ? input.location : {};
  if (!['fullAddress', 'city', 'state', 'pinCode'].every((key) => filled(location[key]))) {
    return { field: 'location', message: STUDIO_MESSAGES.locationRequired };
  }

  if (context.mode === 'add') {
    const days = Array.isArray(input.availability) ? input.availability : [];
    if (days.length === 0) {
      return { field: 'availability', message: STUDIO_MESSAGES.availabilityRequired };
    }
  }

  if (context.imageCount < 1) return { field: 'images', message: STUDIO_MESSAGES.imageRequired };
  if (context.imageCount > MAX_STUDIO_IMAGES) {
    return {
      field: 'images',
      message:
        context.mode === 'add'
          ? STUDIO_MESSAGES.tooManyImagesAdd
          : STUDIO_MESSAGES.tooManyImagesEdit,
    };
  }
  return null;
}

export type StudioValidationResult =
  | { ok: true; value: StudioSubmission }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

/**
 * The whole server-side check of an add or edit: the rules of docs/product.md#studio-validation first and in order, then
 * the structure and ranges, then availability within today .. today + 3 months (past days are
 * dropped: nobody can book them).
 */
export function validateStudioSubmission(
  raw: unknown,
  context: StudioRequirementContext & { today: string },
): StudioValidationResult {
  const required = studioRequirementError(raw, context);
  if (required) {
    return {
      ok: false,
      message: required.message,
      fieldErrors: { [required.field]: required.message },
    };
  }
  const parsed = studioSubmissionSchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join('.') || 'body';
      fieldErrors[field] ??= issue.message;
    }
    const message = parsed.error.issues[0]?.message ?? 'Please check the form and try again.';
    return { ok: false, message, fieldErrors };
  }
  const value = parsed.data;
  const horizon = lastAvailabilityDate(context.today);
  if (value.availability.some((day) => compareDates(day.date, horizon) > 0)) {
    const message = AVAILABILITY_MESSAGES.outsideWindow;
    return { ok: false, message, fieldErrors: { availability: message } };
  }
  const upcoming: AvailabilityDay[] = value.availability.filter(
    (day) => compareDates(day.date, context.today) >= 0,
  );
  return { ok: true, value: { ...value, availability: upcoming } };
}

/** The studio's "from" price: the lowest priced package (docs/product.md#studios), null when none is priced. */
export function studioPricePerHour(packages: readonly { price: number }[]): number | null {
  const prices = packages.map((p) => p.price).filter((price) => price > 0);
  return prices.length > 0 ? Math.min(...prices) : null;
}
