import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  BOOKING_MESSAGES,
  istToday,
  type AdminBookingsQuery,
  type Booking,
} from '@studio-hive/domain';
import { bookings, studios, users } from '../../db/schema';
import { containsPattern, decodedRow, decodedRows, ilike } from '../../db/sql-fragments';
import { inTransaction } from '../../db/transaction';
import { forbidden, notFound } from '../../http/errors';
import { paginate, type Page } from '../../http/pagination';
import { isUuid } from '../../lib/uuid';
import { bookingCalendar, calendarFilename } from '../../calendar/booking-calendar';
import { bookingDeletedMessages } from '../../notifications/messages';
import { writeNotifications } from '../../notifications/notification-dispatcher';
import {
  bk,
  BOOKINGS_FROM,
  bookingsJson,
  bookingsJsonSchema,
  bookingsOf,
  currentStatus,
  isUpcoming,
  loadBooking,
  loadBookings,
  loadParties,
  type BookingsContext,
  type Caller,
  type Contact,
} from './booking-queries';
import { notificationBooking, toBooking, type BookingsView } from './booking-response';

/**
 * The bookings lists, an admin's delete and the calendar file (docs/product.md#bookings, docs/product.md#roles and docs/product.md#constants; docs/api.md).
 * Availability is booking-availability.ts, POST /booking booking-creation.ts, and the queries all
 * of them and the dashboards share booking-queries.ts.
 */

export function listCustomerBookings(ctx: BookingsContext, caller: Caller): Promise<Booking[]> {
  return loadBookings(ctx.db, bookingsOf.customer(caller.id), {
    viewer: 'customer',
    now: ctx.now(),
  });
}

export function listOwnerBookings(ctx: BookingsContext, caller: Caller): Promise<Booking[]> {
  return loadBookings(ctx.db, bookingsOf.owner(caller.id), { viewer: 'owner', now: ctx.now() });
}

const adminPageRow = z.object({ total: z.coerce.number(), items: bookingsJsonSchema });

/**
 * The admin's list (docs/api.md GET /admin/bookings; decisions 012 and 018): every booking in session
 * order, or those matching `q` and `when`; with `limit` one page of them and the total of all
 * matches, both from one statement. Without a query it responds with every booking, as it always
 * did.
 */
export async function listAdminBookings(
  ctx: BookingsContext,
  query: AdminBookingsQuery,
): Promise<Page<Booking>> {
  const view: BookingsView = { viewer: 'admin', now: ctx.now() };
  const where = adminBookingsFilter(query, view.now);
  if (query.limit === undefined) return paginate(await loadBookings(ctx.db, where, view), query);
  const page = query.page ?? 1;
  const row = await decodedRow(
    ctx.db,
    sql`select (select count(*) ${BOOKINGS_FROM} where ${where})::int as total,
          ${bookingsJson(where, view, { limit: query.limit, offset: (page - 1) * query.limit })} as items`,
    adminPageRow,
  );
  return {
    items: (row?.items ?? []).map((item) => toBooking(item, view)),
    total: row?.total ?? 0,
    page,
    limit: query.limit,
  };
}

const s = alias(studios, 's');
const u = alias(users, 'u');

/**
 * `q`: a case-insensitive substring of the studio's name or city or the customer's name or
 * e-mail, its '%', '_' and '\' taken literally; `when`: upcoming or past by the IST date;
 * `status`: the state as of `now`.
 */
function adminBookingsFilter(query: AdminBookingsQuery, now: Date): SQL {
  const today = istToday(now);
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    // Matched in the studios and users tables (far fewer rows than bookings), then looked up by
    // the bookings' studio and customer indexes. As `= any(array(...))`, not `in (select ...)`:
    // PostgreSQL reads `in` or `in` as two hashed subplans over every booking (a second at a
    // million bookings, bench/scale.md), `any` or `any` as two index scans.
    conditions.push(
      sql`(${bk.studioId} = any(array(select ${s.id} from ${studios} ${s}
                                     where ${ilike(s.name, pattern)} or ${ilike(s.city, pattern)}))
           or ${bk.customerId} = any(array(select ${u.id} from ${users} ${u}
                                          where ${ilike(u.name, pattern)} or ${ilike(u.email, pattern)})))`,
    );
  }
  if (query.when === 'upcoming') conditions.push(isUpcoming(today));
  if (query.when === 'past') conditions.push(sql`not (${isUpcoming(today)})`);
  if (query.status) conditions.push(sql`${currentStatus(now)} = ${query.status}`);
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

/**
 * An admin removes a booking (docs/product.md#roles). Its hours and add-ons go with it in the same
 * statement (ON DELETE CASCADE), so the hours are free again the moment it commits.
 */
export async function deleteBooking(ctx: BookingsContext, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  await inTransaction(ctx.db, async (tx) => {
    // Read before the delete: its hours and add-ons go with it.
    const booking = await loadBooking(tx, id, { viewer: 'admin', now: ctx.now() });
    const parties = await loadParties(tx, id);
    const deleted = await decodedRows(
      tx,
      sql`delete from ${bookings} where ${bookings.id} = ${id}::uuid returning ${bookings.id}`,
      z.object({ id: z.string() }),
    );
    // Gone meanwhile (another admin was quicker): that delete sent the notifications.
    if (deleted.length === 0 || !booking) throw notFound(BOOKING_MESSAGES.bookingNotFound);
    const notification = notificationBooking(booking);
    const people = [parties?.customer, parties?.owner].filter((p): p is Contact => !!p);
    if (notification)
      await writeNotifications(tx, bookingDeletedMessages({ booking: notification, people }));
  });
  ctx.notifications.kick();
}

/**
 * The booking as an iCalendar file (docs/api.md#bookings GET /booking/:id/calendar.ics), for its customer and
 * the studio's author only. The customer's names the studio as their bookings list does: its real
 * name and address once the booking is confirmed, else masked (docs/api.md#masked-studios).
 */
export async function bookingCalendarFile(
  ctx: BookingsContext,
  caller: Caller,
  id: string,
): Promise<{ filename: string; content: string }> {
  if (!isUuid(id)) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  const parties = await loadParties(ctx.db, id);
  if (!parties) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  const isAuthor = parties.author_id === caller.id;
  if (!isAuthor && parties.customer_id !== caller.id) {
    throw forbidden(BOOKING_MESSAGES.calendarForbidden);
  }
  const viewer = isAuthor ? 'admin' : 'customer';
  const booking = await loadBooking(ctx.db, id, { viewer, now: ctx.now() });
  if (!booking) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  const notification = notificationBooking(booking);
  // A deleted studio: nothing to put in a calendar but the history.
  if (!notification) throw notFound(BOOKING_MESSAGES.studioNotFound);
  return { filename: calendarFilename(booking._id), content: bookingCalendar(notification) };
}
