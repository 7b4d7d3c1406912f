import { useRef, useState } from 'react';
import {
  formatFreeTime,
  SLOT_PICKER_TEXT,
  type Booking,
  type FreeTimeRun,
  type Studio,
} from '@studio-hive/domain';
import { RetryAlert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { AVAILABILITY_LOAD_FAILED, type useAvailability } from '../api/get-availability';
import { BookingStep } from './booking-step';
import { SlotPicker } from './slot-picker';
import { EMPTY_CHOICE, type SelectedSlot, type SlotChoice } from './slot-selection';
import { isWholeSlotChosen, preselectedChoice } from './slot-preselection';

const isSameTime = (a: SlotChoice, b: SlotChoice) =>
  a.date === b.date && a.start === b.start && a.duration === b.duration;

/**
 * The booking area's content for a viewer who may book (studio-booking.tsx, which loads it on
 * demand beside the free hours): the slot picker, then the add-ons and booking step.
 */
export function BookingFlow({
  studio,
  availability,
  onBooked,
  onPriceChanged,
  requestedSlot,
}: {
  studio: Studio;
  /** The studio's free hours, asked for by the booking area as it appeared. */
  availability: ReturnType<typeof useAvailability>;
  onBooked: (booking: Booking) => void;
  onPriceChanged?: () => void;
  requestedSlot: FreeTimeRun | null;
}) {
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
            <SlotPicker
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
  );
}
