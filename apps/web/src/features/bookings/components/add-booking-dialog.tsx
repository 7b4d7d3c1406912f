import { useState } from 'react';
import { ADD_BOOKING_TEXT } from '@studio-hive/domain';
import { RetryAlert } from '../../../components/ui/alert';
import { BookingDialog } from '../../../components/ui/booking-dialog';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { onDemand } from '../../../lib/on-demand';

// The form, its rules and zod load when the dialog first opens, or a moment before, when the
// pointer or the focus reaches the button; not with the page (docs/decisions/014).
const addBookingForm = onDemand(() => import('./add-booking-form'));
const preloadForm = () => void addBookingForm.load().catch(() => undefined);

/** Where the dialog starts: a studio, a date and a start hour, each optional (the week view's free hour). */
export type AddBookingStart = { studioId?: string; date?: string; hour?: number };

export const ADD_BOOKING_OPEN_FAILED = 'Could not open the form. Please try again.';

/**
 * 'Add a booking' (docs/product.md#offline-bookings): the owner records a booking they took
 * elsewhere, starting from `start` when given. Shown while mounted, like every booking dialog;
 * `onAdded` runs once the server has recorded it.
 */
export function AddBookingDialog({
  start,
  onClose,
  onAdded,
}: {
  start?: AddBookingStart;
  onClose: () => void;
  onAdded?: () => void;
}) {
  const form = addBookingForm.useLoaded(true);
  const Form = form.module?.AddBookingForm;
  return (
    <BookingDialog
      title={ADD_BOOKING_TEXT.title}
      description={<p>{ADD_BOOKING_TEXT.description}</p>}
      onClose={onClose}
    >
      {Form ? (
        <Form start={start} onClose={onClose} onAdded={onAdded} />
      ) : form.failed ? (
        <RetryAlert message={ADD_BOOKING_OPEN_FAILED} onRetry={preloadForm} />
      ) : (
        <Spinner label={ADD_BOOKING_TEXT.loading} />
      )}
    </BookingDialog>
  );
}

/** The 'Add a booking' button of the owner's dashboard and Bookings Received, with its dialog. */
export function AddBookingButton({ onAdded }: { onAdded?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} onPointerEnter={preloadForm} onFocus={preloadForm}>
        {ADD_BOOKING_TEXT.button}
      </Button>
      {open ? <AddBookingDialog onClose={() => setOpen(false)} onAdded={onAdded} /> : null}
    </>
  );
}
