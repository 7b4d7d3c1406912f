/**
 * A studio's rating summary (docs/product.md#constants): the average of its reviews' stars to one decimal,
 * and how many there are.
 */

export type RatingSummary = { average: number; count: number };

/**
 * Average and count from the sum of whole-star ratings (docs/product.md#constants: the average to one
 * decimal). Rounded from `sum * 10 / count`, so halves round up exactly: 4.25 -> 4.3.
 */
export function ratingSummaryFromTotal(sum: number, count: number): RatingSummary {
  if (count <= 0) return { average: 0, count: 0 };
  return { average: Math.round((sum * 10) / count) / 10, count };
}

/** The rating summary of a studio from its reviews' ratings: [5, 4, 4] -> {4.3, 3}. */
export function ratingSummary(ratings: readonly number[]): RatingSummary {
  return ratingSummaryFromTotal(
    ratings.reduce((sum, rating) => sum + rating, 0),
    ratings.length,
  );
}
