import { BookingStatusBadges } from './booking-status-badge';
import type { BookingColumn } from './bookings-table';
import { CustomerCell, StudioCell } from './booking-party-cells';
import { SessionCell } from './session-label';

/**
 * The columns every bookings table shows alike, by header (docs/product.md#bookings): the bookings lists
 * and the dashboards add their own price and payment columns.
 */
export const commonBookingColumns = {
  studio: { header: 'Studio', primary: true, cell: (b) => <StudioCell booking={b} /> },
  customer: { header: 'Customer', cell: (b) => <CustomerCell booking={b} /> },
  dateTime: { header: 'Date & Time', cell: (b) => <SessionCell booking={b} /> },
  status: { header: 'Status', cell: (b) => <BookingStatusBadges booking={b} /> },
} satisfies Record<string, BookingColumn>;
