import { inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { istToday, type AdminBookingsQuery, type Booking } from '@studio-hive/domain';
import { bookingDayFigures, studios, users } from '../../db/schema';
import { containsPattern, decodedRow, ilike } from '../../db/sql-fragments';
import { inTransaction, rowsOf } from '../../db/transaction';
import { paginate, type Page } from '../../http/pagination';
import {
  bk,
  BOOKINGS_FROM,
  currentStatus,
  isUpcoming,
  loadBookings,
  sessionPageIds,
  type BookingsContext,
} from './booking-queries';
import type { BookingsView } from './booking-response';

/**
 * The admin's list (docs/api.md GET /admin/bookings; decisions 012 and 018): every booking in
 * session order, or those matching `q`, `when` and `status`. Without `limit` it responds with
 * every match, as it always did; with it, one page and the total of all matches, each read at a
 * cost that does not grow with the platform's bookings where an index allows (bench/scale.md, G).
 */
export async function listAdminBookings(
  ctx: BookingsContext,
  query: AdminBookingsQuery,
): Promise<Page<Booking>> {
  const view: BookingsView = { viewer: 'admin', now: ctx.now() };
  if (query.limit === undefined) {
    const where = adminBookingsFilter(query, view.now, 'index');
    return paginate(await loadBookings(ctx.db, where, view), query);
  }
  const { limit } = query;
  const page = query.page ?? 1;
  const window = { limit, offset: (page - 1) * limit };
  // One transaction: the page and its total see the same bookings.
  return inTransaction(ctx.db, async (tx) => {
    const counts = await decodedRow(tx, adminBookingsCounts(query, view.now), countsRow);
    const total = counts?.total ?? 0;
    if (window.offset >= total) return { items: [], total, page, limit };
    const walk = walksSessionOrder({ ...window, matches: total, dated: counts?.dated ?? 0 });
    const where = adminBookingsFilter(query, view.now, walk ? 'walk' : 'index');
    // The planner is told which of the two to use. It takes `array(select ...)` to hold ten ids
    // however many match: it would find and sort the 70,000 bookings of a city to keep ten, or
    // walk most of the 790,000 past bookings for the few of a studio named. Told not to sort, it
    // walks the index; told not to scan an index in order, it finds the matches by bitmap.
    const settings = walk ? WALK : FIND;
    await tx.execute(plannerSettings(settings, 'off'));
    const pageIds = await rowsOf<{ id: string }>(
      tx,
      sessionPageIds(where, istToday(view.now), window),
    );
    await tx.execute(plannerSettings(settings, 'on'));
    const ids = pageIds.map((row) => row.id);
    const items = ids.length > 0 ? await loadBookings(tx, inArray(bk.id, ids), view) : [];
    return { items, total, page, limit };
  });
}

/**
 * Planner settings for the page's statement (transaction-local, back on for the next one). JIT is
 * off with the sort: the sorts the walk cannot avoid then cost 'disabled' in the plan, which would
 * set off JIT compilation (half a second) for a statement of a few milliseconds.
 */
const WALK = ['enable_sort', 'jit'];
const FIND = ['enable_indexscan', 'enable_indexonlyscan'];
const plannerSettings = (names: string[], value: 'on' | 'off') =>
  sql`select ${sql.join(
    names.map((name) => sql`set_config(${name}, ${value}, true)`),
    sql`, `,
  )}`;

const countsRow = z.object({ total: z.coerce.number(), dated: z.coerce.number() });

/**
 * Whether a page is cheaper read by walking the bookings in session order
 * (`bookings_session_idx`) and testing each, than by finding every match through the studio and
 * customer indexes and sorting them. With the matches spread over the dates alike, the walk
 * reads about (offset + limit) x dated / matches bookings, where `dated` is every booking of the
 * dates asked (upcoming, past or all); finding them reads all `matches`.
 */
export function walksSessionOrder(page: {
  limit: number;
  offset: number;
  matches: number;
  dated: number;
}): boolean {
  return (page.offset + page.limit) * page.dated < page.matches * page.matches;
}

/**
 * `total`: X-Total-Count; `dated`: every booking of the dates `when` asks for. Both come from
 * the counters the database keeps per session date (decision 036) when nothing else narrows the
 * list, the same at any number of bookings: the dashboard's Booking Analysis and All Bookings
 * open this way. A search or a state counts the matching bookings themselves (a state is read as
 * of `now`, which no counter knows).
 */
function adminBookingsCounts(query: AdminBookingsQuery, now: Date): SQL {
  const f = bookingDayFigures;
  const upcoming = isUpcoming(istToday(now), f.date);
  const dates =
    query.when === 'upcoming'
      ? upcoming
      : query.when === 'past'
        ? sql`not (${upcoming})`
        : sql`true`;
  const dated = sql`(select coalesce(sum(${f.bookings}), 0) from ${f} where ${dates})`;
  const total =
    query.q || query.status
      ? sql`(select count(*) ${BOOKINGS_FROM} where ${adminBookingsFilter(query, now, 'index')})`
      : dated;
  return sql`select ${total}::int as total, ${dated}::int as dated`;
}

const s = alias(studios, 's');
const u = alias(users, 'u');

/**
 * `q`: a case-insensitive substring of the studio's name or city or the customer's name or
 * e-mail, its '%', '_' and '\' taken literally; `when`: upcoming or past by the IST date;
 * `status`: the state as of `now`.
 *
 * The studios and users `q` matches are found first (far fewer rows than bookings, through their
 * trigram indexes). For `lookup` 'index' their bookings are then read through the studio and
 * customer indexes (`= any(array(...))`: two index scans, where `in (select ...)` would test two
 * subplans on every booking). For 'walk', the bookings read in session order are each tested
 * against the matches hashed once (`in (select ...)`), which an array cannot be.
 */
function adminBookingsFilter(query: AdminBookingsQuery, now: Date, lookup: 'index' | 'walk'): SQL {
  const today = istToday(now);
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const matchingStudios = sql`select ${s.id} from ${studios} ${s}
      where ${ilike(s.name, pattern)} or ${ilike(s.city, pattern)}`;
    const matchingCustomers = sql`select ${u.id} from ${users} ${u}
      where ${ilike(u.name, pattern)} or ${ilike(u.email, pattern)}`;
    conditions.push(
      lookup === 'index'
        ? sql`(${bk.studioId} = any(array(${matchingStudios}))
               or ${bk.customerId} = any(array(${matchingCustomers})))`
        : sql`(${bk.studioId} in (${matchingStudios}) or ${bk.customerId} in (${matchingCustomers}))`,
    );
  }
  if (query.when === 'upcoming') conditions.push(isUpcoming(today));
  if (query.when === 'past') conditions.push(sql`not (${isUpcoming(today)})`);
  if (query.status) conditions.push(sql`${currentStatus(now)} = ${query.status}`);
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}
