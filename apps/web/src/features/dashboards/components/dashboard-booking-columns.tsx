import { formatRupees, packageLabel } from '@studio-hive/domain';
import { BookingStatusBadge } from '../../../components/ui/booking-status-badge';
import type { BookingColumn } from '../../../components/ui/bookings-table';
import { CustomerCell, StudioCell } from '../../../components/ui/booking-party-cells';
import { SessionCell } from '../../../components/ui/session-label';

/** The admin's Booking Analysis shows this for a booking without a camera package (spec section 2). */
export const NO_PACKAGE = 'No package';

/**
 * The columns of the dashboards' booking tables (spec section 2): as the bookings lists, with the
 * package and the total.
 */
export const dashboardBookingColumns = {
  studio: { header: 'Studio', primary: true, cell: (b) => <StudioCell booking={b} /> },
  customer: { header: 'Customer', cell: (b) => <CustomerCell booking={b} /> },
  dateTime: { header: 'Date & Time', cell: (b) => <SessionCell booking={b} /> },
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
