import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  addonQuantityError,
  BOOKING_HOURS_MESSAGES,
  BOOKING_MESSAGES,
  BOOKING_MODES,
  bookingSpan,
  decisionDueAt,
  holdingsRefusal,
  istToday,
  type Booking,
  type ValidBookingRequest,
} from '@studio-hive/domain';
import {
  bookingAddons,
  bookingHours,
  bookings,
  studioAddons,
  studioPackages,
  studios,
  studioSlots,
  users,
} from '../../db/schema';
import { columnNames, cte, decodedRow, isoUtc, reusableStatement } from '../../db/sql-fragments';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  sqlState,
  FOREIGN_KEY_VIOLATION,
  UNIQUE_VIOLATION,
} from '../../http/errors';
import { withCaller, type CurrentUser, type UncheckedClaims } from '../auth/guards';
import { bookingConfirmedMessages } from '../../notifications/messages';
import {
  NOTIFICATION_ARRAYS,
  notificationArrays,
  notificationsInsertStep,
} from '../../notifications/notification-dispatcher';
import type { OutgoingMessage } from '../../notifications/notifier';
import { bookingRequestedMessages } from '../../notifications/booking-lifecycle-messages';
import { expireLapsedRequests } from './booking-changes';
import { agreedPrice, bookableHours } from './booking-checks';
import {
  contactJson,
  contactSchema,
  dayHours,
  holdsAt,
  notificationViews,
  toBooking,
  visibleOr404,
  type BookingRow,
  type BookingsContext,
} from './booking-queries';

/**
 * POST /booking (docs/product.md#slot-picker and docs/product.md#constants; docs/api.md). The rules are the domain's (slots.ts,
 * pricing.ts); this module reads what they need and writes a booking in one statement whose
 * UNIQUE (studio_id, date, hour) on booking_hours makes a double booking impossible, even between
 * server processes. bench/booking.ts runs these same two statements under pgbench.
 */

const s = alias(studios, 's');
const p = alias(studioPackages, 'p');
const a = alias(studioAddons, 'a');
const sl = alias(studioSlots, 'sl');
const bh = alias(bookingHours, 'bh');
const u = alias(users, 'u');
const num = z.coerce.number();

/** What a booking request needs of its studio, in one round trip. */
const bookingStudio = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  full_address: z.string(),
  author_id: z.string(),
  approved: z.boolean(),
  public_number: num,
  booking_mode: z.enum(BOOKING_MODES),
  cancellation_hours: num,
  /** The studio's number for its customers: its own, else the owner's verified phone. */
  contact_phone: z.string().nullable(),
  minimum_duration_hours: num,
  /** Its opening hours: no hour outside them is booked (decision 027). */
  opening_hour: num.nullable(),
  closing_hour: num.nullable(),
  packages: z.array(z.object({ key: z.string(), price: num })),
  addons: z.array(z.object({ key: z.string(), name: z.string(), price: num, maxQuantity: num })),
  /** Slots of the date the owner offers, booked or not. */
  offered_hours: z.array(num),
  /** Of those, the ones nobody holds (a request's hold past its deadline holds nothing). */
  free_hours: z.array(num),
  /** A request's holds on the date outlived its deadline: expire it before the write. */
  has_lapsed_holds: z.boolean(),
  /** Who the studio's notifications go to (the customer's come from their account). */
  owner: contactSchema.nullable(),
});
type BookingStudio = z.infer<typeof bookingStudio>;

/** What the caller holds now, for the fair-use caps (decision 025). */
const callerHoldings = { upcoming_count: num, upcoming_hours_here: num };

/** The read's one row: the caller's account and holdings, the studio's columns (all null without it). */
const bookingReadRow = z.union([
  bookingStudio.extend({ caller: z.unknown(), ...callerHoldings }),
  z.object({ caller: z.unknown(), id: z.null(), ...callerHoldings }),
]);

const mb = alias(bookings, 'mb');

const bookingRead = reusableStatement(
  ['callerAccount', 'studioId', 'date', 'today', 'now'],
  (v) =>
    // `held`: the caller's upcoming bookings and open requests, as `currentState` reads them
    // at the app's `now` (a request past its deadline has expired).
    sql`select c.caller, st.*, held.upcoming_count, held.upcoming_hours_here
        from (select ${v.callerAccount} as caller) as c
        cross join lateral (
          select count(*)::int as upcoming_count,
            coalesce(sum(cardinality(${mb.hours})) filter (
              where ${mb.studioId} = ${v.studioId}::uuid), 0)::int as upcoming_hours_here
          from ${bookings} ${mb}
          where ${mb.customerId} = (c.caller->>'id')::uuid
            and ${holdsAt(mb, v.now)}
            and ${mb.date} >= ${v.today}::date
        ) as held
        left join lateral (
          select ${s.id}::text as id, ${s.name} as name, ${s.city} as city,
            ${s.fullAddress} as full_address, ${s.authorId}::text as author_id,
            ${s.approved} as approved, ${s.publicNumber} as public_number,
            ${s.bookingMode} as booking_mode, ${s.cancellationHours} as cancellation_hours,
            coalesce(${s.contactPhone},
              (select ${u.phone} from ${users} ${u} where ${u.id} = ${s.authorId})) as contact_phone,
            ${s.minimumDurationHours}::int as minimum_duration_hours,
            ${s.openingHour}::int as opening_hour, ${s.closingHour}::int as closing_hour,
            coalesce((select json_agg(json_build_object('key', ${p.key}, 'price', ${p.price}))
                      from ${studioPackages} ${p} where ${p.studioId} = ${s.id}), '[]'::json)
              as packages,
            coalesce((select json_agg(json_build_object('key', ${a.key}, 'name', ${a.name},
                        'price', ${a.price}, 'maxQuantity', ${a.maxQuantity})
                        order by ${a.position})
                      from ${studioAddons} ${a} where ${a.studioId} = ${s.id}), '[]'::json)
              as addons,
            day.offered_hours, day.free_hours,
            exists (select 1 from ${bookingHours} ${bh}
                    where ${bh.studioId} = ${s.id} and ${bh.date} = ${v.date}::date
                      and ${bh.expiresAt} <= ${v.now}::timestamptz) as has_lapsed_holds,
            (select ${contactJson(u)} from ${users} ${u} where ${u.id} = ${s.authorId}) as owner
          from ${studios} ${s}
          cross join lateral (${dayHours(s.id, v.date, v.now)}) day
          where ${s.id} = ${v.studioId}::uuid
        ) st on true`,
);

/**
 * The first statement of a booking: the caller's account (`callerAccount`, for the guard's
 * checks) and what the booking needs of its studio on `date`, in one round trip. The day's open
 * hours and those of them nobody holds come from one read of its slots (`day`).
 */
export function bookingReadStatement(
  callerAccount: SQL,
  studioId: string,
  date: string,
  clock: { today: string; now: string },
): SQL {
  return bookingRead({ callerAccount, studioId, date, ...clock });
}

/** The checked caller and the studio (null: no such studio), from one round trip. */
async function loadBookingRead(
  ctx: BookingsContext,
  claims: UncheckedClaims,
  studioId: string,
  date: string,
): Promise<{ caller: CurrentUser; studio: BookingStudio | null; holdings: CallerHoldings }> {
  return withCaller(claims, async (callerAccount) => {
    const row = await decodedRow(
      ctx.db,
      bookingReadStatement(callerAccount, studioId, date, {
        today: istToday(ctx.now()),
        now: ctx.now().toISOString(),
      }),
      bookingReadRow,
    );
    if (!row) throw new Error('The booking read returns one row');
    const { caller, upcoming_count, upcoming_hours_here, ...found } = row;
    return {
      caller,
      // Without the studio its columns are null: `id` tells.
      studio: found.id === null ? null : found,
      holdings: { upcomingCount: upcoming_count, upcomingHoursHere: upcoming_hours_here },
    };
  });
}

type CallerHoldings = { upcomingCount: number; upcomingHoursHere: number };

type PricedAddon = { key: string; name: string; price: number; quantity: number };

/**
 * Books `request` for the caller (docs/api.md#bookings POST /booking). Every rule is checked before the write
 * and the write re-checks what can change meanwhile (the slots offered, the studio approved)
 * while the unique constraint settles a race: exactly one of several requests for an hour wins,
 * the others get 409.
 */
export async function createBooking(
  ctx: BookingsContext,
  claims: UncheckedClaims,
  request: ValidBookingRequest,
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
  // Fair use (decision 025): what the customer holds, then one of their new bookings this hour,
  // given back when the write makes no booking.
  const heldTooMuch = holdingsRefusal(read.holdings, hours.length, ctx.limits.limits);
  if (heldTooMuch) throw conflict(heldTooMuch);
  const giveBackBooking = await ctx.limits.takeNewBooking(caller.id);

  // A request at a studio that decides first (decision 025): it holds the hours until the
  // owner's deadline. An earlier request's hold past its deadline is expired first.
  const now = ctx.now();
  const requested = studio.booking_mode === 'request';
  const decisionDue = requested
    ? decisionDueAt(now, bookingSpan({ date: request.date, hours }).start)
    : null;
  if (studio.has_lapsed_holds) {
    await expireLapsedRequests(ctx, { studioId: studio.id, date: request.date });
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
    customer_id: caller.id,
    customer_name: caller.name,
    customer_email: caller.email,
    customer_phone: null,
    customer_history: null,
    date: request.date,
    hours,
    status: requested ? 'requested' : 'confirmed',
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
    created_at: now.toISOString(),
  };
  // The customer's view: the studio unmasked once the booking is confirmed, not for a request
  // (docs/product.md#masked-studios); the notifications tell each side what it may know.
  const booking = toBooking(row, { viewer: 'customer', now });
  const messages = newBookingNotifications(row, studio, caller, now, decisionDue);
  const allowed = await ctx.limits.withinSmsAllowance(messages);
  const giveBack = async () => {
    await giveBackBooking();
    await allowed.giveBack();
  };
  let inserted: z.infer<typeof insertedRow> | undefined;
  try {
    inserted = await decodedRow(
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
        status: requested ? 'requested' : 'confirmed',
        decisionDueAt: row.decision_due_at,
        // The notifications commit with the booking and go out after it (decision 004).
        notifications: allowed.messages,
      }),
      insertedRow,
    );
    if (!inserted) throw conflict(BOOKING_HOURS_MESSAGES.unavailable);
  } catch (error) {
    await giveBack();
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(BOOKING_MESSAGES.justTaken);
    // The studio was deleted between the check and the write.
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) {
      throw notFound(BOOKING_MESSAGES.studioNotFound);
    }
    throw error;
  }

  ctx.notifications.kick();
  // Made and last changed at the database's clock, in the write.
  return { ...booking, createdAt: inserted.created_at, statusChangedAt: inserted.created_at };
}

/**
 * The notifications of a new booking: a confirmed one's e-mails (with the .ics) and SMS to its customer
 * and the studio's owner; a request's to the owner, who decides by `decisionDue`, and a note to
 * the customer that names the studio as they see it (masked until it is accepted).
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

/** The written booking's row: its id and creation time. */
const insertedRow = z.object({ id: z.string(), created_at: z.string() });

export type BookingWrite = {
  id: string;
  studioId: string;
  customerId: string;
  date: string;
  hours: number[];
  packageKey: string;
  basePrice: number;
  addonsTotal: number;
  totalPrice: number;
  addons: PricedAddon[];
  /** 'confirmed', or 'requested' with the owner's deadline, which also ends its holds. */
  status: 'confirmed' | 'requested';
  decisionDueAt: string | null;
  /** Written only when the booking row is (its notifications). */
  notifications: OutgoingMessage[];
};

/**
 * The whole write as one statement (one round trip): the booking row only if every requested
 * hour is still offered and the studio still approved, then its hours, add-ons and notifications. A
 * concurrent booking of the same hour makes the hours insert fail on UNIQUE (studio_id, date,
 * hour), which undoes the whole statement. No row back: the hours stopped being offered meanwhile.
 */
const insertBooking = reusableStatement(
  [
    'id',
    'studioId',
    'customerId',
    'date',
    'hours',
    'packageKey',
    'basePrice',
    'addonsTotal',
    'totalPrice',
    'status',
    'decisionDueAt',
    'addonKeys',
    'addonNames',
    'addonPrices',
    'addonQuantities',
    ...NOTIFICATION_ARRAYS,
  ],
  (v) => {
    const b = cte('b', ['id', 'created_at'] as const);
    return sql`with ${b.as(sql`
      insert into ${bookings} (${columnNames(
        bookings.id,
        bookings.studioId,
        bookings.customerId,
        bookings.date,
        bookings.packageKey,
        bookings.basePrice,
        bookings.addonsTotal,
        bookings.totalPrice,
        bookings.paymentStatus,
        bookings.status,
        bookings.hours,
        bookings.statusChangedAt,
        bookings.decisionDueAt,
      )})
      select ${v.id}::uuid, ${v.studioId}::uuid, ${v.customerId}::uuid, ${v.date}::date,
             ${v.packageKey}::text,
             ${v.basePrice}::int, ${v.addonsTotal}::int, ${v.totalPrice}::int, 'payAtStudio',
             ${v.status}::text, ${v.hours}::smallint[], now(), ${v.decisionDueAt}::timestamptz
      where exists (select 1 from ${studios} ${s} where ${s.id} = ${v.studioId}::uuid
                    and ${s.approved})
        and (select count(*) from ${studioSlots} ${sl}
             where ${sl.studioId} = ${v.studioId}::uuid and ${sl.date} = ${v.date}::date
               and ${sl.isAvailable} and ${sl.hour} = any(${v.hours}::smallint[]))
            = cardinality(${v.hours}::smallint[])
      returning ${columnNames(bookings.id, bookings.createdAt)}`)}, ${cte('h', []).as(sql`
      insert into ${bookingHours} (${columnNames(
        bookingHours.bookingId,
        bookingHours.studioId,
        bookingHours.date,
        bookingHours.hour,
        bookingHours.expiresAt,
      )})
      select ${b.col('id')}, ${v.studioId}::uuid, ${v.date}::date, x.hour,
             ${v.decisionDueAt}::timestamptz
      from ${b.ref} cross join unnest(${v.hours}::smallint[]) as x(hour)`)}, ${cte('a', []).as(sql`
      insert into ${bookingAddons} (${columnNames(
        bookingAddons.bookingId,
        bookingAddons.key,
        bookingAddons.name,
        bookingAddons.price,
        bookingAddons.quantity,
      )})
      select ${b.col('id')}, x.key, x.name, x.price, x.quantity
      from ${b.ref} cross join unnest(${v.addonKeys}::text[], ${v.addonNames}::text[],
        ${v.addonPrices}::int[], ${v.addonQuantities}::int[]) as x(key, name, price, quantity)`)}${notificationsInsertStep(v, b)}
    select ${b.col('id')}::text as id, ${isoUtc(b.col('created_at'))} as created_at from ${b.ref}`;
  },
);

/**
 * The write of a booking as one statement: the booking row (only while the studio is approved
 * and offers every hour), its hours, add-ons and notifications, all or nothing.
 */
export function insertBookingStatement(w: BookingWrite): SQL {
  return insertBooking({
    id: w.id,
    studioId: w.studioId,
    customerId: w.customerId,
    date: w.date,
    hours: w.hours,
    packageKey: w.packageKey,
    basePrice: w.basePrice,
    addonsTotal: w.addonsTotal,
    totalPrice: w.totalPrice,
    status: w.status,
    decisionDueAt: w.decisionDueAt,
    addonKeys: w.addons.map((x) => x.key),
    addonNames: w.addons.map((x) => x.name),
    addonPrices: w.addons.map((x) => x.price),
    addonQuantities: w.addons.map((x) => x.quantity),
    ...notificationArrays(w.notifications),
  });
}
