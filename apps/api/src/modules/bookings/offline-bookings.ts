import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  BOOKING_MESSAGES,
  BOOKING_TRANSITIONS,
  bookingPriceFits,
  checkOfflineHours,
  OFFLINE_BOOKING_MESSAGES,
  offlineBookingTotal,
  type Booking,
  type BookingSource,
  type ValidOfflineBookingRequest,
} from '@studio-hive/domain';
import { bookingHours, bookings, studioPackages, studios, studioSlots } from '../../db/schema';
import { columnNames, cte, decodedRow } from '../../db/sql-fragments';
import { inTransaction } from '../../db/transaction';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  sqlState,
  FOREIGN_KEY_VIOLATION,
  UNIQUE_VIOLATION,
} from '../../http/errors';
import { expireOverdueRequests } from './booking-bulk-changes';
import { dayHours, hasOverdueHolds } from './booking-holds';
import { loadBooking, visibleOr404, type BookingsContext, type Caller } from './booking-queries';

/**
 * POST /owner/bookings (docs/api.md#offline-bookings, decision 049): the studio's owner records
 * a booking they took elsewhere. It is the table's `recordOffline` transition: confirmed at once,
 * its hours held in `booking_hours` under the same UNIQUE (studio_id, date, hour) as every
 * booking, so a customer's booking and an offline one of the same hour race like two customers'
 * (exactly one wins, the other gets 409). It has no customer account and sends nothing.
 */

const s = alias(studios, 's');
const p = alias(studioPackages, 'p');
const sl = alias(studioSlots, 'sl');
const num = z.coerce.number();

/** What recording a booking needs of its studio on the date, in one read. */
const offlineStudioRead = z.object({
  id: z.string(),
  author_id: z.string(),
  approved: z.boolean(),
  opening_hour: num.nullable(),
  closing_hour: num.nullable(),
  packages: z.array(z.object({ key: z.string(), price: num })),
  offered_hours: z.array(num),
  free_hours: z.array(num),
  /** A request's holds on the date outlived its deadline: expire it before the write. */
  has_expired_holds: z.boolean(),
});

const insertedRow = z.object({ id: z.string() });
const OFFLINE: BookingSource = 'offline';

/**
 * Records `request` for `caller`, the author of its studio, and responds with the booking as the
 * owner's lists show it. A studio that is gone, or pending and someone else's, is 404 (as GET
 * /studio/:id); someone else's approved studio 403. The owner's own pending studio takes offline
 * bookings: nothing of it is public, and its hours stay held once it is approved.
 */
export async function createOfflineBooking(
  ctx: BookingsContext,
  caller: Caller,
  request: ValidOfflineBookingRequest,
): Promise<Booking> {
  try {
    return await inTransaction(ctx.db, async (tx) => {
      const now = ctx.now();
      const nowIso = now.toISOString();
      const read = await decodedRow(
        tx,
        sql`select ${s.id}::text as id, ${s.authorId}::text as author_id,
              ${s.approved} as approved,
              ${s.openingHour}::int as opening_hour, ${s.closingHour}::int as closing_hour,
              coalesce((select json_agg(json_build_object('key', ${p.key}, 'price', ${p.price}))
                        from ${studioPackages} ${p} where ${p.studioId} = ${s.id}), '[]'::json)
                as packages,
              day.offered_hours, day.free_hours,
              ${hasOverdueHolds(s.id, request.date, nowIso)} as has_expired_holds
            from ${studios} ${s}
            cross join lateral (${dayHours(s.id, request.date, nowIso, { busyOffered: true })}) day
            where ${s.id} = ${request.studio}::uuid`,
        offlineStudioRead,
      );
      const studio = visibleOr404(read ?? null, caller);
      if (studio.author_id !== caller.id) throw forbidden(OFFLINE_BOOKING_MESSAGES.notAuthor);

      const checked = checkOfflineHours({
        date: request.date,
        hours: request.hours,
        offeredHours: studio.offered_hours,
        freeHours: studio.free_hours,
        openingHours: { start: studio.opening_hour, end: studio.closing_hour },
        now,
      });
      if (!checked.ok) {
        if (checked.reason === 'taken') throw conflict(checked.message);
        throw badRequest(checked.message, { hours: checked.message });
      }
      const pkg =
        request.packageKey === undefined
          ? null
          : studio.packages.find(
              (candidate) => candidate.key === request.packageKey && candidate.price > 0,
            );
      if (pkg === undefined) {
        throw badRequest(BOOKING_MESSAGES.packageUnknown, {
          packageKey: BOOKING_MESSAGES.packageUnknown,
        });
      }
      const total = offlineBookingTotal({
        totalPrice: request.totalPrice,
        packagePrice: pkg?.price ?? null,
        hourCount: checked.hours.length,
      });
      if (!bookingPriceFits({ basePrice: total, addonsTotal: 0, totalPrice: total })) {
        throw badRequest(BOOKING_MESSAGES.totalTooLarge, {
          totalPrice: BOOKING_MESSAGES.totalTooLarge,
        });
      }
      // A request's hold past its deadline still has its row: expired first, as a booking does.
      if (studio.has_expired_holds) {
        await expireOverdueRequests(
          { ...ctx, db: tx },
          { studioId: studio.id, date: request.date },
        );
      }
      const inserted = await decodedRow(
        tx,
        insertOfflineBooking({
          id: randomUUID(),
          studioId: studio.id,
          date: request.date,
          hours: checked.hours,
          packageKey: pkg?.key ?? '',
          totalPrice: total,
          customerName: request.customerName,
          customerPhone: request.customerPhone ?? null,
          note: request.note ?? null,
        }),
        insertedRow,
      );
      // The owner switched an hour off between the read and the write.
      if (!inserted) throw badRequest(OFFLINE_BOOKING_MESSAGES.notOffered);
      const booking = await loadBooking(tx, inserted.id, { viewer: 'owner', now });
      if (!booking) throw new Error('A booking just written reads back');
      return booking;
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(BOOKING_MESSAGES.justTaken);
    // The studio was deleted between the read and the write.
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw notFound(BOOKING_MESSAGES.studioNotFound);
    throw error;
  }
}

type OfflineWrite = {
  id: string;
  studioId: string;
  date: string;
  hours: number[];
  /** '' for none, as the lists read a booking without a package ('No package'). */
  packageKey: string;
  totalPrice: number;
  customerName: string;
  customerPhone: string | null;
  note: string | null;
};

/**
 * The booking and its holds as one statement: the booking row only while the studio still
 * offers every hour, then its hours, whose UNIQUE (studio_id, date, hour) refuses an hour
 * someone holds (the whole statement fails). No row back: an hour stopped being offered.
 */
function insertOfflineBooking(w: OfflineWrite) {
  const b = cte('b', ['id'] as const);
  const { recordOffline } = BOOKING_TRANSITIONS;
  // One array parameter: a list in a template would be spread into one parameter an hour.
  const hours = sql`${sql.param(w.hours)}::smallint[]`;
  return sql`with ${b.as(sql`
      insert into ${bookings} (${columnNames(
        bookings.id,
        bookings.studioId,
        bookings.date,
        bookings.packageKey,
        bookings.basePrice,
        bookings.addonsTotal,
        bookings.totalPrice,
        bookings.status,
        bookings.hours,
        bookings.statusChangedAt,
        bookings.source,
        bookings.offlineCustomerName,
        bookings.offlineCustomerPhone,
        bookings.note,
      )})
      select ${w.id}::uuid, ${w.studioId}::uuid, ${w.date}::date, ${w.packageKey}::text,
             ${w.totalPrice}::int, 0, ${w.totalPrice}::int, ${recordOffline.to}::text, ${hours},
             now(), ${OFFLINE}::text, ${w.customerName}::text,
             ${w.customerPhone}::text, ${w.note}::text
      where (select count(*) from ${studioSlots} ${sl}
             where ${sl.studioId} = ${w.studioId}::uuid and ${sl.date} = ${w.date}::date
               and ${sl.isAvailable} and ${sl.hour} = any(${hours}))
            = cardinality(${hours})
      returning ${columnNames(bookings.id)}`)}, ${cte('h', []).as(sql`
      insert into ${bookingHours} (${columnNames(
        bookingHours.bookingId,
        bookingHours.studioId,
        bookingHours.date,
        bookingHours.hour,
      )})
      select ${b.col('id')}, ${w.studioId}::uuid, ${w.date}::date, x.hour
      from ${b.ref} cross join unnest(${hours}) as x(hour)`)}
    select ${b.col('id')}::text as id from ${b.ref}`;
}
