import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  BOOKING_TRANSITIONS,
  EXPIRING_STATES,
  istToday,
  type AdminBookingsQuery,
  type Booking,
  type BookingState,
  type Timeframe,
} from '@studio-hive/domain';
import { bookingDailyCounts, bookings, studios, users } from '../../db/schema';
import { containsPattern, decodedRow, decodedRows, ilike } from '../../db/sql-fragments';
import { inTransaction, type Executor } from '../../db/transaction';
import { paginate, type Page } from '../../http/pagination';
import {
  bk,
  cu,
  timeframeDates,
  loadBookings,
  READ_AS_OF_FIRST_STATEMENT,
  timeframesOf,
  sessionPageIds,
  sessionWindowIds,
  st,
  type BookingsContext,
} from './booking-queries';
import { expiredUnwritten, inCurrentState } from './booking-holds';
import type { BookingsView } from './booking-response';

/**
 * The admin's list (docs/api.md GET /admin/bookings; decisions 012 and 018): every booking in
 * session order, or those matching `q`, `when` and `status`. Without `limit` it responds with
 * every match, as it always did; with it, one page and the total of all matches (a search's
 * counted up to `COUNT_CAP`: decision 038), each read at a cost that does not grow with the
 * platform's bookings (bench/scale.md, G to J).
 *
 * A page is read in four steps, in one repeatable-read transaction (the total and the page see
 * the same bookings, and the planner switches last only as long as it does):
 * 1. the planner's JIT off for the whole transaction (`switchPlanner`);
 * 2. each timeframe of the session order the page may reach counted (`countTimeframes`): the
 *    total;
 * 3. the page's window cut from the timeframes in turn (`sessionWindowIds`), and each
 *    timeframe's part of it found the cheapest of four ways (`findPageIds`);
 * 4. the bookings of the ids found loaded, in session order.
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
  return inTransaction(
    ctx.db,
    async (tx) => {
      await switchPlanner(tx, PLANNER_SWITCHES.wholeList, 'off');
      const cap = Math.max(COUNT_CAP, window.offset + window.limit);
      const timeframes = await countTimeframes(tx, query, view.now, cap);
      const ids = await sessionWindowIds(timeframes, window, (timeframe, part) =>
        findPageIds({ tx, query, now: view.now, timeframe, window: part }),
      );
      const items = ids.length > 0 ? await loadBookings(tx, inArray(bk.id, ids), view) : [];
      return { items, ...totalOf(timeframes), page, limit };
    },
    READ_AS_OF_FIRST_STATEMENT,
  );
}

/**
 * A search counts its matches up to here (or to the end of the page asked, if further) and then
 * says "more than" (X-Total-Count-Capped, decision 038): counting every booking of a city costs
 * as many reads as it has bookings, a page only the rows before it.
 */
const COUNT_CAP = 1_000;

/** The list's total: the timeframes' matches summed, a lower bound when one was `capped`. */
function totalOf(timeframes: readonly TimeframeCount[]): { total: number; capped?: true } {
  const total = timeframes.reduce((sum, timeframe) => sum + timeframe.matches, 0);
  return timeframes.some((timeframe) => timeframe.capped) ? { total, capped: true } : { total };
}

// ---- step 1: the planner's switches ----

/**
 * What the planner is told, every switch transaction-local (`set_config(name, value, true)`), so
 * that it ends with the list's transaction.
 * - `wholeList`: JIT compilation off from the first statement. The statements take
 *   milliseconds, and a count the planner prices high (a search narrowed to a rare state: it
 *   cannot know the count stops at the cap) or a walk whose unavoidable sorts cost 'disabled'
 *   would set it off, 15 ms to half a second of compiling (bench/scale.md, J).
 * - `walk` and `find`: for one page statement, then back on. The planner takes
 *   `array(select ...)` to hold ten ids however many match, and would find and sort the 70,000
 *   bookings of a city to keep ten, or walk most of the 790,000 past bookings for the few of a
 *   studio named (bench/scale.md, G). Told not to sort, it walks `bookings_session_idx`; a walk
 *   also finds the matching studios and customers by their trigram indexes, where it would scan
 *   a city's third of the studios testing the text on each (15 to 20 ms against 3 at 10,000
 *   studios: bench/scale.md, J). Told not to scan an index in order, it finds the matches.
 */
const PLANNER_SWITCHES = {
  wholeList: ['jit'],
  walk: ['enable_sort', 'enable_seqscan'],
  find: ['enable_indexscan', 'enable_indexonlyscan'],
} as const;

/** Turns the planner's `switches` off or on again, for the rest of the list's transaction. */
async function switchPlanner(
  tx: Executor,
  switches: readonly string[],
  value: 'on' | 'off',
): Promise<void> {
  await tx.execute(
    sql`select ${sql.join(
      switches.map((name) => sql`set_config(${name}, ${value}, true)`),
      sql`, `,
    )}`,
  );
}

// ---- step 2: the timeframes counted ----

/**
 * One timeframe of the session order as counted for a page: `dated`, every booking of its
 * dates; `inState`, those of them in the state asked (all without one); `matches`, those the
 * query matches, exact unless `capped` (then more than `matches`).
 */
type TimeframeCount = {
  dates: Timeframe;
  dated: number;
  inState: number;
  matches: number;
  capped: boolean;
};

/**
 * The timeframes `when` asks for, in session order, each counted. The counters the database
 * keeps per session date and state (decision 036) count them when no search narrows the list,
 * the same at any number of bookings: a state is read as of `now`, so the requests and deposits
 * whose deadline has passed, counted in their stored state, are moved to expired (few: the expiry
 * job expires them). A
 * search counts its matches up to `cap`; after a capped timeframe the next is not counted (the
 * page cannot reach it, and the total is "more than" already).
 */
async function countTimeframes(
  tx: Executor,
  query: AdminBookingsQuery,
  now: Date,
  cap: number,
): Promise<TimeframeCount[]> {
  const today = istToday(now);
  const counted: TimeframeCount[] = [];
  for (const dates of timeframesOf(query.when)) {
    // A search in a state no booking of the timeframe is in (no upcoming no-shows) reads nothing.
    const matches = query.q
      ? sql`case when figures.in_state = 0 then 0
          else ${searchMatches(query.q, dates, today, query.status, now, cap)} end`
      : sql`figures.in_state`;
    const row = await decodedRow(
      tx,
      sql`select figures.dated::int as dated, figures.in_state::int as in_state,
            (${matches})::int as matches
          from (${dailyCounts(dates, today, query.status, now)}) figures`,
      countsRow,
    );
    const found = row?.matches ?? 0;
    const capped = Boolean(query.q) && found > cap;
    counted.push({
      dates,
      dated: row?.dated ?? 0,
      inState: row?.in_state ?? 0,
      matches: capped ? cap : found,
      capped,
    });
    if (capped) break;
  }
  return counted;
}

const countsRow = z.object({
  dated: z.coerce.number(),
  in_state: z.coerce.number(),
  matches: z.coerce.number(),
});

/**
 * From the daily counts (decision 036), one row: `dated`, the bookings of a timeframe's dates,
 * and `in_state`, those of them in `status` as of `now` (all of them without a status).
 */
function dailyCounts(
  dates: Timeframe,
  today: string,
  status: BookingState | undefined,
  now: Date,
): SQL {
  const f = bookingDailyCounts;
  const count = (filter: SQL) => sql`coalesce(sum(${f.bookings}) filter (where ${filter}), 0)`;
  const stored = status ? count(sql`${f.status} = ${status}`) : count(sql`true`);
  const overdue = (states: readonly BookingState[]) => sql`(select count(*) from ${bookings} ${bk}
    where ${expiredUnwritten(bk, now.toISOString(), states)} and ${timeframeDates(dates, today)})`;
  // A request (or a booking awaiting its deposit) past its deadline counts as expired
  // (`currentState`), not in the state it is stored in.
  const inState =
    status && EXPIRING_STATES.includes(status)
      ? sql`${stored} - ${overdue([status])}`
      : status === BOOKING_TRANSITIONS.expire.to
        ? sql`${stored} + ${overdue(EXPIRING_STATES)}`
        : stored;
  return sql`select ${count(sql`true`)} as dated, ${inState} as in_state
    from ${f} where ${timeframeDates(dates, today, f.date)}`;
}

/**
 * The bookings of a timeframe `q` matches (and `status`, if given), counted up to `cap` + 1:
 * those of the matching studios, then those of the matching customers at a studio that does not
 * match.
 * Each side reads its bookings through its index (studio or customer, by date) and stops as soon
 * as there are more than `cap`, so a city's count reads about as many index entries as the cap.
 */
function searchMatches(
  q: string,
  dates: Timeframe,
  today: string,
  status: BookingState | undefined,
  now: Date,
  cap: number,
): SQL {
  const pattern = containsPattern(q);
  const enough = sql`limit ${cap + 1}::int`;
  const stateMatches = status ? sql` and ${inCurrentState(bk, now.toISOString(), status)}` : sql``;
  const studioMatches = (studio: { name: AnyColumn; city: AnyColumn }) =>
    sql`(${ilike(studio.name, pattern)} or ${ilike(studio.city, pattern)})`;
  return sql`(select count(*) from (
    (select 1 from ${studios} ${s} cross join lateral (
        select 1 from ${bookings} ${bk}
        where ${bk.studioId} = ${s.id} and ${timeframeDates(dates, today)}${stateMatches}
        ${enough}) found
      where ${studioMatches(s)} ${enough})
    union all
    (select 1 from ${users} ${u} cross join lateral (
        select 1 from ${bookings} ${bk}
        where ${bk.customerId} = ${u.id} and ${timeframeDates(dates, today)}${stateMatches}
          and not exists (select 1 from ${studios} ${s2}
                          where ${s2.id} = ${bk.studioId} and ${studioMatches(s2)})
        ${enough}) found
      where ${ilike(u.name, pattern)} or ${ilike(u.email, pattern)} ${enough})
    ${enough}) matching)`;
}

const s = alias(studios, 's');
const s2 = alias(studios, 's2');
const u = alias(users, 'u');

// ---- step 3: the page's ids found ----

/** One timeframe's part of the page to find: `window` within `timeframe`, for `query` at `now`. */
type TimeframePage = {
  tx: Executor;
  query: AdminBookingsQuery;
  now: Date;
  timeframe: TimeframeCount;
  window: { limit: number; offset: number };
};

/**
 * The ids of one timeframe's part of the page, read the cheapest way for what the count found:
 * each way is a function below, with when it is used and why.
 */
async function findPageIds(page: TimeframePage): Promise<string[]> {
  const { query, timeframe, window } = page;
  if (!query.q) return walkWithoutSearch(page);
  if (!timeframe.capped && !walksSessionOrder({ ...window, ...timeframe })) {
    return findMatchesAndSort(page);
  }
  if (window.offset + window.limit > WALK_PROBE_ROWS) return walkAgainstMatchingParties(page);
  return (await probeTestingEachBooking(page)) ?? walkAgainstMatchingParties(page);
}

/** No search: `bookings_session_idx` walked in session order up to the page (bench/scale.md, G). */
const walkWithoutSearch = (page: TimeframePage) => readPageIds(page, 'joined');

/** Few matches for the page's depth: found by studio and customer, sorted (bench/scale.md, G). */
const findMatchesAndSort = (page: TimeframePage) => readPageIds(page, 'index');

/** A broad search's deep page, or a short probe: matches found once, walked (bench/scale.md, J). */
const walkAgainstMatchingParties = (page: TimeframePage) => readPageIds(page, 'hashed');

/**
 * A broad search near its top: the timeframe's first bookings walked, each tested through its
 * own studio and customer, nothing found ahead (bench/scale.md, H); undefined if the page is
 * short.
 *
 * With a state, only the bookings in it are tested through their studio and customer, so the
 * probe reads as many of the timeframe's bookings as hold about WALK_PROBE_ROWS of them (a rare
 * state's 50 matches lie past the first 2,000), up to a bound on what a failed probe wastes.
 */
async function probeTestingEachBooking(page: TimeframePage): Promise<string[] | undefined> {
  const { timeframe, window } = page;
  const probeRows = Math.min(
    Math.ceil((WALK_PROBE_ROWS * timeframe.dated) / Math.max(timeframe.inState, 1)),
    WALK_PROBE_MAX_ROWS,
  );
  const expected = timeframe.capped
    ? window.limit
    : Math.min(window.limit, timeframe.matches - window.offset);
  const probed = await readPageIds(page, 'joined', probeRows);
  return probed.length === expected ? probed : undefined;
}

/**
 * How many bookings a walk reads testing each through its studio and customer before it finds
 * the matching ones instead (about 4 µs a booking against 7 ms for the 3,400 studios of a city
 * at 10,000 studios: bench/scale.md, H).
 */
const WALK_PROBE_ROWS = 2_000;

/** The most bookings a probe reads, the state's rows among them joined (about 8 ms at most). */
const WALK_PROBE_MAX_ROWS = 20_000;

/**
 * Whether a page is cheaper read by walking the bookings in session order
 * (`bookings_session_idx`) and testing each, than by finding every match through the studio and
 * customer indexes and sorting them. With the matches spread over the dates alike, the walk
 * reads about (offset + limit) x dated / matches bookings, where `dated` is every booking of the
 * timeframe (upcoming or past); finding them reads all `matches`.
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
 * The ids of `page` read with `lookup` (at most its timeframe's first `within` bookings), the
 * planner switched for that lookup during the statement alone: finding the matches without
 * scanning an index in order, walking the session order without sorting.
 */
async function readPageIds(
  page: TimeframePage,
  lookup: Lookup,
  within?: number,
): Promise<string[]> {
  const { tx, query, now, timeframe, window } = page;
  const where = adminBookingsFilter(query, now, lookup);
  const statement = sessionPageIds(where, timeframe.dates, istToday(now), window, within);
  const switches = lookup === 'index' ? PLANNER_SWITCHES.find : PLANNER_SWITCHES.walk;
  await switchPlanner(tx, switches, 'off');
  const rows = await decodedRows(tx, statement, pageIdRow);
  await switchPlanner(tx, switches, 'on');
  return rows.map((row) => row.id);
}

const pageIdRow = z.object({ id: z.string() });

/**
 * How a search is tested: 'index' finds the studios and users `q` matches first (far fewer rows
 * than bookings, through their trigram indexes), then their bookings through the studio and
 * customer indexes (`= any(array(...))`: two index scans); 'hashed' tests each booking read in
 * session order against those studios and users, hashed once (`in (select ...)`); 'joined' tests
 * each booking read through its own studio and customer (BOOKINGS_FROM), which costs nothing
 * ahead, where finding the matching studios of a city means a third of them.
 */
type Lookup = 'index' | 'hashed' | 'joined';

/**
 * `q`: a case-insensitive substring of the studio's name or city or the customer's name or
 * e-mail, its '%', '_' and '\' taken literally; `when`: upcoming or past by the IST date;
 * `status`: the state as of `now`.
 */
function adminBookingsFilter(query: AdminBookingsQuery, now: Date, lookup: Lookup): SQL {
  const today = istToday(now);
  const conditions: SQL[] = [];
  if (query.q) conditions.push(searchCondition(query.q, lookup));
  if (query.when === 'upcoming' || query.when === 'past') {
    conditions.push(timeframeDates(query.when, today));
  }
  if (query.status) conditions.push(inCurrentState(bk, now.toISOString(), query.status));
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

/** A booking `q` matches, tested the way `lookup` says. */
function searchCondition(q: string, lookup: Lookup): SQL {
  const pattern = containsPattern(q);
  if (lookup === 'joined') {
    return sql`(${ilike(st.name, pattern)} or ${ilike(st.city, pattern)}
            or ${ilike(cu.name, pattern)} or ${ilike(cu.email, pattern)})`;
  }
  const matchingStudios = sql`select ${s.id} from ${studios} ${s}
      where ${ilike(s.name, pattern)} or ${ilike(s.city, pattern)}`;
  const matchingCustomers = sql`select ${u.id} from ${users} ${u}
      where ${ilike(u.name, pattern)} or ${ilike(u.email, pattern)}`;
  return lookup === 'index'
    ? sql`(${bk.studioId} = any(array(${matchingStudios}))
            or ${bk.customerId} = any(array(${matchingCustomers})))`
    : sql`(${bk.studioId} in (${matchingStudios}) or ${bk.customerId} in (${matchingCustomers}))`;
}
