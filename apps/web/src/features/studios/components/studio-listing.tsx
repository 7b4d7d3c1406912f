import { lazy, Suspense, useEffect, useState } from 'react';
import { RetryAlert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { onDemand } from '../../../lib/on-demand';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { STUDIOS_PAGE_SIZE, useStudios } from '../api/get-studios';
import { useStudioCities } from '../api/get-studio-cities';
import { useListingFilters } from '../hooks/use-listing-filters';
import { ListingFilters } from './listing-filters';
import { ListingResults, studiosFoundText } from './listing-results';
import { LISTING_MESSAGES } from './listing-messages';

/** Typing waits this long before asking the server (one request per pause, not per letter). */
export const SEARCH_DEBOUNCE_MS = 300;

// The count line's free time has a long date (date-fns): its code loads once a date is chosen,
// from the URL or the date field, while the studios are asked for, not with the listing
// (docs/decisions/014). Results searched by free time show once both are here.
const freeTimeText = onDemand(() => import('./free-time-text'));

// The pages sit below the cards, and the lists that share them made them a chunk of their own:
// loaded beside the listing rather than before it renders (decision 014). The server's page
// carries them (its render waits for them); the browser hydrates them once loaded.
const Pagination = lazy(() =>
  import('../../../components/ui/pagination').then((module) => ({ default: module.Pagination })),
);

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
 * The studios listing (docs/product.md#studio-listing): the filters (search, city, free time), then the count
 * line, the cards and the pages.
 */
export function StudioListing() {
  const { filters, freeTimeFields, setQuery, setCity, setFreeTime, clear, pageHref } =
    useListingFilters();
  const search = useDebouncedSearch(filters.q, setQuery);
  const searchField = useTypedBeforeHydration(search.text, search.setText);
  const cities = useStudioCities();
  const cityList = cities.data ?? [];
  const city = canonicalCity(filters.city, cityList);
  // The server compares cities case-insensitively: ask with the URL's spelling, so the city list
  // arriving later does not change the query.
  const studios = useStudios(filters);
  const freeTimeWording = freeTimeText.useLoaded(freeTimeFields.date !== '');
  const freeTimeFormat = freeTimeWording.module;

  const cityOptions = city && !cityList.includes(city) ? [...cityList, city] : cityList;
  const hasFilters = Boolean(
    filters.q || filters.city || freeTimeFields.date || freeTimeFields.start !== null,
  );
  // Searched by free time, the results wait for its wording too (see `freeTimeText`).
  const page = filters.freeTime && !freeTimeFormat ? undefined : studios.data;
  const loadFailed = studios.isError || (filters.freeTime !== null && freeTimeWording.failed);
  const searchedFreeTime =
    filters.freeTime && freeTimeFormat ? freeTimeFormat.formatFreeTime(filters.freeTime) : null;
  const pageCount = page ? Math.max(1, Math.ceil(page.total / STUDIOS_PAGE_SIZE)) : 1;

  const clearAll = () => {
    search.reset();
    clear();
  };

  return (
    <div className="mt-6 space-y-6">
      <ListingFilters
        searchText={search.text}
        onSearchText={search.setText}
        searchRef={searchField}
        onSearch={search.searchNow}
        city={city}
        cityOptions={cityOptions}
        onCity={setCity}
        freeTime={freeTimeFields}
        onFreeTime={setFreeTime}
      />

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
        <ListingResults
          items={page.items}
          total={page.total}
          countText={studiosFoundText(page.total, filters.q, city, searchedFreeTime)}
          slot={filters.freeTime}
          hasFilters={hasFilters}
          refreshing={studios.isPlaceholderData}
          onClear={clearAll}
          firstPageHref={pageHref(1)}
        >
          <Suspense fallback={null}>
            <Pagination page={filters.page} pageCount={pageCount} pageHref={pageHref} />
          </Suspense>
        </ListingResults>
      )}
    </div>
  );
}
