import { useId } from 'react';
import { ADMIN_ANALYSIS_ROWS, DEFAULT_ADMIN_ANALYSIS_FILTER } from '@studio-hive/domain';
import { RetryAlert } from '../../../components/ui/alert';
import {
  BookingSearchForm,
  bookingsCountText,
  NoBookingsFound,
  useBookingFiltersInState,
  useBookingSearch,
} from '../../../components/ui/booking-search';
import { BookingsTable, type BookingColumn } from '../../../components/ui/bookings-table';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { messageOr } from '../../../lib/api-client';
import { useBookingAnalysis } from '../api/get-booking-analysis';
import { dashboardBookingColumns } from './dashboard-booking-columns';
import { DashboardSection, SectionLink } from './dashboard-parts';

export const ANALYSIS_TEXTS = {
  title: 'Booking Analysis',
  viewAll: 'View All Bookings',
  loadFailed: 'Failed to load bookings. Please try again later.',
} as const;

const columns = [
  dashboardBookingColumns.studio,
  dashboardBookingColumns.customer,
  dashboardBookingColumns.dateTime,
  dashboardBookingColumns.package,
  dashboardBookingColumns.price,
  dashboardBookingColumns.status,
] satisfies BookingColumn[];

/**
 * The admin's Booking Analysis (docs/product.md#dashboards): a search by studio name, customer name or e-mail
 * or studio city, the Upcoming filter and a status, all applied by the server (GET /admin/bookings?q=&
 * when=&status=); the first 10 rows, and 'View All Bookings' when there are more.
 */
export function BookingAnalysis() {
  const countId = useId();
  const search = useBookingSearch(useBookingFiltersInState(DEFAULT_ADMIN_ANALYSIS_FILTER));
  const { q, when, status } = search;
  const analysis = useBookingAnalysis({ q, when, status });
  const page = analysis.data;
  const refreshing = analysis.isFetching && page !== undefined;

  return (
    <DashboardSection title={ANALYSIS_TEXTS.title}>
      <BookingSearchForm search={search} />

      <div className="mt-4" aria-busy={refreshing}>
        {page === undefined ? (
          analysis.isError ? (
            <RetryAlert
              message={messageOr(analysis.error, ANALYSIS_TEXTS.loadFailed)}
              onRetry={() => void analysis.refetch()}
            />
          ) : (
            <div className="flex justify-center py-10">
              <Spinner label="Loading bookings…" />
            </div>
          )
        ) : (
          <>
            <div className="flex min-h-6 flex-wrap items-center gap-x-3 gap-y-1">
              <p id={countId} aria-live="polite" className="text-sm font-medium text-slate-700">
                {bookingsCountText(
                  { shown: page.items.length, total: page.total, capped: page.capped },
                  search,
                )}
              </p>
              {refreshing ? <Spinner label="Updating bookings…" className="scale-75" /> : null}
            </div>
            {analysis.isError ? (
              <RetryAlert
                className="mt-3"
                message={messageOr(analysis.error, ANALYSIS_TEXTS.loadFailed)}
                onRetry={() => void analysis.refetch()}
              />
            ) : null}
            {page.items.length === 0 ? (
              <div className="mt-3">
                <NoBookingsFound
                  search={search}
                  headingLevel={3}
                  otherwise="Bookings will appear here as creators make them."
                />
              </div>
            ) : (
              <BookingsTable
                caption="Booking analysis"
                columns={columns}
                bookings={page.items.slice(0, ADMIN_ANALYSIS_ROWS)}
                className="mt-3"
              />
            )}
            {page.total > ADMIN_ANALYSIS_ROWS ? (
              <p className="mt-4 text-right">
                <SectionLink to={paths.adminBookings}>{ANALYSIS_TEXTS.viewAll}</SectionLink>
              </p>
            ) : null}
          </>
        )}
      </div>
    </DashboardSection>
  );
}
