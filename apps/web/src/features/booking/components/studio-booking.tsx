import { useRef, useState } from 'react';
import { BOOKING_MESSAGES, SLOT_PICKER_TEXT, type Booking, type Studio } from '@studio-hive/domain';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAvailability } from '../api/get-availability';
import { BookingStep } from './booking-step';
import { SlotPicker } from './slot-picker';
import { EMPTY_CHOICE, type SelectedSlot, type SlotChoice } from './slot-selection';

export const AVAILABILITY_LOAD_FAILED = 'Failed to load available slots. Please try again later.';
export const OWN_STUDIO_NOTE = 'This is your studio, so you cannot book it yourself.';

const cardClasses = '@container rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

/**
 * The booking area of the studio detail page for signed-in viewers (spec section 2): the slot
 * picker, then the add-ons and booking step. The author of the studio gets a note instead.
 */
export function StudioBooking({
  studio,
  isAuthor,
  onBooked,
  onPriceChanged,
}: {
  studio: Studio;
  isAuthor: boolean;
  /** After the server confirmed the booking (the page then goes to My Bookings). */
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
  return <BookingFlow studio={studio} onBooked={onBooked} onPriceChanged={onPriceChanged} />;
}

function BookingFlow({
  studio,
  onBooked,
  onPriceChanged,
}: {
  studio: Studio;
  onBooked: (booking: Booking) => void;
  onPriceChanged?: () => void;
}) {
  const availability = useAvailability(studio._id);
  const [choice, setChoice] = useState<SlotChoice>(EMPTY_CHOICE);
  const [slot, setSlot] = useState<SelectedSlot | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const show = (next: SelectedSlot | null) => {
    setSlot(next);
    // The content under the heading changed: take keyboard and screen reader users there.
    requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <section id="booking" aria-labelledby="booking-title" className={cardClasses}>
      <h2
        id="booking-title"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {slot ? 'Add-ons & Booking' : SLOT_PICKER_TEXT.title}
      </h2>
      <div className="mt-4">
        {slot ? (
          <BookingStep
            studio={studio}
            slot={slot}
            onBack={() => show(null)}
            onBooked={onBooked}
            onPriceChanged={onPriceChanged}
            onSlotTaken={() => {
              // The hours were just booked by someone else: keep the date, choose again among
              // the refreshed hours.
              setChoice({ ...EMPTY_CHOICE, date: slot.date });
              show(null);
            }}
          />
        ) : availability.isPending ? (
          <Spinner label="Loading available slots…" />
        ) : availability.isError ? (
          <Alert>
            <p>{AVAILABILITY_LOAD_FAILED}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => void availability.refetch()}
            >
              Try again
            </Button>
          </Alert>
        ) : (
          <SlotPicker
            studio={studio}
            slots={availability.data}
            choice={choice}
            onChange={setChoice}
            onContinue={show}
            now={new Date()}
          />
        )}
      </div>
    </section>
  );
}
