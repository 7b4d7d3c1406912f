import { useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Booking } from '@studio-hive/domain';
import { Alert } from '../../../components/ui/alert';
import { BookingActionDialog } from '../../../components/ui/booking-dialog';
import { Button } from '../../../components/ui/button';
import { messageOr, type Page } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useChangeBooking, type BookingChange } from '../api/change-booking';

/** What a button says: its word, and the rest of its name for screen readers (one per booking). */
type Label = { text: string; forScreenReaders: string };

/** The answer given at once (Accept, Deposit received). */
export type YesAnswer = Label & {
  pendingText: string;
  change: BookingChange;
  done: string;
  failed: string;
};

/** The answer asked in a dialog, with a reason for the customer (Decline, Reject). */
export type NoAnswer = Label & {
  title: string;
  description: ReactNode;
  reason: 'required' | 'optional';
  initialReason?: string;
  confirmText: string;
  pendingText: string;
  change: (reason: string | undefined) => BookingChange;
  done: string;
  failed: string;
};

/**
 * The owner's two answers to a booking that waits for them (a request, a deposit): the first at
 * once, the second after a dialog that takes the reason for the customer; each toasts what it did
 * and calls `onChanged` (what else shows the booking asks for it again).
 */
export function OwnerAnswers({
  booking,
  yes,
  no,
  onChanged,
  className,
}: {
  booking: Booking;
  yes: YesAnswer;
  no: NoAnswer;
  onChanged?: () => void;
  className?: string;
}) {
  const [asking, setAsking] = useState(false);
  const answered = (message: string) => {
    toast.success(message);
    onChanged?.();
  };
  const first = useChangeBooking(booking, {
    onSuccess: () => answered(yes.done),
    onError: (error) => toast.error(messageOr(error, yes.failed)),
  });
  const second = useChangeBooking(booking, {
    onSuccess: () => {
      setAsking(false);
      answered(no.done);
    },
  });
  return (
    <>
      <div className={cn('flex flex-wrap gap-2', className)}>
        <Button size="sm" onClick={() => first.mutate(yes.change)} disabled={first.isPending}>
          {first.isPending ? yes.pendingText : yes.text}
          <span className="sr-only">{yes.forScreenReaders}</span>
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
          {no.text}
          <span className="sr-only">{no.forScreenReaders}</span>
        </Button>
      </div>
      {asking ? (
        <BookingActionDialog
          title={no.title}
          description={no.description}
          reason={no.reason}
          initialReason={no.initialReason}
          confirmLabel={no.confirmText}
          pendingLabel={no.pendingText}
          dismissLabel="Back"
          pending={second.isPending}
          error={second.isError ? messageOr(second.error, no.failed) : null}
          onConfirm={(reason) => second.mutate(no.change(reason))}
          onClose={() => {
            second.reset();
            setAsking(false);
          }}
        />
      ) : null}
    </>
  );
}

/**
 * The bookings of `query` that wait for the owner (requests, deposits, refunds) on the dashboard
 * and Bookings Received: those `waiting` still holds (a deadline may have passed since the list
 * came), the most urgent first, as cards under the section's title, how many wait and what to do;
 * its sentence when the list cannot be loaded, nothing while it loads or when none waits.
 * `total` is the server's count (more than it sent, should there be over 100). Focus lost with an
 * answered card goes to the list's heading, or to the page's content once none waits.
 */
export function WaitingList({
  query,
  waiting,
  title,
  intro,
  loadFailed,
  card,
  className,
}: {
  query: UseQueryResult<Page<Booking>>;
  waiting: (booking: Booking) => boolean;
  title: string;
  intro: string;
  loadFailed: string;
  card: (booking: Booking) => ReactNode;
  className?: string;
}) {
  const headingId = useId();
  const shown = (query.data?.items ?? [])
    .filter(waiting)
    .sort((a, b) => (a.decisionDueAt ?? '').localeCompare(b.decisionDueAt ?? ''));
  const heading = useRef<HTMLHeadingElement>(null);
  // Whether keyboard focus was last in the list (a pending answer's disabled button drops it to
  // the page), and the cards it showed: an answered card leaves with the focused control, and the
  // browser would start again from the top of the page.
  const focusInside = useRef(false);
  const shownBefore = useRef<string[]>([]);
  const shownIds = shown.map((booking) => booking._id);
  useEffect(() => {
    const cardLeft = shownBefore.current.some((id) => !shownIds.includes(id));
    shownBefore.current = shownIds;
    const active = document.activeElement;
    if (!cardLeft || !focusInside.current || (active !== null && active !== document.body)) return;
    focusInside.current = false; // focusing the heading sets it again
    (heading.current ?? document.getElementById('main'))?.focus();
  });
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    // Focus moved elsewhere on the page; to nowhere, it may still come back here.
    if (next instanceof Node && !event.currentTarget.contains(next)) focusInside.current = false;
  };
  if (query.isError) return <Alert className={className}>{loadFailed}</Alert>;
  if (!query.data || shown.length === 0) return null;
  const { items, total } = query.data;
  // Those sent that no longer wait are not counted.
  const count = total - (items.length - shown.length);
  return (
    <section
      aria-labelledby={headingId}
      onFocus={() => (focusInside.current = true)}
      onBlur={onBlur}
      className={cn('rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6', className)}
    >
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {title} <span className="text-slate-500">({count})</span>
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      <ul className="mt-4 grid gap-3 lg:grid-cols-2">{shown.map(card)}</ul>
    </section>
  );
}
