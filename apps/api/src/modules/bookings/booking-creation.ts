import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  BOOKING_TRANSITIONS,
  EXPIRING_STATES,
  newBookingTransition,
  addonQuantityError,
  BOOKING_HOURS_MESSAGES,
  BOOKING_MESSAGES,
  bookingSpan,
  decisionDueAt,
  depositAmount,
  depositSetting,
  depositPayBy,
  depositReference,
  FAIR_USE_MESSAGES,
  maskedStudioName,
  holdingsRefusal,
  istToday,
  type Booking,
  type ValidBookingRequest,
} from '@studio-hive/domain';
import { lockCustomerBookings } from '../../db/advisory-locks';
import { decodedRow } from '../../db/sql-fragments';
import { inTransaction, type Executor } from '../../db/transaction';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  rateLimited,
  sqlState,
  FOREIGN_KEY_VIOLATION,
  UNIQUE_VIOLATION,
} from '../../http/errors';
import { withCaller, type CurrentUser, type UncheckedClaims } from '../auth/guards';
import { bookingConfirmedMessages } from '../../notifications/messages';
import type { OutgoingMessage } from '../../notifications/notifier';
import {
  bookingRequestedMessages,
  depositAskedMessages,
} from '../../notifications/booking-lifecycle-messages';
import { expireOverdueRequests } from './booking-bulk-changes';
import { agreedPrice, bookableHours } from './booking-checks';
import {
  bookingReadRow,
  bookingReadStatement,
  depositNumberRow,
  insertBookingStatement,
  insertedRow,
  nextDepositNumber,
  type BookingStudio,
  type NewDeposit,
  type PricedAddon,
} from './booking-creation-statements';
import { visibleOr404, type BookingsContext } from './booking-queries';
import { notificationViews, toBooking, type BookingRow } from './booking-response';

/**
 * POST /booking (docs/product.md#slot-picker and docs/product.md#constants; docs/api.md). The
 * rules are the domain's (slots.ts, pricing.ts); this module checks them on what one read returns
 * and writes the booking with one statement (booking-creation-statements.ts), whose unique hours
 * settle a race between server processes. Both run in one transaction that first takes the
 * customer's lock (decision 040), so the fair-use caps hold for parallel requests of one customer.
 */

/**
 * The checked caller and the studio (null: no such studio), from one round trip after the
 * customer's lock: what they hold is counted after their other bookings in progress are written.
 */
async function loadBookingRead(
  ctx: BookingsContext,
  claims: UncheckedClaims,
  studioId: string,
  date: string,
): Promise<{ caller: CurrentUser; studio: BookingStudio | null; holdings: CallerHoldings }> {
  return withCaller(claims, async (callerAccount, tokenAccountId) => {
    await lockCustomerBookings(ctx.db, tokenAccountId);
    const row = await decodedRow(
      ctx.db,
      bookingReadStatement(callerAccount, studioId, date, {
        today: istToday(ctx.now()),
        now: ctx.now().toISOString(),
      }),
      bookingReadRow,
    );
    if (!row) throw new Error('The booking read returns one row');
    const { caller, upcoming_count, upcoming_hours_here, new_this_hour, ...found } = row;
    return {
      caller,
      // Without the studio its columns are null: `id` tells.
      studio: found.id === null ? null : found,
      holdings: {
        upcomingCount: upcoming_count,
        upcomingHoursHere: upcoming_hours_here,
        newThisHour: new_this_hour,
      },
    };
  });
}

type CallerHoldings = { upcomingCount: number; upcomingHoursHere: number; newThisHour: number };

/**
 * Books `request` for the caller (docs/api.md#bookings POST /booking). Every rule is checked before the write
 * and the write re-checks what can change meanwhile (the slots offered, the studio approved)
 * while the unique constraint settles a race: exactly one of several requests for an hour wins,
 * the others get 409. One transaction holds the customer's lock from the read to the commit.
 */
export async function createBooking(
  ctx: BookingsContext,
  claims: UncheckedClaims,
  request: ValidBookingRequest,
): Promise<Booking> {
  let giveBackTexts: (() => Promise<void>) | undefined;
  let booking: Booking;
  try {
    booking = await inTransaction(ctx.db, (tx) =>
      bookInTransaction({ ...ctx, db: tx }, claims, request, (giveBack) => {
        giveBackTexts = giveBack;
      }),
    );
  } catch (error) {
    await giveBackTexts?.();
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(BOOKING_MESSAGES.justTaken);
    // The studio was deleted between the check and the write.
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) {
      throw notFound(BOOKING_MESSAGES.studioNotFound);
    }
    throw error;
  }
  ctx.notifications.kick();
  return booking;
}

/**
 * The booking's checks and write in the transaction of `ctx.db`. The SMS allowance it takes is
 * handed to `tookTexts`, to be given back if the transaction makes no booking.
 */
async function bookInTransaction(
  ctx: BookingsContext,
  claims: UncheckedClaims,
  request: ValidBookingRequest,
  tookTexts: (giveBack: () => Promise<void>) => void,
): Promise<Booking> {
  // The guard's account checks, on the account read with the studio (auth.requireToken).
  const read = await loadBookingRead(ctx, claims, request.studio, request.date);
  const caller = read.caller;
  const studio = visibleOr404(read.studio, caller);
  if (studio.author_id === caller.id) throw forbidden(BOOKING_MESSAGES.ownStudio);
  if (!studio.approved) throw badRequest(BOOKING_MESSAGES.studioNotBookable);

  const hours = bookableHours({
    date: request.date,
    hours: request.hours,
    free: studio.free_hours,
    offered: studio.offered_hours,
    minimumDurationHours: studio.minimum_duration_hours,
    openingHours: { start: studio.opening_hour, end: studio.closing_hour },
    now: ctx.now(),
  });
  const pkg = studio.packages.find((p) => p.key === request.packageKey && p.price > 0);
  if (!pkg) {
    throw badRequest(BOOKING_MESSAGES.packageUnknown, {
      packageKey: BOOKING_MESSAGES.packageUnknown,
    });
  }
  const addons = chosenAddons(studio, request.addons);
  const price = agreedPrice(
    { packagePrice: pkg.price, hourCount: hours.length, addons },
    request.totalPrice,
  );
  // Fair use (decision 025): what the customer holds, then their new bookings of the last hour.
  const limits = ctx.limits.limits;
  const heldTooMuch = holdingsRefusal(read.holdings, hours.length, limits);
  if (heldTooMuch) throw conflict(heldTooMuch);
  if (read.holdings.newThisHour >= limits.bookingsPerHour) {
    throw rateLimited(FAIR_USE_MESSAGES.tooManyNew(limits.bookingsPerHour));
  }

  // A request at a studio that decides first (decision 025) holds the hours until the owner's
  // deadline; a booking at a studio that asks a deposit (decision 052), until it is paid. An
  // earlier request's hold past its deadline is expired first.
  const now = ctx.now();
  const start = bookingSpan({ date: request.date, hours }).start;
  const depositDue = depositAmount(
    depositSetting(studio.deposit_type, studio.deposit_value),
    price.totalPrice,
  );
  // The state a new booking starts in is the transition table's (`request`, `confirm` or
  // `askDeposit`).
  const status = BOOKING_TRANSITIONS[newBookingTransition(studio.booking_mode, depositDue)].to;
  const deposit =
    status === 'awaiting_deposit'
      ? await newDeposit(ctx.db, studio, depositDue, depositPayBy(now, start, ctx.depositMinutes))
      : null;
  const decisionDue = deposit
    ? new Date(deposit.payBy)
    : EXPIRING_STATES.includes(status)
      ? decisionDueAt(now, start)
      : null;
  if (studio.has_expired_holds) {
    await expireOverdueRequests(ctx, { studioId: studio.id, date: request.date });
  }

  // The id is made here so the notifications can name the booking in the same statement: the booking,
  // its hours, add-ons and notifications are one statement, atomic and one round trip.
  const row: BookingRow = {
    id: randomUUID(),
    studio_id: studio.id,
    studio_name: studio.name,
    studio_city: studio.city,
    studio_address: studio.full_address,
    studio_number: studio.public_number,
    cancellation_hours: studio.cancellation_hours,
    contact_phone: studio.contact_phone,
    source: 'online',
    offline_customer_name: null,
    offline_customer_phone: null,
    note: null,
    customer_id: caller.id,
    customer_name: caller.name,
    customer_email: caller.email,
    customer_phone: null,
    customer_history: null,
    date: request.date,
    hours,
    status,
    decision_due_at: decisionDue?.toISOString() ?? null,
    status_changed_at: now.toISOString(),
    cancelled_by: null,
    cancel_reason: null,
    package_key: pkg.key,
    addons,
    base_price: price.basePrice,
    addons_total: price.addonsTotal,
    total_price: price.totalPrice,
    payment_status: 'payAtStudio',
    deposit: deposit && {
      amount: deposit.amount,
      reference: deposit.reference,
      upi_id: deposit.upiId,
      payee: deposit.payee,
      pay_by: deposit.payBy,
      utr: null,
      reported_at: null,
      paid_at: null,
      refund: null,
      refunded_at: null,
    },
    created_at: now.toISOString(),
  };
  // The customer's view: the studio unmasked once the booking is confirmed, not for a request
  // (docs/product.md#masked-studios); the notifications tell each side what it may know.
  const booking = toBooking(row, { viewer: 'customer', now });
  const messages = newBookingNotifications(row, studio, caller, now, decisionDue);
  const allowed = await ctx.limits.withinSmsAllowance(messages);
  tookTexts(allowed.giveBack);
  const inserted: z.infer<typeof insertedRow> | undefined = await decodedRow(
    ctx.db,
    insertBookingStatement({
      id: row.id,
      studioId: studio.id,
      customerId: caller.id,
      date: request.date,
      hours,
      packageKey: pkg.key,
      ...price,
      addons,
      status,
      decisionDueAt: row.decision_due_at,
      deposit,
      // The notifications commit with the booking and go out after it (decision 004).
      notifications: allowed.messages,
    }),
    insertedRow,
  );
  if (!inserted) throw conflict(BOOKING_HOURS_MESSAGES.unavailable);

  // Made and last changed at the database's clock, in the write.
  return { ...booking, createdAt: inserted.created_at, statusChangedAt: inserted.created_at };
}

/**
 * The deposit a new booking asks (decision 052), fixed now: an owner's later change of the
 * setting or the address changes no booking. Its reference numbers it from the database's
 * sequence; the payment link names the studio as its customer sees it until the deposit is
 * confirmed (masked), so paying does not unmask it.
 */
export async function newDeposit(
  db: Executor,
  studio: Pick<BookingStudio, 'upi_id' | 'public_number' | 'city'>,
  amount: number,
  payBy: Date,
): Promise<NewDeposit> {
  // The check constraint keeps an address beside every deposit setting.
  if (studio.upi_id === null) throw new Error('A studio asking a deposit has a UPI ID');
  const next = await decodedRow(db, nextDepositNumber, depositNumberRow);
  if (!next) throw new Error('nextval returns one row');
  return {
    amount,
    reference: depositReference(next.n),
    upiId: studio.upi_id,
    payee: maskedStudioName(studio.public_number, studio.city),
    payBy: payBy.toISOString(),
  };
}

/**
 * The notifications of a new booking: a confirmed one's e-mails (with the .ics) and SMS to its customer
 * and the studio's owner; a request's to the owner, who decides by `decisionDue`, and a note to
 * the customer that names the studio as they see it (masked until it is accepted); a deposit's
 * payment link to the customer (the owner hears of it once it is reported paid).
 */
function newBookingNotifications(
  row: BookingRow,
  studio: BookingStudio,
  caller: CurrentUser,
  now: Date,
  decisionDue: Date | null,
): OutgoingMessage[] {
  const views = notificationViews(row, now);
  if (!views) return [];
  const input = {
    ...views,
    customer: { name: caller.name, email: caller.email, phone: caller.phone },
    owner: studio.owner,
  };
  if (row.status === 'awaiting_deposit') return depositAskedMessages(input);
  return decisionDue
    ? bookingRequestedMessages(input, decisionDue)
    : bookingConfirmedMessages(input);
}

/** The add-ons with a quantity above 0, priced from the studio's own list. */
function chosenAddons(
  studio: BookingStudio,
  requested: ValidBookingRequest['addons'],
): PricedAddon[] {
  const chosen: PricedAddon[] = [];
  for (const { key, quantity } of requested) {
    const addon = studio.addons.find((a) => a.key === key);
    if (!addon) {
      throw badRequest(BOOKING_MESSAGES.addonUnknown, { addons: BOOKING_MESSAGES.addonUnknown });
    }
    const error = addonQuantityError(quantity, addon);
    if (error) throw badRequest(error, { addons: error });
    // 0 means "not added" (docs/product.md#bookings).
    if (quantity > 0) chosen.push({ key, name: addon.name, price: addon.price, quantity });
  }
  return chosen;
}
