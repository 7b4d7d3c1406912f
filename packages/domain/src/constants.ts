/**
 * Limits, defaults and fixed choices of docs/product.md#constants (and the screens of docs/product.md#screens that name
 * them). Camera packages, equipment/amenity choices and price tiers have their own files; the
 * opening and closing hour choices are in operational-hours.ts and the availability horizon in
 * availability.ts, beside the date functions they need. Plain values: every screen loads this.
 */

/** The product's name, on screens and in every message it sends. */
export const BRAND_NAME = 'Studio Hive';
/** Where people write to us (Help, Contact, Terms, Privacy); replies within 24 hours, Monday to Friday. */
export const SUPPORT_EMAIL = 'support@studiohive.in';

// ---- Studio authoring (docs/product.md#studio-validation and docs/product.md#constants) ----

/** A missing studio, or one the viewer may not see; STUDIO_MESSAGES.studioNotFound. */
export const STUDIO_NOT_FOUND = 'Studio not found';

/** At most 5 images per studio, on add and in total on edit. */
export const MAX_STUDIO_IMAGES = 5;
/** Each image up to 10 MB ('PNG, JPG, GIF up to 10MB'); read as 10 MiB, the larger reading. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Two YouTube embed link inputs; empty ones are dropped before sending (docs/api.md). */
export const YOUTUBE_LINK_SLOTS = 2;

/** Add-on max quantity when the stored add-on has none, in the booking step. */
export const BOOKING_ADDON_DEFAULT_MAX_QUANTITY = 10;
/** Max quantity a new add-on starts with when an owner authors it. */
export const ADDON_AUTHORING_DEFAULT_MAX_QUANTITY = 1;
/** Smallest max quantity an owner may give an add-on. */
export const ADDON_AUTHORING_MIN_MAX_QUANTITY = 1;

/** The max quantity the booking step allows for an add-on: its own, or 10 when missing or unusable. */
export function bookingAddonMaxQuantity(maxQuantity: number | null | undefined): number {
  return maxQuantity != null &&
    Number.isInteger(maxQuantity) &&
    maxQuantity >= ADDON_AUTHORING_MIN_MAX_QUANTITY
    ? maxQuantity
    : BOOKING_ADDON_DEFAULT_MAX_QUANTITY;
}

export const DEFAULT_MINIMUM_DURATION_HOURS = 1;
/** Minimum booking duration choices: 1 to 8 hours. */
export const MINIMUM_DURATION_OPTIONS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8];

export const DEFAULT_OPENING_HOUR = 9;
export const DEFAULT_CLOSING_HOUR = 18;
/** Operational hours run from 0 (opening at midnight) to 24 (closing at the next midnight). */
export const EARLIEST_OPENING_HOUR = 0;
export const LATEST_CLOSING_HOUR = 24;

/** An add-studio draft older than this is discarded on load (docs/product.md#studio-form). */
export const DRAFT_EXPIRY_DAYS = 2;
export const DRAFT_EXPIRY_MS = DRAFT_EXPIRY_DAYS * 24 * 60 * 60 * 1000;

/** Whether a draft saved at `savedAt` is older than 2 days at `now`. */
export function isDraftExpired(savedAt: Date, now: Date): boolean {
  return now.getTime() - savedAt.getTime() > DRAFT_EXPIRY_MS;
}

// ---- Dashboards and lists (docs/product.md#dashboards) ----

/** Bookings in the customer dashboard's Recent Activity. */
export const CUSTOMER_RECENT_BOOKINGS = 3;
/** Bookings in the owner dashboard's Recent Bookings. */
export const OWNER_RECENT_BOOKINGS = 5;
/** Rating scale: 1 to 5 stars; averages are shown to one decimal. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

// ---- Web app ----

/** The product's toasts close after 3000 ms (the library default of 5000 ms is not used). */
export const TOAST_AUTO_CLOSE_MS = 3000;
/** Page meta descriptions are cut to 160 characters. */
export const META_DESCRIPTION_MAX_LENGTH = 160;

// ---- Payment (docs/product.md#overview, docs/product.md#studios and docs/product.md#states) ----

/** 'payAtStudio' is the only option a customer can choose; a client can never set 'paid' (docs/api.md). */
export const PAYMENT_STATUSES = ['payAtStudio', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const DEFAULT_PAYMENT_STATUS: PaymentStatus = 'payAtStudio';
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  payAtStudio: 'Pay at Studio',
  paid: 'Paid',
};

/** 'Paid' when the status is 'paid', otherwise 'Pay at Studio' (docs/product.md#bookings, My Bookings). */
export function paymentStatusLabel(status: string | null | undefined): string {
  return status === 'paid' ? PAYMENT_STATUS_LABELS.paid : PAYMENT_STATUS_LABELS.payAtStudio;
}
