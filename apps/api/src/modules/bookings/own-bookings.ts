import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  istToday,
  UNPAGED_BOOKINGS_LIMIT,
  type Booking,
  type OwnBookingsQuery,
  type Timeframe,
} from '@studio-hive/domain';
import { bookings, studios } from '../../db/schema';
import { decodedRow, decodedRows } from '../../db/sql-fragments';
import { inTransaction, type Executor } from '../../db/transaction';
import type { Page } from '../../http/pagination';
import {
  bk,
  FIRST_HOUR,
  timeframeDates,
  isUpcoming,
  loadBookings,
  READ_AS_OF_FIRST_STATEMENT,
  timeframesOf,
  sessionWindowIds,
  type BookingsContext,
  type Caller,
} from './booking-queries';
import { inCurrentStates } from './booking-holds';
import type { BookingsView } from './booking-response';

type OwnViewer = 'customer' | 'owner';

/**
 * GET /booking/customer and GET /booking/owner (docs/api.md; decision 041): one page of the
 * caller's bookings (a customer's own, an owner's at their studios, as `bookingsOf`) in session
 * order, narrowed by `when` and `status`, with the exact total. Without `limit`, the first
 * UNPAGED_BOOKINGS_LIMIT: the list no longer comes whole. A page reads the rows before it and
 * the page's own, per studio of the owner, and the total counts index entries only; neither
 * sorts the caller's whole history (bench/scale.md, I).
 */
export async function listOwnBookings(
  ctx: BookingsContext,
  caller: Caller,
  viewer: OwnViewer,
  query: OwnBookingsQuery,
): Promise<Page<Booking>> {
  const view: BookingsView = { viewer, now: ctx.now() };
  const limit = query.limit ?? UNPAGED_BOOKINGS_LIMIT;
  const page = query.page ?? 1;
  const offset = (page - 1) * limit;
  const today = istToday(view.now);
  const states = query.status
    ? inCurrentStates(bk, view.now.toISOString(), query.status)
    : sql`true`;
  const inState = query.refund === 'due' ? sql`${states} and ${REFUND_DUE}` : states;
  return inTransaction(
    ctx.db,
    async (tx) => {
      const groups = bookingGroups(viewer, caller.id);
      const counts = await countTimeframes(tx, groups, inState, today);
      const timeframes = timeframesOf(query.when).map((dates) => ({
        dates,
        matches: counts[dates],
      }));
      const ids = await sessionWindowIds(
        timeframes,
        { limit, offset },
        async (timeframe, window) => {
          const statement = timeframePageIds(groups, inState, timeframe.dates, today, window);
          return (await decodedRows(tx, statement, pageIdRow)).map((row) => row.id);
        },
      );
      const items = ids.length > 0 ? await loadBookings(tx, inArray(bk.id, ids), view) : [];
      const total = timeframes.reduce((sum, timeframe) => sum + timeframe.matches, 0);
      return { items, total, page, limit };
    },
    READ_AS_OF_FIRST_STATEMENT,
  );
}

/**
 * A cancelled booking whose paid deposit is owed back in full and not marked refunded yet
 * (`refund=due`, decision 052; only a paid deposit has a refund recorded).
 */
const REFUND_DUE = sql`(${bk.status} = 'cancelled' and ${bk.depositRefund} = 'full'
  and ${bk.depositRefundedAt} is null)`;

const pageIdRow = z.object({ id: z.string() });
const timeframeCounts = z.object({ upcoming: z.coerce.number(), past: z.coerce.number() });

/**
 * The caller's bookings in `inState`, upcoming and past, in one statement through the customer's
 * or the studios' index by date: index entries only unless a state is asked. (Over
 * BOOKINGS_FROM's outer joins PostgreSQL read every booking's row instead: 30 ms against 2 ms
 * for an owner's 10,000, bench/scale.md, I.)
 */
async function countTimeframes(
  tx: Executor,
  groups: BookingGroups,
  inState: SQL,
  today: string,
): Promise<z.infer<typeof timeframeCounts>> {
  const upcoming = isUpcoming(today);
  const row = await decodedRow(
    tx,
    sql`select count(*) filter (where ${upcoming})::int as upcoming,
          count(*) filter (where not (${upcoming}))::int as past
        from ${groups.ids} g join ${bookings} ${bk} on ${groups.column} = g.id
        where ${inState}`,
    timeframeCounts,
  );
  return row ?? { upcoming: 0, past: 0 };
}

const own = alias(studios, 'own');
const p = sql.identifier('p');
const firstHour = sql.identifier('first_hour');

/**
 * Where the caller's bookings are kept together by date: the customer's under their id
 * (`bookings_customer_idx`), an owner's under each of their studios (`bookings_studio_idx`).
 */
type BookingGroups = { ids: SQL; column: AnyColumn };

function bookingGroups(viewer: OwnViewer, callerId: string): BookingGroups {
  return viewer === 'customer'
    ? { ids: sql`(select ${callerId}::uuid as id)`, column: bk.customerId }
    : {
        ids: sql`(select ${own.id} as id from ${studios} ${own}
                  where ${own.authorId} = ${callerId}::uuid)`,
        column: bk.studioId,
      };
}

/**
 * The ids of one page (`window`) of the caller's bookings of one timeframe in session order: from
 * each group (the customer, or each studio of the owner) the first offset + limit bookings of the
 * timeframe in session order, read through its index by date (each date's few sorted by first
 * hour and id), then those merged and the window cut. So a page costs about (offset + limit) rows a
 * studio, not the caller's whole history, which an owner's bookings sorted together would.
 */
function timeframePageIds(
  { ids, column }: BookingGroups,
  inState: SQL,
  timeframe: Timeframe,
  today: string,
  window: { limit: number; offset: number },
): SQL {
  const direction = timeframe === 'upcoming' ? sql`asc` : sql`desc`;
  return sql`select ${p}.id::text as id
    from ${ids} g cross join lateral (
      select ${bk.id} as id, ${bk.date} as date, ${FIRST_HOUR} as ${firstHour}
      from ${bookings} ${bk}
      where ${column} = g.id and ${timeframeDates(timeframe, today)} and ${inState}
      order by ${bk.date} ${direction}, ${FIRST_HOUR} ${direction}, ${bk.id} ${direction}
      limit ${window.offset + window.limit}::int) ${p}
    order by ${p}.date ${direction}, ${p}.${firstHour} ${direction}, ${p}.id ${direction}
    limit ${window.limit}::int offset ${window.offset}::int`;
}
