import {
  formatBookingHours,
  formatRupees,
  formatShortDate,
  packageLabel,
} from '@studio-hive/domain';
import { BookingStatusBadge } from '../../../components/ui/booking-status-badge';
import type { BookingColumn } from '../../../components/ui/bookings-table';
import { CustomerCell, StudioCell } from '../../../components/ui/booking-party-cells';

/** '9:00 AM - 11:00 AM, 2:00 PM - 3:00 PM', each range kept on one line. */
function Hours({ hours }: { hours: readonly number[] }) {
  const ranges = formatBookingHours(hours).split(', ');
  return (
    <>
      {ranges.map((range, i) => (
        <span key={range} className="whitespace-nowrap">
          {range}
          {i < ranges.length - 1 ? ', ' : ''}
        </span>
      ))}
    </>
  );
}

/** The admin's Booking Analysis shows this for a booking without a camera package (spec section 2). */
export const NO_PACKAGE = 'No package';

/**
 * The columns of the dashboards' booking tables (spec section 2): as the bookings lists, but the
 * hours in 12-hour form, as ranges ('9:00 AM - 11:00 AM').
 */
export const dashboardBookingColumns = {
  studio: { header: 'Studio', primary: true, cell: (b) => <StudioCell booking={b} /> },
  customer: { header: 'Customer', cell: (b) => <CustomerCell booking={b} /> },
  dateTime: {
    header: 'Date & Time',
    cell: (b) => (
      <>
        <p className="font-medium whitespace-nowrap text-slate-900">
          <time dateTime={b.date}>{formatShortDate(b.date)}</time>
        </p>
        <p className="mt-0.5 text-sm text-slate-500">
          <Hours hours={b.hours} />
        </p>
      </>
    ),
  },
  package: {
    header: 'Package',
    cell: (b) => (
      <span className="whitespace-nowrap">
        {b.packageKey ? packageLabel(b.packageKey) : NO_PACKAGE}
      </span>
    ),
  },
  price: {
    header: 'Price',
    cell: (b) => (
      <span className="font-semibold whitespace-nowrap text-slate-900">
        {formatRupees(b.totalPrice)}
      </span>
    ),
  },
  status: { header: 'Status', cell: (b) => <BookingStatusBadge date={b.date} /> },
} satisfies Record<string, BookingColumn>;
