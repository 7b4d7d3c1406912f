import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addonQuantityError,
  addonsTotal,
  basePrice,
  bookingPrice,
  bookingPriceFits,
  MAX_BOOKING_TOTAL,
  cheapestSession,
  priceMismatchMessage,
  sessionPriceDetail,
  setAddonQuantity,
} from './pricing';

describe('bookingPrice', () => {
  it('is package x hours, plus each add-on price x quantity (docs/product.md#pricing)', () => {
    expect(basePrice(1500, 3)).toBe(4500);
    expect(
      addonsTotal([
        { price: 700, quantity: 2 },
        { price: 300, quantity: 0 },
      ]),
    ).toBe(1400);
    expect(
      bookingPrice({
        packagePrice: 2200,
        hourCount: 2,
        addons: [
          { price: 700, quantity: 2 },
          { price: 250, quantity: 1 },
        ],
      }),
    ).toEqual({ basePrice: 4400, addonsTotal: 1650, totalPrice: 6050 });
  });

  it('is always package x hours + add-ons (property)', () => {
    const rupees = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(
        rupees,
        fc.integer({ min: 1, max: 24 }),
        fc.array(fc.record({ price: rupees, quantity: fc.integer({ min: 0, max: 100 }) }), {
          maxLength: 20,
        }),
        (packagePrice, hourCount, addons) => {
          const price = bookingPrice({ packagePrice, hourCount, addons });
          const extras = addons.reduce((sum, a) => sum + a.price * a.quantity, 0);
          expect(price.basePrice).toBe(packagePrice * hourCount);
          expect(price.addonsTotal).toBe(extras);
          expect(price.totalPrice).toBe(packagePrice * hourCount + extras);
          expect(Number.isSafeInteger(price.totalPrice)).toBe(true);
        },
      ),
    );
  });
});

describe('add-on quantities', () => {
  it('allow 0..maxQuantity, 10 when the add-on has none (docs/product.md#booking-step)', () => {
    const editing = { name: 'Editing', maxQuantity: 2 };
    expect(addonQuantityError(0, editing)).toBeNull();
    expect(addonQuantityError(2, editing)).toBeNull();
    expect(addonQuantityError(3, editing)).toBe('You can add at most 2 of Editing.');
    expect(addonQuantityError(-1, editing)).not.toBeNull();
    expect(addonQuantityError(1.5, editing)).not.toBeNull();
    expect(addonQuantityError(10, { name: 'Mic' })).toBeNull();
    expect(addonQuantityError(11, { name: 'Mic', maxQuantity: null })).toBe(
      'You can add at most 10 of Mic.',
    );
  });

  it('0 removes an add-on, a positive quantity adds or updates it (docs/product.md#booking-step)', () => {
    const chosen = [{ key: 'edit', quantity: 1 }];
    expect(setAddonQuantity(chosen, 'mic', 2)).toEqual([
      { key: 'edit', quantity: 1 },
      { key: 'mic', quantity: 2 },
    ]);
    expect(setAddonQuantity(chosen, 'edit', 3)).toEqual([{ key: 'edit', quantity: 3 }]);
    expect(setAddonQuantity(chosen, 'edit', 0)).toEqual([]);
    expect(chosen).toEqual([{ key: 'edit', quantity: 1 }]);
  });
});

describe('priceMismatchMessage', () => {
  it('tells the user the current total in rupees with Indian grouping', () => {
    expect(priceMismatchMessage(150000)).toBe(
      'The price of this booking has changed: the total is now ₹1,50,000. Please review your booking and try again.',
    );
  });
});

describe('cheapestSession', () => {
  it('is the cheapest package per hour times the minimum hours, not one hour of it', () => {
    // The walk's studio: ₹4,000 an hour, 2 hours at least, so no session costs under ₹8,000.
    const session = cheapestSession({ pricePerHour: 4000, minimumDurationHours: 2 });
    expect(session).toEqual({ price: 8000, hours: 2, pricePerHour: 4000 });
    expect(sessionPriceDetail(session!)).toBe('2 hours at ₹4,000/hour');
  });

  it('takes 1 hour when the minimum is missing or unusable, and nothing without a price', () => {
    for (const minimum of [1, null, undefined, 0, 2.5]) {
      expect(cheapestSession({ pricePerHour: 900, minimumDurationHours: minimum })).toEqual({
        price: 900,
        hours: 1,
        pricePerHour: 900,
      });
    }
    expect(sessionPriceDetail({ hours: 1, pricePerHour: 900 })).toBe('1 hour at ₹900/hour');
    expect(cheapestSession({ pricePerHour: null, minimumDurationHours: 3 })).toBeNull();
  });
});

describe('bookingPriceFits', () => {
  it('holds every total up to what a booking stores, none beyond', () => {
    const price = (addonPrice: number, quantity: number) =>
      bookingPrice({ packagePrice: 1500, hourCount: 2, addons: [{ price: addonPrice, quantity }] });
    expect(bookingPriceFits(price(MAX_BOOKING_TOTAL - 3000, 1))).toBe(true);
    expect(bookingPriceFits(price(MAX_BOOKING_TOTAL - 2999, 1))).toBe(false);
    expect(bookingPriceFits(price(10_000_000, 300))).toBe(false);
  });
});
