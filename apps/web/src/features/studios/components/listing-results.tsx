import { useId, type ReactNode } from 'react';
import { Link, type To } from 'react-router';
import type { FreeTimeRun, StudioCard as StudioCardData } from '@studio-hive/domain';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { textLinkClasses } from '../../../components/ui/text-link';
import { cn } from '../../../lib/cn';
import { LISTING_MESSAGES } from './listing-messages';
import { StudioCard } from './studio-card';

/**
 * 'N studio(s) found' with the search text and the city (docs/product.md#studio-listing), and the free time when
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

/**
 * One page of the listing's results (docs/product.md#studio-listing): the count line, 'Clear all filters', and
 * the cards, or the empty state, or a way back from a page past the end. `children` follows the
 * cards (the page links); `refreshing` dims the cards while other results load.
 */
export function ListingResults({
  items,
  total,
  countText,
  slot,
  hasFilters,
  refreshing,
  onClear,
  firstPageHref,
  children,
}: {
  items: readonly StudioCardData[];
  total: number;
  countText: string;
  /** The searched free time, carried to each studio's page. */
  slot: FreeTimeRun | null;
  hasFilters: boolean;
  refreshing: boolean;
  onClear: () => void;
  firstPageHref: To;
  children?: ReactNode;
}) {
  const countId = useId();
  return (
    <section aria-labelledby={countId} aria-busy={refreshing}>
      <div className="flex min-h-6 flex-wrap items-center gap-x-3 gap-y-1">
        <p id={countId} aria-live="polite" className="text-sm font-medium text-slate-700">
          {countText}
        </p>
        {refreshing ? <Spinner label="Updating results…" className="scale-75" /> : null}
        {hasFilters && total > 0 ? (
          // With no results the empty state offers the same button.
          <button
            type="button"
            onClick={onClear}
            className={cn(textLinkClasses, 'ml-auto text-sm')}
          >
            {LISTING_MESSAGES.clearFilters}
          </button>
        ) : null}
      </div>

      {total === 0 ? (
        <div className="mt-4">
          <EmptyState
            title={LISTING_MESSAGES.empty}
            action={
              hasFilters ? (
                <Button variant="secondary" onClick={onClear}>
                  {LISTING_MESSAGES.clearFilters}
                </Button>
              ) : undefined
            }
          >
            {slot
              ? 'No studio is free at that time. Try another start time, fewer hours or another date.'
              : hasFilters
                ? 'No studio matches this search. Try other words or another city.'
                : 'No studios are listed yet. Please check back soon.'}
          </EmptyState>
        </div>
      ) : items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          This page is past the end of the results.{' '}
          <Link to={firstPageHref} className={textLinkClasses}>
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
          {items.map((studio, index) => (
            <li key={studio._id}>
              <StudioCard studio={studio} slot={slot} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}

      {children}
    </section>
  );
}
