import { BOOKING_MESSAGES, type Booking, type FreeTimeRun, type Studio } from '@studio-hive/domain';
import { RetryAlert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { onDemand } from '../../../lib/on-demand';
import { AVAILABILITY_LOAD_FAILED, useAvailability } from '../api/get-availability';

// Only signed-in viewers book: the picker, the booking step and their rules load once the
// booking area is shown (together with the free hours, which are asked for at once), never with
// a guest's first download (docs/decisions/014).
const bookingFlow = onDemand(() => import('./booking-flow'));

export const OWN_STUDIO_NOTE = 'This is your studio, so you cannot book it yourself.';

const cardClasses = '@container rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

/**
 * The booking area of the studio detail page for signed-in viewers (docs/product.md#slot-picker): the slot
 * picker, then the add-ons and booking step. The author of the studio gets a note instead.
 */
export function StudioBooking({
  studio,
  isAuthor,
  onBooked,
  onPriceChanged,
  requestedSlot = null,
}: {
  studio: Studio;
  isAuthor: boolean;
  /** A slot found by free time on the listing: the picker starts on it while still free. */
  requestedSlot?: FreeTimeRun | null;
  /** After the server took the booking, confirmed or as a request (the page then goes to My Bookings). */
  onBooked: (booking: Booking) => void;
  /** The server priced the booking differently: the studio's prices must be read again. */
  onPriceChanged?: () => void;
}) {
  if (!isAuthor && !studio.approved) {
    // A pending studio is seen only by its author and admins; the server refuses its bookings.
    return (
      <section id="booking" aria-labelledby="booking-title" className={cardClasses}>
        <h2 id="booking-title" className="text-lg font-semibold text-slate-900">
          Booking
        </h2>
        <p className="mt-2 text-sm text-slate-600">{BOOKING_MESSAGES.studioNotBookable}</p>
      </section>
    );
  }
  if (isAuthor) {
    return (
      <section id="booking" aria-labelledby="booking-title" className={cardClasses}>
        <h2 id="booking-title" className="text-lg font-semibold text-slate-900">
          Booking
        </h2>
        <p className="mt-2 text-sm text-slate-600">{OWN_STUDIO_NOTE}</p>
        <ButtonLink to={paths.ownerBookings} variant="secondary" size="sm" className="mt-4">
          See bookings received
        </ButtonLink>
      </section>
    );
  }
  return (
    <BookingArea
      studio={studio}
      onBooked={onBooked}
      onPriceChanged={onPriceChanged}
      requestedSlot={requestedSlot}
    />
  );
}

function BookingArea({
  studio,
  onBooked,
  onPriceChanged,
  requestedSlot,
}: {
  studio: Studio;
  onBooked: (booking: Booking) => void;
  onPriceChanged?: () => void;
  requestedSlot: FreeTimeRun | null;
}) {
  const availability = useAvailability(studio._id);
  const flow = bookingFlow.useLoaded(true);
  return (
    <section id="booking" aria-labelledby="booking-title" className={cardClasses}>
      {flow.module ? (
        <flow.module.BookingFlow
          studio={studio}
          availability={availability}
          onBooked={onBooked}
          onPriceChanged={onPriceChanged}
          requestedSlot={requestedSlot}
        />
      ) : flow.failed ? (
        <RetryAlert
          message={AVAILABILITY_LOAD_FAILED}
          onRetry={() => void bookingFlow.load().catch(() => undefined)}
        />
      ) : (
        <Spinner label="Loading available slots…" />
      )}
    </section>
  );
}
