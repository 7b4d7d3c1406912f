import { z } from 'zod';
import { addCustomChoice } from './studio-choices';
import { PACKAGE_DEFAULT_DESCRIPTIONS, PACKAGE_KEYS, PACKAGE_LABELS } from './camera-packages';
import {
  DEFAULT_CLOSING_HOUR,
  DEFAULT_MINIMUM_DURATION_HOURS,
  DEFAULT_OPENING_HOUR,
  MAX_STUDIO_IMAGES,
  YOUTUBE_LINK_SLOTS,
  ADDON_AUTHORING_DEFAULT_MAX_QUANTITY,
} from './constants';
import {
  BOOKING_MODES,
  CANCELLATION_WINDOWS,
  STUDIO_SETTINGS_MESSAGES,
  type CancellationWindow,
} from './booking-states';
import { normalizeIndianMobile } from './phone';
import { DEPOSIT_MESSAGES, DEPOSIT_TYPES, depositValueError, normalizeUpiId } from './deposits';
import { AVAILABILITY_MESSAGES, normalizeAvailability } from './availability';
import { isSafeName, isSafeText } from './text-safety';
import { STUDIO_MESSAGES } from './studio-messages';
import { parseYoutubeLink, youtubeEmbedUrl } from './youtube';

/**
 * The structure of a submitted studio (docs/api.md#studios): each field's parser and the schema
 * they make up. studios.ts checks a submission as a whole: the required-field rules of
 * docs/product.md#studio-validation first, then this schema.
 */

// ---- small field parsers (multipart sends text; the web form sends numbers) ----

const trimmed = (max: number, what: string) =>
  z.string().trim().max(max, `${what} must be at most ${max} characters.`);

const text = (max: number, what: string) =>
  trimmed(max, what).refine(
    (value) => isSafeText(value),
    `${what} contains characters that are not allowed.`,
  );

/**
 * A name or key of the studio: no control or format character (decision 040), which also keeps
 * out everything `isSafeText` refuses on one line (its bidi controls are format characters).
 */
const name = (max: number, what: string) =>
  trimmed(max, what).refine(isSafeName, `${what} contains characters that are not allowed.`);

/** Descriptions and rules may have line breaks, never other control characters. */
const longText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `${what} must be at most ${max} characters.`)
    .refine((value) => isSafeText(value, { multiline: true }), {
      message: `${what} contains characters that are not allowed.`,
    });

/**
 * A number from a number or its text; '' (or only spaces) and null mean "not given", like a
 * field left out.
 */
const numberFromInput = (value: unknown) => {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  return typeof value === 'string' ? Number(value.trim()) : value;
};

/** A whole number from a number or its text. */
const wholeNumber = (message: string) =>
  z.preprocess(numberFromInput, z.number({ error: message }).int(message));

const rupees = wholeNumber('Prices must be whole rupees.').pipe(
  z.number().min(0, STUDIO_MESSAGES.negativeNumber).max(10_000_000, 'That price is too high.'),
);

const choiceList = z
  .array(name(80, 'An equipment or amenity entry'))
  .max(60, 'At most 60 entries can be listed.')
  .default([])
  .transform((entries) => entries.reduce<string[]>(addCustomChoice, []));

/** A video link as copied from YouTube (watch, share, Shorts, embed), stored as its embed URL. */
const youtubeLink = z.string().transform((link, context) => {
  const video = parseYoutubeLink(link);
  if (video) return youtubeEmbedUrl(video);
  context.addIssue({ code: 'custom', message: STUDIO_MESSAGES.youtube });
  return z.NEVER;
});

const youtubeLinks = z
  .array(z.string().max(300, STUDIO_MESSAGES.youtube))
  .default([])
  .transform((links) => links.map((link) => link.trim()).filter((link) => link !== ''))
  .pipe(
    z
      .array(youtubeLink)
      .max(YOUTUBE_LINK_SLOTS, `At most ${YOUTUBE_LINK_SLOTS} video links can be added.`),
  );

/** Instagram's own rule: 1..30 of letters, digits, '.' and '_'. A leading '@' is dropped. */
const INSTAGRAM_USERNAME = /^[A-Za-z0-9._]{1,30}$/;
const instagramUsername = z
  .string()
  .max(100, STUDIO_MESSAGES.instagram)
  .nullish()
  .transform((value) => value?.trim().replace(/^@/, '') || null)
  .refine((value) => value === null || INSTAGRAM_USERNAME.test(value), STUDIO_MESSAGES.instagram);

/**
 * The lifecycle settings (decision 025). Left out, they stay as they are: a new studio takes the
 * defaults (instant, 24 hours, the owner's phone) and an edit from a client that does not know
 * them changes nothing.
 */
const bookingModeInput = z
  .enum(BOOKING_MODES, { error: STUDIO_SETTINGS_MESSAGES.bookingMode })
  .optional();
const cancellationHoursInput = wholeNumber(STUDIO_SETTINGS_MESSAGES.cancellationHours)
  .refine(
    (hours): hours is CancellationWindow =>
      (CANCELLATION_WINDOWS as readonly number[]).includes(hours),
    STUDIO_SETTINGS_MESSAGES.cancellationHours,
  )
  .optional();
/** The studio's number for its customers; '' clears it (back to the owner's verified phone). */
const contactPhoneInput = z
  .string()
  .nullish()
  .transform((value, context) => {
    if (value === undefined) return undefined;
    if (value === null || value.trim() === '') return null;
    const digits = normalizeIndianMobile(value.trim());
    if (digits) return digits;
    context.addIssue({ code: 'custom', message: STUDIO_SETTINGS_MESSAGES.contactPhone });
    return z.NEVER;
  });

/**
 * The deposit a studio asks (deposits.ts, decision 052): left out, it stays as it is (none for a
 * new studio). Whether its UPI address is given is checked with the stored one
 * (`depositSettingError`), since an edit may leave the address out.
 */
const depositInput = z
  .object({
    type: z.enum(DEPOSIT_TYPES, { error: DEPOSIT_MESSAGES.type }),
    value: z.preprocess(numberFromInput, z.unknown()),
  })
  .transform((input, context) => {
    if (input.type === 'none') return { type: 'none' as const, value: null };
    const value = typeof input.value === 'number' ? input.value : Number.NaN;
    const setting = { type: input.type, value };
    const error = depositValueError(setting);
    if (error === null) return setting;
    context.addIssue({ code: 'custom', message: error });
    return z.NEVER;
  })
  .optional();
/** The studio's UPI address for deposits; '' clears it (allowed only while no deposit is asked). */
const upiIdInput = z
  .string()
  .max(300, DEPOSIT_MESSAGES.upiId)
  .nullish()
  .transform((value, context) => {
    if (value === undefined) return undefined;
    if (value === null || value.trim() === '') return null;
    const upiId = normalizeUpiId(value);
    if (upiId) return upiId;
    context.addIssue({ code: 'custom', message: DEPOSIT_MESSAGES.upiId });
    return z.NEVER;
  });

const packageInput = z.object({
  key: z.enum(PACKAGE_KEYS, { error: 'Unknown camera package.' }),
  name: name(60, 'A package name').optional(),
  description: text(300, 'A package description').optional(),
  price: rupees,
});

/**
 * An add-on's key or name: required, and (they reach e-mails and calendar files) safe text
 * without invisible format characters (decision 040).
 */
const addonText = (max: number, what: string) =>
  z
    .string(STUDIO_MESSAGES.addonInvalid)
    .trim()
    .min(1, STUDIO_MESSAGES.addonInvalid)
    .max(max)
    .refine(isSafeName, {
      message: `${what} contains characters that are not allowed.`,
    });

const addonInput = z.object({
  key: addonText(40, 'An add-on key'),
  name: addonText(80, 'An add-on name'),
  description: text(300, 'An add-on description').default(''),
  price: wholeNumber(STUDIO_MESSAGES.addonInvalid).pipe(
    z.number().min(0, STUDIO_MESSAGES.negativeNumber).max(10_000_000, 'That price is too high.'),
  ),
  maxQuantity: wholeNumber('Max quantity must be a whole number.')
    .pipe(
      z
        .number()
        .min(1, 'Max quantity must be at least 1.')
        .max(100, 'Max quantity can be at most 100.'),
    )
    .default(ADDON_AUTHORING_DEFAULT_MAX_QUANTITY),
});

const availabilityInput = z
  .array(
    z.object({
      date: z.unknown().optional(),
      slots: z
        .array(
          z.object({
            hour: z
              .number({ error: STUDIO_MESSAGES.hoursRange })
              .int(STUDIO_MESSAGES.hoursRange)
              .min(0, STUDIO_MESSAGES.hoursRange)
              .max(23, STUDIO_MESSAGES.hoursRange),
            isAvailable: z.boolean().default(true),
          }),
        )
        .max(24, STUDIO_MESSAGES.hoursRange),
    }),
  )
  .max(400, 'Availability can be set from today up to 3 months ahead.')
  .default([])
  .transform((days) =>
    normalizeAvailability(
      days.map((day) => ({ date: typeof day.date === 'string' ? day.date : '', slots: day.slots })),
    ),
  );

/**
 * The structure of a submitted studio (the fields of docs/api.md#studios, already JSON-decoded). The
 * required-field rules of docs/product.md#studio-validation are checked before it, in their order, by
 * `validateStudioSubmission`.
 */
export const studioSubmissionSchema = z
  .object({
    name: name(100, 'The studio name'),
    description: longText(5000, 'The description').default(''),
    area: z
      .preprocess(
        numberFromInput,
        z
          .number({ error: 'Area must be a whole number of square feet.' })
          .int('Area must be a whole number of square feet.')
          .min(0, STUDIO_MESSAGES.negativeNumber)
          .max(1_000_000, 'That area is too large.')
          .optional(),
      )
      .transform((value) => value ?? null),
    rules: longText(5000, 'The rules').default(''),
    equipments: choiceList,
    amenities: choiceList,
    minimumDurationHours: wholeNumber(STUDIO_MESSAGES.minimumDuration)
      .pipe(
        z.number().min(1, STUDIO_MESSAGES.minimumDuration).max(8, STUDIO_MESSAGES.minimumDuration),
      )
      .default(DEFAULT_MINIMUM_DURATION_HOURS),
    operationalHours: z
      .object({
        start: wholeNumber(AVAILABILITY_MESSAGES.invalidHours).pipe(
          z
            .number()
            .min(0, AVAILABILITY_MESSAGES.invalidHours)
            .max(23, AVAILABILITY_MESSAGES.invalidHours),
        ),
        end: wholeNumber(AVAILABILITY_MESSAGES.invalidHours).pipe(
          z
            .number()
            .min(1, AVAILABILITY_MESSAGES.invalidHours)
            .max(24, AVAILABILITY_MESSAGES.invalidHours),
        ),
      })
      .refine((hours) => hours.start < hours.end, AVAILABILITY_MESSAGES.invalidHours)
      .default({ start: DEFAULT_OPENING_HOUR, end: DEFAULT_CLOSING_HOUR }),
    packages: z
      .array(packageInput)
      .max(PACKAGE_KEYS.length, STUDIO_MESSAGES.duplicatePackage)
      .refine(
        (list) => new Set(list.map((p) => p.key)).size === list.length,
        STUDIO_MESSAGES.duplicatePackage,
      )
      // Only priced packages are offered (docs/api.md#studios: "only those with price above 0").
      .transform((list) =>
        list
          .filter((p) => p.price > 0)
          .sort((a, b) => PACKAGE_KEYS.indexOf(a.key) - PACKAGE_KEYS.indexOf(b.key))
          .map((p) => ({
            key: p.key,
            name: p.name || PACKAGE_LABELS[p.key],
            description: p.description || PACKAGE_DEFAULT_DESCRIPTIONS[p.key],
            price: p.price,
          })),
      ),
    addons: z
      .array(addonInput)
      .max(20, 'At most 20 add-on services can be offered.')
      .default([])
      .refine(
        (list) => new Set(list.map((a) => a.key.toLowerCase())).size === list.length,
        STUDIO_MESSAGES.duplicateAddon,
      ),
    location: z.object({
      fullAddress: longText(300, 'The full address'),
      city: name(60, 'The city'),
      state: name(60, 'The state'),
      pinCode: z
        .string()
        .trim()
        .regex(/^\d{6}$/, STUDIO_MESSAGES.pinCode),
    }),
    availability: availabilityInput,
    youtubeLinks,
    instagramUsername,
    bookingMode: bookingModeInput,
    cancellationHours: cancellationHoursInput,
    contactPhone: contactPhoneInput,
    deposit: depositInput,
    upiId: upiIdInput,
    /** Edit only: the URLs of the current images to keep, in order. */
    existingImages: z.array(z.string().max(500)).max(MAX_STUDIO_IMAGES).default([]),
  })
  .strip();

export type StudioSubmission = z.output<typeof studioSubmissionSchema>;
export type StudioPackage = StudioSubmission['packages'][number];
export type StudioAddon = StudioSubmission['addons'][number];
