import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  BOOKING_LIFECYCLE_MESSAGES,
  BOOKING_MESSAGES,
  BOOKING_TRANSITIONS,
  bookingSpan,
  cancelReasonError,
  DEPOSIT_MESSAGES,
  depositDeadlineAfterReport,
  holdingsRefusal,
  normalizeUtr,
  istToday,
  respondedBooking,
  transitionFor,
  transitionNotice,
  type Booking,
  type BookingAction,
  type BookingChangeReason,
  type BookingParty,
  type DepositReport,
  type RescheduleRequest,
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
  rateLimited,
  sqlState,
  UNIQUE_VIOLATION,
} from '../../http/errors';
import { isUuid } from '../../lib/uuid';
import { agreedPrice, bookableHours } from './booking-checks';
import {
  changeNoticeMessages,
  depositRefundedMessages,
} from '../../notifications/booking-lifecycle-messages';
import { writeNotifications } from '../../notifications/notification-dispatcher';
import { notificationOf, releaseHolds, writeTransition } from './booking-change-steps';
import { dayHours, holdsAt } from './booking-holds';
import { loadBooking, loadParties, type BookingsContext, type Caller } from './booking-queries';

/**
 * A booking's life after it is made, as its parties change it (docs/api.md#booking-lifecycle,
 * decision 045): each call of POST /booking/:id/{action} is one `applyTransition`, which locks
 * the booking's row, reads it again, asks the transition table (domain booking-transitions.ts)
 * which transition the caller's call takes now, and writes the new state, the freed hours and
 * the other party's notifications in one transaction. So two changes of one booking (accept
 * against cancel against expiry) run one after the other and the second sees the first: exactly
 * one wins. A reschedule has one step more: it takes its new hours. A request's expiry and a
 * deleted studio's cancellations are booking-bulk-changes.ts.
 */

const b = alias(bookings, 'b');
const s = alias(studios, 's');
const p = alias(studioPackages, 'p');
const num = z.coerce.number();

/** A transition being applied, inside its transaction. */
type Applying = {
  tx: Transaction;
  /** The booking as it is now (locked): the admin's view, unmasked, with its current state. */
  booking: Booking;
  now: Date;
};

/**
 * The step of a transition beyond the table's, before its state is written: a reschedule's new
 * hours, a deposit's UTR or its payment. 'unchanged': the call changes nothing (a UTR already on
 * record), so nothing is written and nobody is told.
 */
type OwnStep = (applying: Applying) => Promise<void | 'unchanged'>;

/**
 * Takes `caller`'s call `action` of booking `id` in a transaction (the reason, if the transition
 * asks one, from `input`) and responds with the booking as the caller sees it afterwards. The
 * notifications pass the per-phone SMS allowance and commit with the change.
 */
async function applyTransition(
  ctx: BookingsContext,
  caller: Caller,
  id: string,
  action: BookingAction,
  input: BookingChangeReason,
  ownStep?: OwnStep,
): Promise<Booking> {
  if (!isUuid(id)) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  const now = ctx.now();
  let giveBack: (() => Promise<void>) | undefined;
  let side: BookingParty | undefined;
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
      const answer = transitionFor(action, side, respondedBooking(booking), now);
      if (!answer.ok) {
        throw answer.status === 403 ? forbidden(answer.message) : conflict(answer.message);
      }
      const name = answer.transition;
      const transition = BOOKING_TRANSITIONS[name];
      const reason =
        'reason' in transition
          ? checkedReason(input.reason, transition.reason === 'required')
          : undefined;
      if ((await ownStep?.({ tx, booking, now })) === 'unchanged') return;
      await writeTransition(tx, id, name, {
        by: side,
        reason,
        now,
        cancellableUntil: dateOrNull(booking.cancellableUntil),
      });
      // An offline booking's transitions tell nobody (the table's `transitionNotice`).
      const notice = transitionNotice(name, booking.source);
      const notification = notice && (await notificationOf(tx, id, parties, now));
      const messages = notification
        ? changeNoticeMessages(notice, notification, {
            by: side,
            reason: reason ?? null,
            from: booking.status,
            before: { date: booking.date, hours: booking.hours, deposit: booking.deposit },
          })
        : [];
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

const dateOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));

/** A reason as stored: trimmed, null when empty; or 400 with the rule's message. */
export function checkedReason(reason: string | undefined, required: boolean): string | null {
  const error = cancelReasonError(reason, required);
  if (error) throw badRequest(error, { reason: error });
  const text = (reason ?? '').trim();
  return text === '' ? null : text;
}

/**
 * POST /booking/:id/{cancel,accept,decline,no-show,deposit/reject}: the call of a booking's
 * customer or studio owner, as the transition table allows it (a reason where the transition
 * takes one).
 */
export function changeBooking(
  ctx: BookingsContext,
  caller: Caller,
  id: string,
  action: Exclude<BookingAction, 'reschedule' | 'deposit' | 'deposit/confirm'>,
  input: BookingChangeReason = {},
): Promise<Booking> {
  return applyTransition(ctx, caller, id, action, input);
}

/**
 * POST /booking/:id/deposit (decision 052): the customer reports paying the deposit with their
 * UPI app's UTR, until the deadline. The first report gives the owner as long to confirm it as
 * a request's decision (`depositDeadlineAfterReport`): the booking and its holds last that long.
 * A later one corrects the UTR only. The UTR on record again changes nothing; a new one counts
 * against DEPOSIT_REPORTS_PER_BOOKING, since each is e-mailed to the owner (429 past them).
 */
export async function reportDeposit(
  ctx: BookingsContext,
  caller: Caller,
  id: string,
  report: DepositReport,
): Promise<Booking> {
  let giveBack: (() => Promise<void>) | null | undefined;
  try {
    return await applyTransition(ctx, caller, id, 'deposit', {}, async (applying) => {
      const { booking, now } = applying;
      const utr = normalizeUtr(report.utr);
      if (utr === null) throw badRequest(DEPOSIT_MESSAGES.utr, { utr: DEPOSIT_MESSAGES.utr });
      if (!booking.deposit) throw conflict(DEPOSIT_MESSAGES.notAwaiting);
      if (booking.deposit.utr === utr) return 'unchanged';
      // A report is possible until the deadline: at most a day after the first, or `payBy`.
      const lifeMs = Math.max(DAY_MS, new Date(booking.deposit.payBy).getTime() - now.getTime());
      giveBack = await ctx.limits.withinDepositReports(id, lifeMs);
      if (!giveBack) throw rateLimited(DEPOSIT_MESSAGES.tooManyReports);
      await writeReport(applying, booking.deposit, utr);
    });
  } catch (error) {
    await giveBack?.();
    throw error;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Writes a report's new UTR; the first also moves the booking's deadline and its holds. */
async function writeReport(
  { tx, booking, now }: Applying,
  deposit: NonNullable<Booking['deposit']>,
  utr: string,
): Promise<void> {
  const id = booking._id;
  if (deposit.reportedAt !== null) {
    await tx.update(bookings).set({ depositUtr: utr }).where(eq(bookings.id, id));
    return;
  }
  const deadline = depositDeadlineAfterReport(
    now,
    new Date(deposit.payBy),
    bookingSpan(booking).start,
  );
  await tx
    .update(bookings)
    .set({ depositUtr: utr, depositReportedAt: now, decisionDueAt: deadline })
    .where(eq(bookings.id, id));
  await tx.update(bookingHours).set({ expiresAt: deadline }).where(eq(bookingHours.bookingId, id));
}

/**
 * POST /booking/:id/deposit/confirm: the owner saw the deposit arrive ('Deposit received'); the
 * booking is confirmed and its holds stop expiring (`writeTransition`).
 */
export function confirmDeposit(ctx: BookingsContext, caller: Caller, id: string) {
  return applyTransition(ctx, caller, id, 'deposit/confirm', {}, async ({ tx, now }) => {
    await tx.update(bookings).set({ depositPaidAt: now }).where(eq(bookings.id, id));
  });
}

/**
 * POST /booking/:id/deposit/refunded: the studio's owner marks the refund a cancellation left
 * due as paid (no state of the table changes; the platform moves no money). Locked as a change,
 * so two marks at once record one.
 */
export async function markDepositRefunded(
  ctx: BookingsContext,
  caller: Caller,
  id: string,
): Promise<Booking> {
  if (!isUuid(id)) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  const now = ctx.now();
  await inTransaction(ctx.db, async (tx) => {
    const parties = await loadParties(tx, id, { lock: true });
    if (!parties) throw notFound(BOOKING_MESSAGES.bookingNotFound);
    if (parties.author_id !== caller.id) {
      throw forbidden(
        parties.customer_id === caller.id
          ? BOOKING_LIFECYCLE_MESSAGES.ownerOnly
          : BOOKING_LIFECYCLE_MESSAGES.notAParty,
      );
    }
    const booking = await loadBooking(tx, id, { viewer: 'owner', now });
    const deposit = booking?.deposit;
    if (!deposit || deposit.refundDue === null || booking.status !== 'cancelled') {
      throw conflict(DEPOSIT_MESSAGES.refundNotDue);
    }
    if (deposit.refundedAt !== null) throw conflict(DEPOSIT_MESSAGES.refundedAlready);
    await tx.update(bookings).set({ depositRefundedAt: now }).where(eq(bookings.id, id));
    const notification = await notificationOf(tx, id, parties, now);
    if (notification) await writeNotifications(tx, depositRefundedMessages(notification));
  });
  ctx.notifications.kick();
  const marked = await loadBooking(ctx.db, id, { viewer: 'owner', now });
  if (!marked) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  return marked;
}

/** What rescheduling a booking needs of its studio on the new date. */
const rescheduleRead = z.object({
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
 * POST /booking/:id/reschedule: the customer reschedules a confirmed booking, until the studio's
 * deadline, to other free hours of the same studio, same package and add-ons, at the package's
 * price today. The old hours are released and the new ones taken in the same transaction; a new
 * hour someone else holds makes the insert fail on UNIQUE (studio_id, date, hour) and nothing
 * changes (409).
 */
export function rescheduleBooking(
  ctx: BookingsContext,
  caller: Caller,
  id: string,
  request: RescheduleRequest,
): Promise<Booking> {
  return applyTransition(ctx, caller, id, 'reschedule', {}, async ({ tx, booking, now }) => {
    // The customer's other hours are counted after their other bookings and reschedules in
    // progress (decision 040): the cap holds for parallel reschedules.
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
          cross join lateral (${dayHours(s.id, request.date, now.toISOString(), { except: id })}) day
          where ${s.id} = ${studioId}::uuid`,
      rescheduleRead,
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

    await releaseHolds(tx, id);
    await tx
      .insert(bookingHours)
      .values(hours.map((hour) => ({ bookingId: id, studioId, date: request.date, hour })));
    // The new session and price; the state's write stamps the change (the calendar's revision).
    await tx
      .update(bookings)
      .set({ date: request.date, hours, ...price })
      .where(eq(bookings.id, id));
  });
}
