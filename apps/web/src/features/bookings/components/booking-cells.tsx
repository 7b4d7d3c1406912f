import { packageLabel, paymentStatusLabel, type Booking, formatRupees } from '@studio-hive/domain';
import { Badge } from '../../../components/ui/badge';
import { commonBookingColumns } from '../../../components/ui/booking-columns';
import type { BookingColumn } from '../../../components/ui/bookings-table';
import { BOOKING_FALLBACKS } from '../../../lib/booking-labels';

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

function PriceCell({ booking }: { booking: Booking }) {
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

/** The columns the three lists share, by header (docs/product.md#bookings). */
export const bookingColumns = {
  ...commonBookingColumns,
  price: { header: 'Price', cell: (b) => <PriceCell booking={b} /> },
  paymentStatus: { header: 'Payment Status', cell: (b) => <PaymentCell booking={b} /> },
  payment: { header: 'Payment', cell: (b) => <PaymentCell booking={b} /> },
} satisfies Record<string, BookingColumn>;
