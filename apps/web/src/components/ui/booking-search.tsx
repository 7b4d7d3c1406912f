import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  ADMIN_ANALYSIS_FILTERS,
  ADMIN_ANALYSIS_FILTER_LABELS,
  BOOKING_STATES,
  type AdminAnalysisFilter,
  type BookingState,
} from '@studio-hive/domain';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { SegmentedChoice } from './segmented-choice';
import { fieldLabelClasses, inputClasses, SelectField } from './text-field';

/**
 * The admin's search over every booking (GET /admin/bookings?q=&when=&status=), as the dashboard's
 * Booking Analysis and the All Bookings page both show it: one search box (studio name, customer
 * name or e-mail, studio city), All / Upcoming Only / Past Only and a status, all applied by the
 * server.
 */

/** Typing waits this long before asking the server (one request per pause, not per letter). */
export const BOOKING_SEARCH_DEBOUNCE_MS = 300;

export const BOOKING_SEARCH_TEXTS = {
  searchLabel: 'Search bookings',
  searchHint: 'Studio name, customer name or e-mail, or studio city',
  filterLegend: 'Show',
  empty: 'No bookings found',
  emptyText: 'Try another name, e-mail or city, or another filter.',
  clearSearch: 'Clear search',
  statusLabel: 'Status',
} as const;

/** A booking state, or every state (the server is then sent no `status`). */
export type BookingStatusFilter = 'all' | BookingState;

/**
 * The status choices. A confirmed booking's badge reads Upcoming or Completed
 * (booking-status-badge.tsx), so its choice names both.
 */
const STATUS_LABELS: Record<BookingStatusFilter, string> = {
  all: 'All statuses',
  requested: 'Requested',
  confirmed: 'Confirmed (Upcoming or Completed)',
  declined: 'Declined',
  expired: 'Expired',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};
const STATUS_OPTIONS = (['all', ...BOOKING_STATES] as const).map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

export type BookingSearch = {
  /** What is in the box now. */
  text: string;
  setText: (text: string) => void;
  /** What the server was asked for: the text once typing paused or Enter was pressed. */
  q: string;
  when: AdminAnalysisFilter;
  setWhen: (when: AdminAnalysisFilter) => void;
  status: BookingStatusFilter;
  setStatus: (status: BookingStatusFilter) => void;
  /** Searches for the text at once (Enter). */
  submit: () => void;
  clear: () => void;
};

/** The state of a booking search: the typed text reaches `q` after a pause in typing. */
export function useBookingSearch(initialWhen: AdminAnalysisFilter): BookingSearch {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [when, setWhen] = useState<AdminAnalysisFilter>(initialWhen);
  const [status, setStatus] = useState<BookingStatusFilter>('all');

  useEffect(() => {
    const typed = text.trim();
    if (typed === q) return;
    const timer = window.setTimeout(() => setQ(typed), BOOKING_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, q]);

  return {
    text,
    setText,
    q,
    when,
    setWhen,
    status,
    setStatus,
    submit: () => setQ(text.trim()),
    clear: () => {
      setText('');
      setQ('');
    },
  };
}

const WHEN_WORD: Record<AdminAnalysisFilter, string> = {
  all: '',
  upcoming: 'upcoming ',
  past: 'past ',
};

/** What a list of each status holds, one and many. */
const STATUS_NOUNS: Record<BookingStatusFilter, [string, string]> = {
  all: ['booking', 'bookings'],
  requested: ['request', 'requests'],
  confirmed: ['confirmed booking', 'confirmed bookings'],
  declined: ['declined request', 'declined requests'],
  expired: ['expired request', 'expired requests'],
  cancelled: ['cancelled booking', 'cancelled bookings'],
  no_show: ['no-show', 'no-shows'],
};

/** 'Showing 10 of 23 upcoming bookings matching "delhi"'; 'No past no-shows'. */
export function bookingsCountText(
  shown: number,
  total: number,
  { when, q, status }: Pick<BookingSearch, 'when' | 'q' | 'status'>,
): string {
  const [one, many] = STATUS_NOUNS[status];
  const noun = `${WHEN_WORD[when]}${total === 1 ? one : many}`;
  const match = q ? ` matching "${q}"` : '';
  if (total === 0) return `No ${noun}${match}`;
  if (shown < total) return `Showing ${shown} of ${total} ${noun}${match}`;
  return `Showing ${total} ${noun}${match}`;
}

/** All / Upcoming Only / Past Only. */
function WhenFilter({
  value,
  onChange,
}: {
  value: AdminAnalysisFilter;
  onChange: (when: AdminAnalysisFilter) => void;
}) {
  return (
    <SegmentedChoice
      legend={BOOKING_SEARCH_TEXTS.filterLegend}
      options={ADMIN_ANALYSIS_FILTERS}
      value={value}
      onChange={onChange}
      label={(when) => ADMIN_ANALYSIS_FILTER_LABELS[when]}
    />
  );
}

/**
 * The search box with its hint, and the filters beside it: below it on a phone and a tablet, on
 * one line from a laptop's width.
 */
export function BookingSearchForm({
  search,
  className,
}: {
  search: BookingSearch;
  className?: string;
}) {
  const searchId = useId();
  const hintId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search.submit();
  };
  return (
    <form
      role="search"
      aria-label="Bookings"
      onSubmit={onSubmit}
      className={cn(
        'grid gap-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start lg:grid-cols-[minmax(0,1fr)_auto_auto]',
        className,
      )}
    >
      <div className="min-w-0 sm:col-span-2 lg:col-span-1">
        <label htmlFor={searchId} className={fieldLabelClasses}>
          {BOOKING_SEARCH_TEXTS.searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
          aria-describedby={hintId}
          autoComplete="off"
          maxLength={100}
          className={inputClasses(false)}
        />
        <p id={hintId} className="mt-1.5 text-sm text-slate-500">
          {BOOKING_SEARCH_TEXTS.searchHint}
        </p>
      </div>
      <WhenFilter value={search.when} onChange={search.setWhen} />
      <SelectField
        label={BOOKING_SEARCH_TEXTS.statusLabel}
        options={STATUS_OPTIONS}
        value={search.status}
        onChange={(event) => search.setStatus(event.target.value as BookingStatusFilter)}
        className="min-w-0"
      />
    </form>
  );
}

/** 'No bookings found' for a search or filter that matches nothing; Clear search after a search. */
export function NoBookingsFound({
  search,
  headingLevel,
  otherwise,
}: {
  search: BookingSearch;
  headingLevel?: 2 | 3;
  /** The sentence when no search was typed (only the filter chose nothing). */
  otherwise: string;
}) {
  return (
    <EmptyState
      title={BOOKING_SEARCH_TEXTS.empty}
      headingLevel={headingLevel}
      action={
        search.q ? (
          <Button variant="secondary" onClick={search.clear}>
            {BOOKING_SEARCH_TEXTS.clearSearch}
          </Button>
        ) : null
      }
    >
      {search.q ? BOOKING_SEARCH_TEXTS.emptyText : otherwise}
    </EmptyState>
  );
}
