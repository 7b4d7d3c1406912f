import { packageLabel, paymentStatusLabel, type Booking, formatRupees } from '@studio-hive/domain';
import { Badge } from '../../../components/ui/badge';
import { commonBookingColumns } from '../../../components/ui/booking-columns';
import { BookingStatusBadges } from '../../../components/ui/booking-status-badge';
import type { BookingColumn } from '../../../components/ui/bookings-table';
import { BOOKING_FALLBACKS } from '../../../lib/booking-labels';
import { depositLine } from './deposit-lines';

/** Texts of the three bookings lists (docs/product.md#bookings and docs/product.md#messages); the delete texts are the domain's. */
export const BOOKINGS_MESSAGES = {
  ...BOOKING_FALLBACKS,
  loadFailedToast: 'Failed to load bookings',
  customerLoadFailed: 'Failed to load your bookings. Please try again later.',
  loadFailed: 'Failed to load bookings. Please try again later.',
  emptyTitle: 'No Bookings Yet',
  /** Shown as a heading (before the colon) and its sentence. */
  ownerEmpty:
    "No Bookings Yet: You haven't received any bookings yet. Make sure your studios are approved and have available slots.",
} as const;

/** The total, the package, and where its deposit stands (docs/product.md#deposits). */
function PriceCell({ booking }: { booking: Booking }) {
  const deposit = depositLine(booking);
  return (
    <>
      <p className="font-semibold whitespace-nowrap text-slate-900">
        {formatRupees(booking.totalPrice)}
      </p>
      {booking.packageKey ? (
        <p className="mt-0.5 text-sm whitespace-nowrap text-slate-500">
          {packageLabel(booking.packageKey)}
        </p>
      ) : null}
      {deposit ? <p className="mt-1 max-w-56 text-sm text-slate-700">{deposit}</p> : null}
    </>
  );
}

function PaymentCell({ booking }: { booking: Booking }) {
  const label = paymentStatusLabel(booking.paymentStatus);
  return (
    <Badge
      tone={booking.paymentStatus === 'paid' ? 'green' : 'amber'}
      className="whitespace-nowrap"
    >
      {label}
    </Badge>
  );
}

/** Whose reason a cancelled or declined booking carries: a decline is always the studio's. */
const reasonOf = (booking: Booking) =>
  booking.cancelledBy === 'customer' ? "Customer's reason" : "Studio's reason";

/**
 * The status ('Offline' beside it for an offline booking), and for a cancelled or declined booking
 * the reason given for it.
 */
function StatusCell({ booking }: { booking: Booking }) {
  const ended = booking.status === 'cancelled' || booking.status === 'declined';
  return (
    <>
      <BookingStatusBadges booking={booking} />
      {ended && booking.cancelReason ? (
        <p className="mt-1.5 max-w-64 text-sm break-words text-slate-600">
          <span className="font-medium text-slate-700">{reasonOf(booking)}:</span>{' '}
          {booking.cancelReason}
        </p>
      ) : null}
    </>
  );
}

/** The columns the three lists share, by header (docs/product.md#bookings). */
export const bookingColumns = {
  ...commonBookingColumns,
  price: { header: 'Price', cell: (b) => <PriceCell booking={b} /> },
  paymentStatus: { header: 'Payment Status', cell: (b) => <PaymentCell booking={b} /> },
  payment: { header: 'Payment', cell: (b) => <PaymentCell booking={b} /> },
  status: { header: 'Status', cell: (b) => <StatusCell booking={b} /> },
} satisfies Record<string, BookingColumn>;
