import { formatSession, type Booking } from '@studio-hive/domain';
import { customerName, studioName } from '../../../lib/booking-labels';

/** Who, where and when, as the owner's dialogs (cancel, no-show, decline) name a booking. */
export function OwnerBookingLine({ booking }: { booking: Booking }) {
  return (
    <p className="font-medium text-slate-900">
      {customerName(booking)} · {studioName(booking)} · {formatSession(booking.date, booking.hours)}
    </p>
  );
}
