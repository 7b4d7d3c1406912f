import { useId } from 'react';
import { RATING_MAX } from '@studio-hive/domain';
import { cn } from '../../lib/cn';
import { Badge } from './badge';

/** A star's outline in relative steps from its top point, closed back to it. */
const STAR_OUTLINE = 'l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';

/** One star on a 20 x 20 view box. */
export const STAR_PATH = `M10 1.5${STAR_OUTLINE}`;

/** The five stars side by side, each on its own 20-unit square. */
const STARS_PATH = `M10 1.5${Array(RATING_MAX).fill(STAR_OUTLINE).join('m20 0')}`;

/** The average to one decimal (docs/product.md#constants): 4.25 -> '4.3', 0 -> '0.0'. */
function formatRating(average: number): string {
  return average.toFixed(1);
}

/** How many reviews a rating stands on, as shown beside the stars: 1 -> '1 review', 7 -> '7 reviews'. */
function reviewCountText(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/**
 * Five stars filled up to `average` (docs/product.md#constants: a 5-star scale). Read out as "Rated 4.3 out
 * of 5"; the count and any text beside it are the caller's.
 *
 * One SVG, the gold layer cut to the rating by a clip rectangle: a `width` attribute, never an
 * inline style, which the Content-Security-Policy refuses in server-rendered pages (decision
 * 017), and two elements per rating instead of ten stars (a listing page shows 24 of them).
 */
export function StarRating({ average, className }: { average: number; className?: string }) {
  const clamped = Math.min(Math.max(average, 0), RATING_MAX);
  const clipId = useId();
  const width = RATING_MAX * 20;
  return (
    <svg
      role="img"
      aria-label={`Rated ${formatRating(clamped)} out of ${RATING_MAX}`}
      viewBox={`0 0 ${width} 20`}
      className={cn('h-4 w-20 shrink-0', className)}
    >
      <clipPath id={clipId}>
        <rect width={(clamped / RATING_MAX) * width} height="20" />
      </clipPath>
      <path d={STARS_PATH} className="fill-slate-300" />
      <path d={STARS_PATH} clipPath={`url(#${clipId})`} className="fill-amber-400" />
    </svg>
  );
}

/** What a studio without reviews shows in place of a rating: a '0.0' would read as a bad one. */
export const NO_REVIEWS_LABEL = 'New';

/**
 * A studio's rating line: the stars, the average and how many reviews it stands on
 * ('4.3 (12 reviews)'), or 'New' while it has none.
 */
export function RatingSummary({
  average,
  count,
  className,
}: {
  average: number;
  count: number;
  className?: string;
}) {
  return (
    <p className={cn('flex items-center gap-2 text-sm', className)}>
      {count === 0 ? (
        <Badge tone="sky">{NO_REVIEWS_LABEL}</Badge>
      ) : (
        <>
          <StarRating average={average} />
          <span aria-hidden="true" className="font-semibold text-slate-900">
            {formatRating(average)}
          </span>
          <span className="text-slate-600">({reviewCountText(count)})</span>
        </>
      )}
    </p>
  );
}
