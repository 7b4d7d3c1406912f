import { eq, sql } from 'drizzle-orm';
import {
  BOOKING_TRANSITIONS,
  depositRefundOnCancel,
  EXPIRING_STATES,
  freesHours,
  holdsHours,
  type BookingParty,
  type BookingState,
  type BookingTransition,
  type DepositRefund,
  type TransitionName,
} from '@studio-hive/domain';
import { bookingHours, bookings } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { LifecycleNotification } from '../../notifications/booking-lifecycle-messages';
import { loadNotificationViews, type Parties } from './booking-queries';

/**
 * The steps every change of a booking's state shares, inside the change's transaction: writing
 * the state a transition of the table leads to (booking-transitions.ts) with its hours freed or
 * kept, and the notifications of the booking as it is after the change. A party's changes
 * (booking-changes.ts) and the changes of many bookings at once (booking-bulk-changes.ts) are
 * made of them.
 */

/** The notifications of booking `id` as it is now (after the change, in the transaction). */
export async function notificationOf(
  tx: Transaction,
  id: string,
  parties: Parties,
  now: Date,
): Promise<LifecycleNotification | null> {
  const views = await loadNotificationViews(tx, id, now);
  if (!views || !parties.customer) return null;
  return { ...views, customer: parties.customer, owner: parties.owner };
}

/** A change of a booking's state: who made it and when, and what it says. */
export type StateChange = {
  by: BookingParty;
  reason?: string | null;
  now: Date;
  /** The customer's deadline before the change (`cancellableUntil`), which a refund depends on. */
  cancellableUntil?: Date | null;
};

/**
 * What a change to `to` settles of a paid deposit (decision 052): a cancellation what it owes
 * back (`depositRefundOnCancel`: the studio's side always all of it), a no-show none; null when
 * it settles nothing.
 */
function depositSettlement(to: BookingState, change: StateChange): DepositRefund | null {
  if (to === 'cancelled') {
    return depositRefundOnCancel(change.by, change.cancellableUntil ?? null, change.now);
  }
  return to === 'no_show' ? 'none' : null;
}

/**
 * Writes transition `name` of booking `id`: its new state stamped with the change's time (who
 * cancelled and why, for a cancellation; the reason of a decline; what a paid deposit's
 * cancellation or no-show owes back), and its hours as the table says: freed when the booking
 * stops holding them, kept for good when it starts holding them without a deadline (an
 * accepted request's holds stop expiring). A transition that takes new hours (a reschedule)
 * does so in its own step (booking-changes.ts).
 */
export async function writeTransition(
  tx: Transaction,
  id: string,
  name: TransitionName,
  change: StateChange,
): Promise<void> {
  const { to, ...transition }: BookingTransition = BOOKING_TRANSITIONS[name];
  const settlement = depositSettlement(to, change);
  await tx
    .update(bookings)
    .set({
      status: to,
      statusChangedAt: change.now,
      ...(to === 'cancelled' && { cancelledBy: change.by }),
      ...(change.reason !== undefined && { cancelReason: change.reason }),
      // Only a deposit that was paid is owed back or kept.
      ...(settlement && {
        depositRefund: sql`case when ${bookings.depositPaidAt} is not null
          then ${settlement}::text end`,
      }),
    })
    .where(eq(bookings.id, id));
  if (transition.takesNewHours) return;
  if (freesHours(name)) await releaseHolds(tx, id);
  else if (holdsHours(to) && !EXPIRING_STATES.includes(to)) {
    await tx.update(bookingHours).set({ expiresAt: null }).where(eq(bookingHours.bookingId, id));
  }
}

/** Frees booking `id`'s hours: its holds go, its `hours` stay for its history. */
export async function releaseHolds(tx: Transaction, id: string) {
  await tx.delete(bookingHours).where(eq(bookingHours.bookingId, id));
}
