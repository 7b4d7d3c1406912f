import { z } from 'zod';
import {
  ADDON_AUTHORING_DEFAULT_MAX_QUANTITY,
  ADDON_AUTHORING_MIN_MAX_QUANTITY,
  depositSettingError,
  depositValueError,
  istToday,
  REQUIRED_PRICED_PACKAGE_KEYS,
  studioRequirementError,
  validateStudioSubmission,
  type StudioFormMode,
} from '@studio-hive/domain';
import type { AddonEntry, NewAddonFields, StudioFormValues } from './studio-form-values';
import {
  depositSettingOf,
  imageCountOf,
  isPriced,
  priceOf,
  studioSubmissionOf,
} from './studio-form-submission';

/**
 * The studio form's checks, the domain's: the five rules of docs/product.md#studio-validation
 * (`studioRequirementError`) on submit, then the structure (`validateStudioSubmission`); and
 * where each message belongs in the form.
 */

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
    case 'upiId':
      return head;
    case 'deposit':
      // The type is always one of the choices: a message is about the amount or percentage.
      return 'depositValue';
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
    const messages = result.ok ? {} : formFieldErrors(result.fieldErrors, values);
    // A deposit is asked only with an address to pay it (the schema checks each field alone).
    const deposit = depositSettingOf(values);
    if (depositValueError(deposit) === null) {
      const upiError = depositSettingError(deposit, submission.upiId || null);
      if (upiError) messages.upiId ??= upiError;
    }
    for (const [field, message] of Object.entries(messages)) {
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
