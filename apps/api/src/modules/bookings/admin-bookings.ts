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
} from '@studio-hive/domain';
import { bookingDayFigures, bookings, studios, users } from '../../db/schema';
import { containsPattern, decodedRow, ilike } from '../../db/sql-fragments';
import { inTransaction, rowsOf, type Executor } from '../../db/transaction';
import { paginate, type Page } from '../../http/pagination';
import {
  bk,
  cu,
  halfDates,
  loadBookings,
  READ_AS_OF_FIRST_STATEMENT,
  sessionHalvesOf,
  sessionPageIds,
  sessionWindowIds,
  st,
  type BookingsContext,
  type SessionHalf,
} from './booking-queries';
import { expiredUnwritten, inCurrentState } from './booking-holds';
import type { BookingsView } from './booking-response';

/**
 * The admin's list (docs/api.md GET /admin/bookings; decisions 012 and 018): every booking in
 * session order, or those matching `q`, `when` and `status`. Without `limit` it responds with
 * every match, as it always did; with it, one page and the total of all matches (a search's
 * counted up to `COUNT_CAP`: decision 038), each read at a cost that does not grow with the
 * platform's bookings (bench/scale.md, G and H).
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
  const offset = (page - 1) * limit;
  // One repeatable-read transaction: the total and the page see the same bookings, and the
  // planner settings below last only as long as it does.
  return inTransaction(
    ctx.db,
    async (tx) => {
      await tx.execute(NO_JIT);
      const halves = await countHalves(tx, query, view.now, Math.max(COUNT_CAP, offset + limit));
      const total = halves.reduce((sum, half) => sum + half.matches, 0);
      const capped = halves.some((half) => half.capped);
      const ids = await sessionWindowIds(halves, { limit, offset }, (half, window) =>
        halfPageIds(tx, query, view.now, half, window),
      );
      const items = ids.length > 0 ? await loadBookings(tx, inArray(bk.id, ids), view) : [];
      return { items, total, page, limit, ...(capped ? { capped } : {}) };
    },
    READ_AS_OF_FIRST_STATEMENT,
  );
}

/**
 * The ids of the bookings of `window` within `half`, read the cheapest of three ways (`Lookup`).
 * The planner is told which: it takes `array(select ...)` to hold ten ids however many match,
 * and would find and sort the 70,000 bookings of a city to keep ten, or walk most of the 790,000
 * past bookings for the few of a studio named. Told not to sort, it walks the index; told not to
 * scan an index in order, it finds the matches.
 */
async function halfPageIds(
  tx: Executor,
  query: AdminBookingsQuery,
  now: Date,
  half: HalfCount,
  window: { limit: number; offset: number },
): Promise<string[]> {
  const read = async (lookup: Lookup, within?: number) => {
    const settings = lookup === 'index' ? FIND : WALK;
    await tx.execute(plannerSettings(settings, 'off'));
    const where = adminBookingsFilter(query, now, lookup);
    const statement = sessionPageIds(where, half.dates, istToday(now), window, within);
    const rows = await rowsOf<{ id: string }>(tx, statement);
    await tx.execute(plannerSettings(settings, 'on'));
    return rows.map((row) => row.id);
  };
  if (!query.q) return read('joined');
  if (!half.capped && !walksSessionOrder({ ...window, ...half })) return read('index');
  // A walk tests each booking through its studio and customer while that stays cheap (a page
  // near the top of a broad search); past the probe's rows, against the matching studios and
  // customers found once.
  if (window.offset + window.limit > WALK_PROBE_ROWS) return read('hashed');
  // Only the bookings in the state asked are tested through their studio and customer: the
  // probe reads as many of the half's bookings as hold about WALK_PROBE_ROWS of them (a rare
  // state's 50 matches lie past the first 2,000), up to a bound on what a failed probe wastes.
  const probeRows = Math.min(
    Math.ceil((WALK_PROBE_ROWS * half.dated) / Math.max(half.inState, 1)),
    WALK_PROBE_MAX_ROWS,
  );
  const expected = half.capped
    ? window.limit
    : Math.min(window.limit, half.matches - window.offset);
  const probed = await read('joined', probeRows);
  return probed.length === expected ? probed : read('hashed');
}

/**
 * A search counts its matches up to here (or to the end of the page asked, if further) and then
 * says "more than" (X-Total-Count-Capped, decision 038): counting every booking of a city costs
 * as many reads as it has bookings, a page only the rows before it.
 */
const COUNT_CAP = 1_000;

/**
 * How many bookings a walk reads testing each through its studio and customer before it finds
 * the matching ones instead (about 4 µs a booking against 7 ms for the 3,400 studios of a city
 * at 10,000 studios: bench/scale.md, H).
 */
const WALK_PROBE_ROWS = 2_000;

/** The most bookings a probe reads, the state's rows among them joined (about 8 ms at most). */
const WALK_PROBE_MAX_ROWS = 20_000;

/**
 * JIT compilation off for the list's transaction: its statements take milliseconds, and a count
 * the planner prices high (a search narrowed to a rare state: it cannot know the count stops at
 * the cap) or a walk whose unavoidable sorts cost 'disabled' would set it off, 15 ms to half a
 * second of compiling (bench/scale.md, J).
 */
const NO_JIT = sql`select set_config('jit', 'off', true)`;

/**
 * Planner settings for the page's statement (transaction-local, back on for the next one). A walk
 * also finds the matching studios and customers by their trigram indexes: the planner scans a
 * city's third of the studios instead, testing the text on every studio (15 to 20 ms against 3
 * at 10,000 studios: bench/scale.md, J).
 */
const WALK = ['enable_sort', 'enable_seqscan'];
const FIND = ['enable_indexscan', 'enable_indexonlyscan'];
const plannerSettings = (names: string[], value: 'on' | 'off') =>
  sql`select ${sql.join(
    names.map((name) => sql`set_config(${name}, ${value}, true)`),
    sql`, `,
  )}`;

/**
 * Whether a page is cheaper read by walking the bookings in session order
 * (`bookings_session_idx`) and testing each, than by finding every match through the studio and
 * customer indexes and sorting them. With the matches spread over the dates alike, the walk
 * reads about (offset + limit) x dated / matches bookings, where `dated` is every booking of the
 * half (upcoming or past); finding them reads all `matches`.
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
 * One half of the session order as counted for a page: `dated`, every booking of its dates;
 * `inState`, those of them in the state asked (all without one); `matches`, those the query
 * matches, exact unless `capped` (then more than `matches`).
 */
type HalfCount = {
  dates: SessionHalf;
  dated: number;
  inState: number;
  matches: number;
  capped: boolean;
};

/**
 * The halves `when` asks for, in session order, each counted. The counters the database keeps
 * per session date and state (decision 036) count them when no search narrows the list, the same
 * at any number of bookings: a state is read as of `now`, so the requests whose deadline has
 * passed, counted as requested, are moved to expired (few: the expiry job expires them). A search
 * counts its matches up to `cap`; after a capped half the next is not counted (the page cannot
 * reach it, and the total is "more than" already).
 */
async function countHalves(
  tx: Executor,
  query: AdminBookingsQuery,
  now: Date,
  cap: number,
): Promise<HalfCount[]> {
  const today = istToday(now);
  const counted: HalfCount[] = [];
  for (const dates of sessionHalvesOf(query.when)) {
    // A search within a state no booking of the half is in (no upcoming no-shows) reads nothing.
    const matches = query.q
      ? sql`case when figures.in_state = 0 then 0
          else ${searchMatches(query.q, dates, today, query.status, now, cap)} end`
      : sql`figures.in_state`;
    const row = await decodedRow(
      tx,
      sql`select figures.dated::int as dated, figures.in_state::int as in_state,
            (${matches})::int as matches
          from (${dayFigures(dates, today, query.status, now)}) figures`,
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
 * From the kept counters, one row: `dated`, the bookings of a half's dates, and `in_state`, those
 * of them in `status` as of `now` (all of them without a status).
 */
function dayFigures(
  dates: SessionHalf,
  today: string,
  status: BookingState | undefined,
  now: Date,
): SQL {
  const f = bookingDayFigures;
  const count = (filter: SQL) => sql`coalesce(sum(${f.bookings}) filter (where ${filter}), 0)`;
  const stored = status ? count(sql`${f.status} = ${status}`) : count(sql`true`);
  const lapsed = sql`(select count(*) from ${bookings} ${bk}
    where ${expiredUnwritten(bk, now.toISOString())} and ${halfDates(dates, today)})`;
  // A request past its deadline counts as expired (`currentState`), not as requested.
  const inState =
    status && EXPIRING_STATES.includes(status)
      ? sql`${stored} - ${lapsed}`
      : status === BOOKING_TRANSITIONS.expire.to
        ? sql`${stored} + ${lapsed}`
        : stored;
  return sql`select ${count(sql`true`)} as dated, ${inState} as in_state
    from ${f} where ${halfDates(dates, today, f.date)}`;
}

/**
 * The bookings of a half `q` matches (and `status`, if given), counted up to `cap` + 1: those of
 * the matching studios, then those of the matching customers at a studio that does not match.
 * Each side reads its bookings through its index (studio or customer, by date) and stops as soon
 * as there are more than `cap`, so a city's count reads about as many index entries as the cap.
 */
function searchMatches(
  q: string,
  dates: SessionHalf,
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
        where ${bk.studioId} = ${s.id} and ${halfDates(dates, today)}${stateMatches} ${enough}) found
      where ${studioMatches(s)} ${enough})
    union all
    (select 1 from ${users} ${u} cross join lateral (
        select 1 from ${bookings} ${bk}
        where ${bk.customerId} = ${u.id} and ${halfDates(dates, today)}${stateMatches}
          and not exists (select 1 from ${studios} ${s2}
                          where ${s2.id} = ${bk.studioId} and ${studioMatches(s2)})
        ${enough}) found
      where ${ilike(u.name, pattern)} or ${ilike(u.email, pattern)} ${enough})
    ${enough}) matching)`;
}

const s = alias(studios, 's');
const s2 = alias(studios, 's2');
const u = alias(users, 'u');

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
        : lookup === 'hashed'
          ? sql`(${bk.studioId} in (${matchingStudios}) or ${bk.customerId} in (${matchingCustomers}))`
          : sql`(${ilike(st.name, pattern)} or ${ilike(st.city, pattern)}
            or ${ilike(cu.name, pattern)} or ${ilike(cu.email, pattern)})`,
    );
  }
  if (query.when === 'upcoming' || query.when === 'past') {
    conditions.push(halfDates(query.when, today));
  }
  if (query.status) conditions.push(inCurrentState(bk, now.toISOString(), query.status));
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}
