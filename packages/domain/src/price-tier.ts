/** Tier badges by price per hour in rupees (docs/product.md#price-tiers). */
export const PRICE_TIERS = ['Budget', 'Elite', 'Premium'] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];

/** Lowest price per hour of the Elite tier; below it is Budget. */
export const ELITE_MIN_PRICE_PER_HOUR = 2000;
/** Lowest price per hour of the Premium tier. */
export const PREMIUM_MIN_PRICE_PER_HOUR = 4000;

/**
 * Under 2000 Budget; 2000 up to below 4000 Elite; 4000 or more Premium; no badge (null) when the
 * price is absent. pricePerHour is the lowest price among priced packages, and only packages with
 * a price above 0 are saved (docs/api.md), so 0, negative and non-finite values count as absent.
 */
export function priceTier(pricePerHour: number | null | undefined): PriceTier | null {
  if (pricePerHour == null || !Number.isFinite(pricePerHour) || pricePerHour <= 0) return null;
  if (pricePerHour < ELITE_MIN_PRICE_PER_HOUR) return 'Budget';
  if (pricePerHour < PREMIUM_MIN_PRICE_PER_HOUR) return 'Elite';
  return 'Premium';
}
