import {
  bookingStatus,
  formatHourList,
  formatShortDate,
  packageLabel,
  paymentStatusLabel,
  type Booking,
  formatRupees,
} from '@studio-hive/domain';
import { Badge } from '../../../components/ui/badge';
import type { BookingColumn } from './bookings-table';

/** Texts of the three bookings lists (spec sections 2 and 8); the delete texts are the domain's. */
export const BOOKINGS_MESSAGES = {
  unknownStudio: 'Unknown Studio',
  unknownLocation: 'Unknown Location',
  unknownCustomer: 'Unknown Customer',
  noEmail: 'No email',
  loadFailedToast: 'Failed to load bookings',
  customerLoadFailed: 'Failed to load your bookings. Please try again later.',
  loadFailed: 'Failed to load bookings. Please try again later.',
  emptyTitle: 'No Bookings Yet',
  /** Shown as a heading (before the colon) and its sentence. */
  ownerEmpty:
    "No Bookings Yet: You haven't received any bookings yet. Make sure your studios are approved and have available slots.",
} as const;

/** The studio's name, or 'Unknown Studio' once it is gone. */
export function studioName(booking: Booking): string {
  return booking.studio?.name || BOOKINGS_MESSAGES.unknownStudio;
}

function StudioCell({ booking }: { booking: Booking }) {
  return (
    <>
      <p className="font-semibold break-words text-slate-900">{studioName(booking)}</p>
      <p className="mt-0.5 text-sm text-slate-500">
        {booking.studio?.location.city || BOOKINGS_MESSAGES.unknownLocation}
      </p>
    </>
  );
}

function CustomerCell({ booking }: { booking: Booking }) {
  return (
    <>
      <p className="font-medium text-slate-900">
        {booking.customer?.name || BOOKINGS_MESSAGES.unknownCustomer}
      </p>
      <p className="mt-0.5 text-sm break-all text-slate-500">
        {booking.customer?.email || BOOKINGS_MESSAGES.noEmail}
      </p>
    </>
  );
}

function DateTimeCell({ booking }: { booking: Booking }) {
  return (
    <>
      <p className="font-medium whitespace-nowrap text-slate-900">
        {formatShortDate(booking.date)}
      </p>
      {/* Hours sorted, as 'N:00'; 'No hours booked' when none (spec section 2, My Bookings). */}
      <p className="mt-0.5 text-sm text-slate-500">{formatHourList(booking.hours)}</p>
    </>
  );
}

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

function StatusCell({ booking }: { booking: Booking }) {
  // Upcoming when the date is today or later in India, whatever the browser's zone (spec section 4).
  const status = bookingStatus(booking.date, new Date());
  return <Badge tone={status === 'Upcoming' ? 'indigo' : 'neutral'}>{status}</Badge>;
}

/** The columns the three lists share, by header (spec section 2). */
export const bookingColumns = {
  studio: { header: 'Studio', primary: true, cell: (b) => <StudioCell booking={b} /> },
  customer: { header: 'Customer', cell: (b) => <CustomerCell booking={b} /> },
  dateTime: { header: 'Date & Time', cell: (b) => <DateTimeCell booking={b} /> },
  price: { header: 'Price', cell: (b) => <PriceCell booking={b} /> },
  paymentStatus: { header: 'Payment Status', cell: (b) => <PaymentCell booking={b} /> },
  payment: { header: 'Payment', cell: (b) => <PaymentCell booking={b} /> },
  status: { header: 'Status', cell: (b) => <StatusCell booking={b} /> },
} satisfies Record<string, BookingColumn>;
