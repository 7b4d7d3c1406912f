import { useId } from 'react';
import {
  bookingStatusLabel,
  statedBooking,
  type Booking,
  type BookingStatusLabel,
} from '@studio-hive/domain';
import { fieldLabelClasses } from '../../../components/ui/text-field';

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
  const name = useId();
  return (
    <fieldset className="mt-6 min-w-0">
      <legend className={fieldLabelClasses}>Show</legend>
      {/* Wraps on a phone rather than squeezing the labels into each other. */}
      <div className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        {CUSTOMER_FILTERS.map((filter) => (
          <label key={filter} className="flex-auto">
            <input
              type="radio"
              name={name}
              value={filter}
              checked={value === filter}
              onChange={() => onChange(filter)}
              className="peer sr-only"
            />
            <span className="block cursor-pointer rounded-md px-2.5 py-2 text-center text-sm font-medium whitespace-nowrap text-slate-600 peer-checked:bg-white peer-checked:text-indigo-700 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-indigo-600 hover:text-slate-900 sm:px-3">
              {LABELS[filter]} ({bookings.filter((b) => inFilter(b, filter, now)).length})
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
