import { describe, expect, it } from 'vitest';
import { walksSessionOrder } from './admin-bookings';

// The sizes of bench/scale.md at 1,000,000 bookings: about 210,000 of them upcoming.
const UPCOMING = 210_000;

describe('walksSessionOrder: walk the session order, or find the matches and sort them', () => {
  it('walks when most of the dates asked match (no search, a city of a third of the studios)', () => {
    expect(walksSessionOrder({ limit: 10, offset: 0, matches: UPCOMING, dated: UPCOMING })).toBe(
      true,
    );
    expect(walksSessionOrder({ limit: 10, offset: 0, matches: 70_000, dated: UPCOMING })).toBe(
      true,
    );
    // A deep page of the city still reads fewer bookings walking (15,000 against 70,000).
    expect(walksSessionOrder({ limit: 50, offset: 4_950, matches: 70_000, dated: UPCOMING })).toBe(
      true,
    );
  });

  it('finds the matches when they are few (a customer, a studio by its name)', () => {
    expect(walksSessionOrder({ limit: 10, offset: 0, matches: 10, dated: UPCOMING })).toBe(false);
    expect(walksSessionOrder({ limit: 10, offset: 0, matches: 1_000, dated: UPCOMING })).toBe(
      false,
    );
    expect(walksSessionOrder({ limit: 10, offset: 0, matches: 0, dated: UPCOMING })).toBe(false);
  });

  it('weighs the page too: the deeper the page, the denser the matches a walk needs', () => {
    const at = (offset: number) =>
      walksSessionOrder({ limit: 10, offset, matches: 5_000, dated: UPCOMING });
    expect(at(0)).toBe(true);
    expect(at(200)).toBe(false);
  });
});
