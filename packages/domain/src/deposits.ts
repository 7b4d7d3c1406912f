import { decisionDueAt } from './booking-lifecycle';
import type { DepositRefund } from './booking-states';
import { formatRupees } from './pricing';

/**
 * Deposits over UPI (docs/product.md#deposits, decision 052): a studio may ask a deposit that
 * holds a booking until its owner confirms the money arrived. The customer pays the owner's UPI
 * address straight from their UPI app; the platform moves no money, it keeps the booking honest
 * about it. Every rule takes `now` (or the instants it needs); the API is the authority and the
 * screens ask the same functions for instant feedback.
 */

/** What a studio asks: nothing (the default), a fixed amount, or a percentage of the total. */
export const DEPOSIT_TYPES = ['none', 'fixed', 'percent'] as const;
export type DepositType = (typeof DEPOSIT_TYPES)[number];

/** A studio's deposit setting as stored and responded: `value` is null when none is asked. */
export type DepositSetting =
  { type: 'none'; value: null } | { type: 'fixed' | 'percent'; value: number };
export const NO_DEPOSIT: DepositSetting = { type: 'none', value: null };

/**
 * A setting from its stored or responded parts (a studio row, a studio response): a type with no
 * value asks no deposit.
 */
export function depositSetting(
  type: 'none' | 'fixed' | 'percent',
  value: number | null,
): DepositSetting {
  return type === 'none' || value === null ? NO_DEPOSIT : { type, value };
}

/** The bounds of a setting: a fixed amount from ₹100 (capped at each session's total), 10 to 100 %. */
export const DEPOSIT_LIMITS = {
  minFixed: 100,
  maxFixed: 10_000_000,
  minPercent: 10,
  maxPercent: 100,
} as const;

/** Minutes a customer has to pay after booking (the API's DEPOSIT_MINUTES), the start if sooner. */
export const DEFAULT_DEPOSIT_MINUTES = 60;

/**
 * The reports of a booking's deposit that give a new UTR (the first and its corrections): each
 * e-mails the owner, so a customer cannot flood their inbox (the UTR on record again is free).
 */
export const DEPOSIT_REPORTS_PER_BOOKING = 3;

/** An owner's reason offered first when rejecting a deposit. */
export const DEPOSIT_REJECT_REASON = 'No payment arrived';

export const DEPOSIT_MESSAGES = {
  type: 'Choose no deposit, a fixed amount or a percentage.',
  fixed: `A fixed deposit must be a whole number of rupees, at least ${formatRupees(DEPOSIT_LIMITS.minFixed)}.`,
  percent: `A deposit percentage must be a whole number from ${DEPOSIT_LIMITS.minPercent} to ${DEPOSIT_LIMITS.maxPercent}.`,
  upiId: 'Enter a UPI ID like name@bank',
  utr: 'Enter the 12-digit UTR shown in your UPI app.',
  tooManyReports: `A UTR can be given at most ${DEPOSIT_REPORTS_PER_BOOKING} times. If it is still wrong, write to us through the Contact page.`,
  notAwaiting: 'This booking is not waiting for a deposit.',
  refundNotDue: 'No refund is due on this booking.',
  refundedAlready: 'This refund is already marked as paid.',
  /** Buttons and headings of the screens. */
  received: 'Deposit received',
  reject: 'Reject',
  payWithUpiApp: 'Pay with a UPI app',
  markRefunded: 'Mark refunded',
  utrLabel: 'UTR (12-digit transaction reference)',
  /** POST /booking at a studio that asks a deposit. */
  asked: 'Booking held! Pay the deposit by UPI to confirm it.',
  /** POST /booking/:id/deposit. */
  reported: 'Thanks! The studio will confirm your deposit once it sees the payment.',
} as const;

// ---- the setting ----

/** The error of a setting's amount or percentage, or null (its UPI address is checked apart). */
export function depositValueError(setting: DepositSetting): string | null {
  if (setting.type === 'none') return null;
  const { value } = setting;
  if (setting.type === 'fixed') {
    return Number.isInteger(value) &&
      value >= DEPOSIT_LIMITS.minFixed &&
      value <= DEPOSIT_LIMITS.maxFixed
      ? null
      : DEPOSIT_MESSAGES.fixed;
  }
  return Number.isInteger(value) &&
    value >= DEPOSIT_LIMITS.minPercent &&
    value <= DEPOSIT_LIMITS.maxPercent
    ? null
    : DEPOSIT_MESSAGES.percent;
}

/**
 * The error of a deposit setting with the studio's UPI address (as it will be stored: given, or
 * kept), or null when it may be saved: a deposit is asked only with an address to pay.
 */
export function depositSettingError(setting: DepositSetting, upiId: string | null): string | null {
  const valueError = depositValueError(setting);
  if (valueError !== null || setting.type === 'none') return valueError;
  return upiId !== null && normalizeUpiId(upiId) !== null ? null : DEPOSIT_MESSAGES.upiId;
}

/**
 * A UPI address (virtual payment address) in its stored form, or null when it is not one:
 * `handle@bank`, the handle 2 to 256 of letters, digits, '.', '-' and '_', the bank's suffix 2 to
 * 64 letters and digits starting with a letter (NPCI's shape). Addresses are case-insensitive:
 * stored in lower case, without surrounding spaces.
 */
export function normalizeUpiId(text: string): string | null {
  const value = text.trim().toLowerCase();
  return /^[a-z0-9._-]{2,256}@[a-z][a-z0-9]{1,63}$/.test(value) ? value : null;
}

/**
 * The deposit a session of `total` rupees asks under `setting`, in whole rupees: a fixed amount
 * capped at the total, or the percentage of it rounded to the nearest rupee (at least ₹1). Zero
 * when none is asked or the session costs nothing: such a booking is made as without a deposit.
 */
export function depositAmount(setting: DepositSetting, total: number): number {
  if (setting.type === 'none' || total <= 0) return 0;
  if (setting.type === 'fixed') return Math.min(setting.value, total);
  return Math.max(1, Math.round((total * setting.value) / 100));
}

// ---- the booking's deadline ----

/** Until when a deposit must be paid: `minutes` after booking, or the session's start if sooner. */
export function depositPayBy(bookedAt: Date, start: Date, minutes: number): Date {
  return new Date(Math.min(bookedAt.getTime() + minutes * 60_000, start.getTime()));
}

/**
 * The booking's deadline once its customer has reported paying (their UTR) before `payBy`: the
 * owner then has as long as for a request (24 hours, the start if sooner), never less than
 * `payBy` (decision 052). A customer who paid is not turned away because the owner was busy.
 */
export function depositDeadlineAfterReport(reportedAt: Date, payBy: Date, start: Date): Date {
  return new Date(Math.max(decisionDueAt(reportedAt, start).getTime(), payBy.getTime()));
}

/**
 * A UPI transaction reference (UTR, the 12 digits a UPI app shows for a payment), spaces
 * dropped, or null when it is not one.
 */
export function normalizeUtr(text: string): string | null {
  const value = text.replace(/\s+/g, '');
  return /^\d{12}$/.test(value) ? value : null;
}

// ---- the reference ----

/** Digits and capitals without 0, 1, I and O, which read alike: 32 symbols. */
const REFERENCE_SYMBOLS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const REFERENCE_WIDTH = 5;
/** Odd, so multiplying by it permutes the numbers below any power of 32 (= 2^5k). */
const REFERENCE_MULTIPLIER = 0x5bd1e995;
export const DEPOSIT_REFERENCE_PATTERN = /^SH-[2-9A-HJ-NP-Z]{5,}$/;

/**
 * The readable reference of the `n`th deposit (n ≥ 1, from a database sequence): `SH-` and five
 * symbols, six once 32^5 are used. A permutation of the numbers of each width, so two deposits
 * never share one and neighbours do not look alike; the customer's UPI app shows it beside the
 * payment and the owner's bank statement carries it, which is how the two are matched.
 */
export function depositReference(n: number): string {
  if (!Number.isSafeInteger(n) || n < 1)
    throw new RangeError('A reference number is a positive integer');
  let width = REFERENCE_WIDTH;
  while (n >= 32 ** width) width += 1;
  const space = BigInt(32) ** BigInt(width);
  let value = (BigInt(n) * BigInt(REFERENCE_MULTIPLIER) + BigInt(width)) % space;
  let text = '';
  for (let index = 0; index < width; index += 1) {
    text = REFERENCE_SYMBOLS[Number(value % 32n)]! + text;
    value /= 32n;
  }
  return `SH-${text}`;
}

// ---- the payment link ----

export type UpiPayment = {
  /** The payee's UPI address. */
  upiId: string;
  /** The payee's name as the link gives it. */
  payee: string;
  /** Whole rupees. */
  amount: number;
  /** The note the payer's app shows and sends with the payment. */
  note: string;
  reference: string;
};

/**
 * The UPI deep link (NPCI's `upi://pay` parameters) a UPI app opens to pay `payment`: every value
 * percent-encoded, the amount with two decimals, in rupees.
 */
export function upiPaymentUrl(payment: UpiPayment): string {
  const parameters: [string, string][] = [
    ['pa', payment.upiId],
    ['pn', payment.payee],
    ['am', payment.amount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', payment.note],
    ['tr', payment.reference],
  ];
  return `upi://pay?${parameters.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

/** The note a deposit's payment carries: the platform and the reference. */
export function depositNote(reference: string): string {
  return `Studio Hive deposit ${reference}`;
}

// ---- cancellation and what is left to pay ----

/**
 * What a cancellation now owes back of a paid deposit: the owner's (or the product's, on the
 * owner's side) always all of it; the customer's all of it until their deadline
 * (`cancellableUntil`), none after.
 */
export function depositRefundOnCancel(
  by: 'customer' | 'owner',
  cancellableUntil: Date | null,
  now: Date,
): DepositRefund {
  if (by === 'owner') return 'full';
  return cancellableUntil !== null && now < cancellableUntil ? 'full' : 'none';
}

/** What is left to pay at the studio once a deposit of `deposit` is paid. */
export function balanceAtStudio(total: number, deposit: number): number {
  return Math.max(0, total - deposit);
}

// ---- sentences of the screens and notices ----

/** Before booking, on the studio page and the booking step. */
export function depositAskedSentence(amount: number, minutes: number): string {
  const within =
    minutes >= 120 && minutes % 60 === 0
      ? `${minutes / 60} hours`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `A deposit of ${formatRupees(amount)} by UPI holds this booking; pay within ${within}`;
}

/** A studio's setting in words, where no total is known yet (the studio page's facts). */
export function depositSettingSentence(setting: DepositSetting): string | null {
  if (setting.type === 'none') return null;
  return setting.type === 'fixed'
    ? `Deposit of ${formatRupees(setting.value)} by UPI to hold a booking`
    : `Deposit of ${setting.value}% by UPI to hold a booking`;
}

/** The studio's refund rule for a paid deposit, shown before booking (cancellationHours: its window). */
export function depositRefundRule(cancellationHours: number): string {
  if (cancellationHours <= 0) {
    return 'The deposit is not refunded if you cancel; if the studio cancels, it is refunded in full.';
  }
  return `Cancel up to ${cancellationHours} hours before the start for a full refund of the deposit; after that it is not refunded.`;
}

/** A paid deposit and the balance: 'Deposit ₹1,200 paid · ₹3,600 at the studio'. */
export function depositPaidLine(deposit: number, total: number): string {
  return `Deposit ${formatRupees(deposit)} paid · ${formatRupees(balanceAtStudio(total, deposit))} at the studio`;
}

/** What a cancellation left owed: 'Refund of ₹1,200 due from the studio'. */
export function refundDueLine(amount: number): string {
  return `Refund of ${formatRupees(amount)} due from the studio`;
}

/** A refund the owner has marked as paid. */
export function refundedLine(amount: number): string {
  return `Deposit of ${formatRupees(amount)} refunded`;
}
