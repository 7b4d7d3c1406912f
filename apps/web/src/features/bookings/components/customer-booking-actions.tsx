import { useState } from 'react';
import {
  allowedTransitions,
  bookingSpan,
  offersAddToCalendar,
  formatIstInstant,
  formatSession,
  respondedBooking,
  transitionFor,
  type Booking,
} from '@studio-hive/domain';
import { BookingActionDialog } from '../../../components/ui/booking-dialog';
import { Button } from '../../../components/ui/button';
import { messageOr } from '../../../lib/api-client';
import { studioName } from '../../../lib/booking-labels';
import { toast } from '../../../lib/toast';
import { useChangeBooking } from '../api/change-booking';
import { AddToCalendarButton } from './add-to-calendar-button';
import { RescheduleBookingDialog } from './reschedule-booking-dialog';

export const CUSTOMER_CANCEL_FAILED = 'Could not cancel the booking. Please try again.';

/** Cancelling, after a dialog that says until when it is free and what follows. */
function CancelDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const request = booking.status === 'requested';
  const cancel = useChangeBooking(booking, {
    onSuccess: () => {
      toast.success(request ? 'Request cancelled' : 'Booking cancelled');
      onClose();
    },
  });
  return (
    <BookingActionDialog
      title={request ? 'Cancel this request?' : 'Cancel this booking?'}
      description={
        <>
          <p className="font-medium text-slate-900">
            {studioName(booking)} · {formatSession(booking.date, booking.hours)}
          </p>
          {booking.cancellableUntil ? (
            <p>Free cancellation until {formatIstInstant(new Date(booking.cancellableUntil))}.</p>
          ) : null}
          <p>The studio is told at once and the hours become free for others.</p>
        </>
      }
      confirmLabel={request ? 'Cancel request' : 'Cancel booking'}
      pendingLabel="Cancelling…"
      dismissLabel={request ? 'Keep request' : 'Keep booking'}
      pending={cancel.isPending}
      error={cancel.isError ? messageOr(cancel.error, CUSTOMER_CANCEL_FAILED) : null}
      onConfirm={() => cancel.mutate({ action: 'cancel' })}
      onClose={onClose}
    />
  );
}

/**
 * What a customer may do with a booking of theirs (docs/product.md#booking-lifecycle): until its
 * deadline, Change time (confirmed bookings) and Cancel; after it, until the session starts, the
 * sentence that sends them to the studio. The domain's rules answer at once; the server has the
 * last word.
 */
export function CustomerBookingActions({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState<'cancel' | 'reschedule' | null>(null);
  const now = new Date();
  const rules = respondedBooking(booking);
  const mayReschedule = allowedTransitions(rules, 'customer', now).includes('reschedule');
  // Cancel takes withdraw or cancelByCustomer, as the booking's state says; refused past the
  // deadline but before the start, its sentence sends them to the studio.
  const cancel = transitionFor('cancel', 'customer', rules, now);
  const tooLate =
    !cancel.ok &&
    booking.status === 'confirmed' &&
    booking.hours.length > 0 &&
    now < bookingSpan(booking).start;
  const what = booking.status === 'requested' ? 'request' : 'booking';

  return (
    <div className="flex flex-col items-end gap-2">
      {tooLate ? (
        <p className="max-w-64 text-right text-sm text-slate-600">{cancel.message}</p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {mayReschedule ? (
          <Button variant="secondary" size="sm" onClick={() => setOpen('reschedule')}>
            Change time<span className="sr-only"> of the booking at {studioName(booking)}</span>
          </Button>
        ) : null}
        {cancel.ok ? (
          <Button variant="secondary" size="sm" onClick={() => setOpen('cancel')}>
            Cancel
            <span className="sr-only">
              {' '}
              the {what} at {studioName(booking)}
            </span>
          </Button>
        ) : null}
        {offersAddToCalendar(booking, now) ? <AddToCalendarButton booking={booking} /> : null}
      </div>
      {open === 'cancel' ? <CancelDialog booking={booking} onClose={() => setOpen(null)} /> : null}
      {open === 'reschedule' ? (
        <RescheduleBookingDialog booking={booking} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}
