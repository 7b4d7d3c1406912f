import { formatRupees, packageLabel } from '@studio-hive/domain';
import { commonBookingColumns } from '../../../components/ui/booking-columns';
import type { BookingColumn } from '../../../components/ui/bookings-table';

/** The admin's Booking Analysis shows this for a booking without a camera package (docs/product.md#dashboards). */
export const NO_PACKAGE = 'No package';

/**
 * The columns of the dashboards' booking tables (docs/product.md#dashboards): as the bookings lists, with the
 * package and the total.
 */
export const dashboardBookingColumns = {
  ...commonBookingColumns,
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
} satisfies Record<string, BookingColumn>;
