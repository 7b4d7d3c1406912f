import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  BOOKING_MESSAGES,
  mayManageStudio,
  PAYMENT_STATUSES,
  type Booking,
  type Role,
} from '@studio-hive/domain';
import type { Database } from '../../db/client';
import { bookingAddons, bookingHours, bookings, studios, users } from '../../db/schema';
import { decodedRow, decodedRows, isoUtc } from '../../db/sql-fragments';
import type { Executor } from '../../db/transaction';
import { notFound } from '../../http/errors';
import type { NotificationDispatcher } from '../../notifications/notification-dispatcher';
import type { BookingLimits } from './booking-limits';

/**
 * What the bookings modules share (decision 011): their context, the visibility rule, and the
 * list queries every bookings list and dashboard reads (decisions 012 and 018). Statements name
 * their tables and columns through the schema (db/schema.ts) and decode their rows with zod, so
 * a renamed column fails the build or the decoder, never silently.
 *
 * Bookings do not touch the catalogue cache: a guest's view never depends on them, and a signed-in
 * viewer's unmasking reads their bookings on every request (studios.service `unmaskingRule`).
 */
export type BookingsContext = {
  db: Database;
  now: () => Date;
  /** Told after a commit that wrote notifications, so they go out at once (decision 004). */
  notifications: Pick<NotificationDispatcher, 'kick'>;
  /** Fair use per customer account (decision 025). */
  limits: BookingLimits;
};

export type Caller = { id: string; name: string; email: string; role: Role };

/** Who a notification goes to. */
export const contactSchema = z.object({ name: z.string(), email: z.string(), phone: z.string() });
export type Contact = z.infer<typeof contactSchema>;

/** A user's `Contact` as one JSON value, for a select list. */
export function contactJson(user: { name: SQLWrapper; email: SQLWrapper; phone: SQLWrapper }): SQL {
  return sql`json_build_object('name', ${user.name}, 'email', ${user.email}, 'phone', ${user.phone})`;
}

type StudioAccess = { approved: boolean; author_id: string };

/**
 * The studio if `caller` may see it, else 404: a pending studio is visible to its author and
 * admins only, as GET /studio/:id.
 */
export function visibleOr404<S extends StudioAccess>(studio: S | null, caller: Caller): S {
  if (!studio || (!studio.approved && !mayManageStudio(caller, { authorId: studio.author_id }))) {
    throw notFound(BOOKING_MESSAGES.studioNotFound);
  }
  return studio;
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

// ---- lists ----

/** The aliases of BOOKINGS_FROM: a booking `bk`, its studio `st`, its customer `cu`. */
export const bk = alias(bookings, 'bk');
export const st = alias(studios, 'st');
export const cu = alias(users, 'cu');
const h = alias(bookingHours, 'h');
const a = alias(bookingAddons, 'a');

/** A booking `bk` with its studio `st` and customer `cu` (either may be gone: null columns). */
export const BOOKINGS_FROM = sql`from ${bookings} ${bk}
  left join ${studios} ${st} on ${st.id} = ${bk.studioId}
  left join ${users} ${cu} on ${cu.id} = ${bk.customerId}`;

/**
 * Which bookings each role's list shows, as conditions over BOOKINGS_FROM: the dashboards count
 * exactly these (decision 012). A customer's include those whose studio was deleted; an owner's
 * are the bookings at their existing studios.
 */
export const bookingsOf = {
  customer: (customerId: string) => sql`${bk.customerId} = ${customerId}::uuid`,
  owner: (ownerId: string) => sql`${st.authorId} = ${ownerId}::uuid`,
};

/** The Upcoming rule of booking-status.ts over `bk`: dated `today` (IST) or later. */
export const isUpcoming = (today: string) => sql`${bk.date} >= ${today}::date`;

/**
 * The first booked hour of `bk`; 24 for a booking without hours, so it sorts after a day's
 * sessions as a missing hour did.
 */
const FIRST_HOUR = sql`coalesce((select min(${h.hour}) from ${bookingHours} ${h} where ${h.bookingId} = ${bk.id}), 24)`;

/**
 * The order of every bookings list (decision 018): by the session, not by when it was booked.
 * Upcoming sessions (dated `today` in IST or later) first, the soonest first; then past ones, the
 * latest first; each by date, then first hour, then id so pages never overlap.
 */
function sessionOrder(today: string): SQL {
  const upcoming = isUpcoming(today);
  // Both halves sort by their distance from today, so the first hour is read once a row:
  // upcoming by (days ahead, hour), past by (days ago, hour counted down).
  return sql`order by (${upcoming}) desc,
    abs(${bk.date} - ${today}::date) asc,
    case when ${upcoming} then 1 else -1 end * ${FIRST_HOUR} asc,
    ${bk.id}`;
}

const num = z.coerce.number();

/** One row of `bookingRows`, decoded straight into the API's `Booking`. */
const bookingRow = z
  .object({
    id: z.string(),
    studio_id: z.string().nullable(),
    studio_name: z.string().nullable(),
    studio_city: z.string().nullable(),
    studio_address: z.string().nullable(),
    customer_id: z.string().nullable(),
    customer_name: z.string().nullable(),
    customer_email: z.string().nullable(),
    date: z.string(),
    hours: z.array(num),
    package_key: z.string(),
    addons: z.array(z.object({ key: z.string(), name: z.string(), price: num, quantity: num })),
    base_price: num,
    addons_total: num,
    total_price: num,
    payment_status: z.enum(PAYMENT_STATUSES),
    created_at: z.string(),
  })
  .transform((row): Booking => ({
    _id: row.id,
    studio: row.studio_id
      ? {
          _id: row.studio_id,
          name: row.studio_name ?? '',
          location: { city: row.studio_city ?? '', fullAddress: row.studio_address },
        }
      : null,
    customer: row.customer_id
      ? { _id: row.customer_id, name: row.customer_name ?? '', email: row.customer_email ?? '' }
      : null,
    date: row.date,
    hours: row.hours,
    packageKey: row.package_key,
    addons: row.addons,
    basePrice: row.base_price,
    addonsTotal: row.addons_total,
    totalPrice: row.total_price,
    paymentStatus: row.payment_status,
    createdAt: row.created_at,
  }));

/** The JSON array `bookingsJson` builds, decoded into bookings (in its order). */
export const bookingsJsonSchema = z.array(bookingRow);

/**
 * The list rows of the bookings matching `where` (over BOOKINGS_FROM) in `order`, one page of
 * them when `page` is given. Every list shows the studio unmasked: its customer booked it, its
 * owner wrote it, admins see everything (docs/product.md#masked-studios).
 *
 * A page is chosen first by id (a narrow sort of the session's keys, in memory), and only its
 * rows are built: sorting whole rows of every match to keep ten spilled to disk at 200,000
 * bookings.
 */
function bookingRows(where: SQL, order: SQL, page?: { limit: number; offset: number }): SQL {
  const matching = page
    ? sql`${bk.id} in (select ${bk.id} ${BOOKINGS_FROM} where ${where} ${order}
                    limit ${page.limit}::int offset ${page.offset}::int)`
    : where;
  return sql`select ${bk.id}::text as id, ${st.id}::text as studio_id, ${st.name} as studio_name,
          ${st.city} as studio_city, ${st.fullAddress} as studio_address,
          ${cu.id}::text as customer_id, ${cu.name} as customer_name, ${cu.email} as customer_email,
          ${bk.date}::text as date, ${bk.packageKey} as package_key, ${bk.basePrice} as base_price,
          ${bk.addonsTotal} as addons_total, ${bk.totalPrice} as total_price,
          ${bk.paymentStatus} as payment_status, ${isoUtc(bk.createdAt)} as created_at,
          coalesce((select json_agg(${h.hour} order by ${h.hour}) from ${bookingHours} ${h}
                    where ${h.bookingId} = ${bk.id}), '[]'::json) as hours,
          coalesce((select json_agg(json_build_object('key', ${a.key}, 'name', ${a.name},
                      'price', ${a.price}, 'quantity', ${a.quantity}) order by ${a.key})
                    from ${bookingAddons} ${a} where ${a.bookingId} = ${bk.id}), '[]'::json) as addons
        ${BOOKINGS_FROM}
        where ${matching}
        ${order}`;
}

/** Bookings matching `where`, in session order from `today` (IST), in one query. */
export function loadBookings(db: Executor, where: SQL, today: string): Promise<Booking[]> {
  return decodedRows(db, bookingRows(where, sessionOrder(today)), bookingRow);
}

/** One booking by id, or undefined. */
export function loadBooking(db: Executor, id: string): Promise<Booking | undefined> {
  return decodedRow(db, bookingRows(sql`${bk.id} = ${id}::uuid`, sql``), bookingRow);
}

/**
 * One page of the bookings matching `where`, in session order from `today`, as a single JSON
 * array value, so that a statement responding with more besides (a total, a dashboard's figures)
 * carries its rows too. The aggregate reads the subquery's sorted, limited rows in their order
 * (no join above it). Decode it with `bookingsJsonSchema`.
 */
export function bookingsJson(
  where: SQL,
  today: string,
  page: { limit: number; offset: number },
): SQL {
  return sql`coalesce((select json_agg(r) from (${bookingRows(where, sessionOrder(today), page)}) r), '[]'::json)`;
}
