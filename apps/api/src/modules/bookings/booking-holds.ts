import { and, count, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { IST_TIME_ZONE } from '@studio-hive/domain';
import { bookingHours, bookings, studioSlots } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/**
 * When a booking holds its hours (decision 025), as SQL conditions: a hold that still keeps its
 * hour, a booking that holds its hours, one that has not ended yet, and a studio's hours on a
 * date with those nobody holds. The availability, a booking and its changes, the calendar feed
 * and the studios' modules read them.
 */

/**
 * A hold (a row of booking_hours, aliased `hold`) that still keeps its hour from others at
 * `now`: a confirmed booking's always, a request's until its deadline (decision 025), whether or
 * not the sweep has released it yet.
 */
export function holdIsLive(hold: { expiresAt: SQLWrapper }, now: SQLWrapper | string): SQL {
  return sql`(${hold.expiresAt} is null or ${hold.expiresAt} > ${now}::timestamptz)`;
}

/**
 * Whether booking `b` holds its hours at `now`, as `currentState` reads it: a confirmed one, or a
 * request before its deadline (decision 025), whether or not the sweep has expired it yet.
 */
export function holdsAt(
  b: { status: SQLWrapper; decisionDueAt: SQLWrapper },
  now: SQLWrapper | string,
): SQL {
  return sql`(${b.status} = 'confirmed'
    or (${b.status} = 'requested' and ${b.decisionDueAt} > ${now}::timestamptz))`;
}

/**
 * A booking that still holds its hours at `now` and has not ended: what deleting its studio
 * must cancel (decision 025).
 */
export function upcomingHolding(now: Date) {
  const nowIso = now.toISOString();
  return sql`${holdsAt(bookings, nowIso)} and ${sessionEnd} > ${nowIso}::timestamptz`;
}

/** A booking's end, as `bookingSpan` reads it: the IST wall-clock end of its last hour (hours are stored ascending). */
export const sessionEnd = sql`((${bookings.date}::timestamp
    + make_interval(hours => ${bookings.hours}[cardinality(${bookings.hours})] + 1))
  at time zone ${IST_TIME_ZONE})`;

/** Per studio, its bookings and open requests that have not ended at `now` (`upcomingHolding`). */
export async function countUpcomingBookings(
  db: Executor,
  studioIds: string[],
  now: Date,
): Promise<Map<string, number>> {
  if (studioIds.length === 0) return new Map();
  const rows = await db
    .select({ studioId: bookings.studioId, count: count() })
    .from(bookings)
    .where(and(inArray(bookings.studioId, studioIds), upcomingHolding(now)))
    .groupBy(bookings.studioId);
  return new Map(rows.map((row) => [row.studioId!, row.count]));
}

const sl = alias(studioSlots, 'sl');
const bh = alias(bookingHours, 'bh');

/**
 * A subquery of a studio's hours on `date`: those it offers (`offered_hours`) and, of them, those
 * nobody holds at `now` (`free_hours`; the booking `except`, being moved, holds nothing against
 * itself), ascending, from one read of the day's slots. The booking's read and a move use it.
 */
export function dayHours(
  studioId: SQLWrapper,
  date: SQLWrapper | string,
  now: SQLWrapper | string,
  except?: string,
): SQL {
  return sql`select coalesce(json_agg(${sl.hour} order by ${sl.hour}), '[]'::json) as offered_hours,
      coalesce(json_agg(${sl.hour} order by ${sl.hour}) filter (
        where not exists (select 1 from ${bookingHours} ${bh}
                          where ${bh.studioId} = ${sl.studioId}
                            and ${bh.date} = ${sl.date} and ${bh.hour} = ${sl.hour}
                            and ${holdIsLive(bh, now)}
                            ${except ? sql`and ${bh.bookingId} <> ${except}::uuid` : sql``})),
        '[]'::json) as free_hours
    from ${studioSlots} ${sl}
    where ${sl.studioId} = ${studioId} and ${sl.date} = ${date}::date and ${sl.isAvailable}`;
}
