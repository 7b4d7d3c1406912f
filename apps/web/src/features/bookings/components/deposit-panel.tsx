import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  allowedTransitions,
  balanceAtStudio,
  DEPOSIT_MESSAGES,
  formatIstInstant,
  formatRupees,
  formatSession,
  normalizeUtr,
  respondedBooking,
  type Booking,
  type BookingDeposit,
} from '@studio-hive/domain';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { messageOr } from '../../../lib/api-client';
import { studioName } from '../../../lib/booking-labels';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useChangeBooking } from '../api/change-booking';
import { DepositQr } from './deposit-qr';

/** The deposit panel's words (docs/product.md#deposits); the rules' sentences are the domain's. */
export const DEPOSIT_PANEL_TEXTS = {
  title: 'Pay the deposit',
  balance: (rupees: number) => `${formatRupees(rupees)} to pay at the studio`,
  payWithin: (minutes: number) => `Pay within ${minutesText(minutes)}`,
  timePassed: 'Time to pay has passed',
  payBy: (instant: Date) => `Pay by ${formatIstInstant(instant)}`,
  scan: 'Scan this code with any UPI app.',
  reference: 'Reference',
  referenceHint: 'Your UPI app sends it with the payment: the studio finds your payment by it.',
  copy: 'Copy',
  copied: 'Reference copied',
  copyByHand: 'Select the reference and copy it by hand.',
  utrHint: 'Once you have paid, enter the UTR your UPI app shows for the payment.',
  sendUtr: 'Send UTR',
  sending: 'Sending…',
  reported: (utr: string) => `UTR ${utr} reported.`,
  correctUtr: 'Correct the UTR',
  reportFailed: 'Could not send the UTR. Please try again.',
} as const;

/**
 * '42 min', '2 h', '2 h 5 min': the time left to pay, in whole minutes; in hours from two on, as
 * the sentence before booking words it (`depositAskedSentence`).
 */
function minutesText(minutes: number): string {
  if (minutes < 120) return `${minutes} min`;
  const rest = minutes % 60;
  const hours = `${Math.floor(minutes / 60)} h`;
  return rest === 0 ? hours : `${hours} ${rest} min`;
}

/** Whole minutes left until `deadline`, rounded up (0 once it has passed). */
export function minutesLeft(deadline: Date, now: Date): number {
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 60_000));
}

/**
 * The time now, read again each time the minutes left until `deadline` change, so a countdown
 * reads right without re-rendering every second.
 */
function useNowUntil(deadline: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const left = deadline - now.getTime();
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(new Date()), left % 60_000 || 60_000);
    return () => clearTimeout(timer);
  }, [deadline, now]);
  return now;
}

function ReferenceLine({ reference }: { reference: string }) {
  const hintId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      toast.success(DEPOSIT_PANEL_TEXTS.copied);
    } catch {
      // No clipboard (not served over HTTPS, or refused): the reference is on screen to copy.
      toast.info(DEPOSIT_PANEL_TEXTS.copyByHand);
    }
  };
  return (
    <div className="mt-4">
      <p className="text-sm text-slate-600">{DEPOSIT_PANEL_TEXTS.reference}</p>
      <p className="mt-0.5 flex flex-wrap items-center gap-2">
        <span className="font-mono text-lg font-semibold text-slate-900 select-all">
          {reference}
        </span>
        <Button variant="secondary" size="sm" aria-describedby={hintId} onClick={() => void copy()}>
          {DEPOSIT_PANEL_TEXTS.copy}
          <span className="sr-only"> the reference {reference}</span>
        </Button>
      </p>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {DEPOSIT_PANEL_TEXTS.referenceHint}
      </p>
    </div>
  );
}

/** The UTR of the payment, checked with the domain's `normalizeUtr` before it is sent. */
function UtrForm({
  booking,
  fieldRef,
  onReported,
}: {
  booking: Booking;
  fieldRef: RefObject<HTMLInputElement | null>;
  onReported: (booking: Booking) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useChangeBooking(booking, {
    onSuccess: (changed) => {
      toast.success(DEPOSIT_MESSAGES.reported);
      onReported(changed);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const utr = normalizeUtr(text);
    setError(utr === null ? DEPOSIT_MESSAGES.utr : null);
    if (utr !== null) report.mutate({ action: 'deposit', utr });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4">
      <TextField
        ref={fieldRef}
        label={DEPOSIT_MESSAGES.utrLabel}
        hint={DEPOSIT_PANEL_TEXTS.utrHint}
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error ?? undefined}
      />
      {report.isError ? (
        <Alert className="mt-3">{messageOr(report.error, DEPOSIT_PANEL_TEXTS.reportFailed)}</Alert>
      ) : null}
      <Button type="submit" className="mt-3" disabled={report.isPending}>
        {report.isPending ? DEPOSIT_PANEL_TEXTS.sending : DEPOSIT_PANEL_TEXTS.sendUtr}
      </Button>
    </form>
  );
}

/** How to pay: the UPI link first on a phone (it opens the UPI app), the QR code on a computer. */
function PayOptions({ deposit }: { deposit: BookingDeposit }) {
  return (
    <div className="mt-4 flex flex-col items-start gap-3">
      <a
        href={deposit.upiUrl}
        className={cn(
          buttonClasses('primary', 'lg', 'w-full'),
          // A computer has no UPI app to open: there the link is a secondary way, under the code.
          'sm:pointer-fine:order-last sm:pointer-fine:w-auto sm:pointer-fine:bg-white sm:pointer-fine:px-3 sm:pointer-fine:py-1.5 sm:pointer-fine:text-sm sm:pointer-fine:text-indigo-700 sm:pointer-fine:shadow-none sm:pointer-fine:ring-1 sm:pointer-fine:ring-slate-300 sm:pointer-fine:hover:bg-slate-50',
        )}
      >
        {DEPOSIT_MESSAGES.payWithUpiApp}
      </a>
      <figure className="flex flex-col items-start gap-2">
        <DepositQr url={deposit.upiUrl} amount={deposit.amount} />
        <figcaption className="text-sm text-slate-600">{DEPOSIT_PANEL_TEXTS.scan}</figcaption>
      </figure>
    </div>
  );
}

/**
 * A booking held for its deposit (docs/product.md#deposits), after booking and in My Bookings:
 * the amount and what is left for the studio, the time left to pay (a countdown to `payBy`, IST),
 * the UPI link and its QR code, the reference, and the UTR field that reports the payment; once
 * reported, the UTR (it may be corrected until the deadline). Nothing for a booking without one.
 */
export function DepositPanel({
  booking,
  onChanged,
  headingLevel = 2,
  focusOnShow = false,
  className,
}: {
  booking: Booking;
  /** The booking as the server answered a UTR (the lists that hold it are updated anyway). */
  onChanged?: (booking: Booking) => void;
  headingLevel?: 2 | 3;
  /** Take the keyboard to the panel's heading when it appears in place of what was used. */
  focusOnShow?: boolean;
  className?: string;
}) {
  const headingId = useId();
  const bookingId = useId();
  const [correcting, setCorrecting] = useState(false);
  // The form and 'Correct the UTR' replace each other: focus follows to what replaced the one
  // used, rather than being lost to the page.
  const [focusNext, setFocusNext] = useState<'heading' | 'correct' | 'field' | null>(
    focusOnShow ? 'heading' : null,
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const correctButton = useRef<HTMLButtonElement>(null);
  const utrField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusNext === null) return;
    // Not there yet (My Bookings shows the answered booking a moment later): once it is.
    const target = { heading, correct: correctButton, field: utrField }[focusNext].current;
    if (!target) return;
    target.focus();
    setFocusNext(null);
  }, [focusNext, booking, correcting]);
  const payBy = new Date(booking.deposit?.payBy ?? 0);
  const now = useNowUntil(payBy.getTime());
  const { deposit } = booking;
  if (!deposit) return null;
  const { utr } = deposit;
  const mayReport = allowedTransitions(respondedBooking(booking), 'customer', now).includes(
    'reportDeposit',
  );
  const left = minutesLeft(payBy, now);
  const reported = utr !== null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section
      aria-labelledby={`${headingId} ${bookingId}`}
      className={cn('rounded-2xl border border-sky-200 bg-white p-5 shadow-sm', className)}
    >
      <Heading
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {DEPOSIT_PANEL_TEXTS.title}
      </Heading>
      <p id={bookingId} className="mt-1 text-sm text-slate-700">
        {studioName(booking)} · {formatSession(booking.date, booking.hours)}
      </p>
      <p className="mt-3 text-3xl font-bold text-slate-900">{formatRupees(deposit.amount)}</p>
      <p className="text-sm text-slate-600">
        {DEPOSIT_PANEL_TEXTS.balance(balanceAtStudio(booking.totalPrice, deposit.amount))}
      </p>
      {reported ? null : (
        <>
          <p role="timer" className="mt-3 font-semibold text-amber-800">
            {left > 0 ? DEPOSIT_PANEL_TEXTS.payWithin(left) : DEPOSIT_PANEL_TEXTS.timePassed}
          </p>
          <p className="text-sm text-slate-600">{DEPOSIT_PANEL_TEXTS.payBy(payBy)}</p>
        </>
      )}
      {mayReport && !reported ? <PayOptions deposit={deposit} /> : null}
      <ReferenceLine reference={deposit.reference} />
      <div role="status" className="mt-4 text-sm text-emerald-800 empty:hidden">
        {utr !== null ? (
          <>
            <p className="font-semibold">{DEPOSIT_PANEL_TEXTS.reported(utr)}</p>
            <p>{DEPOSIT_MESSAGES.reported}</p>
          </>
        ) : null}
      </div>
      {mayReport && (!reported || correcting) ? (
        <UtrForm
          booking={booking}
          fieldRef={utrField}
          onReported={(changed) => {
            setCorrecting(false);
            setFocusNext('correct');
            onChanged?.(changed);
          }}
        />
      ) : null}
      {mayReport && reported && !correcting ? (
        <Button
          ref={correctButton}
          variant="ghost"
          size="sm"
          className="mt-2"
          onClick={() => {
            setCorrecting(true);
            setFocusNext('field');
          }}
        >
          {DEPOSIT_PANEL_TEXTS.correctUtr}
        </Button>
      ) : null}
    </section>
  );
}
