import { ADD_BOOKING_TEXT, formatRupees, packageLabel, type Booking } from '@studio-hive/domain';
import { BookingDialog } from '../../../components/ui/booking-dialog';
import { PhoneLinks } from '../../../components/ui/booking-party-cells';
import { BookingStatusBadges } from '../../../components/ui/booking-status-badge';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { customerName } from '../../../lib/booking-labels';
import { depositLine, isAwaitingDeposit } from './deposit-lines';
import { OwnerBookingActions } from './owner-booking-actions';
import { OwnerBookingLine } from './owner-booking-line';
import { DepositAnswers, DepositFacts } from './owner-deposits';
import { isOpenRequest, RequestAnswers } from './owner-requests';
import { WEEK_TEXTS } from './week-texts';

/**
 * A booking of the week view, opened (docs/product.md#week-view): who, where and when, its status,
 * price and the customer's phone, and what the owner may do with it now, with the same buttons,
 * dialogs and texts as Bookings Received: Accept and Decline a request, Deposit received and
 * Reject with the deposit's reference and UTR (docs/product.md#deposits), Cancel, Mark no-show,
 * Add to calendar.
 */
export function WeekBookingDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  // An offline booking's customer is the one its owner recorded (decision 049).
  const phone = booking.customer?.phone ?? booking.offlineCustomer?.phone;
  const now = new Date();
  const openRequest = isOpenRequest(booking, now);
  const awaitingDeposit = isAwaitingDeposit(booking, now);
  const deposit = depositLine(booking);
  return (
    <BookingDialog
      title={customerName(booking)}
      description={<OwnerBookingLine booking={booking} />}
      onClose={onClose}
    >
      <div className="space-y-2 text-sm text-slate-700">
        <BookingStatusBadges booking={booking} />
        <p>
          {formatRupees(booking.totalPrice)}
          {booking.packageKey ? ` · ${packageLabel(booking.packageKey)}` : null}
        </p>
        {awaitingDeposit ? <DepositFacts booking={booking} /> : deposit ? <p>{deposit}</p> : null}
        {phone ? <PhoneLinks phone={phone} whose={customerName(booking)} /> : null}
        {booking.note ? (
          <p className="break-words whitespace-pre-line">
            <span className="font-medium">{ADD_BOOKING_TEXT.noteShort}:</span> {booking.note}
          </p>
        ) : null}
      </div>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        {openRequest ? (
          <RequestAnswers booking={booking} onChanged={onClose} />
        ) : awaitingDeposit ? (
          <DepositAnswers booking={booking} onChanged={onClose} />
        ) : (
          <OwnerBookingActions booking={booking} />
        )}
      </div>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <TextLink to={paths.ownerBookings}>{WEEK_TEXTS.allBookings}</TextLink>
        <Button variant="secondary" onClick={onClose}>
          {WEEK_TEXTS.close}
        </Button>
      </div>
    </BookingDialog>
  );
}
