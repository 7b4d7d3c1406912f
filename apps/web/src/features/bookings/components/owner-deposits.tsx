import type { ReactNode } from 'react';
import {
  DEPOSIT_MESSAGES,
  DEPOSIT_REJECT_REASON,
  formatIstInstant,
  formatRupees,
  formatSessionDate,
  refundDueLine,
  type Booking,
} from '@studio-hive/domain';
import { PhoneLinks } from '../../../components/ui/booking-party-cells';
import { Button } from '../../../components/ui/button';
import { SessionLabel } from '../../../components/ui/session-label';
import { messageOr } from '../../../lib/api-client';
import { customerName, studioName } from '../../../lib/booking-labels';
import { toast } from '../../../lib/toast';
import { useChangeBooking } from '../api/change-booking';
import { useOwnerDeposits, useOwnerRefunds } from '../api/get-deposit-bookings';
import { DEPOSIT_TEXTS, isAwaitingDeposit, isRefundDue } from './deposit-lines';
import { OwnerAnswers, WaitingList } from './owner-answers';
import { OwnerBookingLine } from './owner-booking-line';

/** The owner's deposit screens' words (docs/product.md#deposits); the rules' are the domain's. */
export const OWNER_DEPOSIT_TEXTS = {
  depositsTitle: 'Deposits awaiting confirmation',
  depositsIntro:
    'Check your UPI app or bank statement for each reference, then confirm the deposit or reject the booking. Unconfirmed by its deadline, a booking expires and its hours become free again.',
  depositsLoadFailed: 'Failed to load the deposits awaiting confirmation. Please try again later.',
  refundsTitle: 'Refunds due',
  refundsIntro:
    'These bookings were cancelled after their deposit was paid. Pay each refund back by UPI, then mark it refunded.',
  refundsLoadFailed: 'Failed to load the refunds due. Please try again later.',
  utr: 'UTR',
  reference: 'Reference',
  payBy: 'To pay by',
  decideBy: 'Confirm by',
  confirming: 'Confirming…',
  confirmed: 'Deposit confirmed. The booking is confirmed and the customer has been told.',
  confirmFailed: 'Could not confirm the deposit. Please try again.',
  rejectTitle: 'Reject this booking?',
  rejectDescription:
    'The customer is told at once, with your reason, and the hours become free again.',
  rejectConfirm: 'Reject booking',
  rejecting: 'Rejecting…',
  rejected: 'Booking rejected. The customer has been told.',
  rejectFailed: 'Could not reject the booking. Please try again.',
  marking: 'Saving…',
  refunded: 'Refund marked as paid.',
  refundFailed: 'Could not mark the refund as paid. Please try again.',
} as const;

/** A fact of a deposit card or dialog: its term and its value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-slate-600">{term}:</dt>
      <dd className="font-medium break-all text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * What the owner checks a deposit by: its amount, the reference the payment carries, the UTR the
 * customer gave (or that none was given yet), the time to pay by and to confirm by.
 */
export function DepositFacts({ booking }: { booking: Booking }) {
  const { deposit } = booking;
  if (!deposit) return null;
  const due = booking.decisionDueAt ? new Date(booking.decisionDueAt) : null;
  return (
    <dl className="space-y-0.5 text-sm">
      <Fact term="Deposit">{formatRupees(deposit.amount)}</Fact>
      <Fact term={OWNER_DEPOSIT_TEXTS.reference}>
        <span className="font-mono">{deposit.reference}</span>
      </Fact>
      <Fact term={OWNER_DEPOSIT_TEXTS.utr}>
        {deposit.utr ? <span className="font-mono">{deposit.utr}</span> : DEPOSIT_TEXTS.noUtr}
      </Fact>
      <Fact term={OWNER_DEPOSIT_TEXTS.payBy}>{formatIstInstant(new Date(deposit.payBy))}</Fact>
      {due && due.getTime() !== new Date(deposit.payBy).getTime() ? (
        <Fact term={OWNER_DEPOSIT_TEXTS.decideBy}>{formatIstInstant(due)}</Fact>
      ) : null}
    </dl>
  );
}

/**
 * 'Deposit received' and 'Reject' (with the reason for the customer, 'No payment arrived' offered
 * first) of a booking awaiting its deposit: on the dashboard's cards, in Bookings Received and in
 * the week view, with the same texts and calls. `onChanged` follows an answer.
 */
export function DepositAnswers({
  booking,
  onChanged,
  className,
}: {
  booking: Booking;
  onChanged?: () => void;
  className?: string;
}) {
  // 'Deposit received from Rohan Mehta for Thu, 12 Mar 2026', 'Reject the booking of …'.
  const who = customerName(booking);
  const when = formatSessionDate(booking.date);
  return (
    <OwnerAnswers
      booking={booking}
      onChanged={onChanged}
      className={className}
      yes={{
        text: DEPOSIT_MESSAGES.received,
        forScreenReaders: ` from ${who} for ${when}`,
        pendingText: OWNER_DEPOSIT_TEXTS.confirming,
        change: { action: 'deposit/confirm' },
        done: OWNER_DEPOSIT_TEXTS.confirmed,
        failed: OWNER_DEPOSIT_TEXTS.confirmFailed,
      }}
      no={{
        text: DEPOSIT_MESSAGES.reject,
        forScreenReaders: ` the booking of ${who} on ${when}`,
        title: OWNER_DEPOSIT_TEXTS.rejectTitle,
        description: (
          <>
            <OwnerBookingLine booking={booking} />
            <DepositFacts booking={booking} />
            <p>{OWNER_DEPOSIT_TEXTS.rejectDescription}</p>
          </>
        ),
        reason: 'required',
        initialReason: DEPOSIT_REJECT_REASON,
        confirmText: OWNER_DEPOSIT_TEXTS.rejectConfirm,
        pendingText: OWNER_DEPOSIT_TEXTS.rejecting,
        change: (reason) => ({ action: 'deposit/reject', reason: reason ?? DEPOSIT_REJECT_REASON }),
        done: OWNER_DEPOSIT_TEXTS.rejected,
        failed: OWNER_DEPOSIT_TEXTS.rejectFailed,
      }}
    />
  );
}

/** 'Mark refunded': the owner has paid back a refund due on a cancelled booking's deposit. */
export function MarkRefundedButton({
  booking,
  onChanged,
}: {
  booking: Booking;
  onChanged?: () => void;
}) {
  const mark = useChangeBooking(booking, {
    onSuccess: () => {
      toast.success(OWNER_DEPOSIT_TEXTS.refunded);
      onChanged?.();
    },
    onError: (error) => toast.error(messageOr(error, OWNER_DEPOSIT_TEXTS.refundFailed)),
  });
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => mark.mutate({ action: 'deposit/refunded' })}
      disabled={mark.isPending}
    >
      {mark.isPending ? OWNER_DEPOSIT_TEXTS.marking : DEPOSIT_MESSAGES.markRefunded}
      <span className="sr-only">
        {` the deposit of ${customerName(booking)} on ${formatSessionDate(booking.date)}`}
      </span>
    </Button>
  );
}

/** Who, where and when, as the deposit cards head a booking. */
function CardHeading({ booking }: { booking: Booking }) {
  const phone = booking.customer?.phone;
  return (
    <>
      <h3 className="font-semibold break-words text-slate-900">{customerName(booking)}</h3>
      {phone ? <PhoneLinks phone={phone} whose={customerName(booking)} /> : null}
      <p className="mt-2 text-sm text-slate-900">
        <span className="font-medium">{studioName(booking)}</span> ·{' '}
        <SessionLabel date={booking.date} hours={booking.hours} />
      </p>
      <p className="mt-0.5 text-sm text-slate-600">{formatRupees(booking.totalPrice)} in all</p>
    </>
  );
}

/**
 * The owner's upcoming bookings whose deposit waits for their confirmation (GET /booking/owner,
 * OWNER_AWAITING_DEPOSITS), the most urgent first, each with the facts to find the payment by,
 * 'Deposit received' and 'Reject'. First on the owner dashboard; nothing when none waits.
 */
export function OwnerDeposits({
  onChanged,
  className,
}: {
  onChanged?: () => void;
  className?: string;
}) {
  const deposits = useOwnerDeposits();
  const now = new Date();
  return (
    <WaitingList
      query={deposits}
      waiting={(booking) => isAwaitingDeposit(booking, now)}
      title={OWNER_DEPOSIT_TEXTS.depositsTitle}
      intro={OWNER_DEPOSIT_TEXTS.depositsIntro}
      loadFailed={OWNER_DEPOSIT_TEXTS.depositsLoadFailed}
      card={(booking) => (
        <li key={booking._id} className="rounded-xl border border-sky-200 bg-sky-50/50 p-4">
          <CardHeading booking={booking} />
          <div className="mt-3">
            <DepositFacts booking={booking} />
          </div>
          <DepositAnswers booking={booking} onChanged={onChanged} className="mt-4" />
        </li>
      )}
      className={className}
    />
  );
}

function RefundCard({ booking, onChanged }: { booking: Booking; onChanged?: () => void }) {
  const { deposit } = booking;
  if (deposit?.refundDue == null) return null;
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <CardHeading booking={booking} />
      <p className="mt-3 text-sm font-semibold text-slate-900">
        {refundDueLine(deposit.refundDue)}
      </p>
      <p className="mt-0.5 text-sm text-slate-600">
        {OWNER_DEPOSIT_TEXTS.reference}: <span className="font-mono">{deposit.reference}</span>
      </p>
      <div className="mt-4">
        <MarkRefundedButton booking={booking} onChanged={onChanged} />
      </div>
    </li>
  );
}

/**
 * The owner's cancelled bookings whose paid deposit they owe back (GET /booking/owner?refund=due),
 * each with the refund's line and 'Mark refunded'. On the owner dashboard; nothing when none is due.
 */
export function OwnerRefunds({
  onChanged,
  className,
}: {
  onChanged?: () => void;
  className?: string;
}) {
  const refunds = useOwnerRefunds();
  return (
    <WaitingList
      query={refunds}
      waiting={isRefundDue}
      title={OWNER_DEPOSIT_TEXTS.refundsTitle}
      intro={OWNER_DEPOSIT_TEXTS.refundsIntro}
      loadFailed={OWNER_DEPOSIT_TEXTS.refundsLoadFailed}
      card={(booking) => <RefundCard key={booking._id} booking={booking} onChanged={onChanged} />}
      className={className}
    />
  );
}
