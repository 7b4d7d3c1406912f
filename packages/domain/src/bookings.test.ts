import { describe, expect, it } from 'vitest';
import { bookingTiming } from './booking-labels';
import { bookingSchema } from './booking-responses';
import { BOOKING_MESSAGES } from './booking-messages';
import { bookingRequestSchema } from './bookings';

const request = {
  studio: '0b7f7c1e-4a6b-4c1d-9f0e-2d3c4b5a6978',
  date: '2026-11-24',
  hours: [10, 11],
  packageKey: '1 Cam',
  addons: [{ key: 'edit', quantity: 1 }],
  totalPrice: 3700,
  paymentStatus: 'payAtStudio',
};

const firstMessage = (value: unknown) => {
  const result = bookingRequestSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('bookingRequestSchema', () => {
  it('accepts the request of docs/api.md#bookings, paying at the studio by default', () => {
    expect(bookingRequestSchema.parse(request)).toEqual(request);
    const { paymentStatus: _, addons: __, ...bare } = request;
    expect(bookingRequestSchema.parse(bare)).toMatchObject({
      paymentStatus: 'payAtStudio',
      addons: [],
    });
  });

  it("refuses 'paid': a client can never set it (docs/api.md)", () => {
    expect(firstMessage({ ...request, paymentStatus: 'paid' })).toBe(
      BOOKING_MESSAGES.paymentAtStudioOnly,
    );
  });

  it('refuses malformed fields with sentences', () => {
    expect(firstMessage({ ...request, studio: 'abc' })).toBe('Studio not found');
    expect(firstMessage({ ...request, date: '2026-02-30' })).toBe(
      'Please choose a valid date (yyyy-MM-dd).',
    );
    expect(firstMessage({ ...request, hours: [] })).toBe('Please choose at least one hour.');
    expect(firstMessage({ ...request, hours: [9.5] })).toBe(
      'Hours must be whole hours from 0 to 23.',
    );
    expect(firstMessage({ ...request, hours: [24] })).toBe(
      'Hours must be whole hours from 0 to 23.',
    );
    expect(firstMessage({ ...request, hours: [9, 9] })).toBe('Each hour can be booked only once.');
    expect(firstMessage({ ...request, addons: [{ key: 'edit', quantity: -1 }] })).toBe(
      'Add-on quantities must be whole numbers from 0.',
    );
    expect(firstMessage({ ...request, totalPrice: -5 })).toBe(
      'The total price must be a whole number of rupees.',
    );
    expect(firstMessage({ ...request, totalPrice: '3700' })).toBe(
      'The total price must be a whole number of rupees.',
    );
  });
});

describe('bookingSchema', () => {
  it('carries a deleted studio or customer as null, the studio as its reader was shown it', () => {
    const booking = {
      _id: 'b',
      studio: null,
      deletedStudio: {
        name: 'Hive Studio 28, Noida',
        location: { city: 'Noida', fullAddress: null },
      },
      source: 'online',
      customer: null,
      offlineCustomer: null,
      note: null,
      date: '2026-11-24',
      hours: [10],
      packageKey: '1 Cam',
      addons: [],
      basePrice: 1500,
      addonsTotal: 0,
      totalPrice: 1500,
      paymentStatus: 'payAtStudio',
      deposit: null,
      createdAt: '2026-11-23T04:45:00.000Z',
      status: 'cancelled',
      cancellableUntil: null,
      decisionDueAt: null,
      cancelledBy: 'owner',
      cancelReason: 'The studio closed.',
      statusChangedAt: '2026-11-23T05:00:00.000Z',
    };
    expect(bookingSchema.parse(booking)).toEqual(booking);
  });

  it('carries an offline booking’s customer as its owner recorded them, and its note', () => {
    const booking = {
      _id: 'b',
      studio: { _id: 's', name: 'Echo Room', location: { city: 'Noida', fullAddress: 'A-12' } },
      deletedStudio: null,
      source: 'offline',
      customer: null,
      offlineCustomer: { name: 'Meera Nair', phone: '9876543210' },
      note: 'Paid on WhatsApp.',
      date: '2026-11-24',
      hours: [10],
      packageKey: '',
      addons: [],
      basePrice: 0,
      addonsTotal: 0,
      totalPrice: 0,
      paymentStatus: 'payAtStudio',
      deposit: null,
      createdAt: '2026-11-23T04:45:00.000Z',
      status: 'confirmed',
      cancellableUntil: null,
      decisionDueAt: null,
      cancelledBy: null,
      cancelReason: null,
      statusChangedAt: '2026-11-23T04:45:00.000Z',
    };
    expect(bookingSchema.parse(booking)).toEqual(booking);
    expect(bookingSchema.safeParse({ ...booking, source: 'phone' }).success).toBe(false);
  });
});

describe('bookingTiming', () => {
  it('is Upcoming from today in IST on, else Completed (docs/product.md#bookings)', () => {
    // 20:00 UTC on the 23rd is already the 24th in India.
    const now = new Date('2026-11-23T20:00:00Z');
    expect(bookingTiming('2026-11-24', now)).toBe('Upcoming');
    expect(bookingTiming('2026-11-25', now)).toBe('Upcoming');
    expect(bookingTiming('2026-11-23', now)).toBe('Completed');
  });
});
