import { inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  BOOKING_SOURCES,
  BOOKING_STATES,
  istToday,
  OWNER_WEEK_MESSAGES,
  ownerWeekStartError,
  studioWeekCells,
  weekDays,
  type OwnerWeek,
  type OwnerWeekQuery,
} from '@studio-hive/domain';
import { bookings, studios, studioSlots, users } from '../../db/schema';
import { decodedRows, isoUtc } from '../../db/sql-fragments';
import { inTransaction } from '../../db/transaction';
import { badRequest, notFound } from '../../http/errors';
import { isUuid } from '../../lib/uuid';
import { loadBusyHours, type StudioBusyHour } from '../calendars/imported-busy-hours';
import { holdsAt } from './booking-holds';
import {
  bk,
  loadBookings,
  READ_AS_OF_FIRST_STATEMENT,
  type BookingsContext,
} from './booking-queries';

/**
 * GET /owner/week (docs/api.md, decision 051): seven days of the caller's studios (all, or one),
 * each hour that matters in one state. The server reads, in one statement, each studio's opening
 * hours, the hours it offers and the bookings that hold hours that week; the domain's
 * `studioWeekCells` decides the states; a second statement reads the bookings the cells name as
 * the owner's list shows them.
 */

const ws = alias(studios, 'ws');
const sl = alias(studioSlots, 'sl');
const wb = alias(bookings, 'wb');
const wc = alias(users, 'wc');

const weekRow = z.object({
  id: z.string(),
  name: z.string(),
  opening_hour: z.number().nullable(),
  closing_hour: z.number().nullable(),
  offered: z.array(z.object({ date: z.string(), hour: z.number() })),
  bookings: z.array(
    z.object({
      _id: z.string(),
      date: z.string(),
      hours: z.array(z.number()),
      status: z.enum(BOOKING_STATES),
      source: z.enum(BOOKING_SOURCES),
      decisionDueAt: z.string().nullable(),
      customerName: z.string().nullable(),
    }),
  ),
});

/**
 * The caller's studios (newest first, as My Studios lists them), each with its offered hours and
 * the bookings that hold hours at `now` (`holdsAt`: confirmed, or a request before its deadline)
 * on the dates `from` to `last`: index reads by studio and date (the slots' primary key,
 * `bookings_studio_state_idx`).
 */
function weekStatement(ownerId: string, studioId: string | undefined, days: string[], now: Date) {
  const from = days[0]!;
  const last = days.at(-1)!;
  return sql`select ${ws.id}::text as id, ${ws.name} as name,
      ${ws.openingHour} as opening_hour, ${ws.closingHour} as closing_hour,
      coalesce((select json_agg(json_build_object('date', ${sl.date}::text, 'hour', ${sl.hour})
                  order by ${sl.date}, ${sl.hour})
                from ${studioSlots} ${sl}
                where ${sl.studioId} = ${ws.id} and ${sl.date} between ${from}::date and ${last}::date
                  and ${sl.isAvailable}), '[]'::json) as offered,
      coalesce((select json_agg(json_build_object('_id', ${wb.id}::text, 'date', ${wb.date}::text,
                    'hours', ${wb.hours}, 'status', ${wb.status}, 'source', ${wb.source},
                    'decisionDueAt', ${isoUtc(wb.decisionDueAt)},
                    'customerName', coalesce(${wb.offlineCustomerName}, ${wc.name}))
                  order by ${wb.date}, ${wb.hours}[1], ${wb.id})
                from ${bookings} ${wb} left join ${users} ${wc} on ${wc.id} = ${wb.customerId}
                where ${wb.studioId} = ${ws.id} and ${wb.date} between ${from}::date and ${last}::date
                  and ${holdsAt(wb, now.toISOString())}), '[]'::json) as bookings
    from ${studios} ${ws}
    where ${ws.authorId} = ${ownerId}::uuid
      ${studioId === undefined ? sql`` : sql`and ${ws.id} = ${studioId}::uuid`}
    order by ${ws.createdAt} desc, ${ws.publicNumber} desc`;
}

/**
 * The week from `query.from` (today in IST without it) of the caller's studios, or of the one
 * `query.studio` names: 400 for a week starting outside the range (`ownerWeekStartError`), 404
 * for a studio that is not the caller's (another owner's looks missing, as everywhere).
 */
export async function ownerWeek(
  ctx: BookingsContext,
  caller: { id: string },
  query: OwnerWeekQuery,
): Promise<OwnerWeek> {
  const now = ctx.now();
  const from = query.from ?? istToday(now);
  const rangeError = ownerWeekStartError(from, istToday(now));
  if (rangeError) throw badRequest(rangeError, { from: rangeError });
  if (query.studio !== undefined && !isUuid(query.studio)) {
    throw notFound(OWNER_WEEK_MESSAGES.studio);
  }
  const days = weekDays(from);
  return inTransaction(
    ctx.db,
    async (tx) => {
      const rows = await decodedRows(
        tx,
        weekStatement(caller.id, query.studio, days, now),
        weekRow,
      );
      if (query.studio !== undefined && rows.length === 0) {
        throw notFound(OWNER_WEEK_MESSAGES.studio);
      }
      // The hours the studios' imported calendars have busy, each with its calendars' labels in
      // the order they were linked: the week shows the first (decision 048).
      const busy = new Map<string, StudioBusyHour[]>();
      const studioIds = rows.map((row) => row.id);
      for (const hour of await loadBusyHours(tx, studioIds, { from, to: days.at(-1)! })) {
        const ofStudio = busy.get(hour.studioId);
        if (ofStudio) ofStudio.push(hour);
        else busy.set(hour.studioId, [hour]);
      }
      const weekStudios = rows.map((row) => ({
        _id: row.id,
        name: row.name,
        cells: studioWeekCells({
          days,
          openingHours: { start: row.opening_hour, end: row.closing_hour },
          offered: row.offered,
          bookings: row.bookings.map((booking) => ({
            ...booking,
            decisionDueAt: booking.decisionDueAt === null ? null : new Date(booking.decisionDueAt),
          })),
          busy: (busy.get(row.id) ?? []).flatMap(({ date, hour, labels }) =>
            labels.map((label) => ({ date, hour, label })),
          ),
          now,
        }),
      }));
      const named = [
        ...new Set(weekStudios.flatMap((studio) => studio.cells.flatMap((c) => c.bookingId ?? []))),
      ];
      const weekBookings =
        named.length === 0
          ? []
          : await loadBookings(tx, inArray(bk.id, named), { viewer: 'owner', now });
      return { from, days, studios: weekStudios, bookings: weekBookings };
    },
    READ_AS_OF_FIRST_STATEMENT,
  );
}
