import { describe, expect, it } from 'vitest';
import {
  ADDON_AUTHORING_DEFAULT_MAX_QUANTITY,
  ADDON_AUTHORING_MIN_MAX_QUANTITY,
  ADMIN_ANALYSIS_FILTER_LABELS,
  ADMIN_ANALYSIS_FILTERS,
  ADMIN_ANALYSIS_ROWS,
  BOOKING_ADDON_DEFAULT_MAX_QUANTITY,
  BOOKING_ID_DISPLAY_LENGTH,
  bookingAddonMaxQuantity,
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  CUSTOMER_RECENT_BOOKINGS,
  DEFAULT_ADMIN_ANALYSIS_FILTER,
  DEFAULT_CLOSING_HOUR,
  DEFAULT_MINIMUM_DURATION_HOURS,
  DEFAULT_OPENING_HOUR,
  DEFAULT_PAYMENT_STATUS,
  DRAFT_EXPIRY_DAYS,
  DRAFT_EXPIRY_MS,
  FAQ_CATEGORIES,
  FAQ_CATEGORY_LABELS,
  isDraftExpired,
  MAX_IMAGE_BYTES,
  MAX_STUDIO_IMAGES,
  META_DESCRIPTION_MAX_LENGTH,
  MINIMUM_DURATION_OPTIONS,
  OWNER_RECENT_BOOKINGS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  paymentStatusLabel,
  RATING_MAX,
  RATING_MIN,
  shortBookingId,
  TOAST_AUTO_CLOSE_MS,
  YOUTUBE_LINK_SLOTS,
} from './constants';
import { AVAILABILITY_HORIZON_MONTHS, lastAvailabilityDate } from './availability';
import { CLOSING_HOUR_OPTIONS, OPENING_HOUR_OPTIONS } from './operational-hours';

describe('studio authoring limits and defaults (docs/product.md#studio-validation and docs/product.md#constants)', () => {
  it('limits images and video links', () => {
    expect(MAX_STUDIO_IMAGES).toBe(5);
    expect(MAX_IMAGE_BYTES).toBe(10_485_760);
    expect(YOUTUBE_LINK_SLOTS).toBe(2);
  });

  it('has the add-on quantity defaults', () => {
    expect(BOOKING_ADDON_DEFAULT_MAX_QUANTITY).toBe(10);
    expect(ADDON_AUTHORING_DEFAULT_MAX_QUANTITY).toBe(1);
    expect(ADDON_AUTHORING_MIN_MAX_QUANTITY).toBe(1);
  });

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

  it('offers minimum durations 1 to 8, default 1', () => {
    expect(DEFAULT_MINIMUM_DURATION_HOURS).toBe(1);
    expect(MINIMUM_DURATION_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('opens at 9 and closes at 18 by default', () => {
    expect(DEFAULT_OPENING_HOUR).toBe(9);
    expect(DEFAULT_CLOSING_HOUR).toBe(18);
  });

  it('offers opening hours 0..23 from 12 AM to 11 PM', () => {
    expect(OPENING_HOUR_OPTIONS).toHaveLength(24);
    expect(OPENING_HOUR_OPTIONS.map((o) => o.value)).toEqual(
      Array.from({ length: 24 }, (_, i) => i),
    );
    expect(OPENING_HOUR_OPTIONS[0]).toEqual({ value: 0, label: '12 AM' });
    expect(OPENING_HOUR_OPTIONS[9]).toEqual({ value: 9, label: '9 AM' });
    expect(OPENING_HOUR_OPTIONS[12]).toEqual({ value: 12, label: '12 PM' });
    expect(OPENING_HOUR_OPTIONS[23]).toEqual({ value: 23, label: '11 PM' });
  });

  it("offers closing hours 1..24, the last '12 AM (Next Day)'", () => {
    expect(CLOSING_HOUR_OPTIONS).toHaveLength(24);
    expect(CLOSING_HOUR_OPTIONS.map((o) => o.value)).toEqual(
      Array.from({ length: 24 }, (_, i) => i + 1),
    );
    expect(CLOSING_HOUR_OPTIONS[0]).toEqual({ value: 1, label: '1 AM' });
    expect(CLOSING_HOUR_OPTIONS[17]).toEqual({ value: 18, label: '6 PM' });
    expect(CLOSING_HOUR_OPTIONS[22]).toEqual({ value: 23, label: '11 PM' });
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
  it('shows 3, 5 and 10 recent rows', () => {
    expect(CUSTOMER_RECENT_BOOKINGS).toBe(3);
    expect(OWNER_RECENT_BOOKINGS).toBe(5);
    expect(ADMIN_ANALYSIS_ROWS).toBe(10);
  });

  it('filters the admin analysis by all, upcoming or past, upcoming by default', () => {
    expect(ADMIN_ANALYSIS_FILTERS).toEqual(['all', 'upcoming', 'past']);
    expect(ADMIN_ANALYSIS_FILTER_LABELS).toEqual({
      all: 'All',
      upcoming: 'Upcoming Only',
      past: 'Past Only',
    });
    expect(DEFAULT_ADMIN_ANALYSIS_FILTER).toBe('upcoming');
  });

  it('shortens booking ids to 8 characters and an ellipsis', () => {
    expect(BOOKING_ID_DISPLAY_LENGTH).toBe(8);
    expect(shortBookingId('3f2b9c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e')).toBe('3f2b9c1e...');
    expect(shortBookingId('abc')).toBe('abc...');
  });

  it('rates on a 1 to 5 scale', () => {
    expect(RATING_MIN).toBe(1);
    expect(RATING_MAX).toBe(5);
  });
});

describe('web app constants (docs/product.md#constants)', () => {
  it('closes toasts after 3000 ms and cuts meta descriptions to 160 characters', () => {
    expect(TOAST_AUTO_CLOSE_MS).toBe(3000);
    expect(META_DESCRIPTION_MAX_LENGTH).toBe(160);
  });
});

describe('contact and FAQ categories', () => {
  it('has the six contact categories of docs/product.md#inquiries, each labelled', () => {
    expect(CONTACT_CATEGORIES).toEqual([
      'general',
      'booking',
      'studio',
      'technical',
      'billing',
      'partnership',
    ]);
    expect(CONTACT_CATEGORIES.map((c) => CONTACT_CATEGORY_LABELS[c])).toEqual([
      'General Inquiry',
      'Booking Support',
      'Studio Listing',
      'Technical Support',
      'Billing & Payments',
      'Partnership',
    ]);
  });

  it('has the FAQ categories of docs/product.md#static-pages in order', () => {
    expect(FAQ_CATEGORIES.map((c) => FAQ_CATEGORY_LABELS[c])).toEqual([
      'All Topics',
      'Booking',
      'Studio Management',
      'Account',
      'General & Technical',
    ]);
  });
});

describe('payment status', () => {
  it("has 'payAtStudio' (the default) and 'paid'", () => {
    expect(PAYMENT_STATUSES).toEqual(['payAtStudio', 'paid']);
    expect(DEFAULT_PAYMENT_STATUS).toBe('payAtStudio');
    expect(PAYMENT_STATUS_LABELS).toEqual({ payAtStudio: 'Pay at Studio', paid: 'Paid' });
  });

  it("shows 'Paid' only for 'paid', otherwise 'Pay at Studio' (docs/product.md#screens)", () => {
    expect(paymentStatusLabel('paid')).toBe('Paid');
    expect(paymentStatusLabel('payAtStudio')).toBe('Pay at Studio');
    expect(paymentStatusLabel('pending')).toBe('Pay at Studio');
    expect(paymentStatusLabel(undefined)).toBe('Pay at Studio');
    expect(paymentStatusLabel(null)).toBe('Pay at Studio');
  });
});
