import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import { useSearchParams, type To } from 'react-router';
import {
  ADMIN_ANALYSIS_FILTERS,
  ADMIN_ANALYSIS_FILTER_LABELS,
  ADMIN_BOOKINGS_PAGE_MAX,
  BOOKING_STATES,
  type AdminAnalysisFilter,
  type BookingState,
} from '@studio-hive/domain';
import { cn } from '../../lib/cn';
import { changedListParams, pageAddress, pageInAddress } from '../../lib/list-address';
import { listCountText } from '../../lib/list-count';
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
  awaiting_deposit: 'Awaiting deposit',
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

/** What the server is asked for: the search, the filters and the page. */
export type BookingFilters = {
  q: string;
  when: AdminAnalysisFilter;
  status: BookingStatusFilter;
  page: number;
};

/** GET /admin/bookings' query for a search: without empty text or the 'all' status. */
export function adminBookingsQuery({ q, when, status }: Omit<BookingFilters, 'page'>) {
  return { q: q.trim() || undefined, when, status: status === 'all' ? undefined : status };
}

/**
 * Where the filters are kept. Any change but the page's starts the list again at page 1.
 * `pageHref` is the address of another page of the same list, when pages have addresses.
 */
export type BookingFiltersStore = {
  filters: BookingFilters;
  update: (changes: Partial<Omit<BookingFilters, 'page'>>) => void;
  pageHref?: (page: number) => To;
};

/** The filters in the component's state (the dashboard's Booking Analysis: its first rows only). */
export function useBookingFiltersInState(initialWhen: AdminAnalysisFilter): BookingFiltersStore {
  const [filters, setFilters] = useState<BookingFilters>({
    q: '',
    when: initialWhen,
    status: 'all',
    page: 1,
  });
  return { filters, update: (changes) => setFilters((f) => ({ ...f, ...changes, page: 1 })) };
}

const STATUS_FILTERS: readonly BookingStatusFilter[] = ['all', ...BOOKING_STATES];

/**
 * The filters in the address (`?q=…&when=past&status=requested&page=3`), so a reload, the back
 * button or a shared link opens the same list and page. Values the address may not hold fall
 * back to the defaults; a typed search replaces the history entry instead of adding one a pause.
 */
export function useBookingFiltersInAddress(defaultWhen: AdminAnalysisFilter): BookingFiltersStore {
  const [params, setParams] = useSearchParams();
  const when = ADMIN_ANALYSIS_FILTERS.find((w) => w === params.get('when')) ?? defaultWhen;
  const status = STATUS_FILTERS.find((st) => st === params.get('status')) ?? 'all';
  const filters: BookingFilters = {
    q: params.get('q')?.trim() ?? '',
    when,
    status,
    page: pageInAddress(params, ADMIN_BOOKINGS_PAGE_MAX),
  };
  return {
    filters,
    update: (changes) =>
      setParams((current) => changedListParams(current, changes), {
        replace: changes.q !== undefined,
      }),
    pageHref: (page) => pageAddress(params, page),
  };
}

export type BookingSearch = BookingFilters & {
  /** What is in the box now; it reaches `q` once typing paused or Enter was pressed. */
  text: string;
  setText: (text: string) => void;
  setWhen: (when: AdminAnalysisFilter) => void;
  setStatus: (status: BookingStatusFilter) => void;
  pageHref?: (page: number) => To;
  /** Searches for the text at once (Enter). */
  submit: () => void;
  clear: () => void;
};

/** A booking search over `store`: the typed text reaches `q` after a pause in typing. */
export function useBookingSearch({
  filters,
  update,
  pageHref,
}: BookingFiltersStore): BookingSearch {
  const { q } = filters;
  // The text typed for the current `q`; when `q` changes from outside (the back button, a
  // link), the box shows that search instead.
  const [typed, setTyped] = useState({ text: q, forQ: q });
  const text = typed.forQ === q ? typed.text : q;
  const search = (next: string, shown = next) => {
    setTyped({ text: shown, forQ: next });
    if (next !== q) update({ q: next });
  };

  const searchTyped = useEffectEvent(() => search(text.trim(), text));
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = window.setTimeout(searchTyped, BOOKING_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, q]);

  return {
    ...filters,
    text,
    setText: (value) => setTyped({ text: value, forQ: q }),
    setWhen: (when) => update({ when }),
    setStatus: (status) => update({ status }),
    pageHref,
    submit: () => search(text.trim(), text),
    clear: () => search(''),
  };
}

const WHEN_WORD: Record<AdminAnalysisFilter, string> = {
  all: '',
  upcoming: 'upcoming ',
  past: 'past ',
};

/**
 * What a list of each status holds, one and many. Without a status it says 'in any state', since
 * the dashboard's 'Upcoming Bookings' counts confirmed ones only (decision 042).
 */
const STATUS_NOUNS: Record<BookingStatusFilter, [string, string]> = {
  all: ['booking in any state', 'bookings in any state'],
  requested: ['request', 'requests'],
  awaiting_deposit: ['booking awaiting its deposit', 'bookings awaiting their deposit'],
  confirmed: ['confirmed booking', 'confirmed bookings'],
  // Requests and bookings awaiting a deposit alike end declined or expired (decision 052).
  declined: ['declined booking', 'declined bookings'],
  expired: ['expired booking', 'expired bookings'],
  cancelled: ['cancelled booking', 'cancelled bookings'],
  no_show: ['no-show', 'no-shows'],
};

/**
 * 'Showing 10 of 23 upcoming bookings in any state matching "delhi"'; on a paged list, given the
 * place of its first row, 'Showing 51–100 of 1,234 confirmed bookings'; 'No past no-shows'. With
 * `capped`, the server counted up to `total` and stopped: 'Showing 1–50 of more than 1,000
 * bookings in any state matching "noida"'.
 */
export function bookingsCountText(
  counts: { shown: number; total: number; first?: number; capped?: boolean },
  { when, q, status }: Pick<BookingSearch, 'when' | 'q' | 'status'>,
): string {
  const [one, many] = STATUS_NOUNS[status];
  const nouns = [`${WHEN_WORD[when]}${one}`, `${WHEN_WORD[when]}${many}`] as const;
  return listCountText(counts, nouns, q ? ` matching "${q}"` : '');
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
