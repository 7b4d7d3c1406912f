import type { within } from '@testing-library/react';
import {
  currentState,
  depositNote,
  isUpcomingBooking,
  respondedBooking,
  upiPaymentUrl,
  type Booking,
  type BookingDeposit,
} from '@studio-hive/domain';

let counter = 0;

/** A booking as the lists send it (docs/api.md "Shapes"); override any field. */
export function bookingFixture(overrides: Partial<Booking> = {}): Booking {
  counter += 1;
  return {
    _id: `b0000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    studio: {
      _id: 'studio-1',
      name: 'Echo Room',
      location: { city: 'Gurgaon', fullAddress: '12 MG Road' },
    },
    deletedStudio: null,
    source: 'online',
    customer: { _id: 'user-customer', name: 'Rohan Mehta', email: 'customer@example.com' },
    offlineCustomer: null,
    note: null,
    date: '2026-03-10',
    hours: [10, 11],
    packageKey: '1 Cam',
    addons: [],
    basePrice: 3000,
    addonsTotal: 0,
    totalPrice: 3000,
    paymentStatus: 'payAtStudio',
    deposit: null,
    createdAt: '2026-03-01T06:30:00.000Z',
    status: 'confirmed',
    cancellableUntil: '2026-03-09T04:30:00.000Z',
    decisionDueAt: null,
    cancelledBy: null,
    cancelReason: null,
    statusChangedAt: '2026-03-01T06:30:00.000Z',
    ...overrides,
  };
}

/**
 * An offline booking as its studio's owner sees it (decision 049): no customer account, the
 * customer as the owner recorded them, the note, no customer deadline.
 */
export function offlineBookingFixture(overrides: Partial<Booking> = {}): Booking {
  return bookingFixture({
    source: 'offline',
    customer: null,
    offlineCustomer: { name: 'Meera Nair', phone: '9876543210' },
    note: 'Booked on WhatsApp.',
    cancellableUntil: null,
    ...overrides,
  });
}

/**
 * The whole session label ('Tue, 10 Mar 2026 · 10:00 AM - 12:00 PM') around its day in `scope`:
 * the day is its own element (a <time>), the label is what its parent reads.
 */
export function sessionText(scope: ReturnType<typeof within>, day: string): string | undefined {
  return scope.getByText(day).parentElement?.textContent ?? undefined;
}

/**
 * An open request as its studio's owner sees it (docs/api.md "Shapes"): the customer's phone and
 * record, the deadline to decide, and the start as the customer's last moment to withdraw it.
 */
export function requestFixture(overrides: Partial<Booking> = {}): Booking {
  return bookingFixture({
    status: 'requested',
    customer: {
      _id: 'user-customer',
      name: 'Rohan Mehta',
      email: 'customer@example.com',
      phone: '9123456780',
    },
    customerRecord: { completed: 0, cancelled: 0, lateCancelled: 0, noShows: 0 },
    decisionDueAt: '2026-03-10T04:30:00.000Z',
    cancellableUntil: '2026-03-10T04:30:00.000Z',
    ...overrides,
  });
}

/** The UPI link of a deposit of `amount` to Echo Room, as the API makes it. */
export const echoRoomUpiUrl = (amount: number, reference: string) =>
  upiPaymentUrl({
    upiId: 'echoroom@okhdfc',
    payee: 'Echo Room',
    amount,
    note: depositNote(reference),
    reference,
  });

/** A booking's deposit of ₹1,200 (reference SH-7K2Q9), unpaid and unreported; override any field. */
export function depositFixture(overrides: Partial<BookingDeposit> = {}): BookingDeposit {
  const amount = overrides.amount ?? 1200;
  const reference = overrides.reference ?? 'SH-7K2Q9';
  return {
    amount,
    reference,
    upiUrl: echoRoomUpiUrl(amount, reference),
    payBy: '2026-03-10T07:00:00.000Z',
    utr: null,
    reportedAt: null,
    paidAt: null,
    depositRefund: null,
    refundDue: null,
    refundedAt: null,
    ...overrides,
  };
}

/**
 * A booking held for its deposit (docs/api.md, deposits): ₹4,800 in all, its deposit of ₹1,200 to
 * pay by 12:30 IST on 10 March (its deadline), the customer's phone and record as its owner sees
 * them, the start as the customer's last moment to withdraw it.
 */
export function awaitingDepositFixture(
  overrides: Partial<Booking> = {},
  deposit: Partial<BookingDeposit> = {},
): Booking {
  const held = depositFixture(deposit);
  return requestFixture({
    status: 'awaiting_deposit',
    totalPrice: 4800,
    basePrice: 4800,
    date: '2026-03-12',
    cancellableUntil: '2026-03-12T04:30:00.000Z',
    decisionDueAt: held.payBy,
    deposit: held,
    ...overrides,
  });
}

/**
 * GET /booking/customer's or /booking/owner's reply over `bookings` (given in session order), as
 * the server makes it (docs/api.md): narrowed by `when` and `status` as they read at `now` (and
 * the owner's by `refund=due`: refunds of deposits owed and not marked paid), one
 * page of `limit` (100 without it), X-Total-Count counting every page.
 */
export function pagedBookingsReply(bookings: readonly Booking[], path: string, now = new Date()) {
  const params = new URL(path, 'http://localhost').searchParams;
  const when = params.get('when');
  const states = params.get('status')?.split(',');
  const refundDue = params.get('refund') === 'due';
  const matching = bookings.filter(
    (b) =>
      (!refundDue || (b.deposit?.refundDue != null && b.deposit.refundedAt === null)) &&
      (when !== 'upcoming' || isUpcomingBooking(b, now)) &&
      (when !== 'past' || !isUpcomingBooking(b, now)) &&
      (!states || states.includes(currentState(respondedBooking(b), now))),
  );
  const limit = Number(params.get('limit') ?? 100);
  const start = (Number(params.get('page') ?? 1) - 1) * limit;
  return {
    body: matching.slice(start, start + limit),
    headers: { 'X-Total-Count': String(matching.length) },
  };
}
