import { z } from 'zod';
import {
  BOOKING_SOURCES,
  BOOKING_STATES,
  CANCELLED_BY,
  currentState,
  customerDeadline,
  customerRecord,
  deletedStudioAsShown,
  depositNote,
  depositRefundOnCancel,
  DEPOSIT_REFUNDS,
  maskedStudioName,
  ownerSeesCustomerPhone,
  PAYMENT_STATUSES,
  UNMASKING_STATES,
  upiPaymentUrl,
  type Booking,
  type BookingDeposit,
  type BookingState,
} from '@studio-hive/domain';

/**
 * A booking's row as the list queries read it (booking-queries.ts) and what each viewer is told
 * of it: the API's `Booking` for a customer, an owner or an admin, and the views the notifications
 * and the calendar file tell.
 */

const num = z.coerce.number();
const instant = z.string().nullable();

/**
 * A booking's deposit as stored (decision 052): fixed when the booking was made, null for one
 * without. `payee` is the studio's name as the customer was shown it then (masked).
 */
export const depositRow = z.object({
  amount: num,
  reference: z.string(),
  upi_id: z.string(),
  payee: z.string(),
  pay_by: z.string(),
  utr: z.string().nullable(),
  reported_at: instant,
  paid_at: instant,
  refund: z.enum(DEPOSIT_REFUNDS).nullable(),
  refunded_at: instant,
});
export type DepositRow = z.infer<typeof depositRow>;

/** One row of `bookingRows` (booking-queries.ts); `toBooking` makes it the API's `Booking` for a viewer. */
export const bookingRow = z.object({
  id: z.string(),
  studio_id: z.string().nullable(),
  studio_name: z.string().nullable(),
  studio_city: z.string().nullable(),
  studio_address: z.string().nullable(),
  studio_number: num.nullable(),
  /** Written as its studio is deleted (`keepStudioWithItsBookings`); absent or null before. */
  deleted_studio: z
    .object({
      name: z.string(),
      city: z.string(),
      fullAddress: z.string().nullable(),
      publicNumber: num,
      shownUnmasked: z.boolean(),
    })
    .nullish(),
  cancellation_hours: num.nullable(),
  contact_phone: z.string().nullable(),
  source: z.enum(BOOKING_SOURCES),
  /** An offline booking's customer as its owner recorded them (null for an online booking). */
  offline_customer_name: z.string().nullable(),
  /** Only the owner's rows carry these two (booking-queries.ts `viewerColumns`). */
  offline_customer_phone: z.string().nullable(),
  note: z.string().nullable(),
  customer_id: z.string().nullable(),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  customer_phone: z.string().nullable(),
  /** The customer's bookings at any studio, for their record (owners' views only). */
  customer_history: z
    .array(
      z.object({
        state: z.enum(BOOKING_STATES),
        date: z.string(),
        hours: z.array(num),
        cancelledBy: z.enum(CANCELLED_BY).nullable(),
        cancelledAt: instant,
      }),
    )
    .nullable(),
  date: z.string(),
  hours: z.array(num),
  status: z.enum(BOOKING_STATES),
  decision_due_at: instant,
  status_changed_at: z.string(),
  cancelled_by: z.enum(CANCELLED_BY).nullable(),
  cancel_reason: z.string().nullable(),
  package_key: z.string(),
  addons: z.array(z.object({ key: z.string(), name: z.string(), price: num, quantity: num })),
  base_price: num,
  addons_total: num,
  total_price: num,
  payment_status: z.enum(PAYMENT_STATUSES),
  deposit: depositRow.nullable(),
  created_at: z.string(),
});
export type BookingRow = z.infer<typeof bookingRow>;

/** Who reads a list, and when: what each booking shows depends on both. */
export type BookingsView = { viewer: 'customer' | 'owner' | 'admin'; now: Date };

const dateOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));

/**
 * A row as the API's `Booking` for `view`: the state as of `view.now` (an overdue request reads
 * expired), the customer's deadline, and what only one side may see (decision 025): the studio's
 * real name, address and number for its customer once the booking is confirmed; the customer's
 * record for the studio's owner, and their phone while the booking is on and until its no-show
 * window ends (`ownerSeesCustomerPhone`, decision 040). An offline booking (decision 049) has no
 * customer account: its customer is the name the owner recorded, with the phone and note only
 * the owner's rows carry (they recorded them).
 */
export function toBooking(row: BookingRow, view: BookingsView): Booking {
  const decisionDue = dateOrNull(row.decision_due_at);
  const status = currentState({ state: row.status, decisionDueAt: decisionDue }, view.now);
  const online = row.source === 'online';
  const lifecycle = {
    source: row.source,
    state: status,
    date: row.date,
    hours: row.hours,
    decisionDueAt: decisionDue,
    cancellationHours: row.cancellation_hours ?? 0,
  };
  const deadline = row.studio_id === null ? null : customerDeadline(lifecycle);
  const maskedByState = view.viewer === 'customer' && !UNMASKING_STATES.includes(status);
  // A studio being deleted or gone: named as the customer knew it, this booking cancelled or not.
  const deletedStudio = row.deleted_studio
    ? deletedStudioAsShown(row.deleted_studio, view.viewer)
    : null;
  const city = row.studio_city ?? '';
  // Only the owner's rows carry the phone (booking-queries.ts `viewerColumns`).
  const phone =
    row.customer_phone !== null && ownerSeesCustomerPhone(lifecycle, view.now)
      ? row.customer_phone
      : null;
  return {
    _id: row.id,
    studio: row.studio_id
      ? {
          _id: row.studio_id,
          ...(deletedStudio ?? {
            name: maskedByState
              ? maskedStudioName(row.studio_number ?? 0, city)
              : (row.studio_name ?? ''),
            location: { city, fullAddress: maskedByState ? null : row.studio_address },
          }),
          ...(!maskedByState && row.contact_phone !== null && { contactPhone: row.contact_phone }),
        }
      : null,
    deletedStudio: row.studio_id === null ? deletedStudio : null,
    source: row.source,
    customer: row.customer_id
      ? {
          _id: row.customer_id,
          name: row.customer_name ?? '',
          email: row.customer_email ?? '',
          ...(phone !== null && { phone }),
        }
      : null,
    offlineCustomer:
      !online && row.offline_customer_name !== null
        ? {
            name: row.offline_customer_name,
            ...(row.offline_customer_phone !== null && { phone: row.offline_customer_phone }),
          }
        : null,
    note: row.note,
    date: row.date,
    hours: row.hours,
    status,
    cancellableUntil: deadline?.toISOString() ?? null,
    decisionDueAt: row.decision_due_at,
    cancelledBy: row.cancelled_by,
    cancelReason: row.cancel_reason,
    statusChangedAt: row.status_changed_at,
    ...(online &&
      row.customer_history && {
        customerRecord: customerRecord(
          row.customer_history.map((b) => ({ ...b, cancelledAt: dateOrNull(b.cancelledAt) })),
          view.now,
        ),
      }),
    packageKey: row.package_key,
    addons: row.addons,
    basePrice: row.base_price,
    addonsTotal: row.addons_total,
    totalPrice: row.total_price,
    paymentStatus: row.payment_status,
    deposit: row.deposit && toDeposit(row.deposit, status, deadline, view.now),
    createdAt: row.created_at,
  };
}

/**
 * A stored deposit as responded (every viewer of a booking is one of its parties or an admin):
 * its payment link, and what cancelling owes back of it: once paid, what the customer's
 * cancellation would owe now while the booking is on (`cancellableUntil`: the customer's
 * deadline), what the cancellation or no-show recorded after.
 */
function toDeposit(
  deposit: DepositRow,
  status: BookingState,
  cancellableUntil: Date | null,
  now: Date,
): BookingDeposit {
  const paid = deposit.paid_at !== null;
  const refund =
    deposit.refund ??
    (paid && status === 'confirmed'
      ? depositRefundOnCancel('customer', cancellableUntil, now)
      : null);
  return {
    amount: deposit.amount,
    reference: deposit.reference,
    upiUrl: upiPaymentUrl({
      upiId: deposit.upi_id,
      payee: deposit.payee,
      amount: deposit.amount,
      note: depositNote(deposit.reference),
      reference: deposit.reference,
    }),
    payBy: deposit.pay_by,
    utr: deposit.utr,
    reportedAt: deposit.reported_at,
    paidAt: deposit.paid_at,
    depositRefund: refund,
    refundDue: paid && deposit.refund === 'full' ? deposit.amount : null,
    refundedAt: deposit.refunded_at,
  };
}

/** A booking as the notifications and the calendar file tell it; null when its studio is gone. */
export function notificationBooking(booking: Booking) {
  if (!booking.studio) return null;
  return {
    ...booking,
    studio: {
      name: booking.studio.name,
      city: booking.studio.location.city,
      fullAddress: booking.studio.location.fullAddress,
    },
  };
}

/**
 * What a booking's notifications say of it, from one row: the booking unmasked (the studio's side and
 * its calendar file), the booking as its customer sees it (masked unless confirmed), the studio's
 * number when the customer may see it, and when it last changed.
 */
export function notificationViews(row: BookingRow, now: Date) {
  const asCustomer = toBooking(row, { viewer: 'customer', now });
  const booking = notificationBooking(toBooking(row, { viewer: 'admin', now }));
  const customerView = notificationBooking(asCustomer);
  if (!booking || !customerView) return undefined;
  return {
    booking,
    customerView,
    contactPhone: asCustomer.studio?.contactPhone ?? null,
    changedAt: row.status_changed_at,
    decisionDueAt: row.decision_due_at,
    deposit: asCustomer.deposit,
  };
}
