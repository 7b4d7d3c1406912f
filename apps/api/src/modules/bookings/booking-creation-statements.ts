import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { BOOKING_MODES, DEPOSIT_TYPES, type BookingState } from '@studio-hive/domain';
import {
  bookingAddons,
  bookingHours,
  bookings,
  depositReferenceSequence,
  studioAddons,
  studioPackages,
  studios,
  studioSlots,
  users,
} from '../../db/schema';
import { columnNames, cte, isoUtc, reusableStatement } from '../../db/sql-fragments';
import {
  NOTIFICATION_ARRAYS,
  notificationArrays,
  notificationsInsertStep,
} from '../../notifications/notification-dispatcher';
import type { OutgoingMessage } from '../../notifications/notifier';
import { dayHours, hasOverdueHolds, holdsAt, slotOffered } from './booking-holds';
import { contactJson, contactSchema } from './booking-queries';

/**
 * The statements of POST /booking (booking-creation.ts), in one transaction after the customer's
 * lock (decision 040): one read of the caller's account, holdings and what the booking needs of
 * its studio, and one write of the booking whose UNIQUE (studio_id, date, hour) on booking_hours
 * makes a double booking impossible, even between server processes. bench/booking.ts runs them,
 * lock included, under pgbench.
 */

const s = alias(studios, 's');
const p = alias(studioPackages, 'p');
const a = alias(studioAddons, 'a');
const sl = alias(studioSlots, 'sl');
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
  /** The deposit it asks (decision 052; the domain's `depositSetting`) and the address to pay it to. */
  deposit_type: z.enum(DEPOSIT_TYPES),
  deposit_value: num.nullable(),
  upi_id: z.string().nullable(),
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
  has_expired_holds: z.boolean(),
  /** Who the studio's notifications go to (the customer's come from their account). */
  owner: contactSchema.nullable(),
});
export type BookingStudio = z.infer<typeof bookingStudio>;

/**
 * What the caller holds now and made in the last hour, for the fair-use caps (decision 025):
 * read under the customer's lock (decision 040), so parallel bookings count one after another.
 */
const callerHoldings = { upcoming_count: num, upcoming_hours_here: num, new_this_hour: num };

/** The read's one row: the caller's account and holdings, the studio's columns (all null without it). */
export const bookingReadRow = z.union([
  bookingStudio.extend({ caller: z.unknown(), ...callerHoldings }),
  z.object({ caller: z.unknown(), id: z.null(), ...callerHoldings }),
]);

const mb = alias(bookings, 'mb');

const bookingRead = reusableStatement(
  ['callerAccount', 'studioId', 'date', 'today', 'now'],
  (v) =>
    // `held`: the caller's upcoming bookings and open requests, as `currentState` reads them
    // at the app's `now` (a request past its deadline has expired).
    // `new_this_hour`: the bookings and requests they made in the last hour, in any state, by
    // the database's clock, which wrote their `created_at`. Each was for its day or later, so
    // none is dated before yesterday: the customer's index by date is read from there, not
    // their whole history.
    sql`select c.caller, st.*, held.upcoming_count, held.upcoming_hours_here,
          (select count(*)::int from ${bookings} ${mb}
           where ${mb.customerId} = (c.caller->>'id')::uuid
             and ${mb.date} >= ${v.today}::date - 1
             and ${mb.createdAt} > now() - interval '1 hour') as new_this_hour
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
            ${s.depositType} as deposit_type, ${s.depositValue} as deposit_value,
            ${s.upiId} as upi_id,
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
            ${hasOverdueHolds(s.id, v.date, v.now)} as has_expired_holds,
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

/** An add-on as booked: its name and price as the studio lists them at the booking. */
export type PricedAddon = { key: string; name: string; price: number; quantity: number };

/** The written booking's row: its id and creation time. */
export const insertedRow = z.object({ id: z.string(), created_at: z.string() });

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
  /**
   * 'confirmed', or 'requested' or 'awaiting_deposit' with the deadline (the owner's decision,
   * the deposit's payment), which also ends its holds.
   */
  status: Extract<BookingState, 'confirmed' | 'requested' | 'awaiting_deposit'>;
  decisionDueAt: string | null;
  /** Its deposit as fixed now (decision 052); null without one. */
  deposit: NewDeposit | null;
  /** Written only when the booking row is (its notifications). */
  notifications: OutgoingMessage[];
};

/** A new booking's deposit: the amount, its reference and the payment link's payee. */
export type NewDeposit = {
  amount: number;
  reference: string;
  upiId: string;
  payee: string;
  payBy: string;
};

/** A booking's deposit columns (none without a deposit). */
export function depositColumns(deposit: NewDeposit | null) {
  return {
    depositAmount: deposit?.amount ?? null,
    depositReference: deposit?.reference ?? null,
    depositUpiId: deposit?.upiId ?? null,
    depositPayee: deposit?.payee ?? null,
    depositPayBy: deposit?.payBy ?? null,
  };
}

/** The next number of the deposits' references (`depositReference`). */
export const nextDepositNumber = sql`select nextval(${depositReferenceSequence.seqName}::regclass) as n`;
export const depositNumberRow = z.object({ n: num });

/**
 * The whole write as one statement (one round trip): the booking row only if every requested
 * hour is still offered (open, and busy in no imported calendar) and the studio still approved, then its hours, add-ons and notifications. A
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
    'depositAmount',
    'depositReference',
    'depositUpiId',
    'depositPayee',
    'depositPayBy',
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
        bookings.depositAmount,
        bookings.depositReference,
        bookings.depositUpiId,
        bookings.depositPayee,
        bookings.depositPayBy,
      )})
      select ${v.id}::uuid, ${v.studioId}::uuid, ${v.customerId}::uuid, ${v.date}::date,
             ${v.packageKey}::text,
             ${v.basePrice}::int, ${v.addonsTotal}::int, ${v.totalPrice}::int, 'payAtStudio',
             ${v.status}::text, ${v.hours}::smallint[], now(), ${v.decisionDueAt}::timestamptz,
             ${v.depositAmount}::int, ${v.depositReference}::text, ${v.depositUpiId}::text,
             ${v.depositPayee}::text, ${v.depositPayBy}::timestamptz
      where exists (select 1 from ${studios} ${s} where ${s.id} = ${v.studioId}::uuid
                    and ${s.approved})
        and (select count(*) from ${studioSlots} ${sl}
             where ${sl.studioId} = ${v.studioId}::uuid and ${sl.date} = ${v.date}::date
               and ${slotOffered(sl)} and ${sl.hour} = any(${v.hours}::smallint[]))
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
    ...depositColumns(w.deposit ?? null),
    addonKeys: w.addons.map((x) => x.key),
    addonNames: w.addons.map((x) => x.name),
    addonPrices: w.addons.map((x) => x.price),
    addonQuantities: w.addons.map((x) => x.quantity),
    ...notificationArrays(w.notifications),
  });
}
