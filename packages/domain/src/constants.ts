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
/** Rows of the admin dashboard's Booking Analysis table. */
export const ADMIN_ANALYSIS_ROWS = 10;

export const ADMIN_ANALYSIS_FILTERS = ['all', 'upcoming', 'past'] as const;
export type AdminAnalysisFilter = (typeof ADMIN_ANALYSIS_FILTERS)[number];
export const ADMIN_ANALYSIS_FILTER_LABELS: Readonly<Record<AdminAnalysisFilter, string>> = {
  all: 'All',
  upcoming: 'Upcoming Only',
  past: 'Past Only',
};
export const DEFAULT_ADMIN_ANALYSIS_FILTER: AdminAnalysisFilter = 'upcoming';

/** Admin All Bookings shows the first 8 characters of a booking id plus an ellipsis. */
export const BOOKING_ID_DISPLAY_LENGTH = 8;

/** 'c0ffee12-3456-...' -> 'c0ffee12...'. */
export function shortBookingId(id: string): string {
  return `${id.slice(0, BOOKING_ID_DISPLAY_LENGTH)}...`;
}

/** Rating scale: 1 to 5 stars; averages are shown to one decimal. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

// ---- Web app ----

/** The product's toasts close after 3000 ms (the library default of 5000 ms is not used). */
export const TOAST_AUTO_CLOSE_MS = 3000;
/** Page meta descriptions are cut to 160 characters. */
export const META_DESCRIPTION_MAX_LENGTH = 160;

// ---- Contact and FAQ (docs/product.md#static-pages and docs/product.md#inquiries) ----

export const CONTACT_CATEGORIES = [
  'general',
  'booking',
  'studio',
  'technical',
  'billing',
  'partnership',
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
/** docs/product.md names the values only; these are our labels for the contact form. */
export const CONTACT_CATEGORY_LABELS: Readonly<Record<ContactCategory, string>> = {
  general: 'General Inquiry',
  booking: 'Booking Support',
  studio: 'Studio Listing',
  technical: 'Technical Support',
  billing: 'Billing & Payments',
  partnership: 'Partnership',
};

export const FAQ_CATEGORIES = [
  'all',
  'booking',
  'studio-management',
  'account',
  'general-technical',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export const FAQ_CATEGORY_LABELS: Readonly<Record<FaqCategory, string>> = {
  all: 'All Topics',
  booking: 'Booking',
  'studio-management': 'Studio Management',
  account: 'Account',
  'general-technical': 'General & Technical',
};

// ---- Booking lifecycle (docs/product.md#booking-lifecycle; the rules are in booking-lifecycle.ts) ----

/** What a booking is, as stored. 'Upcoming' and 'Completed' are how a confirmed one reads. */
export const BOOKING_STATES = [
  'requested',
  'confirmed',
  'declined',
  'expired',
  'cancelled',
  'no_show',
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** A booking that holds its hours: nobody else can book them. */
export const HOLDING_STATES: readonly BookingState[] = ['requested', 'confirmed'];

/**
 * The states in which a booking shows its customer the studio's name, address and contact
 * number (docs/product.md#masked-studios): a request, a declined or a cancelled booking does not,
 * so booking and cancelling cannot be used to read addresses.
 */
export const UNMASKING_STATES: readonly BookingState[] = ['confirmed', 'no_show'];

/** Instant: a booking is confirmed at once. Request: the owner accepts or declines it first. */
export const BOOKING_MODES = ['instant', 'request'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];
export const DEFAULT_BOOKING_MODE: BookingMode = 'instant';

/** Hours before the start until which a customer may cancel or move online; 0: never online. */
export const CANCELLATION_WINDOWS = [0, 2, 24, 48, 72] as const;
export type CancellationWindow = (typeof CANCELLATION_WINDOWS)[number];
export const DEFAULT_CANCELLATION_HOURS: CancellationWindow = 24;

/** Who cancelled a booking. */
export const CANCELLED_BY = ['customer', 'owner'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

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
