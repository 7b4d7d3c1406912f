import { useState } from 'react';
import {
  formatSessionDate,
  allowedTransitions,
  BOOKING_TRANSITIONS,
  offersAddToCalendar,
  respondedBooking,
  type Booking,
} from '@studio-hive/domain';
import { BookingActionDialog } from '../../../components/ui/booking-dialog';
import { Button } from '../../../components/ui/button';
import { messageOr } from '../../../lib/api-client';
import { customerName } from '../../../lib/booking-labels';
import { toast } from '../../../lib/toast';
import { useChangeBooking } from '../api/change-booking';
import { AddToCalendarButton } from './add-to-calendar-button';
import { isRefundDue } from './deposit-lines';
import { DepositAnswers, MarkRefundedButton } from './owner-deposits';
import { OwnerBookingLine } from './owner-booking-line';

export const OWNER_ACTION_FAILED = {
  cancel: 'Could not cancel the booking. Please try again.',
  noShow: 'Could not mark the booking as a no-show. Please try again.',
} as const;

type DialogProps = { booking: Booking; onClose: () => void };

/** How the owner's cancel reads for a customer's booking and for an offline one (decision 049). */
export const OWNER_CANCEL_TEXTS = {
  online: {
    description: 'The customer is told at once, with your reason, and the hours become free again.',
    cancelled: 'Booking cancelled. The customer has been told.',
  },
  offline: {
    description: 'Its hours become free again at once. Nobody is sent a message.',
    cancelled: 'Booking cancelled. Its hours are free again.',
  },
} as const;

/** A no-show of an offline booking: there is no customer record for it to count in. */
export const OFFLINE_NO_SHOW_TEXT =
  'Only if the customer did not come. It no longer counts in your revenue.';

/**
 * The owner cancels a booking: a customer's before it starts, always with a reason for them; an
 * offline one until it ends, with none asked and nobody told. The reason is asked as the
 * transition table's row for the booking says (`cancelByOwner` or `cancelOffline`).
 */
function CancelDialog({ booking, onClose }: DialogProps) {
  const texts = OWNER_CANCEL_TEXTS[booking.source];
  const row = BOOKING_TRANSITIONS[booking.source === 'offline' ? 'cancelOffline' : 'cancelByOwner'];
  const cancel = useChangeBooking(booking, {
    onSuccess: () => {
      toast.success(texts.cancelled);
      onClose();
    },
  });
  return (
    <BookingActionDialog
      title="Cancel this booking?"
      description={
        <>
          <OwnerBookingLine booking={booking} />
          <p>{texts.description}</p>
        </>
      }
      reason={'reason' in row ? row.reason : undefined}
      confirmLabel="Cancel booking"
      pendingLabel="Cancelling…"
      dismissLabel="Keep booking"
      pending={cancel.isPending}
      error={cancel.isError ? messageOr(cancel.error, OWNER_ACTION_FAILED.cancel) : null}
      onConfirm={(reason) => cancel.mutate({ action: 'cancel', reason })}
      onClose={onClose}
    />
  );
}

/**
 * The owner records that the customer did not come; it counts in the customer's record (an
 * offline booking has none: it stops counting as revenue).
 */
function NoShowDialog({ booking, onClose }: DialogProps) {
  const noShow = useChangeBooking(booking, {
    onSuccess: () => {
      toast.success('Marked as a no-show.');
      onClose();
    },
  });
  return (
    <BookingActionDialog
      title="Mark as a no-show?"
      description={
        <>
          <OwnerBookingLine booking={booking} />
          {booking.source === 'offline' ? (
            <p>{OFFLINE_NO_SHOW_TEXT}</p>
          ) : (
            <p>
              Only if the customer did not come. Studio owners see each customer&apos;s no-shows
              when they book.
            </p>
          )}
        </>
      }
      confirmLabel="Mark no-show"
      pendingLabel="Saving…"
      dismissLabel="Back"
      pending={noShow.isPending}
      error={noShow.isError ? messageOr(noShow.error, OWNER_ACTION_FAILED.noShow) : null}
      onConfirm={() => noShow.mutate({ action: 'no-show' })}
      onClose={onClose}
    />
  );
}

/**
 * What a studio's owner may do with a booking (docs/product.md#booking-lifecycle): Deposit
 * received and Reject while its deposit awaits them (docs/product.md#deposits), Cancel a
 * confirmed booking before it starts (an offline one until it ends, without a reason), Mark
 * no-show from its end until 7 days after, as the domain's rules allow them now; Mark refunded
 * once a cancellation left a refund of its deposit due.
 */
export function OwnerBookingActions({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState<'cancel' | 'no-show' | null>(null);
  const now = new Date();
  const allowed = allowedTransitions(respondedBooking(booking), 'owner', now);
  const whose = ` the booking of ${customerName(booking)} on ${formatSessionDate(booking.date)}`;
  const close = () => setOpen(null);
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {allowed.includes('confirmDeposit') ? (
        <DepositAnswers booking={booking} className="justify-end" />
      ) : null}
      {isRefundDue(booking) ? <MarkRefundedButton booking={booking} /> : null}
      {allowed.includes('cancelByOwner') || allowed.includes('cancelOffline') ? (
        <Button variant="secondary" size="sm" onClick={() => setOpen('cancel')}>
          Cancel<span className="sr-only">{whose}</span>
        </Button>
      ) : null}
      {allowed.includes('markNoShow') ? (
        <Button variant="secondary" size="sm" onClick={() => setOpen('no-show')}>
          Mark no-show<span className="sr-only">:{whose}</span>
        </Button>
      ) : null}
      {offersAddToCalendar(booking, now) ? <AddToCalendarButton booking={booking} /> : null}
      {open === 'cancel' ? <CancelDialog booking={booking} onClose={close} /> : null}
      {open === 'no-show' ? <NoShowDialog booking={booking} onClose={close} /> : null}
    </div>
  );
}
