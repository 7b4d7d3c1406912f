import {
  bookingStatusLabel,
  statedBooking,
  type Booking,
  type BookingStatusLabel,
} from '@studio-hive/domain';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';

const CUSTOMER_FILTERS = ['all', 'upcoming', 'requests', 'past', 'cancelled'] as const;
export type CustomerFilter = (typeof CUSTOMER_FILTERS)[number];

const LABELS: Record<CustomerFilter, string> = {
  all: 'All',
  upcoming: 'Upcoming',
  requests: 'Requests',
  past: 'Past',
  cancelled: 'Cancelled',
};

/** Where each status belongs: Cancelled also holds what the studio declined or never answered. */
const FILTER_OF: Record<BookingStatusLabel, Exclude<CustomerFilter, 'all'>> = {
  Upcoming: 'upcoming',
  Requested: 'requests',
  Completed: 'past',
  'No-show': 'past',
  Cancelled: 'cancelled',
  Declined: 'cancelled',
  Expired: 'cancelled',
};

/** Whether `booking` shows under `filter` at `now`. */
export function inFilter(booking: Booking, filter: CustomerFilter, now: Date): boolean {
  return filter === 'all' || FILTER_OF[bookingStatusLabel(statedBooking(booking), now)] === filter;
}

/** What a filter that holds nothing says. */
export const EMPTY_FILTER_TEXT: Record<Exclude<CustomerFilter, 'all'>, string> = {
  upcoming: 'No upcoming bookings',
  requests: 'No requests waiting for a studio',
  past: 'No past bookings',
  cancelled: 'No cancelled, declined or expired bookings',
};

/**
 * All / Upcoming / Requests / Past / Cancelled with how many each holds, as one group of radio
 * buttons (arrow keys move the choice), the look of the admin's booking filter.
 */
export function BookingFilter({
  value,
  onChange,
  bookings,
  now,
}: {
  value: CustomerFilter;
  onChange: (filter: CustomerFilter) => void;
  bookings: readonly Booking[];
  now: Date;
}) {
  return (
    <SegmentedChoice
      className="mt-6"
      legend="Show"
      options={CUSTOMER_FILTERS}
      value={value}
      onChange={onChange}
      label={(filter) =>
        `${LABELS[filter]} (${bookings.filter((b) => inFilter(b, filter, now)).length})`
      }
    />
  );
}
