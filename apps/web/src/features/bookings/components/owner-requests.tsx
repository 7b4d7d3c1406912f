import { Fragment, useId, useState } from 'react';
import {
  formatIstInstant,
  formatRupees,
  formatSessionDate,
  allowedTransitions,
  packageLabel,
  respondedBooking,
  type Booking,
  type CustomerRecord,
} from '@studio-hive/domain';
import { Alert } from '../../../components/ui/alert';
import { BookingActionDialog } from '../../../components/ui/booking-dialog';
import { PhoneLinks } from '../../../components/ui/booking-party-cells';
import { Button } from '../../../components/ui/button';
import { SessionLabel } from '../../../components/ui/session-label';
import { messageOr } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { customerName, studioName } from '../../../lib/booking-labels';
import { toast } from '../../../lib/toast';
import { useChangeBooking } from '../api/change-booking';
import { useOwnerRequests } from '../api/get-owner-bookings';
import { OwnerBookingLine } from './owner-booking-line';

export const REQUEST_TEXTS = {
  title: 'Requests',
  intro:
    'Accept or decline each request before its deadline. A request nobody answers expires and its hours become free again.',
  loadFailed: 'Failed to load your booking requests. Please try again later.',
  acceptFailed: 'Could not accept the request. Please try again.',
  declineFailed: 'Could not decline the request. Please try again.',
} as const;

/** Whether the owner can still accept or decline `booking`: a request before its deadline. */
export function isOpenRequest(booking: Booking, now: Date): boolean {
  return allowedTransitions(respondedBooking(booking), 'owner', now).includes('accept');
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * '3 completed · 1 cancelled late · 0 no-shows': what an owner weighs before accepting, each fact
 * kept on one line (a phone broke 'no-shows' at its hyphen).
 */
function CustomerRecordLine({ record }: { record: CustomerRecord }) {
  const isNew = record.completed + record.cancelled + record.noShows === 0;
  const facts = [
    `${record.completed} completed`,
    `${record.lateCancelled} cancelled late`,
    plural(record.noShows, 'no-show', 'no-shows'),
  ];
  return (
    <p className="mt-0.5 text-sm text-slate-600">
      {isNew
        ? 'New customer: no earlier bookings'
        : facts.map((fact, index) => (
            <Fragment key={fact}>
              {index > 0 ? ' · ' : null}
              <span className="whitespace-nowrap">{fact}</span>
            </Fragment>
          ))}
    </p>
  );
}

/** '5 hours left', '40 minutes left': the time to decide, in its largest whole unit. */
function timeLeftText(due: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((due.getTime() - now.getTime()) / 60_000));
  if (minutes < 60) return `${plural(minutes, 'minute', 'minutes')} left`;
  return `${plural(Math.floor(minutes / 60), 'hour', 'hours')} left`;
}

/**
 * Accept, and Decline with an optional reason for the customer, of an open request
 * (docs/product.md#booking-lifecycle): on the request cards and in the week view, with the same
 * texts and calls. `onChanged` follows an answer (what else shows the booking asks for it again).
 */
export function RequestAnswers({
  booking,
  onChanged,
  className,
}: {
  booking: Booking;
  onChanged?: () => void;
  className?: string;
}) {
  const [declining, setDeclining] = useState(false);
  const answered = (message: string) => {
    toast.success(message);
    onChanged?.();
  };
  const accept = useChangeBooking(booking, {
    onSuccess: () => answered('Request accepted. The customer has been told.'),
    onError: (error) => toast.error(messageOr(error, REQUEST_TEXTS.acceptFailed)),
  });
  const decline = useChangeBooking(booking, {
    onSuccess: () => {
      setDeclining(false);
      answered('Request declined. The customer has been told.');
    },
  });
  const whose = ` the request of ${customerName(booking)} on ${formatSessionDate(booking.date)}`;
  return (
    <>
      <div className={cn('flex flex-wrap gap-2', className)}>
        <Button
          size="sm"
          onClick={() => accept.mutate({ action: 'accept' })}
          disabled={accept.isPending}
        >
          {accept.isPending ? 'Accepting…' : 'Accept'}
          <span className="sr-only">{whose}</span>
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setDeclining(true)}>
          Decline<span className="sr-only">{whose}</span>
        </Button>
      </div>
      {declining ? (
        <BookingActionDialog
          title="Decline this request?"
          description={
            <>
              <OwnerBookingLine booking={booking} />
              <p>The customer is told at once and the hours become free again.</p>
            </>
          }
          reason="optional"
          confirmLabel="Decline request"
          pendingLabel="Declining…"
          dismissLabel="Back"
          pending={decline.isPending}
          error={decline.isError ? messageOr(decline.error, REQUEST_TEXTS.declineFailed) : null}
          onConfirm={(reason) => decline.mutate({ action: 'decline', reason })}
          onClose={() => {
            decline.reset();
            setDeclining(false);
          }}
        />
      ) : null}
    </>
  );
}

function RequestCard({ booking, onChanged }: { booking: Booking; onChanged?: () => void }) {
  const due = booking.decisionDueAt ? new Date(booking.decisionDueAt) : null;
  const phone = booking.customer?.phone;

  return (
    <li className="rounded-xl border border-amber-200 bg-amber-50/50 p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <h3 className="font-semibold break-words text-slate-900">{customerName(booking)}</h3>
        {due ? (
          <p className="text-sm font-semibold text-amber-800">{timeLeftText(due, new Date())}</p>
        ) : null}
      </div>
      {booking.customerRecord ? <CustomerRecordLine record={booking.customerRecord} /> : null}
      {phone ? <PhoneLinks phone={phone} whose={customerName(booking)} /> : null}
      <p className="mt-3 text-sm text-slate-900">
        <span className="font-medium">{studioName(booking)}</span> ·{' '}
        <SessionLabel date={booking.date} hours={booking.hours} />
      </p>
      <p className="mt-0.5 text-sm text-slate-600">
        {formatRupees(booking.totalPrice)}
        {booking.packageKey ? ` · ${packageLabel(booking.packageKey)}` : null}
      </p>
      {due ? (
        <p className="mt-2 text-sm text-slate-600">Decide by {formatIstInstant(due)}</p>
      ) : null}
      <RequestAnswers booking={booking} onChanged={onChanged} className="mt-4" />
    </li>
  );
}

/**
 * The owner's open requests, the most urgent first (docs/product.md#booking-lifecycle), each with
 * the customer's record and phone, the time left to decide, Accept and Decline. Nothing when none
 * is open. `total` is how many the server counted (more than it sent, should there be over 100).
 */
function RequestsSection({
  bookings,
  total = bookings.length,
  onChanged,
  className,
}: {
  bookings: readonly Booking[];
  total?: number;
  className?: string;
  /** After an answer: what else shows the booking asks for it again (a dashboard's figures). */
  onChanged?: () => void;
}) {
  const headingId = useId();
  const now = new Date();
  const open = bookings
    .filter((booking) => isOpenRequest(booking, now))
    .sort((a, b) => (a.decisionDueAt ?? '').localeCompare(b.decisionDueAt ?? ''));
  if (open.length === 0) return null;
  // Those sent whose deadline passed since are no longer counted.
  const count = total - (bookings.length - open.length);
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6', className)}
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {REQUEST_TEXTS.title} <span className="text-slate-500">({count})</span>
      </h2>
      <p className="mt-1 text-sm text-slate-600">{REQUEST_TEXTS.intro}</p>
      <ul className="mt-4 grid gap-3 lg:grid-cols-2">
        {open.map((booking) => (
          <RequestCard key={booking._id} booking={booking} onChanged={onChanged} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The open requests as the server finds them (GET /booking/owner?when=upcoming&status=requested):
 * on Bookings Received above the owner's bookings, and on the owner dashboard, which the route
 * composes with it.
 */
export function OwnerRequests({
  onChanged,
  className,
}: {
  onChanged?: () => void;
  className?: string;
}) {
  const requests = useOwnerRequests();
  if (requests.isError) return <Alert className={className}>{REQUEST_TEXTS.loadFailed}</Alert>;
  if (!requests.data) return null;
  return (
    <RequestsSection
      bookings={requests.data.items}
      total={requests.data.total}
      onChanged={onChanged}
      className={className}
    />
  );
}
