import {
  ADD_BOOKING_TEXT,
  bookingStatusLabel,
  respondedBooking,
  type Booking,
  type BookingStatusLabel,
} from '@studio-hive/domain';
import { Badge } from './badge';

const TONES: Record<BookingStatusLabel, Parameters<typeof Badge>[0]['tone']> = {
  Upcoming: 'indigo',
  Requested: 'amber',
  'Awaiting deposit': 'sky',
  Completed: 'green',
  'No-show': 'violet',
  Cancelled: 'neutral',
  Declined: 'neutral',
  Expired: 'neutral',
};

/**
 * A booking's status as every bookings list and dashboard shows it (docs/product.md#booking-lifecycle):
 * a confirmed booking reads Upcoming on and before its date in India, whatever the browser's zone,
 * and Completed after it; a request nobody decided in time reads Expired as soon as its deadline
 * passes, even before the list is asked for again.
 */
export function BookingStatusBadge({ booking }: { booking: Booking }) {
  const status = bookingStatusLabel(respondedBooking(booking), new Date());
  return (
    <Badge tone={TONES[status]} className="whitespace-nowrap">
      {status}
    </Badge>
  );
}

/**
 * The status, and 'Offline' beside it on a booking its studio's owner recorded
 * (docs/product.md#offline-bookings): a word, not a colour alone; nothing more on a customer's
 * booking. The Status cell of every bookings table.
 */
export function BookingStatusBadges({ booking }: { booking: Booking }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <BookingStatusBadge booking={booking} />
      {booking.source === 'offline' ? (
        <Badge tone="sky" className="whitespace-nowrap">
          {ADD_BOOKING_TEXT.badge}
        </Badge>
      ) : null}
    </span>
  );
}
