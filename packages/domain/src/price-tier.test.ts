import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRICE_TIERS, priceTier } from './price-tier';

describe('priceTier (docs/product.md#price-tiers)', () => {
  it('has three tiers', () => {
    expect(PRICE_TIERS).toEqual(['Budget', 'Elite', 'Premium']);
  });

  it('puts the boundaries where docs/product.md does', () => {
    expect(priceTier(1)).toBe('Budget');
    expect(priceTier(1999)).toBe('Budget');
    expect(priceTier(1999.99)).toBe('Budget');
    expect(priceTier(2000)).toBe('Elite');
    expect(priceTier(3999)).toBe('Elite');
    expect(priceTier(4000)).toBe('Premium');
    expect(priceTier(25000)).toBe('Premium');
  });

  it('gives no badge when the price is absent', () => {
    expect(priceTier(null)).toBeNull();
    expect(priceTier(undefined)).toBeNull();
    expect(priceTier(0)).toBeNull();
    expect(priceTier(-100)).toBeNull();
    expect(priceTier(Number.NaN)).toBeNull();
    expect(priceTier(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('never ranks a higher price in a lower tier', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const rank = (price: number) => PRICE_TIERS.indexOf(priceTier(price) ?? 'Budget');
          expect(rank(low)).toBeLessThanOrEqual(rank(high));
        },
      ),
    );
  });
});
