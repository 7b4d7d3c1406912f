import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  ADMIN_ANALYSIS_FILTERS,
  ADMIN_ANALYSIS_FILTER_LABELS,
  ADMIN_ANALYSIS_ROWS,
  DEFAULT_ADMIN_ANALYSIS_FILTER,
  type AdminAnalysisFilter,
} from '@studio-hive/domain';
import { RetryAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { BookingsTable, type BookingColumn } from '../../../components/ui/bookings-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { fieldLabelClasses, inputClasses } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { messageOr } from '../../../lib/api-client';
import { useBookingAnalysis } from '../api/get-booking-analysis';
import { dashboardBookingColumns } from './dashboard-booking-columns';
import { DashboardSection, SectionLink } from './dashboard-parts';

/** Typing waits this long before asking the server (one request per pause, not per letter). */
export const ANALYSIS_SEARCH_DEBOUNCE_MS = 300;

export const ANALYSIS_TEXTS = {
  title: 'Booking Analysis',
  searchLabel: 'Search bookings',
  searchHint: 'Studio name, customer name or e-mail, or studio city',
  filterLegend: 'Show',
  viewAll: 'View All Bookings',
  loadFailed: 'Failed to load bookings. Please try again later.',
  empty: 'No bookings found',
  clearSearch: 'Clear search',
} as const;

const WHEN_WORD: Record<AdminAnalysisFilter, string> = {
  all: '',
  upcoming: 'upcoming ',
  past: 'past ',
};

/** 'Showing 10 of 23 upcoming bookings matching "delhi"'; 'No past bookings'. */
export function analysisCountText(
  shown: number,
  total: number,
  when: AdminAnalysisFilter,
  q: string,
): string {
  const noun = `${WHEN_WORD[when]}${total === 1 ? 'booking' : 'bookings'}`;
  const match = q ? ` matching "${q}"` : '';
  if (total === 0) return `No ${noun}${match}`;
  if (shown < total) return `Showing ${shown} of ${total} ${noun}${match}`;
  return `Showing ${total} ${noun}${match}`;
}

const columns = [
  dashboardBookingColumns.studio,
  dashboardBookingColumns.customer,
  dashboardBookingColumns.dateTime,
  dashboardBookingColumns.package,
  dashboardBookingColumns.price,
  dashboardBookingColumns.status,
] satisfies BookingColumn[];

/** All / Upcoming Only / Past Only as one group of radio buttons (arrow keys move the choice). */
function WhenFilter({
  value,
  onChange,
}: {
  value: AdminAnalysisFilter;
  onChange: (when: AdminAnalysisFilter) => void;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className={fieldLabelClasses}>{ANALYSIS_TEXTS.filterLegend}</legend>
      <div className="flex gap-1 rounded-lg bg-slate-100 p-1">
        {ADMIN_ANALYSIS_FILTERS.map((when) => (
          <label key={when} className="min-w-0 flex-auto">
            <input
              type="radio"
              name={name}
              value={when}
              checked={value === when}
              onChange={() => onChange(when)}
              className="peer sr-only"
            />
            <span className="block cursor-pointer rounded-md px-2.5 py-2 text-center sm:px-3 text-sm font-medium whitespace-nowrap text-slate-600 peer-checked:bg-white peer-checked:text-indigo-700 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-indigo-600 hover:text-slate-900">
              {ADMIN_ANALYSIS_FILTER_LABELS[when]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The admin's Booking Analysis (spec section 2): a search by studio name, customer name or e-mail
 * or studio city, and the Upcoming filter, both answered by the server (GET /admin/bookings?q=&
 * when=); the first 10 rows, and 'View All Bookings' when there are more.
 */
export function BookingAnalysis() {
  const searchId = useId();
  const hintId = useId();
  const countId = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [when, setWhen] = useState<AdminAnalysisFilter>(DEFAULT_ADMIN_ANALYSIS_FILTER);

  useEffect(() => {
    const typed = text.trim();
    if (typed === q) return;
    const timer = window.setTimeout(() => setQ(typed), ANALYSIS_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, q]);

  const analysis = useBookingAnalysis({ q, when });
  const page = analysis.data;
  const refreshing = analysis.isFetching && page !== undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };
  const clearSearch = () => {
    setText('');
    setQ('');
  };

  return (
    <DashboardSection title={ANALYSIS_TEXTS.title}>
      <form
        role="search"
        aria-label="Bookings"
        onSubmit={onSubmit}
        className="grid gap-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-start"
      >
        <div className="min-w-0">
          <label htmlFor={searchId} className={fieldLabelClasses}>
            {ANALYSIS_TEXTS.searchLabel}
          </label>
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={hintId}
            autoComplete="off"
            maxLength={100}
            className={inputClasses(false)}
          />
          <p id={hintId} className="mt-1.5 text-sm text-slate-500">
            {ANALYSIS_TEXTS.searchHint}
          </p>
        </div>
        <WhenFilter value={when} onChange={setWhen} />
      </form>

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
                {analysisCountText(page.items.length, page.total, when, q)}
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
                <EmptyState
                  title={ANALYSIS_TEXTS.empty}
                  headingLevel={3}
                  action={
                    q ? (
                      <Button variant="secondary" onClick={clearSearch}>
                        {ANALYSIS_TEXTS.clearSearch}
                      </Button>
                    ) : null
                  }
                >
                  {q
                    ? 'Try another name, e-mail or city, or another filter.'
                    : 'Bookings will appear here as creators make them.'}
                </EmptyState>
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
