import { Fragment } from 'react';
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
import { PhoneLinks } from '../../../components/ui/booking-party-cells';
import { SessionLabel } from '../../../components/ui/session-label';
import { customerName, studioName } from '../../../lib/booking-labels';
import { useOwnerRequests } from '../api/get-owner-bookings';
import { OwnerAnswers, WaitingList } from './owner-answers';
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
  const whose = ` the request of ${customerName(booking)} on ${formatSessionDate(booking.date)}`;
  return (
    <OwnerAnswers
      booking={booking}
      onChanged={onChanged}
      className={className}
      yes={{
        text: 'Accept',
        forScreenReaders: whose,
        pendingText: 'Accepting…',
        change: { action: 'accept' },
        done: 'Request accepted. The customer has been told.',
        failed: REQUEST_TEXTS.acceptFailed,
      }}
      no={{
        text: 'Decline',
        forScreenReaders: whose,
        title: 'Decline this request?',
        description: (
          <>
            <OwnerBookingLine booking={booking} />
            <p>The customer is told at once and the hours become free again.</p>
          </>
        ),
        reason: 'optional',
        confirmText: 'Decline request',
        pendingText: 'Declining…',
        change: (reason) => ({ action: 'decline', reason }),
        done: 'Request declined. The customer has been told.',
        failed: REQUEST_TEXTS.declineFailed,
      }}
    />
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
 * The owner's open requests as the server finds them (GET /booking/owner?when=upcoming&status=
 * requested), the most urgent first (docs/product.md#booking-lifecycle), each with the customer's
 * record and phone, the time left to decide, Accept and Decline: on Bookings Received above the
 * owner's bookings, and on the owner dashboard, which the route composes with it.
 */
export function OwnerRequests({
  onChanged,
  className,
}: {
  /** After an answer: what else shows the booking asks for it again (a dashboard's figures). */
  onChanged?: () => void;
  className?: string;
}) {
  const requests = useOwnerRequests();
  const now = new Date();
  return (
    <WaitingList
      query={requests}
      waiting={(booking) => isOpenRequest(booking, now)}
      title={REQUEST_TEXTS.title}
      intro={REQUEST_TEXTS.intro}
      loadFailed={REQUEST_TEXTS.loadFailed}
      card={(booking) => <RequestCard key={booking._id} booking={booking} onChanged={onChanged} />}
      className={className}
    />
  );
}
