/**
 * The admin's bookings lists (docs/product.md#admin-dashboard and docs/product.md#all-bookings):
 * Booking Analysis's rows and filters, and a booking's id as All Bookings shows it. Apart from
 * constants.ts, which every page downloads first: only the admin's screens need these
 * (decision 014).
 */

/** Rows of the admin dashboard's Booking Analysis table. */
export const ADMIN_ANALYSIS_ROWS = 10;

/**
 * The session order's two timeframes (decision 018), by the Upcoming rule: upcoming sessions
 * (dated today in IST or later), then past ones. A bookings list's `when` asks for one or all.
 */
export const TIMEFRAMES = ['upcoming', 'past'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

export const ADMIN_ANALYSIS_FILTERS = ['all', ...TIMEFRAMES] as const;
export type AdminAnalysisFilter = (typeof ADMIN_ANALYSIS_FILTERS)[number];
export const ADMIN_ANALYSIS_FILTER_LABELS: Readonly<Record<AdminAnalysisFilter, string>> = {
  all: 'All',
  upcoming: 'Upcoming Only',
  past: 'Past Only',
};
export const DEFAULT_ADMIN_ANALYSIS_FILTER: AdminAnalysisFilter = 'upcoming';

/** Bookings a page on All Bookings (GET /admin/bookings?page=&limit=). */
export const ALL_BOOKINGS_PAGE_SIZE = 50;

/** The last page GET /admin/bookings serves (as GET /studio's); a search narrows a longer list. */
export const ADMIN_BOOKINGS_PAGE_MAX = 10_000;

/** Admin All Bookings shows the first 8 characters of a booking id plus an ellipsis. */
export const BOOKING_ID_DISPLAY_LENGTH = 8;

/** 'c0ffee12-3456-...' -> 'c0ffee12...'. */
export function shortBookingId(id: string): string {
  return `${id.slice(0, BOOKING_ID_DISPLAY_LENGTH)}...`;
}
