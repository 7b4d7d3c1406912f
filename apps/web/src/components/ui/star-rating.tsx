import { RATING_MAX } from '@studio-hive/domain';
import { cn } from '../../lib/cn';

/** One star on a 20 x 20 view box. */
export const STAR_PATH =
  'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';

function Stars({ className }: { className: string }) {
  return (
    <span className={cn('flex', className)}>
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" className="size-4 shrink-0 fill-current">
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}

/** The average to one decimal (spec section 9): 4.25 -> '4.3', 0 -> '0.0'. */
export function formatRating(average: number): string {
  return average.toFixed(1);
}

/**
 * Five stars filled up to `average` (spec section 9: a 5-star scale). Read out as "Rated 4.3 out
 * of 5"; the count and any text beside it are the caller's.
 */
export function StarRating({ average, className }: { average: number; className?: string }) {
  const clamped = Math.min(Math.max(average, 0), RATING_MAX);
  return (
    <span
      role="img"
      aria-label={`Rated ${formatRating(clamped)} out of ${RATING_MAX}`}
      className={cn('relative inline-flex', className)}
    >
      <Stars className="text-slate-300" />
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-0 overflow-hidden"
        style={{ width: `${(clamped / RATING_MAX) * 100}%` }}
      >
        <Stars className="text-amber-400" />
      </span>
    </span>
  );
}
