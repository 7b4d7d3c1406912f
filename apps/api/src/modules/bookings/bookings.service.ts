import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { BOOKING_MESSAGES, offersAddToCalendar } from '@studio-hive/domain';
import { bookings } from '../../db/schema';
import { decodedRows } from '../../db/sql-fragments';
import { inTransaction } from '../../db/transaction';
import { conflict, forbidden, notFound } from '../../http/errors';
import { isUuid } from '../../lib/uuid';
import { bookingCalendar, calendarFilename } from '../../calendar/booking-calendar';
import { bookingDeletedMessages } from '../../notifications/messages';
import { writeNotifications } from '../../notifications/notification-dispatcher';
import {
  loadBooking,
  loadParties,
  type BookingsContext,
  type Caller,
  type Contact,
} from './booking-queries';
import { notificationBooking } from './booking-response';

/**
 * An admin's delete and the calendar file (docs/product.md#bookings, docs/product.md#roles and docs/product.md#constants; docs/api.md).
 * Availability is booking-availability.ts, POST /booking booking-creation.ts, and the queries all
 * of them and the dashboards share booking-queries.ts, the admin's list admin-bookings.ts, the
 * customer's and the owner's own-bookings.ts.
 */

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
  const now = ctx.now();
  const booking = await loadBooking(ctx.db, id, { viewer, now });
  if (!booking) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  const notification = notificationBooking(booking);
  // A deleted studio: nothing to put in a calendar but the history.
  if (!notification) throw notFound(BOOKING_MESSAGES.studioNotFound);
  // The lists offer 'Add to calendar' by the same rule.
  if (!offersAddToCalendar(booking, now)) throw conflict(BOOKING_MESSAGES.notForCalendar);
  return { filename: calendarFilename(booking._id), content: bookingCalendar(notification) };
}
