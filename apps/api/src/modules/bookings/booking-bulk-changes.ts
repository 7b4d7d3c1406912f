import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  BOOKING_TRANSITIONS,
  customerSawStudioUnmasked,
  transitionNotice,
  type BookingSource,
  type BookingState,
} from '@studio-hive/domain';
import { bookingHours, bookings, studios } from '../../db/schema';
import { inTransaction, type Transaction } from '../../db/transaction';
import { changeNoticeMessages } from '../../notifications/booking-lifecycle-messages';
import { writeNotifications } from '../../notifications/notification-dispatcher';
import type { OutgoingMessage } from '../../notifications/notifier';
import { notificationOf, writeTransition } from './booking-change-steps';
import { upcomingHolding } from './booking-holds';
import { loadParties, type BookingsContext } from './booking-queries';

/**
 * The changes of many bookings at once that no party of them asks for (decision 025): the
 * requests nobody decided in time expire, and deleting a studio cancels what it still holds.
 * Like a party's change (booking-changes.ts), each locks the rows it changes, so a change of one
 * of those bookings waits for it and then finds it done.
 */

/**
 * Expires the requests nobody decided by their deadline and the deposits nobody confirmed by
 * theirs (`expire`'s states; all of them, or those of one studio and date) and frees their hours,
 * with the notifications to both sides: the expiry job runs it every
 * few seconds (request-expiry.ts), and a booking runs it first for its studio and date when an
 * expired hold is in the way. Locks each request's row, so an owner's accept or a customer's
 * cancel of the same request waits for it, then finds it expired (or the other way round).
 */
export async function expireOverdueRequests(
  ctx: Pick<BookingsContext, 'db' | 'now' | 'limits'>,
  scope?: { studioId: string; date: string },
): Promise<number> {
  const now = ctx.now();
  let giveBack: (() => Promise<void>) | undefined;
  try {
    return await inTransaction(ctx.db, async (tx) => {
      const { expire } = BOOKING_TRANSITIONS;
      const expired = await tx
        .update(bookings)
        // It expired at its deadline, whenever the job came by.
        .set({ status: expire.to, statusChangedAt: sql`${bookings.decisionDueAt}` })
        .where(
          and(
            inArray(bookings.status, [...expire.from]),
            lte(bookings.decisionDueAt, now),
            scope && eq(bookings.studioId, scope.studioId),
            scope && eq(bookings.date, scope.date),
          ),
        )
        .returning({
          id: bookings.id,
          source: bookings.source,
          date: bookings.date,
          hours: bookings.hours,
          depositAmount: bookings.depositAmount,
        });
      if (expired.length === 0) return 0;
      const ids = expired.map((row) => row.id);
      // Expiring frees the hours (`freesHours('expire')`): in one statement for them all.
      await tx.delete(bookingHours).where(inArray(bookingHours.bookingId, ids));
      const messages: OutgoingMessage[] = [];
      for (const { depositAmount, ...booking } of expired) {
        // Only a booking made for a deposit has one, and it awaited it until now.
        const status = depositAmount === null ? 'requested' : 'awaiting_deposit';
        messages.push(...(await noticeOf(tx, { ...booking, status }, 'expire', null, now)));
      }
      const allowed = await ctx.limits.withinSmsAllowance(messages);
      giveBack = allowed.giveBack;
      await writeNotifications(tx, allowed.messages);
      return ids.length;
    });
  } catch (error) {
    await giveBack?.();
    throw error;
  }
}

/** A booking as a bulk change found it: its source, state and session before the change. */
type Changed = {
  id: string;
  source: BookingSource;
  status: BookingState;
  date: string;
  hours: number[];
};

/**
 * The notifications of `transition` of `booking`, as it is after the change: none for an
 * offline booking (`transitionNotice`).
 */
async function noticeOf(
  tx: Transaction,
  booking: Changed,
  transition: 'expire' | 'cancelWithStudio',
  reason: string | null,
  now: Date,
): Promise<OutgoingMessage[]> {
  const notice = transitionNotice(transition, booking.source);
  if (!notice) return [];
  const parties = await loadParties(tx, booking.id);
  const notification = parties && (await notificationOf(tx, booking.id, parties, now));
  if (!notification) return [];
  return changeNoticeMessages(notice, notification, {
    by: 'owner',
    reason,
    from: booking.status,
    before: booking,
  });
}

/**
 * Cancels, on the studio's side and with one reason, every booking and open request at
 * `studioId` that has not ended, releases their hours and returns the notifications to each customer
 * (and the owner's copies): what deleting a studio does first, in its transaction (decision
 * 025), so no customer finds an 'Unknown Studio' without being told.
 */
export async function cancelUpcomingAtStudio(
  tx: Transaction,
  studioId: string,
  reason: string,
  now: Date,
): Promise<OutgoingMessage[]> {
  const upcoming = await tx
    .select({
      id: bookings.id,
      source: bookings.source,
      status: bookings.status,
      date: bookings.date,
      hours: bookings.hours,
    })
    .from(bookings)
    .where(and(eq(bookings.studioId, studioId), upcomingHolding(now)))
    .for('update');
  const messages: OutgoingMessage[] = [];
  for (const booking of upcoming) {
    await writeTransition(tx, booking.id, 'cancelWithStudio', { by: 'owner', reason, now });
    messages.push(...(await noticeOf(tx, booking, 'cancelWithStudio', reason, now)));
  }
  return messages;
}

/**
 * Writes the studio, as it is and as each booking's customer was shown it (domain
 * `customerSawStudioUnmasked`), into every booking at `studioId` (decision 042): what deleting
 * a studio does first, before its cancellations, so that the cancellation message and My Bookings
 * afterwards name it as the customer knew it, not 'Unknown Studio' or a masked name they never saw.
 */
export async function keepStudioWithItsBookings(tx: Transaction, studioId: string): Promise<void> {
  const [studio] = await tx
    .select({
      name: studios.name,
      city: studios.city,
      fullAddress: studios.fullAddress,
      publicNumber: studios.publicNumber,
    })
    .from(studios)
    .where(eq(studios.id, studioId));
  if (!studio) return;
  const rows = await tx
    .select({ id: bookings.id, customerId: bookings.customerId, status: bookings.status })
    .from(bookings)
    .where(eq(bookings.studioId, studioId));
  // Each customer's bookings here; those of deleted accounts (no customer) belong to nobody else.
  const statesOf = new Map<string, BookingState[]>();
  for (const { customerId, status } of rows) {
    if (customerId) statesOf.set(customerId, [...(statesOf.get(customerId) ?? []), status]);
  }
  const others = (customerId: string | null) => (customerId && statesOf.get(customerId)) || [];
  for (const shownUnmasked of [true, false]) {
    const ids = rows
      .filter(
        (row) => customerSawStudioUnmasked(row.status, others(row.customerId)) === shownUnmasked,
      )
      .map((row) => row.id);
    if (ids.length === 0) continue;
    await tx
      .update(bookings)
      .set({ deletedStudio: { ...studio, shownUnmasked } })
      .where(inArray(bookings.id, ids));
  }
}
