import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  BOOKING_LIFECYCLE_MESSAGES,
  BOOKING_MESSAGES,
  cancelReasonError,
  customerMayCancel,
  customerMayMove,
  holdingsRefusal,
  istToday,
  ownerMayCancel,
  ownerMayDecide,
  ownerMayMarkNoShow,
  statedBooking,
  type Booking,
  type BookingChangeReason,
  type LifecycleCheck,
  type RescheduleRequest,
  type StatedBooking,
} from '@studio-hive/domain';
import { lockCustomerBookings } from '../../db/advisory-locks';
import { bookingHours, bookings, studioPackages, studios } from '../../db/schema';
import { decodedRow } from '../../db/sql-fragments';
import { inTransaction, type Transaction } from '../../db/transaction';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  sqlState,
  UNIQUE_VIOLATION,
} from '../../http/errors';
import { isUuid } from '../../lib/uuid';
import { agreedPrice, bookableHours } from './booking-checks';
import {
  bookingAcceptedMessages,
  bookingCancelledMessages,
  bookingDeclinedMessages,
  bookingMovedMessages,
  bookingNoShowMessages,
} from '../../notifications/booking-lifecycle-messages';
import { writeNotifications } from '../../notifications/notification-dispatcher';
import type { OutgoingMessage } from '../../notifications/notifier';
import { notificationOf, releaseHolds, setStatus, type Side } from './booking-change-steps';
import { dayHours, holdsAt } from './booking-holds';
import {
  loadBooking,
  loadParties,
  type BookingsContext,
  type Caller,
  type Parties,
} from './booking-queries';

/**
 * A booking's life after it is made, as its parties change it (docs/api.md#booking-lifecycle,
 * decision 025): the customer cancels or moves it, the studio's owner accepts, declines or
 * cancels it or marks a no-show. The rules are the domain's (booking-lifecycle.ts); each change
 * here locks the booking's row, reads it again, asks the rule, and writes the new state, the
 * released or taken hours and the other party's notifications in one transaction. So two changes
 * of one booking (accept against cancel against expiry) run one after the other and the second
 * sees the first: exactly one wins. A request's expiry and a deleted studio's cancellations are
 * booking-bulk-changes.ts.
 */

const b = alias(bookings, 'b');
const s = alias(studios, 's');
const p = alias(studioPackages, 'p');
const num = z.coerce.number();

type Change = {
  tx: Transaction;
  /** The booking as it is now (locked): the admin's view, unmasked, with its current state. */
  booking: Booking;
  /** The rules' view of it: its state, session and the customer's deadline as it states them. */
  rules: StatedBooking;
  parties: Parties;
  side: Side;
  now: Date;
};

function enforce(check: LifecycleCheck): void {
  if (check.ok) return;
  throw conflict(check.message);
}

/**
 * Runs one change of booking `id` by `caller` in a transaction and responds with the booking as
 * the caller sees it afterwards. `act` checks the rule and writes; it returns the notifications, which
 * pass the per-phone SMS allowance and commit with the change.
 */
async function changeBooking(
  ctx: BookingsContext,
  caller: Caller,
  id: string,
  act: (change: Change) => Promise<OutgoingMessage[]>,
): Promise<Booking> {
  if (!isUuid(id)) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  const now = ctx.now();
  let giveBack: (() => Promise<void>) | undefined;
  let side: Side | undefined;
  try {
    await inTransaction(ctx.db, async (tx) => {
      const parties = await loadParties(tx, id, { lock: true });
      if (!parties) throw notFound(BOOKING_MESSAGES.bookingNotFound);
      side =
        parties.customer_id === caller.id
          ? 'customer'
          : parties.author_id === caller.id
            ? 'owner'
            : undefined;
      if (!side) throw forbidden(BOOKING_LIFECYCLE_MESSAGES.notAParty);
      const booking = await loadBooking(tx, id, { viewer: 'admin', now });
      if (!booking) throw notFound(BOOKING_MESSAGES.bookingNotFound);
      if (!booking.studio) throw conflict(BOOKING_LIFECYCLE_MESSAGES.studioGone);
      const rules = statedBooking(booking);
      const messages = await act({ tx, booking, rules, parties, side, now });
      const allowed = await ctx.limits.withinSmsAllowance(messages);
      giveBack = allowed.giveBack;
      await writeNotifications(tx, allowed.messages);
    });
  } catch (error) {
    await giveBack?.();
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(BOOKING_MESSAGES.justTaken);
    throw error;
  }
  ctx.notifications.kick();
  const changed = await loadBooking(ctx.db, id, { viewer: side!, now });
  if (!changed) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  return changed;
}

/** A reason as stored: trimmed, null when empty; or 400 with the rule's message. */
export function checkedReason(reason: string | undefined, required: boolean): string | null {
  const error = cancelReasonError(reason, required);
  if (error) throw badRequest(error, { reason: error });
  const text = (reason ?? '').trim();
  return text === '' ? null : text;
}

/**
 * POST /booking/:id/cancel: the customer (a booking until the studio's deadline, a request until
 * its start) or the studio's owner (a confirmed booking before its start, with a reason).
 */
export function cancelBooking(
  ctx: BookingsContext,
  caller: Caller,
  id: string,
  body: BookingChangeReason,
): Promise<Booking> {
  return changeBooking(ctx, caller, id, async (change) => {
    const { tx, booking, rules, parties, side, now } = change;
    if (side === 'customer') enforce(customerMayCancel(rules, now));
    else enforce(ownerMayCancel(rules, now));
    const reason = checkedReason(body.reason, side === 'owner');
    const wasConfirmed = booking.status === 'confirmed';
    await setStatus(tx, booking._id, now, 'cancelled', { cancelledBy: side, reason });
    await releaseHolds(tx, booking._id);
    const notification = await notificationOf(tx, booking._id, parties, now);
    return notification ? bookingCancelledMessages(notification, side, reason, wasConfirmed) : [];
  });
}

function ownerOnly(change: Change) {
  if (change.side !== 'owner') throw forbidden(BOOKING_LIFECYCLE_MESSAGES.ownerOnly);
}

/** POST /booking/:id/accept: the studio's owner confirms a request before its deadline. */
export function acceptBooking(ctx: BookingsContext, caller: Caller, id: string): Promise<Booking> {
  return changeBooking(ctx, caller, id, async (change) => {
    const { tx, booking, rules, parties, now } = change;
    ownerOnly(change);
    enforce(ownerMayDecide(rules, now));
    await setStatus(tx, booking._id, now, 'confirmed');
    // The hold no longer ends: the hours are the booking's.
    await tx
      .update(bookingHours)
      .set({ expiresAt: null })
      .where(eq(bookingHours.bookingId, booking._id));
    const notification = await notificationOf(tx, booking._id, parties, now);
    return notification ? bookingAcceptedMessages(notification) : [];
  });
}

/** POST /booking/:id/decline: the studio's owner turns a request down (a reason is optional). */
export function declineBooking(
  ctx: BookingsContext,
  caller: Caller,
  id: string,
  body: BookingChangeReason,
): Promise<Booking> {
  return changeBooking(ctx, caller, id, async (change) => {
    const { tx, booking, rules, parties, now } = change;
    ownerOnly(change);
    enforce(ownerMayDecide(rules, now));
    const reason = checkedReason(body.reason, false);
    await setStatus(tx, booking._id, now, 'declined', { reason });
    await releaseHolds(tx, booking._id);
    const notification = await notificationOf(tx, booking._id, parties, now);
    return notification ? bookingDeclinedMessages(notification, reason) : [];
  });
}

/** POST /booking/:id/no-show: the studio's owner, from the booking's end until 7 days after. */
export function markNoShow(ctx: BookingsContext, caller: Caller, id: string): Promise<Booking> {
  return changeBooking(ctx, caller, id, async (change) => {
    const { tx, booking, rules, parties, now } = change;
    ownerOnly(change);
    enforce(ownerMayMarkNoShow(rules, now));
    await setStatus(tx, booking._id, now, 'no_show');
    const notification = await notificationOf(tx, booking._id, parties, now);
    return notification ? bookingNoShowMessages(notification) : [];
  });
}

/** What moving a booking needs of its studio on the new date. */
const moveRead = z.object({
  approved: z.boolean(),
  minimum_duration_hours: num,
  opening_hour: num.nullable(),
  closing_hour: num.nullable(),
  package_price: num.nullable(),
  offered_hours: z.array(num),
  /** Offered and held by nobody but this booking. */
  free_hours: z.array(num),
  /** The customer's other upcoming hours at this studio, for the fair-use cap. */
  hours_here: num,
});

/**
 * POST /booking/:id/reschedule: the customer moves a confirmed booking, until the studio's
 * deadline, to other free hours of the same studio, same package and add-ons, at the package's
 * price today. The old hours are released and the new ones taken in the same transaction; a new
 * hour someone else holds makes the insert fail on UNIQUE (studio_id, date, hour) and nothing
 * changes (409).
 */
export async function rescheduleBooking(
  ctx: BookingsContext,
  caller: Caller,
  id: string,
  request: RescheduleRequest,
): Promise<Booking> {
  return changeBooking(ctx, caller, id, async (change) => {
    if (change.side !== 'customer') throw forbidden(BOOKING_LIFECYCLE_MESSAGES.customerOnly);
    const { booking, rules, parties, tx, now } = change;
    enforce(customerMayMove(rules, now));
    // The customer's other hours are counted after their other bookings and reschedules in progress
    // (decision 040): the cap holds for parallel moves.
    await lockCustomerBookings(tx, caller.id);
    const studioId = booking.studio!._id;
    const read = await decodedRow(
      tx,
      sql`select ${s.approved} as approved, ${s.minimumDurationHours}::int as minimum_duration_hours,
            ${s.openingHour}::int as opening_hour, ${s.closingHour}::int as closing_hour,
            (select ${p.price} from ${studioPackages} ${p}
             where ${p.studioId} = ${s.id} and ${p.key} = ${booking.packageKey}) as package_price,
            day.offered_hours, day.free_hours,
            (select coalesce(sum(cardinality(${b.hours})), 0) from ${bookings} ${b}
             where ${b.customerId} = ${caller.id}::uuid and ${b.studioId} = ${s.id}
               and ${b.id} <> ${id}::uuid and ${holdsAt(b, now.toISOString())}
               and ${b.date} >= ${istToday(now)}::date)::int as hours_here
          from ${studios} ${s}
          cross join lateral (${dayHours(s.id, request.date, now.toISOString(), id)}) day
          where ${s.id} = ${studioId}::uuid`,
      moveRead,
    );
    if (!read || !read.approved) throw conflict(BOOKING_MESSAGES.studioNotBookable);
    const hours = bookableHours({
      date: request.date,
      hours: request.hours,
      free: read.free_hours,
      offered: read.offered_hours,
      minimumDurationHours: read.minimum_duration_hours,
      openingHours: { start: read.opening_hour, end: read.closing_hour },
      now,
    });
    if (read.package_price === null || read.package_price <= 0) {
      throw conflict(BOOKING_LIFECYCLE_MESSAGES.packageGone);
    }
    const price = agreedPrice(
      { packagePrice: read.package_price, hourCount: hours.length, addons: booking.addons },
      request.totalPrice,
    );
    const tooMuch = holdingsRefusal(
      { upcomingCount: 0, upcomingHoursHere: read.hours_here },
      hours.length,
      ctx.limits.limits,
    );
    if (tooMuch) throw conflict(tooMuch);

    const before = { date: booking.date, hours: booking.hours };
    await releaseHolds(tx, id);
    await tx
      .insert(bookingHours)
      .values(hours.map((hour) => ({ bookingId: id, studioId, date: request.date, hour })));
    await tx
      .update(bookings)
      .set({
        date: request.date,
        hours: hours,
        ...price,
        // A move is a change of the booking: its calendar revision (decision 025).
        statusChangedAt: now,
      })
      .where(eq(bookings.id, id));
    const notification = await notificationOf(tx, id, parties, now);
    return notification ? bookingMovedMessages(notification, before) : [];
  });
}
