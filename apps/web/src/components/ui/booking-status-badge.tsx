import { bookingStatus } from '@studio-hive/domain';
import { Badge } from './badge';

/**
 * Upcoming or Completed (docs/product.md#bookings): Upcoming when the booking's date is today or later in
 * India, whatever the browser's zone. The bookings lists and the dashboards show the same badge.
 */
export function BookingStatusBadge({ date }: { date: string }) {
  const status = bookingStatus(date, new Date());
  return (
    <Badge tone={status === 'Upcoming' ? 'indigo' : 'neutral'} className="whitespace-nowrap">
      {status}
    </Badge>
  );
}
