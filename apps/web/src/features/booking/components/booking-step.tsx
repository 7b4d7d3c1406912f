import { useId, useRef, useState } from 'react';
import {
  addonsTotal,
  BOOKING_MESSAGES,
  bookingAddonMaxQuantity,
  bookingPrice,
  cancellationPolicy,
  DEFAULT_PAYMENT_STATUS,
  depositAmount,
  depositAskedSentence,
  depositSetting,
  depositPayBy,
  depositRefundRule,
  formatHourRange,
  formatLongDate,
  istHourStart,
  newBookingTransition,
  packageLabel,
  PAYMENT_STATUS_LABELS,
  REQUEST_DECISION_HOURS,
  setAddonQuantity,
  type AddonChoice,
  type Booking,
  type Studio,
  formatRupees,
} from '@studio-hive/domain';
import { Button } from '../../../components/ui/button';
import { ApiError, messageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCreateBooking } from '../api/create-booking';
import { hoursText } from '../../../components/ui/session-fields';
import type { SelectedSlot } from './slot-selection';

/** Our wording of the submit button (docs/product.md names only its busy label). */
export const BOOK_NOW = 'Book Now';
/** The submit button at a studio that takes bookings on request (decision 025). */
export const SEND_REQUEST = 'Send Booking Request';
export const PROCESSING = 'Processing...';

/** How a booking with a deposit is paid (docs/product.md#deposits). */
export const DEPOSIT_PAYMENT_NOTE = 'The deposit by UPI once you book, the rest at the studio.';

const REQUEST_NOTE = `This sends a request: the studio accepts or declines it within ${REQUEST_DECISION_HOURS} hours, and the time is held for you until then.`;

function QuantityStepper({
  name,
  quantity,
  max,
  onChange,
}: {
  name: string;
  quantity: number;
  max: number;
  onChange: (quantity: number) => void;
}) {
  const stepClasses =
    'flex size-9 items-center justify-center rounded-lg bg-white text-lg font-semibold text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
  return (
    <div className="flex items-center gap-2" role="group" aria-label={`Quantity of ${name}`}>
      <button
        type="button"
        className={stepClasses}
        onClick={() => onChange(quantity - 1)}
        disabled={quantity <= 0}
        aria-label={`Fewer ${name}`}
      >
        −
      </button>
      <output
        aria-live="polite"
        className="w-6 text-center font-semibold text-slate-900 tabular-nums"
      >
        {quantity}
      </output>
      <button
        type="button"
        className={stepClasses}
        onClick={() => onChange(quantity + 1)}
        disabled={quantity >= max}
        aria-label={`More ${name}`}
      >
        +
      </button>
    </div>
  );
}

function PriceRow({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-4 text-base' : 'flex justify-between gap-4'}>
      <dt className={strong ? 'font-semibold text-slate-900' : 'text-slate-600'}>{label}</dt>
      <dd className={strong ? 'font-bold text-slate-900' : 'font-medium text-slate-900'}>
        {formatRupees(amount)}
      </dd>
    </div>
  );
}

/**
 * The add-ons and booking step (docs/product.md#booking-step): the chosen slot, payment (Pay at Studio, the only
 * option), add-on quantities 0..max (10 when missing), the base price apart from the add-ons, the
 * total, the studio's cancellation policy, and the submit button ('Processing...' while it sends;
 * at a studio that takes bookings on request it sends a request). Renders nothing without a slot.
 * The price is the domain's (pricing.ts), from the studio's current prices: the server computes
 * the same and refuses any other total.
 */
export function BookingStep({
  studio,
  slot,
  onBack,
  onBooked,
  onSlotTaken,
  onPriceChanged,
}: {
  studio: Studio;
  slot: SelectedSlot | null;
  onBack: () => void;
  onBooked: (booking: Booking) => void;
  /** 409: an hour was booked by someone else meanwhile; the picker must be shown again. */
  onSlotTaken: () => void;
  /** 400 PRICE_MISMATCH: the studio's prices changed meanwhile; the studio must be read again. */
  onPriceChanged?: () => void;
}) {
  const [chosen, setChosen] = useState<AddonChoice[]>([]);
  const paymentName = useId();
  const termsId = useId();
  const booking = useCreateBooking();
  const sending = useRef(false);

  if (!slot) return null;
  const pkg = studio.packages.find((p) => p.key === slot.packageKey) ?? slot.package;
  const quantityOf = (key: string) => chosen.find((c) => c.key === key)?.quantity ?? 0;
  const chosenAddons = studio.addons
    .map((addon) => ({ ...addon, quantity: quantityOf(addon.key) }))
    .filter((addon) => addon.quantity > 0);
  const price = bookingPrice({
    packagePrice: pkg.price,
    hourCount: slot.hours.length,
    addons: chosenAddons,
  });
  const start = slot.hours[0] ?? 0;
  // The deposit this total asks (docs/product.md#deposits): it holds the booking whichever the
  // studio's mode, so a studio on request sends no request then.
  const deposit = depositAmount(
    depositSetting(studio.deposit.type, studio.deposit.value),
    price.totalPrice,
  );
  const isRequest = newBookingTransition(studio.bookingMode, deposit) === 'request';
  // The studio's minutes to pay, or until the session starts if sooner (as the server sets payBy).
  const now = new Date();
  const minutesToPay = Math.floor(
    (depositPayBy(now, istHourStart(slot.date, start), studio.deposit.payWithinMinutes).getTime() -
      now.getTime()) /
      60_000,
  );

  const submit = async () => {
    // One request per click, however fast the second one comes.
    if (sending.current) return;
    sending.current = true;
    try {
      const result = await booking.mutateAsync({
        studio: studio._id,
        date: slot.date,
        hours: slot.hours,
        packageKey: pkg.key,
        addons: chosenAddons.map((addon) => ({ key: addon.key, quantity: addon.quantity })),
        totalPrice: price.totalPrice,
        paymentStatus: DEFAULT_PAYMENT_STATUS,
      });
      // The server's words: a confirmation, or that the request was sent.
      toast.success(result.message);
      onBooked(result.booking);
    } catch (error) {
      toast.error(messageOr(error, BOOKING_MESSAGES.createFailed));
      if (error instanceof ApiError && error.status === 409) onSlotTaken();
      // The step prices from the studio as loaded: once it is read again, the total follows.
      if (error instanceof ApiError && error.code === 'PRICE_MISMATCH') onPriceChanged?.();
    } finally {
      sending.current = false;
    }
  };

  return (
    <form
      className="space-y-6"
      aria-busy={booking.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="rounded-xl bg-slate-50 p-4 text-sm">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{formatLongDate(slot.date)}</p>
            <p className="mt-0.5 text-slate-700">
              {formatHourRange(start, start + slot.hours.length)} ({hoursText(slot.hours.length)})
            </p>
            <p className="mt-0.5 text-slate-700">{packageLabel(pkg.key)}</p>
          </div>
          <Button variant="ghost" size="sm" onClick={onBack} disabled={booking.isPending}>
            Change
          </Button>
        </div>
      </div>

      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Payment Method</legend>
        <label className="flex items-center gap-3 rounded-xl border border-indigo-500 bg-indigo-50 px-4 py-3">
          <input
            type="radio"
            name={paymentName}
            value={DEFAULT_PAYMENT_STATUS}
            checked
            readOnly
            className="size-4 accent-indigo-600"
          />
          <span>
            <span className="block font-medium text-slate-900">
              {PAYMENT_STATUS_LABELS.payAtStudio}
            </span>
            <span className="block text-xs text-slate-600">
              {deposit > 0 ? DEPOSIT_PAYMENT_NOTE : 'Pay the studio when you arrive.'}
            </span>
          </span>
        </label>
      </fieldset>

      {studio.addons.length > 0 ? (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">Add-on services</legend>
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {studio.addons.map((addon) => {
              const max = bookingAddonMaxQuantity(addon.maxQuantity);
              return (
                <li key={addon.key} className="flex items-center justify-between gap-3 px-4 py-3">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">{addon.name}</p>
                    <p className="text-sm text-slate-600">
                      {formatRupees(addon.price)}{' '}
                      <span className="text-slate-500">· max {max}</span>
                    </p>
                  </div>
                  <QuantityStepper
                    name={addon.name}
                    quantity={quantityOf(addon.key)}
                    max={max}
                    onChange={(quantity) =>
                      setChosen((current) =>
                        setAddonQuantity(current, addon.key, Math.min(max, Math.max(0, quantity))),
                      )
                    }
                  />
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}

      <section aria-label="Price" className="rounded-xl bg-slate-50 p-4">
        <dl className="space-y-1.5 text-sm">
          <PriceRow
            label={`Base price (${formatRupees(pkg.price)} × ${hoursText(slot.hours.length)})`}
            amount={price.basePrice}
          />
          {chosenAddons.map((addon) => (
            <PriceRow
              key={addon.key}
              label={`${addon.name} × ${addon.quantity}`}
              amount={addonsTotal([addon])}
            />
          ))}
          <PriceRow label="Add-ons" amount={price.addonsTotal} />
          <div className="border-t border-slate-200 pt-2">
            <PriceRow label="Total" amount={price.totalPrice} strong />
          </div>
        </dl>
      </section>

      <div id={termsId} className="space-y-1 text-sm text-slate-600">
        {deposit > 0 ? (
          <p className="font-medium text-slate-900">
            {depositAskedSentence(deposit, minutesToPay)}.
          </p>
        ) : null}
        <p>{cancellationPolicy(studio.cancellationHours)}</p>
        {deposit > 0 ? <p>{depositRefundRule(studio.cancellationHours)}</p> : null}
        {isRequest ? <p>{REQUEST_NOTE}</p> : null}
      </div>

      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={booking.isPending}
        aria-describedby={termsId}
      >
        {booking.isPending ? PROCESSING : isRequest ? SEND_REQUEST : BOOK_NOW}
      </Button>
    </form>
  );
}
