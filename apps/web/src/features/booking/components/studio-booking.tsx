import { useEffect, useRef, useState } from 'react';
import {
  BOOKING_MESSAGES,
  formatFreeTime,
  SLOT_PICKER_TEXT,
  type Booking,
  type FreeTimeRun,
  type Studio,
} from '@studio-hive/domain';
import { RetryAlert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAvailability } from '../api/get-availability';
import type { BookingStep as BookingStepType } from './booking-step';
import type { SlotPicker as SlotPickerType } from './slot-picker';
import {
  EMPTY_CHOICE,
  isWholeSlotChosen,
  preselectedChoice,
  type SelectedSlot,
  type SlotChoice,
} from './slot-selection';

// Only signed-in viewers book: the picker and the booking step load once the booking area is
// shown (together with the free hours, which are asked for at once), never with a guest's first
// download (docs/decisions/014).
type Steps = { SlotPicker: typeof SlotPickerType; BookingStep: typeof BookingStepType };
let stepsLoading: Promise<Steps> | undefined;
const loadSteps = () =>
  (stepsLoading ??= Promise.all([import('./slot-picker'), import('./booking-step')]).then(
    ([picker, step]) => ({ SlotPicker: picker.SlotPicker, BookingStep: step.BookingStep }),
  ));

/** The booking steps once their code is here (null before). */
function useSteps(): Steps | null {
  const [steps, setSteps] = useState<Steps | null>(null);
  useEffect(() => {
    let current = true;
    void loadSteps().then((loaded) => {
      if (current) setSteps(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return steps;
}

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
  requestedSlot = null,
}: {
  studio: Studio;
  isAuthor: boolean;
  /** A slot found by free time on the listing: the picker starts on it while still free. */
  requestedSlot?: FreeTimeRun | null;
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
  return (
    <BookingFlow
      studio={studio}
      onBooked={onBooked}
      onPriceChanged={onPriceChanged}
      requestedSlot={requestedSlot}
    />
  );
}

const isSameTime = (a: SlotChoice, b: SlotChoice) =>
  a.date === b.date && a.start === b.start && a.duration === b.duration;

function BookingFlow({
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
  const steps = useSteps();
  const [choice, setChoice] = useState<SlotChoice>(EMPTY_CHOICE);
  const [slot, setSlot] = useState<SelectedSlot | null>(null);
  // The requested slot is applied once, when the free hours first arrive; after that the
  // choice is the user's.
  const [preselect, setPreselect] = useState<{ applied: boolean; first: SlotChoice | null }>({
    applied: requestedSlot === null,
    first: null,
  });
  if (!preselect.applied && requestedSlot && availability.data) {
    const first = preselectedChoice(
      requestedSlot,
      availability.data,
      studio.minimumDurationHours,
      new Date(),
    );
    setPreselect({ applied: true, first });
    setChoice(first);
  }
  // What the search preselected is said while it stands: all of it, or what was left.
  const preselectNote =
    requestedSlot && preselect.first && isSameTime(choice, preselect.first)
      ? isWholeSlotChosen(requestedSlot, preselect.first)
        ? 'whole'
        : 'partial'
      : null;
  const heading = useRef<HTMLHeadingElement>(null);

  const show = (next: SelectedSlot | null) => {
    setSlot(next);
    // The content under the heading changed: take keyboard and screen reader users there.
    requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <section id="booking" aria-labelledby="booking-title" className={cardClasses}>
      {!steps ? (
        <Spinner label="Loading available slots…" />
      ) : (
        <>
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
              <steps.BookingStep
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
              <RetryAlert
                message={AVAILABILITY_LOAD_FAILED}
                onRetry={() => void availability.refetch()}
              />
            ) : (
              <>
                {requestedSlot && preselectNote ? (
                  <p
                    role="status"
                    className={
                      preselectNote === 'whole'
                        ? 'mb-4 rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900'
                        : 'mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900'
                    }
                  >
                    {preselectNote === 'whole'
                      ? `Your search, ${formatFreeTime(requestedSlot)}, is selected. Choose a package to continue.`
                      : `${formatFreeTime(requestedSlot)} is no longer free here. Please pick another time.`}
                  </p>
                ) : null}
                <steps.SlotPicker
                  studio={studio}
                  slots={availability.data}
                  choice={choice}
                  onChange={setChoice}
                  onContinue={show}
                  now={new Date()}
                />
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}
