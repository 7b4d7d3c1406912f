import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  BOOKING_MESSAGES,
  istToday,
  mayManageStudio,
  TIMEFRAMES,
  type AdminAnalysisFilter,
  type Booking,
  type Role,
  type Timeframe,
} from '@studio-hive/domain';
import { bookingAddons, bookings, studios, users } from '../../db/schema';
import { decodedRow, decodedRows, isoUtc } from '../../db/sql-fragments';
import type { Executor } from '../../db/transaction';
import { notFound } from '../../http/errors';
import type { NotificationDispatcher } from '../../notifications/notification-dispatcher';
import type { BookingLimits } from './booking-limits';
import { bookingRow, notificationViews, toBooking, type BookingsView } from './booking-response';

/**
 * What the bookings modules share (decision 011): their context, the visibility rule, and the
 * list queries every bookings list and dashboard reads (decisions 012 and 018). Statements name
 * their tables and columns through the schema (db/schema.ts) and decode their rows with zod, so
 * a renamed column fails the build or the decoder, never silently. When a booking holds its hours
 * is booking-holds.ts; what a viewer is told of a row, booking-response.ts.
 *
 * Bookings do not touch the catalogue cache: a guest's view never depends on them, and a signed-in
 * viewer's unmasking reads their bookings on every request (studios.service `unmaskingRule`).
 */
export type BookingsContext = {
  /** The database, or the transaction a booking's steps run in. */
  db: Executor;
  now: () => Date;
  /** Told after a commit that wrote notifications, so they go out at once (decision 004). */
  notifications: Pick<NotificationDispatcher, 'kick'>;
  /** Fair use per customer account (decision 025). */
  limits: BookingLimits;
  /** DEPOSIT_MINUTES: how long a customer has to pay a deposit (decision 052). */
  depositMinutes: number;
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

// ---- lists ----

/** The aliases of BOOKINGS_FROM: a booking `bk`, its studio `st`, its customer `cu`. */
const BK = 'bk';
export const bk = alias(bookings, BK);
export const st = alias(studios, 'st');
export const cu = alias(users, 'cu');
const a = alias(bookingAddons, 'a');

/** A booking `bk` with its studio `st` and customer `cu` (either may be gone: null columns). */
const PARTIES_JOIN = sql`left join ${studios} ${st} on ${st.id} = ${bk.studioId}
  left join ${users} ${cu} on ${cu.id} = ${bk.customerId}`;
export const BOOKINGS_FROM = sql`from ${bookings} ${bk} ${PARTIES_JOIN}`;

const partiesRow = z.object({
  author_id: z.string().nullable(),
  customer_id: z.string().nullable(),
  customer: contactSchema.nullable(),
  owner: contactSchema.nullable(),
});
export type Parties = z.infer<typeof partiesRow>;

const pu = alias(users, 'pu');

/**
 * Who a booking concerns: its customer and the studio's author, with their contacts (null when
 * gone). With `lock`, the booking's row is locked for the transaction, so a change reads it and
 * writes it before any other change of it does.
 */
export function loadParties(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<Parties | undefined> {
  return decodedRow(
    db,
    sql`select ${st.authorId}::text as author_id, ${bk.customerId}::text as customer_id,
          (select ${contactJson(pu)} from ${users} ${pu} where ${pu.id} = ${bk.customerId}) as customer,
          (select ${contactJson(pu)} from ${users} ${pu} where ${pu.id} = ${st.authorId}) as owner
        from ${bookings} ${bk} left join ${studios} ${st} on ${st.id} = ${bk.studioId}
        where ${bk.id} = ${id}::uuid
        ${options.lock ? sql`for update of ${bk}` : sql``}`,
    partiesRow,
  );
}

/**
 * Which bookings each role's list shows, as conditions over BOOKINGS_FROM: the dashboards count
 * exactly these (decision 012). A customer's include those whose studio was deleted; an owner's
 * are the bookings at their existing studios.
 */
export const bookingsOf = {
  customer: (customerId: string) => sql`${bk.customerId} = ${customerId}::uuid`,
  owner: (ownerId: string) => sql`${st.authorId} = ${ownerId}::uuid`,
};

/**
 * The Upcoming rule of booking-labels.ts (`bookingTiming`) over a session date (`bk`'s by
 * default): dated `today` (IST) or later.
 */
export const isUpcoming = (today: string, date: AnyColumn = bk.date) =>
  sql`${date} >= ${today}::date`;

/**
 * The first booked hour of `bk` (hours are stored ascending); 24 for a booking without hours, so
 * it sorts after a day's sessions as a missing hour did.
 */
export const FIRST_HOUR = sql`coalesce(${bk.hours}[1], 24)`;

/**
 * The order of every bookings list (decision 018): by the session, not by when it was booked.
 * Upcoming sessions (dated `today` in IST or later) first, the soonest first, then by first hour
 * and id; then past ones, the latest first, by date, first hour and id all counted down, so that
 * they read `bookings_session_idx` backwards (`sessionPageIds`). The id keeps pages from overlapping.
 */
function sessionOrder(today: string): SQL {
  const upcoming = isUpcoming(today);
  // Both timeframes sort by their distance from today, so the first hour is read once a row:
  // upcoming by (days ahead, hour), past by (days ago, hour counted down).
  return sql`order by (${upcoming}) desc,
    abs(${bk.date} - ${today}::date) asc,
    case when ${upcoming} then 1 else -1 end * ${FIRST_HOUR} asc,
    case when ${upcoming} then ${bk.id} end asc,
    case when not ${upcoming} then ${bk.id} end desc`;
}

/** The bookings of `timeframe`: upcoming (dated `today` in IST or later) or past. */
export const timeframeDates = (timeframe: Timeframe, today: string, date: AnyColumn = bk.date) =>
  timeframe === 'upcoming' ? isUpcoming(today, date) : sql`not (${isUpcoming(today, date)})`;

/**
 * The ids of one page of `where`'s bookings of one timeframe in session order (a statement of
 * `{id}` rows): the timeframe is read in the order of `bookings_session_idx` (date, first hour,
 * id), the upcoming one forwards from today, the past one backwards, as `sessionOrder` orders
 * them. It stops after the rows the page needs, so a page costs the rows before it rather than
 * every booking that matches (bench/scale.md, G). With `within`, only the timeframe's first
 * `within` bookings are read: the page may come out short.
 */
export function sessionPageIds(
  where: SQL,
  timeframe: Timeframe,
  today: string,
  page: { limit: number; offset: number },
  within?: number,
): SQL {
  const direction = timeframe === 'upcoming' ? sql`asc` : sql`desc`;
  const orderBy = (firstHour: SQL) =>
    sql`order by ${bk.date} ${direction}, ${firstHour} ${direction}, ${bk.id} ${direction}`;
  const inTimeframe = timeframeDates(timeframe, today);
  const window = sql`limit ${page.limit}::int offset ${page.offset}::int`;
  if (within === undefined) {
    return sql`select ${bk.id} ${BOOKINGS_FROM} where ${where} and ${inTimeframe}
      ${orderBy(FIRST_HOUR)} ${window}`;
  }
  // The first hour leaves the subquery as a column: ordered by it, the planner knows the rows
  // come in order already and stops with the page, where the expression would be sorted again.
  const firstHour = sql`${sql.identifier(BK)}.${sql.identifier('first_hour')}`;
  return sql`select ${bk.id}
    from (select *, ${FIRST_HOUR} as ${sql.identifier('first_hour')} from ${bookings} ${bk}
          where ${inTimeframe} ${orderBy(FIRST_HOUR)} limit ${within}::int) ${sql.identifier(BK)}
      ${PARTIES_JOIN}
    where ${where} ${orderBy(firstHour)} ${window}`;
}

/**
 * One timeframe of the session order as counted for a page: `matches` of its bookings match,
 * exactly unless `capped` (then more than `matches`).
 */
export type CountedTimeframe = { dates: Timeframe; matches: number; capped?: boolean };

/** The timeframes `when` asks for, in session order (upcoming first). */
export const timeframesOf = (when: AdminAnalysisFilter | undefined): Timeframe[] =>
  when === undefined || when === 'all' ? [...TIMEFRAMES] : [when];

/**
 * The ids of the page `window` of a list whose `timeframes` are counted: the upcoming timeframe
 * comes first in session order, then the past one, so the window is cut from each in turn, and a
 * timeframe the window does not reach is not read (`readTimeframe` reads one timeframe's part).
 */
export async function sessionWindowIds<T extends CountedTimeframe>(
  timeframes: readonly T[],
  window: { limit: number; offset: number },
  readTimeframe: (timeframe: T, part: { limit: number; offset: number }) => Promise<string[]>,
): Promise<string[]> {
  const ids: string[] = [];
  let skip = window.offset;
  for (const timeframe of timeframes) {
    const want = window.limit - ids.length;
    if (want === 0) break;
    if (!timeframe.capped && skip >= timeframe.matches) {
      skip -= timeframe.matches;
      continue;
    }
    ids.push(...(await readTimeframe(timeframe, { limit: want, offset: skip })));
    skip = 0;
  }
  return ids;
}

/**
 * A paged list's statements in one read-only repeatable-read transaction: its total and its page
 * see the same bookings, and planner settings last only as long as it does.
 */
export const READ_AS_OF_FIRST_STATEMENT = {
  isolationLevel: 'repeatable read',
  accessMode: 'read only',
} as const;

/** The JSON array `recentBookingsJson` builds, decoded into bookings (in its order). */
export const bookingsJsonSchema = z.array(bookingRow);

const owner = alias(users, 'owner');
const past = alias(bookings, 'past');

/**
 * The columns only one side sees (`toBooking`), as null for every other viewer: the studio's
 * number for its customer; the customer's phone and record, and an offline booking's phone and
 * note, for the studio's owner.
 */
function viewerColumns(viewer: BookingsView['viewer']): SQL {
  const contactPhone =
    viewer === 'customer'
      ? sql`coalesce(${st.contactPhone},
          (select ${owner.phone} from ${users} ${owner} where ${owner.id} = ${st.authorId}))`
      : sql`null::text`;
  if (viewer !== 'owner') {
    return sql`${contactPhone} as contact_phone, null::text as customer_phone,
      null::json as customer_history, null::text as offline_customer_phone, null::text as note`;
  }
  return sql`${contactPhone} as contact_phone, ${cu.phone} as customer_phone,
    ${bk.offlineCustomerPhone} as offline_customer_phone, ${bk.note} as note,
    (select coalesce(json_agg(json_build_object('state', ${past.status}, 'date', ${past.date},
        'hours', ${past.hours}, 'cancelledBy', ${past.cancelledBy},
        'cancelledAt', ${isoUtc(past.statusChangedAt)})), '[]'::json)
     from ${bookings} ${past} where ${past.customerId} = ${bk.customerId}) as customer_history`;
}

/** `bk`'s deposit as one JSON value (`depositRow`), null for a booking without one. */
const DEPOSIT_JSON = sql`case when ${bk.depositAmount} is not null then json_build_object(
    'amount', ${bk.depositAmount}, 'reference', ${bk.depositReference},
    'upi_id', ${bk.depositUpiId}, 'payee', ${bk.depositPayee},
    'pay_by', ${isoUtc(bk.depositPayBy)}, 'utr', ${bk.depositUtr},
    'reported_at', ${isoUtc(bk.depositReportedAt)}, 'paid_at', ${isoUtc(bk.depositPaidAt)},
    'refund', ${bk.depositRefund}, 'refunded_at', ${isoUtc(bk.depositRefundedAt)}) end`;

/**
 * The list rows of the bookings matching `where` (over BOOKINGS_FROM) in `order`, with the
 * columns `viewer` may see. A page is chosen first by id (`sessionPageIds`) and only its rows are
 * built: sorting whole rows of every match to keep ten spilled to disk at 200,000 bookings.
 */
function bookingRows(where: SQL, order: SQL, viewer: BookingsView['viewer']): SQL {
  return sql`select ${bk.id}::text as id, ${st.id}::text as studio_id, ${st.name} as studio_name,
          ${st.city} as studio_city, ${st.fullAddress} as studio_address,
          ${st.publicNumber} as studio_number, ${st.cancellationHours} as cancellation_hours,
          ${bk.deletedStudio} as deleted_studio,
          ${bk.source} as source, ${bk.offlineCustomerName} as offline_customer_name,
          ${cu.id}::text as customer_id, ${cu.name} as customer_name, ${cu.email} as customer_email,
          ${viewerColumns(viewer)},
          ${bk.date}::text as date, ${bk.hours} as hours, ${bk.status} as status,
          ${isoUtc(bk.decisionDueAt)} as decision_due_at,
          ${isoUtc(bk.statusChangedAt)} as status_changed_at,
          ${bk.cancelledBy} as cancelled_by, ${bk.cancelReason} as cancel_reason,
          ${bk.packageKey} as package_key, ${bk.basePrice} as base_price,
          ${bk.addonsTotal} as addons_total, ${bk.totalPrice} as total_price,
          ${bk.paymentStatus} as payment_status, ${isoUtc(bk.createdAt)} as created_at,
          ${DEPOSIT_JSON} as deposit,
          coalesce((select json_agg(json_build_object('key', ${a.key}, 'name', ${a.name},
                      'price', ${a.price}, 'quantity', ${a.quantity}) order by ${a.key})
                    from ${bookingAddons} ${a} where ${a.bookingId} = ${bk.id}), '[]'::json) as addons
        ${BOOKINGS_FROM}
        where ${where}
        ${order}`;
}

/** Bookings matching `where` as `view` sees them, in session order (IST), in one query. */
export async function loadBookings(
  db: Executor,
  where: SQL,
  view: BookingsView,
): Promise<Booking[]> {
  const rows = await decodedRows(
    db,
    bookingRows(where, sessionOrder(istToday(view.now)), view.viewer),
    bookingRow,
  );
  return rows.map((row) => toBooking(row, view));
}

/** One booking by id as `view` sees it, or undefined. */
export async function loadBooking(
  db: Executor,
  id: string,
  view: BookingsView,
): Promise<Booking | undefined> {
  const row = await decodedRow(
    db,
    bookingRows(sql`${bk.id} = ${id}::uuid`, sql``, view.viewer),
    bookingRow,
  );
  return row && toBooking(row, view);
}

/** `notificationViews` of booking `id` as it is now; undefined when it or its studio is gone. */
export async function loadNotificationViews(db: Executor, id: string, now: Date) {
  // The customer's columns: they carry the studio's number, which the notifications need.
  const row = await decodedRow(
    db,
    bookingRows(sql`${bk.id} = ${id}::uuid`, sql``, 'customer'),
    bookingRow,
  );
  return row && notificationViews(row, now);
}

/**
 * The first `limit` bookings matching `where`, in session order (IST), as a single JSON array
 * value, so that a statement responding with more besides (a dashboard's figures) carries its
 * rows too: the recent rows of a customer's or an owner's dashboard. Their bookings are few, so
 * they are found by the customer's or studios' index and sorted (`sessionOrder` matches no index,
 * so the planner never walks every booking for them). The aggregate reads the subquery's sorted,
 * limited rows in their order (no join above it). Decode it with `bookingsJsonSchema`, then
 * `toBooking` each row.
 */
export function recentBookingsJson(where: SQL, view: BookingsView, limit: number): SQL {
  const order = sessionOrder(istToday(view.now));
  const rows = bookingRows(
    sql`${bk.id} in (select ${bk.id} ${BOOKINGS_FROM} where ${where} ${order} limit ${limit}::int)`,
    order,
    view.viewer,
  );
  return sql`coalesce((select json_agg(r) from (${rows}) r), '[]'::json)`;
}
