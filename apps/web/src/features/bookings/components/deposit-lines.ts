import {
  allowedTransitions,
  depositPaidLine,
  formatRupees,
  refundDueLine,
  refundedLine,
  respondedBooking,
  type Booking,
} from '@studio-hive/domain';

const noUtr = 'No UTR given yet';

/** The deposit's words of the bookings lists, cards and dialogs (docs/product.md#deposits). */
export const DEPOSIT_TEXTS = {
  noUtr,
  paidNotRefunded: (amount: number) => `Deposit ${formatRupees(amount)} paid · not refunded`,
  /** A no-show: the studio keeps the deposit, and nothing more is paid. */
  retainedByStudio: (amount: number) => `Deposit ${formatRupees(amount)} paid · kept by the studio`,
  awaiting: (amount: number, reference: string, utr: string | null) =>
    `Deposit ${formatRupees(amount)} · ${reference} · ${utr === null ? noUtr : `UTR ${utr}`}`,
} as const;

/**
 * What a booking's deposit stands at, in one line under its price, or null when there is nothing
 * to say: awaited (its amount, the reference the payment carries and the UTR the customer gave,
 * by which the owner finds the payment), paid with the balance left to pay at the studio, and
 * once cancelled, the refund it owes or made.
 */
export function depositLine(booking: Booking): string | null {
  const { deposit } = booking;
  if (!deposit) return null;
  if (deposit.refundedAt !== null) return refundedLine(deposit.refundDue ?? deposit.amount);
  if (deposit.refundDue !== null) return refundDueLine(deposit.refundDue);
  if (deposit.paidAt === null) {
    // Unpaid and no longer awaited (rejected, expired, withdrawn): nothing changed hands.
    return booking.status === 'awaiting_deposit'
      ? DEPOSIT_TEXTS.awaiting(deposit.amount, deposit.reference, deposit.utr)
      : null;
  }
  // Cancelled past the window, a paid deposit owes nothing back and leaves no balance to pay;
  // a no-show's is kept by the studio.
  if (booking.status === 'cancelled') return DEPOSIT_TEXTS.paidNotRefunded(deposit.amount);
  if (booking.status === 'no_show') return DEPOSIT_TEXTS.retainedByStudio(deposit.amount);
  return depositPaidLine(deposit.amount, booking.totalPrice);
}

/** Whether the owner may still confirm or reject `booking`'s deposit (before its deadline). */
export function isAwaitingDeposit(booking: Booking, now: Date): boolean {
  return allowedTransitions(respondedBooking(booking), 'owner', now).includes('confirmDeposit');
}

/** Whether a refund of `booking`'s deposit is owed and not yet marked paid by the owner. */
export function isRefundDue(booking: Booking): boolean {
  return booking.deposit?.refundDue != null && booking.deposit.refundedAt === null;
}
