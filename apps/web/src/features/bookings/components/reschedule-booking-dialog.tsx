import { useState, type FormEvent } from 'react';
import {
  bookingPrice,
  durationOptions,
  formatRupees,
  formatSession,
  hoursFrom,
  hoursOnDate,
  packageLabel,
  pickableDates,
  startTimes,
  type AvailableSlot,
  type Booking,
  type Studio,
} from '@studio-hive/domain';
import { Alert, RetryAlert } from '../../../components/ui/alert';
import { BookingDialog } from '../../../components/ui/booking-dialog';
import { Button } from '../../../components/ui/button';
import { SessionFields } from '../../../components/ui/session-fields';
import { Spinner } from '../../../components/ui/spinner';
import { messageOr } from '../../../lib/api-client';
import { studioName } from '../../../lib/booking-labels';
import { toast } from '../../../lib/toast';
import { useChangeBooking } from '../api/change-booking';
import { useRescheduleOptions } from '../api/get-reschedule-options';

export const RESCHEDULE_TEXTS = {
  title: 'Change time',
  loadFailed: 'Failed to load available slots. Please try again later.',
  failed: 'Could not move the booking. Please try again.',
  packageGone:
    'The studio no longer offers the camera package of this booking, so it cannot be moved online. Please contact the studio.',
} as const;

/** The new time as chosen; the parts no longer offered count as not chosen (see `offered`). */
type TimeChoice = { date: string; start: number | null; duration: number };

/**
 * The choice as it stands against the hours on offer now: a date, start or duration that is no
 * longer offered (the hours were asked for again after a refusal) reads as not chosen. The
 * duration is kept across changes of date and start where it still fits: a reschedule usually keeps
 * the booking's length.
 */
function offered(choice: TimeChoice, slots: readonly AvailableSlot[], studio: Studio, now: Date) {
  const dates = pickableDates(slots, now);
  const date = dates.includes(choice.date) ? choice.date : '';
  const free = hoursOnDate(slots, date);
  const starts = date ? startTimes(free, date, now) : [];
  const start = choice.start !== null && starts.includes(choice.start) ? choice.start : null;
  const durations = start === null ? [] : durationOptions(free, start, studio.minimumDurationHours);
  const duration = durations.includes(choice.duration) ? choice.duration : (durations[0] ?? 0);
  return { dates, date, starts, start, durations, duration };
}

function RescheduleForm({
  booking,
  studio,
  slots,
  onClose,
  onRefused,
}: {
  booking: Booking;
  studio: Studio;
  slots: readonly AvailableSlot[];
  onClose: () => void;
  /** Asks for the hours and prices again: someone took the hours, or a price changed. */
  onRefused: () => void;
}) {
  const [choice, setChoice] = useState<TimeChoice>({
    date: booking.date,
    start: Math.min(...booking.hours),
    duration: booking.hours.length,
  });
  const reschedule = useChangeBooking(booking, {
    onSuccess: (rescheduled) => {
      toast.success(`Booking moved to ${formatSession(rescheduled.date, rescheduled.hours)}`);
      onClose();
    },
    onError: onRefused,
  });
  const choose = (next: TimeChoice) => {
    reschedule.reset();
    setChoice(next);
  };

  const now = new Date();
  const { dates, date, starts, start, durations, duration } = offered(choice, slots, studio, now);
  const hours = start === null ? [] : hoursFrom(start, duration);
  const unchanged = date === booking.date && hours.join() === booking.hours.join();
  // Same package and add-ons, at the package's price today (as the server works it out).
  const pkg = studio.packages.find((p) => p.key === booking.packageKey && p.price > 0);
  const total =
    pkg && hours.length > 0
      ? bookingPrice({ packagePrice: pkg.price, hourCount: hours.length, addons: booking.addons })
          .totalPrice
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (total === null || unchanged) return;
    reschedule.mutate({ action: 'reschedule', date, hours, totalPrice: total });
  };

  if (!pkg) {
    return (
      <>
        <Alert>{RESCHEDULE_TEXTS.packageGone}</Alert>
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <SessionFields
        dates={dates}
        date={date}
        onDateChange={(next) => choose({ ...choice, date: next, start: null })}
        starts={starts}
        start={start}
        onStartChange={(next) => choose({ ...choice, date, start: next })}
        durations={durations}
        duration={duration}
        onDurationChange={(next) => choose({ date, start, duration: next })}
        timesClassName="sm:grid-cols-2"
      />

      <dl className="space-y-1.5 rounded-xl bg-slate-50 p-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Now</dt>
          <dd className="text-right font-medium text-slate-900">
            {formatSession(booking.date, booking.hours)} · {formatRupees(booking.totalPrice)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">New</dt>
          <dd className="text-right font-semibold text-slate-900">
            {total === null ? '—' : `${formatSession(date, hours)} · ${formatRupees(total)}`}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-slate-600">
        Same package ({packageLabel(pkg.key)}) and add-ons, at the package&apos;s price today.
      </p>

      {reschedule.isError ? (
        <Alert>{messageOr(reschedule.error, RESCHEDULE_TEXTS.failed)}</Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onClose}>
          Keep current time
        </Button>
        <Button type="submit" disabled={total === null || unchanged || reschedule.isPending}>
          {reschedule.isPending ? 'Moving…' : 'Move booking'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Change time (docs/product.md#booking-lifecycle): the booking's own date and hours chosen first,
 * then any other free hours of the same studio, with the new total from the domain's pricing.
 * The slot picker of the booking flow chooses a package too and leads on to add-ons, so the
 * choice here is its date, start and duration only: the same fields (SessionFields), by the same
 * rules (slots.ts).
 */
export function RescheduleBookingDialog({
  booking,
  onClose,
}: {
  booking: Booking;
  onClose: () => void;
}) {
  const options = useRescheduleOptions(booking.studio?._id ?? '');
  // The availability leaves out the hours this booking holds: they are free to it.
  const slots = options.data
    ? [...options.data.slots, { date: booking.date, hours: [...booking.hours] }]
    : [];
  return (
    <BookingDialog
      title={RESCHEDULE_TEXTS.title}
      description={<p>Pick another free time at {studioName(booking)}.</p>}
      onClose={onClose}
    >
      {options.isPending ? (
        <Spinner label="Loading available slots…" />
      ) : options.isError ? (
        <RetryAlert message={RESCHEDULE_TEXTS.loadFailed} onRetry={() => void options.refetch()} />
      ) : (
        <RescheduleForm
          booking={booking}
          studio={options.data.studio}
          slots={slots}
          onClose={onClose}
          onRefused={() => void options.refetch()}
        />
      )}
    </BookingDialog>
  );
}
