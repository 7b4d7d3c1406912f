import { describe, expect, it } from 'vitest';
import { BOOKING_ID_DISPLAY_LENGTH, shortBookingId } from './admin-lists';
import {
  bookingAddonMaxQuantity,
  DRAFT_EXPIRY_DAYS,
  DRAFT_EXPIRY_MS,
  isDraftExpired,
  paymentStatusLabel,
} from './constants';
import { AVAILABILITY_HORIZON_MONTHS, lastAvailabilityDate } from './availability';
import { CLOSING_HOUR_OPTIONS, OPENING_HOUR_OPTIONS } from './operational-hours';

describe('studio authoring limits and defaults (docs/product.md#studio-validation and docs/product.md#constants)', () => {
  it('uses an add-on max quantity of 10 in the booking step when it is missing', () => {
    expect(bookingAddonMaxQuantity(3)).toBe(3);
    expect(bookingAddonMaxQuantity(1)).toBe(1);
    expect(bookingAddonMaxQuantity(25)).toBe(25);
    expect(bookingAddonMaxQuantity(undefined)).toBe(10);
    expect(bookingAddonMaxQuantity(null)).toBe(10);
    expect(bookingAddonMaxQuantity(0)).toBe(10);
    expect(bookingAddonMaxQuantity(2.5)).toBe(10);
    expect(bookingAddonMaxQuantity(Number.NaN)).toBe(10);
  });

  it("offers opening hours 0..23 from '12:00 AM' to '11:00 PM', like every other time label", () => {
    expect(OPENING_HOUR_OPTIONS).toHaveLength(24);
    expect(OPENING_HOUR_OPTIONS.map((o) => o.value)).toEqual(
      Array.from({ length: 24 }, (_, i) => i),
    );
    expect(OPENING_HOUR_OPTIONS[0]).toEqual({ value: 0, label: '12:00 AM' });
    expect(OPENING_HOUR_OPTIONS[9]).toEqual({ value: 9, label: '9:00 AM' });
    expect(OPENING_HOUR_OPTIONS[12]).toEqual({ value: 12, label: '12:00 PM' });
    expect(OPENING_HOUR_OPTIONS[23]).toEqual({ value: 23, label: '11:00 PM' });
  });

  it("offers closing hours 1..24, the last '12 AM (Next Day)'", () => {
    expect(CLOSING_HOUR_OPTIONS).toHaveLength(24);
    expect(CLOSING_HOUR_OPTIONS.map((o) => o.value)).toEqual(
      Array.from({ length: 24 }, (_, i) => i + 1),
    );
    expect(CLOSING_HOUR_OPTIONS[0]).toEqual({ value: 1, label: '1:00 AM' });
    expect(CLOSING_HOUR_OPTIONS[17]).toEqual({ value: 18, label: '6:00 PM' });
    expect(CLOSING_HOUR_OPTIONS[22]).toEqual({ value: 23, label: '11:00 PM' });
    expect(CLOSING_HOUR_OPTIONS[23]).toEqual({ value: 24, label: '12 AM (Next Day)' });
  });
});

describe('add-studio draft expiry (docs/product.md#studio-form)', () => {
  it('keeps a draft for 2 days', () => {
    expect(DRAFT_EXPIRY_DAYS).toBe(2);
    expect(DRAFT_EXPIRY_MS).toBe(172_800_000);
    const savedAt = new Date('2026-11-20T18:45:00Z');
    expect(isDraftExpired(savedAt, new Date('2026-11-22T18:45:00Z'))).toBe(false);
    expect(isDraftExpired(savedAt, new Date('2026-11-22T18:45:00.001Z'))).toBe(true);
    expect(isDraftExpired(savedAt, new Date('2026-11-21T09:00:00Z'))).toBe(false);
  });
});

describe('availability horizon (docs/product.md#availability-generation and docs/product.md#constants)', () => {
  it('reaches 3 months ahead', () => {
    expect(AVAILABILITY_HORIZON_MONTHS).toBe(3);
    expect(lastAvailabilityDate('2026-11-23')).toBe('2027-02-23');
    expect(lastAvailabilityDate('2026-11-30')).toBe('2027-02-28');
  });
});

describe('dashboards and lists (docs/product.md#dashboards)', () => {
  it('shortens booking ids to 8 characters and an ellipsis', () => {
    expect(BOOKING_ID_DISPLAY_LENGTH).toBe(8);
    expect(shortBookingId('3f2b9c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e')).toBe('3f2b9c1e...');
    expect(shortBookingId('abc')).toBe('abc...');
  });
});

describe('payment status', () => {
  it("shows 'Paid' only for 'paid', otherwise 'Pay at Studio' (docs/product.md#screens)", () => {
    expect(paymentStatusLabel('paid')).toBe('Paid');
    expect(paymentStatusLabel('payAtStudio')).toBe('Pay at Studio');
    expect(paymentStatusLabel('pending')).toBe('Pay at Studio');
    expect(paymentStatusLabel(undefined)).toBe('Pay at Studio');
    expect(paymentStatusLabel(null)).toBe('Pay at Studio');
  });
});
