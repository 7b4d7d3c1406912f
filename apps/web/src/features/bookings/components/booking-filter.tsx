import { CUSTOMER_FILTERS, type CustomerFilter } from '@studio-hive/domain';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';

const LABELS: Record<CustomerFilter, string> = {
  all: 'All',
  upcoming: 'Upcoming',
  requests: 'Requests',
  past: 'Past',
  cancelled: 'Cancelled',
};

/**
 * What each filter's list holds, one and many, for its count line ('Showing 1–50 of 230 past
 * bookings') and for what a filter that holds nothing says ('No past bookings').
 */
export const CUSTOMER_FILTER_NOUNS: Record<CustomerFilter, readonly [string, string]> = {
  all: ['booking', 'bookings'],
  upcoming: ['upcoming booking', 'upcoming bookings'],
  // Requests and bookings held for their deposit (CUSTOMER_FILTER_QUERY).
  requests: [
    'booking waiting for the studio or a deposit',
    'bookings waiting for the studio or a deposit',
  ],
  past: ['past booking', 'past bookings'],
  cancelled: ['cancelled, declined or expired booking', 'cancelled, declined or expired bookings'],
};

/**
 * All / Upcoming / Requests / Past / Cancelled, as one group of radio buttons (arrow keys move the
 * choice), the look of the admin's booking filter. The server narrows the list to the choice
 * (CUSTOMER_FILTER_QUERY) and counts it: the count line under it says how many it holds.
 */
export function BookingFilter({
  value,
  onChange,
}: {
  value: CustomerFilter;
  onChange: (filter: CustomerFilter) => void;
}) {
  return (
    <SegmentedChoice
      className="mt-6"
      legend="Show"
      options={CUSTOMER_FILTERS}
      value={value}
      onChange={onChange}
      label={(filter) => LABELS[filter]}
    />
  );
}
