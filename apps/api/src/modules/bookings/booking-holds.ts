import { and, count, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  BOOKING_TRANSITIONS,
  EXPIRING_STATES,
  HOLDING_STATES,
  IST_TIME_ZONE,
  type BookingState,
} from '@studio-hive/domain';
import { bookingHours, bookings, importedBusyHours, studioSlots } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/**
 * A booking's state as of `now` and when it holds its hours, as SQL conditions (decisions 025 and
 * 045): the state as the transition table's `currentState` reads it, a hold that still keeps its
 * hour, a booking that holds its hours, one that has not ended yet, and a studio's hours on
 * sale (offered: open and busy in no imported calendar; free: offered and held by nobody). The
 * lists, the availability, a booking and its changes, the calendar feed and the studios' modules
 * read them.
 */

/** The columns a booking's state as of a moment is read from (of `bookings` or an alias of it). */
type BookingStateColumns = { status: SQLWrapper; decisionDueAt: SQLWrapper };

/** `column in (states)`, the states written as literals so that partial indexes can match. */
function statusIn(column: SQLWrapper, states: readonly BookingState[]): SQL {
  return sql`${column} in (${sql.raw(states.map((state) => `'${state}'`).join(', '))})`;
}

/** Whether booking `b`'s decision deadline has passed at `now` (none: it has not). */
function deadlinePassed(b: BookingStateColumns, now: SQLWrapper | string): SQL {
  return sql`coalesce(${b.decisionDueAt} <= ${now}::timestamptz, false)`;
}

/**
 * Whether booking `b` is in `state` as of `now`, as `currentState` reads it: a request past its
 * deadline has expired, whether or not the expiry job has written it yet. Written over the
 * stored state, so that an index on it serves the test (`bookings_studio_state_idx`).
 */
export function inCurrentState(
  b: BookingStateColumns,
  now: SQLWrapper | string,
  state: BookingState,
): SQL {
  const { expire } = BOOKING_TRANSITIONS;
  if (EXPIRING_STATES.includes(state)) {
    return sql`(${statusIn(b.status, [state])} and not ${deadlinePassed(b, now)})`;
  }
  if (state === expire.to) {
    return sql`(${statusIn(b.status, [state, ...EXPIRING_STATES])}
      and (${statusIn(b.status, [state])} or ${deadlinePassed(b, now)}))`;
  }
  return statusIn(b.status, [state]);
}

/** Whether booking `b` is in any of `states` as of `now` (`inCurrentState`). */
export function inCurrentStates(
  b: BookingStateColumns,
  now: SQLWrapper | string,
  states: readonly BookingState[],
): SQL {
  return sql`(${sql.join(
    states.map((state) => inCurrentState(b, now, state)),
    sql` or `,
  )})`;
}

/**
 * The bookings of `b` whose deadline has passed at `now` but which are still stored in one of
 * `states` (a request, a booking awaiting its deposit; all of them by default).
 */
export function expiredUnwritten(
  b: BookingStateColumns,
  now: SQLWrapper | string,
  states: readonly BookingState[] = EXPIRING_STATES,
): SQL {
  return sql`(${statusIn(b.status, states)} and ${deadlinePassed(b, now)})`;
}

/**
 * A hold (a row of booking_hours, aliased `hold`) that still keeps its hour from others at
 * `now`: a confirmed booking's always, a request's until its deadline (decision 025), whether or
 * not the expiry job has released it yet.
 */
export function holdIsLive(hold: { expiresAt: SQLWrapper }, now: SQLWrapper | string): SQL {
  return sql`(${hold.expiresAt} is null or ${hold.expiresAt} > ${now}::timestamptz)`;
}

const overdueHold = alias(bookingHours, 'overdue_hold');

/**
 * Whether a request's hold of `studioId`'s hours on `date` outlived its deadline at `now` (not
 * `holdIsLive`) and is still written: a booking's write would hit it on UNIQUE (studio_id, date,
 * hour), so a booking (a customer's or an offline one) expires those requests first
 * (`expireOverdueRequests`).
 */
export function hasOverdueHolds(
  studioId: SQLWrapper,
  date: SQLWrapper | string,
  now: SQLWrapper | string,
): SQL {
  return sql`exists (select 1 from ${bookingHours} ${overdueHold}
      where ${overdueHold.studioId} = ${studioId} and ${overdueHold.date} = ${date}::date
        and not ${holdIsLive(overdueHold, now)})`;
}

/**
 * Whether booking `b` holds its hours at `now`: it is in a holding state as of `now` (a confirmed
 * one, or a request before its deadline, whether or not the expiry job has expired it yet).
 */
export function holdsAt(b: BookingStateColumns, now: SQLWrapper | string): SQL {
  return inCurrentStates(b, now, HOLDING_STATES);
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

/** The columns of a studio's hour to sell: a row of studio_slots (or an alias of it). */
type SlotColumns = {
  studioId: SQLWrapper;
  date: SQLWrapper;
  hour: SQLWrapper;
  isAvailable: SQLWrapper;
};

const busyHour = alias(importedBusyHours, 'busy_hour');
const heldHour = alias(bookingHours, 'held_hour');

/**
 * Whether slot `sl` is offered (decisions 027 and 048): its owner opened it, and none of the
 * studio's imported calendars has it busy. A busy hour is not for sale, so a booking of it is
 * told the hour is not available any more, as one of a closed hour is. Every reader of the hours
 * a studio sells asks this: the availability, a booking's read and write, a reschedule and the
 * free-time search.
 */
export function slotOffered(sl: SlotColumns): SQL {
  return sql`(${sl.isAvailable} and not exists (
      select 1 from ${importedBusyHours} ${busyHour}
      where ${busyHour.studioId} = ${sl.studioId} and ${busyHour.date} = ${sl.date}
        and ${busyHour.hour} = ${sl.hour}))`;
}

/**
 * Whether someone holds slot `sl`'s hour at `now` (`holdIsLive`), the booking `except` (being
 * rescheduled) not counting against itself.
 */
function slotHeld(sl: SlotColumns, now: SQLWrapper | string, except?: string): SQL {
  return sql`exists (select 1 from ${bookingHours} ${heldHour}
      where ${heldHour.studioId} = ${sl.studioId} and ${heldHour.date} = ${sl.date}
        and ${heldHour.hour} = ${sl.hour} and ${holdIsLive(heldHour, now)}
        ${except ? sql`and ${heldHour.bookingId} <> ${except}::uuid` : sql``})`;
}

/** Whether slot `sl` can be sold at `now`: offered (`slotOffered`) and held by nobody. */
export function slotFree(sl: SlotColumns, now: SQLWrapper | string): SQL {
  return sql`(${slotOffered(sl)} and not ${slotHeld(sl, now)})`;
}

const sl = alias(studioSlots, 'sl');

/**
 * A subquery of a studio's hours on `date`: those it offers (`offered_hours`, `slotOffered`) and,
 * of them, those nobody holds at `now` (`free_hours`), ascending, from one read of the day's
 * slots. The booking's read, a reschedule and an offline booking use it. `except`: the booking
 * being rescheduled, which holds nothing against itself. `busyOffered`: the owner records a
 * booking taken elsewhere (decision 049), and an hour an imported calendar has busy is theirs to
 * record (it may be that very booking): only their own switch decides, as `isAvailable`.
 */
export function dayHours(
  studioId: SQLWrapper,
  date: SQLWrapper | string,
  now: SQLWrapper | string,
  options: { except?: string; busyOffered?: boolean } = {},
): SQL {
  return sql`select coalesce(json_agg(${sl.hour} order by ${sl.hour}), '[]'::json) as offered_hours,
      coalesce(json_agg(${sl.hour} order by ${sl.hour}) filter (
        where not ${slotHeld(sl, now, options.except)}), '[]'::json) as free_hours
    from ${studioSlots} ${sl}
    where ${sl.studioId} = ${studioId} and ${sl.date} = ${date}::date
      and ${options.busyOffered ? sl.isAvailable : slotOffered(sl)}`;
}
