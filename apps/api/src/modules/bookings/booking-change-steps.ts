import { eq } from 'drizzle-orm';
import type { Booking } from '@studio-hive/domain';
import { bookingHours, bookings } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { LifecycleNotification } from '../../notifications/booking-lifecycle-messages';
import { loadNotificationViews, type Parties } from './booking-queries';

/**
 * The steps every change of a booking's state shares, inside the change's transaction: writing
 * the new state, freeing the hours, and the notifications of the booking as it is after the
 * change. A party's changes (booking-changes.ts) and the changes of many bookings at once
 * (booking-bulk-changes.ts) are made of them.
 */

/** Which party of a booking changes it. */
export type Side = 'customer' | 'owner';

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

/** Sets booking `id`'s new state (and who cancelled, why), stamped with the change's time. */
export async function setStatus(
  tx: Transaction,
  id: string,
  now: Date,
  status: Booking['status'],
  extra: { cancelledBy?: Side; reason?: string | null } = {},
) {
  await tx
    .update(bookings)
    .set({
      status,
      statusChangedAt: now,
      ...(extra.cancelledBy && { cancelledBy: extra.cancelledBy }),
      ...(extra.reason !== undefined && { cancelReason: extra.reason }),
    })
    .where(eq(bookings.id, id));
}

/** Frees booking `id`'s hours: its holds go, its `hours` stay for its history. */
export async function releaseHolds(tx: Transaction, id: string) {
  await tx.delete(bookingHours).where(eq(bookingHours.bookingId, id));
}
