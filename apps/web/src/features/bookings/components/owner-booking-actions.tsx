import { useState } from 'react';
import {
  formatSessionDate,
  allowedTransitions,
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
import { OwnerBookingLine } from './owner-booking-line';

export const OWNER_ACTION_FAILED = {
  cancel: 'Could not cancel the booking. Please try again.',
  noShow: 'Could not mark the booking as a no-show. Please try again.',
} as const;

type DialogProps = { booking: Booking; onClose: () => void };

/** The toasts of an owner's change that tells nobody (an offline booking's, decision 049). */
export const OFFLINE_ACTION_TEXTS = {
  cancelled: 'Booking cancelled. Its hours are free again.',
  cancelDescription: 'Its hours become free again at once. Nobody is sent a message.',
  noShowDescription: 'Only if the customer did not come. It no longer counts in your revenue.',
} as const;

/**
 * The owner cancels an offline booking until it ends: no reason (there is no customer account to
 * tell), nobody is sent a message.
 */
function CancelOfflineDialog({ booking, onClose }: DialogProps) {
  const cancel = useChangeBooking(booking, {
    onSuccess: () => {
      toast.success(OFFLINE_ACTION_TEXTS.cancelled);
      onClose();
    },
  });
  return (
    <BookingActionDialog
      title="Cancel this booking?"
      description={
        <>
          <OwnerBookingLine booking={booking} />
          <p>{OFFLINE_ACTION_TEXTS.cancelDescription}</p>
        </>
      }
      confirmLabel="Cancel booking"
      pendingLabel="Cancelling…"
      dismissLabel="Keep booking"
      pending={cancel.isPending}
      error={cancel.isError ? messageOr(cancel.error, OWNER_ACTION_FAILED.cancel) : null}
      onConfirm={() => cancel.mutate({ action: 'cancel' })}
      onClose={onClose}
    />
  );
}

/** The owner cancels a confirmed booking before it starts, always with a reason for the customer. */
function CancelDialog({ booking, onClose }: DialogProps) {
  const cancel = useChangeBooking(booking, {
    onSuccess: () => {
      toast.success('Booking cancelled. The customer has been told.');
      onClose();
    },
  });
  return (
    <BookingActionDialog
      title="Cancel this booking?"
      description={
        <>
          <OwnerBookingLine booking={booking} />
          <p>The customer is told at once, with your reason, and the hours become free again.</p>
        </>
      }
      reason="required"
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
            <p>{OFFLINE_ACTION_TEXTS.noShowDescription}</p>
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
 * What a studio's owner may do with a booking (docs/product.md#booking-lifecycle): Cancel a
 * confirmed booking before it starts (an offline one until it ends, without a reason), Mark
 * no-show from its end until 7 days after, as the domain's rules allow them now.
 */
export function OwnerBookingActions({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState<'cancel' | 'no-show' | null>(null);
  const now = new Date();
  const allowed = allowedTransitions(respondedBooking(booking), 'owner', now);
  const whose = ` the booking of ${customerName(booking)} on ${formatSessionDate(booking.date)}`;
  const close = () => setOpen(null);
  return (
    <div className="flex flex-wrap justify-end gap-2">
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
      {open === 'cancel' && booking.source === 'offline' ? (
        <CancelOfflineDialog booking={booking} onClose={close} />
      ) : open === 'cancel' ? (
        <CancelDialog booking={booking} onClose={close} />
      ) : null}
      {open === 'no-show' ? <NoShowDialog booking={booking} onClose={close} /> : null}
    </div>
  );
}
