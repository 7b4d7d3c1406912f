/**
 * The states of a booking and the studio settings of its lifecycle
 * (docs/product.md#booking-lifecycle; the rules are in booking-lifecycle.ts). Apart from
 * constants.ts, which every page downloads first: only the screens and schemas of bookings and
 * studio settings need these (decision 014).
 */

/**
 * What a booking is, as stored. 'Upcoming' and 'Completed' are how a confirmed one reads.
 * 'awaiting_deposit': made at a studio that asks a deposit, held until its owner confirms the
 * money arrived (deposits.ts).
 */
export const BOOKING_STATES = [
  'requested',
  'awaiting_deposit',
  'confirmed',
  'declined',
  'expired',
  'cancelled',
  'no_show',
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** A booking that holds its hours: nobody else can book them. */
export const HOLDING_STATES: readonly BookingState[] = [
  'requested',
  'awaiting_deposit',
  'confirmed',
];

/**
 * The states in which a booking shows its customer the studio's name, address and contact
 * number (docs/product.md#masked-studios): a request, a declined or a cancelled booking does not,
 * so booking and cancelling cannot be used to read addresses.
 */
export const UNMASKING_STATES: readonly BookingState[] = ['confirmed', 'no_show'];

/**
 * How a booking was made (docs/product.md#offline-bookings): by a customer on Studio Hive, or
 * recorded by the studio's owner, who took it elsewhere (WhatsApp, a call, a walk-in): an offline
 * booking, with no customer account. Both hold their hours alike.
 */
export const BOOKING_SOURCES = ['online', 'offline'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];
export const DEFAULT_BOOKING_SOURCE: BookingSource = 'online';

/** Instant: a booking is confirmed at once. Request: the owner accepts or declines it first. */
export const BOOKING_MODES = ['instant', 'request'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];
export const DEFAULT_BOOKING_MODE: BookingMode = 'instant';

/** Hours before the start until which a customer may cancel or reschedule online; 0: never online. */
export const CANCELLATION_WINDOWS = [0, 2, 24, 48, 72] as const;
export type CancellationWindow = (typeof CANCELLATION_WINDOWS)[number];
export const DEFAULT_CANCELLATION_HOURS: CancellationWindow = 24;

/** Who cancelled a booking. */
export const CANCELLED_BY = ['customer', 'owner'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/**
 * How a cancellation after a paid deposit settles it (deposits.ts): all of it owed back, or none.
 * Kept with the states, which the responses read without the deposit rules.
 */
export const DEPOSIT_REFUNDS = ['full', 'none'] as const;
export type DepositRefund = (typeof DEPOSIT_REFUNDS)[number];

/** The sentences of the studio form's booking settings (its other messages: studio-messages.ts). */
export const STUDIO_SETTINGS_MESSAGES = {
  bookingMode: 'Choose instant booking or booking on request.',
  cancellationHours:
    'Choose how long before the start customers may cancel: 0, 2, 24, 48 or 72 hours.',
  contactPhone: 'Enter a valid 10-digit Indian mobile number for the studio, or leave it empty.',
} as const;
