import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatHour, istHour, istToday } from '@studio-hive/domain';
import { RetryAlert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { textLinkClasses } from '../../../components/ui/text-link';
import { fieldLabelClasses, inputClasses } from '../../../components/ui/field-classes';
import { cn } from '../../../lib/cn';
import { onDemand } from '../../../lib/on-demand';
import { useTypedBeforeTakeover } from '../../../lib/use-typed-before-takeover';
import { STUDIOS_PAGE_SIZE, useStudios } from '../api/get-studios';
import { useStudioCities } from '../api/get-studio-cities';
import { useListingFilters } from '../hooks/use-listing-filters';
import { LISTING_MESSAGES } from './listing-messages';
import { StudioCard } from './studio-card';

/** Typing waits this long before asking the server (one request per pause, not per letter). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * 'N studio(s) found' with the search text and the city (spec section 2), and the free time when
 * searched by it, as `formatFreeTime` words it:
 * '3 studios found free on November 28, 2026, 10:00 AM - 1:00 PM'.
 */
export function studiosFoundText(
  total: number,
  q: string,
  city: string,
  freeTimeText: string | null = null,
): string {
  let text = `${total} ${total === 1 ? 'studio' : 'studios'} found`;
  if (q) text += ` for "${q}"`;
  if (city) text += ` in ${city}`;
  if (freeTimeText) text += ` free on ${freeTimeText}`;
  return text;
}

// The count line's free time has a long date (date-fns): its code loads once a date is chosen,
// from the URL or the date field, while the studios are asked for, not with the listing
// (docs/decisions/014). Results searched by free time show once both are here.
const freeTimeText = onDemand(() => import('./free-time-text'));

/** Durations the hours filter offers (a longer one from a shared link is kept). */
export const FREE_TIME_HOUR_OPTIONS = 12;

/** The city as the city list spells it ('gurgaon' -> 'Gurgaon'), else as given. */
function canonicalCity(city: string, cities: readonly string[]): string {
  const lower = city.toLowerCase();
  return cities.find((c) => c.toLowerCase() === lower) ?? city;
}

/**
 * The search box: its own text while typing, the URL's `q` once the typing pauses. Text and URL
 * agree again when the URL changes by other means (Back, 'Clear all filters').
 */
function useDebouncedSearch(q: string, setQuery: (text: string) => void) {
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (text.trim() !== q) setText(q);
  }

  useEffect(() => {
    if (text.trim() === q) return;
    const timer = window.setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, q, setQuery]);

  return { text, setText, searchNow: () => setQuery(text), reset: () => setText('') };
}

/**
 * The studios listing (spec section 2): search, city filter, free-time filter (date, start time,
 * hours), count line, cards and pages.
 */
export function StudioListing() {
  const { filters, freeTimeFields, setQuery, setCity, setFreeTime, clear, pageHref } =
    useListingFilters();
  const search = useDebouncedSearch(filters.q, setQuery);
  const searchField = useTypedBeforeTakeover(search.text, search.setText);
  const cities = useStudioCities();
  const cityList = cities.data ?? [];
  const city = canonicalCity(filters.city, cityList);
  // The server compares cities case-insensitively: ask with the URL's spelling, so the city list
  // arriving later does not change the query.
  const studios = useStudios(filters);
  const searchId = useId();
  const cityId = useId();
  const countId = useId();
  const dateId = useId();
  const startId = useId();
  const hoursId = useId();
  const freeTimeHintId = useId();
  const now = new Date();
  const today = istToday(now);
  const { date, start, hours } = freeTimeFields;
  const freeTimeWording = freeTimeText.useLoaded(date !== '');
  const freeTimeFormat = freeTimeWording.module;
  const maxHours = start === null ? FREE_TIME_HOUR_OPTIONS : 24 - start;
  const hourOptions = Array.from(
    { length: Math.max(Math.min(FREE_TIME_HOUR_OPTIONS, maxHours), hours) },
    (_, i) => i + 1,
  ).filter((option) => option <= maxHours);
  const freeTimeHint =
    date && start === null
      ? 'Choose a start time to see the studios free then.'
      : !date && start !== null
        ? 'Choose a date to see the studios free then.'
        : '';

  const cityOptions = city && !cityList.includes(city) ? [...cityList, city] : cityList;
  const hasFilters = Boolean(filters.q || filters.city || date || start !== null);
  // Searched by free time, the results wait for its wording too (see `freeTimeText`).
  const page = filters.freeTime && !freeTimeFormat ? undefined : studios.data;
  const loadFailed = studios.isError || (filters.freeTime !== null && freeTimeWording.failed);
  const searchedFreeTime =
    filters.freeTime && freeTimeFormat ? freeTimeFormat.formatFreeTime(filters.freeTime) : null;
  const pageCount = page ? Math.max(1, Math.ceil(page.total / STUDIOS_PAGE_SIZE)) : 1;
  const refreshing = studios.isPlaceholderData;

  const clearAll = () => {
    search.reset();
    clear();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search.searchNow();
  };

  return (
    <div className="mt-6 space-y-6">
      <form
        role="search"
        aria-label="Studios"
        onSubmit={onSubmit}
        className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-6 sm:p-5 lg:grid-cols-[minmax(0,1fr)_12rem_10.5rem_9rem_7.5rem]"
      >
        <div className="col-span-2 sm:col-span-4 lg:col-span-1">
          <label htmlFor={searchId} className={fieldLabelClasses}>
            Search
          </label>
          <div className="relative">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 fill-none stroke-slate-400"
              strokeWidth="1.8"
              strokeLinecap="round"
            >
              <circle cx="9" cy="9" r="6" />
              <path d="M13.5 13.5 17 17" />
            </svg>
            <input
              ref={searchField}
              id={searchId}
              type="search"
              name="q"
              value={search.text}
              onChange={(event) => search.setText(event.target.value)}
              placeholder="Studio name or description"
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
              className={cn(inputClasses(false), 'pl-10')}
            />
          </div>
        </div>
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor={cityId} className={fieldLabelClasses}>
            City
          </label>
          <select
            id={cityId}
            name="city"
            value={city}
            onChange={(event) => setCity(event.target.value)}
            className={inputClasses(false)}
          >
            <option value="">{LISTING_MESSAGES.allCities}</option>
            {cityOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        {/* Search by free time: a date, a start time and how many hours (issue 9). */}
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor={dateId} className={fieldLabelClasses}>
            Date
          </label>
          <input
            id={dateId}
            type="date"
            name="date"
            value={date}
            min={today}
            onChange={(event) => {
              const value = event.target.value;
              // A typed date before today is not searched (the server would refuse it).
              if (value === '' || value >= today) setFreeTime({ date: value });
            }}
            aria-describedby={freeTimeHint ? freeTimeHintId : undefined}
            className={cn(inputClasses(false), 'min-w-0')}
          />
        </div>
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor={startId} className={fieldLabelClasses}>
            Start time
          </label>
          <select
            id={startId}
            name="start"
            value={start === null ? '' : String(start)}
            onChange={(event) =>
              setFreeTime({ start: event.target.value === '' ? null : Number(event.target.value) })
            }
            aria-describedby={freeTimeHint ? freeTimeHintId : undefined}
            className={inputClasses(false)}
          >
            <option value="">Any time</option>
            {Array.from({ length: 24 }, (_, hour) => (
              // Today, hours that have begun are over (IST).
              <option
                key={hour}
                value={hour}
                disabled={date === today && hour <= istHour(now) && hour !== start}
              >
                {formatHour(hour)}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor={hoursId} className={fieldLabelClasses}>
            Hours
          </label>
          <select
            id={hoursId}
            name="hours"
            value={String(hours)}
            onChange={(event) => setFreeTime({ hours: Number(event.target.value) })}
            disabled={start === null}
            className={inputClasses(false)}
          >
            {hourOptions.map((option) => (
              <option key={option} value={option}>
                {option === 1 ? '1 hour' : `${option} hours`}
              </option>
            ))}
          </select>
        </div>
        {freeTimeHint ? (
          <p id={freeTimeHintId} className="col-span-full text-sm text-slate-600">
            {freeTimeHint}
          </p>
        ) : null}
      </form>

      {!page ? (
        loadFailed ? (
          <RetryAlert
            title={LISTING_MESSAGES.errorTitle}
            message={LISTING_MESSAGES.loadFailed}
            onRetry={() => {
              if (studios.isError) void studios.refetch();
              if (freeTimeWording.failed) freeTimeText.load().catch(() => undefined);
            }}
          />
        ) : (
          <div className="flex justify-center py-16">
            <Spinner label="Loading studios…" />
          </div>
        )
      ) : (
        <section aria-labelledby={countId} aria-busy={refreshing}>
          <div className="flex min-h-6 flex-wrap items-center gap-x-3 gap-y-1">
            <p id={countId} aria-live="polite" className="text-sm font-medium text-slate-700">
              {studiosFoundText(page.total, filters.q, city, searchedFreeTime)}
            </p>
            {refreshing ? <Spinner label="Updating results…" className="scale-75" /> : null}
            {hasFilters && page.total > 0 ? (
              // With no results the empty state offers the same button.
              <button
                type="button"
                onClick={clearAll}
                className={cn(textLinkClasses, 'ml-auto text-sm')}
              >
                {LISTING_MESSAGES.clearFilters}
              </button>
            ) : null}
          </div>

          {page.total === 0 ? (
            <div className="mt-4">
              <EmptyState
                title={LISTING_MESSAGES.empty}
                action={
                  hasFilters ? (
                    <Button variant="secondary" onClick={clearAll}>
                      {LISTING_MESSAGES.clearFilters}
                    </Button>
                  ) : undefined
                }
              >
                {filters.freeTime
                  ? 'No studio is free at that time. Try another start time, fewer hours or another date.'
                  : hasFilters
                    ? 'No studio matches this search. Try other words or another city.'
                    : 'No studios are listed yet. Please check back soon.'}
              </EmptyState>
            </div>
          ) : page.items.length === 0 ? (
            <p className="mt-4 text-sm text-slate-600">
              This page is past the end of the results.{' '}
              <Link to={pageHref(1)} className={textLinkClasses}>
                Go to the first page
              </Link>
            </p>
          ) : (
            <ul
              className={cn(
                'mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
                refreshing && 'opacity-60 transition-opacity',
              )}
            >
              {page.items.map((studio, index) => (
                <li key={studio._id}>
                  <StudioCard studio={studio} slot={filters.freeTime} priority={index === 0} />
                </li>
              ))}
            </ul>
          )}

          {page.prev || page.next ? (
            <nav
              aria-label="Pages"
              className="mt-8 flex items-center justify-between gap-3 border-t border-slate-200 pt-6"
            >
              {page.prev ? (
                <Link to={pageHref(filters.page - 1)} className={buttonClasses('secondary', 'sm')}>
                  Previous
                </Link>
              ) : (
                <span />
              )}
              <p className="text-sm text-slate-600">
                Page {filters.page} of {pageCount}
              </p>
              {page.next ? (
                <Link to={pageHref(filters.page + 1)} className={buttonClasses('secondary', 'sm')}>
                  Next
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </section>
      )}
    </div>
  );
}
