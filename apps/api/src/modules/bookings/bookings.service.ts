import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  addonQuantityError,
  BOOKING_HOURS_MESSAGES,
  BOOKING_MESSAGES,
  bookingPrice,
  checkBookableHours,
  istHour,
  istToday,
  priceMismatchMessage,
  type AdminBookingsQuery,
  type Booking,
  type Role,
  type ValidBookingRequest,
} from '@studio-hive/domain';
import type { Database } from '../../db/client';
import { inTransaction, rowsOf, type Executor } from '../../db/transaction';
import { containsPattern, ilike, isoUtc } from '../../db/sql-fragments';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  sqlState,
  FOREIGN_KEY_VIOLATION,
  UNIQUE_VIOLATION,
} from '../../http/errors';
import { paginate, type Page } from '../../http/pagination';
import { isUuid } from '../../lib/uuid';
import {
  callerAccountJson,
  callerOr401,
  type CallerAccount,
  type CurrentUser,
} from '../auth/guards';
import type { TokenClaims } from '../auth/tokens';
import { bookingCalendar, calendarFilename } from '../../calendar/booking-calendar';
import { bookingConfirmedMessages, bookingDeletedMessages } from '../../notifications/messages';
import {
  noticesInsertStep,
  writeNotices,
  type NoticeDispatcher,
} from '../../notifications/notice-dispatcher';

/**
 * Availability and bookings (spec sections 2-5, 9; API.md; ARCHITECTURE.md). The rules are the
 * domain's (slots.ts, pricing.ts); this module reads what they need and writes a booking in one
 * statement whose UNIQUE (studio_id, date, hour) on booking_hours makes a double booking
 * impossible, even between server processes.
 *
 * Bookings do not touch the catalogue cache: a guest's view never depends on them, and a signed-in
 * viewer's unmasking reads their bookings on every request (studios.service `unmaskingRule`).
 */
export type BookingsContext = {
  db: Database;
  now: () => Date;
  /** Told after a commit that wrote notices, so they go out at once (decision 004). */
  notices: Pick<NoticeDispatcher, 'kick'>;
};

export type Caller = { id: string; name: string; email: string; role: Role };

const list = (values: SQL[]) => sql.join(values, sql`, `);

// ---- availability ----

type StudioAccess = { approved: boolean; author_id: string };

/**
 * The studio if `caller` may see it, else 404: a pending studio is visible to its author and
 * admins only, as GET /studio/:id.
 */
function visibleOr404<S extends StudioAccess>(studio: S | null, caller: Caller): S {
  const mayManage = !!studio && (caller.role === 'admin' || studio.author_id === caller.id);
  if (!studio || (!studio.approved && !mayManage)) throw notFound(BOOKING_MESSAGES.studioNotFound);
  return studio;
}

/**
 * The hours that can be booked now (API.md): available, not booked, still ahead in IST; dates
 * ascending, hours ascending, days without such hours left out. A pending studio is visible to
 * its author and admins only (404 for everyone else, as GET /studio/:id).
 */
export async function listAvailability(
  ctx: BookingsContext,
  token: TokenClaims,
  studioId: string,
): Promise<{ date: string; hours: number[] }[]> {
  const now = ctx.now();
  const today = istToday(now);
  // One round trip: the caller's account, the studio's access columns and its bookable hours
  // (read before the checks, shown only after them).
  const [row] = await rowsOf<{
    caller: CallerAccount | null;
    approved: boolean | null;
    author_id: string | null;
    slots: { date: string; hour: number }[] | null;
  }>(
    ctx.db,
    sql`select ${callerAccountJson(token.id)} as caller, s.approved,
          s.author_id::text as author_id,
          (select json_agg(json_build_object('date', sl.date::text, 'hour', sl.hour)
                           order by sl.date, sl.hour)
           from studio_slots sl
           where sl.studio_id = s.id
             and sl.is_available
             and (sl.date > ${today}::date
                  or (sl.date = ${today}::date and sl.hour > ${istHour(now)}::int))
             and not exists (
               select 1 from booking_hours bh
               where bh.studio_id = sl.studio_id and bh.date = sl.date and bh.hour = sl.hour
             )) as slots
        from (select 1) as one
        left join studios s on s.id = ${isUuid(studioId) ? studioId : null}::uuid`,
  );
  const caller = callerOr401(token, row?.caller);
  const studio =
    row && row.approved !== null && row.author_id !== null
      ? { approved: row.approved, author_id: row.author_id }
      : null;
  visibleOr404(studio, caller);
  const days: { date: string; hours: number[] }[] = [];
  for (const slot of row?.slots ?? []) {
    const day = days.at(-1);
    if (day?.date === slot.date) day.hours.push(slot.hour);
    else days.push({ date: slot.date, hours: [slot.hour] });
  }
  return days;
}

// ---- booking ----

/** What a booking request needs of its studio, in one round trip. */
type BookingStudio = {
  id: string;
  name: string;
  city: string;
  full_address: string;
  author_id: string;
  approved: boolean;
  minimum_duration_hours: number;
  packages: { key: string; price: number }[];
  addons: { key: string; name: string; price: number; maxQuantity: number }[];
  /** Slots of the date the owner offers, booked or not. */
  offered_hours: number[];
  /** Of those, the ones nobody has booked. */
  free_hours: number[];
  /** Who the studio's notices go to (the customer's come from their account). */
  owner: Contact | null;
};

type Contact = { name: string; email: string; phone: string };

/** The caller's account and what the booking needs of its studio (null: no such studio). */
type BookingRead = { caller: CallerAccount | null; studio: BookingStudio | null };

/** One round trip: the caller's account (for the guard's checks) and the studio's side. */
async function loadBookingRead(
  db: Executor,
  callerId: string,
  studioId: string,
  date: string,
): Promise<BookingRead> {
  // Without the studio its columns are null: `id` tells.
  type Row = Omit<BookingStudio, 'id'> & { id: string | null; caller: CallerAccount | null };
  const [row] = await rowsOf<Row>(
    db,
    sql`select ${callerAccountJson(callerId)} as caller, st.*
        from (select 1) as one
        left join lateral (
          select s.id::text as id, s.name, s.city, s.full_address, s.author_id::text as author_id,
            s.approved, s.minimum_duration_hours::int as minimum_duration_hours,
            coalesce((select json_agg(json_build_object('key', p.key, 'price', p.price))
                      from studio_packages p where p.studio_id = s.id), '[]'::json) as packages,
            coalesce((select json_agg(json_build_object('key', a.key, 'name', a.name,
                        'price', a.price, 'maxQuantity', a.max_quantity) order by a.position)
                      from studio_addons a where a.studio_id = s.id), '[]'::json) as addons,
            coalesce((select json_agg(sl.hour order by sl.hour) from studio_slots sl
                      where sl.studio_id = s.id and sl.date = ${date}::date and sl.is_available),
                     '[]'::json) as offered_hours,
            coalesce((select json_agg(sl.hour order by sl.hour) from studio_slots sl
                      where sl.studio_id = s.id and sl.date = ${date}::date and sl.is_available
                        and not exists (select 1 from booking_hours bh where bh.studio_id = sl.studio_id
                                        and bh.date = sl.date and bh.hour = sl.hour)),
                     '[]'::json) as free_hours,
            (select json_build_object('name', u.name, 'email', u.email, 'phone', u.phone)
             from users u where u.id = s.author_id) as owner
          from studios s where s.id = ${studioId}::uuid
        ) st on true`,
  );
  if (!row) return { caller: null, studio: null };
  const { caller, id, ...studio } = row;
  return { caller, studio: id === null ? null : { id, ...studio } };
}

type PricedAddon = { key: string; name: string; price: number; quantity: number };

/**
 * Books `request` for `caller` (API.md POST /booking). Every rule is checked before the write and
 * the write re-checks what can change meanwhile (the slots offered, the studio approved) while
 * the unique constraint settles a race: exactly one of several requests for an hour wins, the
 * others get 409.
 */
export async function createBooking(
  ctx: BookingsContext,
  token: TokenClaims,
  request: ValidBookingRequest,
): Promise<Booking> {
  const read = await loadBookingRead(ctx.db, token.id, request.studio, request.date);
  // The guard's account checks, on the account read with the studio (auth.requireToken).
  const caller = callerOr401(token, read.caller);
  const studio = visibleOr404(read.studio, caller);
  if (studio.author_id === caller.id) throw forbidden(BOOKING_MESSAGES.ownStudio);
  if (!studio.approved) throw badRequest(BOOKING_MESSAGES.studioNotBookable);

  const hours = checkHours(ctx, studio, request);
  const pkg = studio.packages.find((p) => p.key === request.packageKey && p.price > 0);
  if (!pkg) {
    throw badRequest(BOOKING_MESSAGES.packageUnknown, {
      packageKey: BOOKING_MESSAGES.packageUnknown,
    });
  }
  const addons = chosenAddons(studio, request.addons);
  const price = bookingPrice({ packagePrice: pkg.price, hourCount: hours.length, addons });
  if (price.totalPrice !== request.totalPrice) {
    const message = priceMismatchMessage(price.totalPrice);
    throw new AppError('PRICE_MISMATCH', message, { totalPrice: message });
  }

  // The id is made here so the notices can name the booking in the same statement: the booking,
  // its hours, add-ons and notices are one statement, atomic and one round trip.
  const booking: Booking = {
    _id: randomUUID(),
    // The booker sees the studio unmasked from now on (spec section 2).
    studio: {
      _id: studio.id,
      name: studio.name,
      location: { city: studio.city, fullAddress: studio.full_address },
    },
    customer: { _id: caller.id, name: caller.name, email: caller.email },
    date: request.date,
    hours,
    packageKey: pkg.key,
    addons,
    ...price,
    paymentStatus: 'payAtStudio',
    createdAt: ctx.now().toISOString(),
  };
  let inserted: { id: string; created_at: string } | undefined;
  try {
    [inserted] = await rowsOf<{ id: string; created_at: string }>(
      ctx.db,
      insertBookingStatement({
        id: booking._id,
        studioId: studio.id,
        customerId: caller.id,
        date: request.date,
        hours,
        packageKey: pkg.key,
        ...price,
        addons,
        // The notices commit with the booking and go out after it (decision 004).
        notices: noticesInsertStep(confirmationNotices(booking, studio, caller), 'b'),
      }),
    );
    if (!inserted) throw conflict(BOOKING_HOURS_MESSAGES.unavailable);
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(BOOKING_MESSAGES.justTaken);
    // The studio was deleted between the check and the write.
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) {
      throw notFound(BOOKING_MESSAGES.studioNotFound);
    }
    throw error;
  }

  ctx.notices.kick();
  return { ...booking, createdAt: inserted.created_at };
}

/** The e-mails (with the .ics) and SMS of a new booking, to its customer and the studio's owner. */
function confirmationNotices(booking: Booking, studio: BookingStudio, caller: CurrentUser) {
  const notice = noticeBooking(booking);
  if (!notice) return [];
  return bookingConfirmedMessages({
    booking: notice,
    customer: { name: caller.name, email: caller.email, phone: caller.phone },
    owner: studio.owner,
  });
}

/** A booking as the notices and the calendar file tell it; null when its studio is gone. */
function noticeBooking(booking: Booking) {
  if (!booking.studio) return null;
  return {
    ...booking,
    studio: {
      name: booking.studio.name,
      city: booking.studio.location.city,
      fullAddress: booking.studio.location.fullAddress,
    },
  };
}

/** The domain's check of date and hours against the studio's free hours, as HTTP errors. */
function checkHours(
  ctx: BookingsContext,
  studio: BookingStudio,
  request: ValidBookingRequest,
): number[] {
  const result = checkBookableHours({
    date: request.date,
    hours: request.hours,
    availableHours: studio.free_hours,
    minimumDurationHours: studio.minimum_duration_hours,
    now: ctx.now(),
  });
  if (result.ok) return result.hours;
  if (result.reason !== 'unavailable') {
    throw badRequest(result.message, { hours: result.message });
  }
  // Offered by the owner but booked meanwhile: someone else was quicker than this picker.
  const offered = new Set(studio.offered_hours);
  const taken = request.hours.every((hour) => offered.has(hour));
  throw conflict(taken ? BOOKING_MESSAGES.justTaken : result.message);
}

/** The add-ons with a quantity above 0, priced from the studio's own list. */
function chosenAddons(
  studio: BookingStudio,
  requested: ValidBookingRequest['addons'],
): PricedAddon[] {
  const chosen: PricedAddon[] = [];
  for (const { key, quantity } of requested) {
    const addon = studio.addons.find((a) => a.key === key);
    if (!addon) {
      throw badRequest(BOOKING_MESSAGES.addonUnknown, { addons: BOOKING_MESSAGES.addonUnknown });
    }
    const error = addonQuantityError(quantity, addon);
    if (error) throw badRequest(error, { addons: error });
    // 0 means "not added" (spec section 4).
    if (quantity > 0) chosen.push({ key, name: addon.name, price: addon.price, quantity });
  }
  return chosen;
}

/**
 * The whole write as one statement (one round trip): the booking row only if every requested
 * hour is still offered and the studio still approved, then its hours and add-ons. A concurrent
 * booking of the same hour makes the hours insert fail on UNIQUE (studio_id, date, hour), which
 * undoes the whole statement. No row back: the hours stopped being offered meanwhile.
 */
function insertBookingStatement(b: {
  id: string;
  studioId: string;
  customerId: string;
  date: string;
  hours: number[];
  packageKey: string;
  basePrice: number;
  addonsTotal: number;
  totalPrice: number;
  addons: PricedAddon[];
  /** Further steps that run only when the booking row is written (its notices). */
  notices: SQL;
}): SQL {
  const hourList = list(b.hours.map((hour) => sql`${hour}::smallint`));
  const hourRows = list(b.hours.map((hour) => sql`(${hour}::smallint)`));
  const addonRows = list(
    b.addons.map(
      (a) => sql`(${a.key}::text, ${a.name}::text, ${a.price}::int, ${a.quantity}::int)`,
    ),
  );
  const addonsInsert =
    b.addons.length === 0
      ? sql``
      : sql`, a as (
          insert into booking_addons (booking_id, key, name, price, quantity)
          select b.id, x.key, x.name, x.price, x.quantity
          from b cross join (values ${addonRows}) as x(key, name, price, quantity)
        )`;
  return sql`with b as (
      insert into bookings (id, studio_id, customer_id, date, package_key, base_price,
                            addons_total, total_price, payment_status)
      select ${b.id}::uuid, ${b.studioId}::uuid, ${b.customerId}::uuid, ${b.date}::date,
             ${b.packageKey}::text,
             ${b.basePrice}::int, ${b.addonsTotal}::int, ${b.totalPrice}::int, 'payAtStudio'
      where exists (select 1 from studios s where s.id = ${b.studioId}::uuid and s.approved)
        and (select count(*) from studio_slots sl
             where sl.studio_id = ${b.studioId}::uuid and sl.date = ${b.date}::date
               and sl.is_available and sl.hour in (${hourList})) = ${b.hours.length}::int
      returning id, created_at
    ), h as (
      insert into booking_hours (booking_id, studio_id, date, hour)
      select b.id, ${b.studioId}::uuid, ${b.date}::date, x.hour
      from b cross join (values ${hourRows}) as x(hour)
    )${addonsInsert}${b.notices}
    select b.id::text as id, ${isoUtc('b.created_at')} as created_at from b`;
}

// ---- lists ----

type BookingRow = {
  id: string;
  studio_id: string | null;
  studio_name: string | null;
  studio_city: string | null;
  studio_address: string | null;
  customer_id: string | null;
  customer_name: string | null;
  customer_email: string | null;
  date: string;
  hours: number[];
  package_key: string;
  addons: { key: string; name: string; price: number; quantity: number }[];
  base_price: number;
  addons_total: number;
  total_price: number;
  payment_status: Booking['paymentStatus'];
  created_at: string;
};

/** A booking `bk` with its studio `st` and customer `cu` (either may be gone: null columns). */
export const BOOKINGS_FROM = sql`from bookings bk
  left join studios st on st.id = bk.studio_id
  left join users cu on cu.id = bk.customer_id`;

/**
 * Which bookings each role's list shows, as conditions over BOOKINGS_FROM: the dashboards count
 * exactly these (decision 012). A customer's include those whose studio was deleted; an owner's
 * are the bookings at their existing studios.
 */
export const bookingsOf = {
  customer: (customerId: string) => sql`bk.customer_id = ${customerId}::uuid`,
  owner: (ownerId: string) => sql`st.author_id = ${ownerId}::uuid`,
};

/** The Upcoming rule of booking-status.ts over `bk`: dated `today` (IST) or later. */
export const isUpcoming = (today: string) => sql`bk.date >= ${today}::date`;

/**
 * The first booked hour of `bk`; 24 for a booking without hours, so it sorts after a day's
 * sessions as a missing hour did.
 */
const FIRST_HOUR = sql`coalesce((select min(h.hour) from booking_hours h where h.booking_id = bk.id), 24)`;

/**
 * The order of every bookings list (decision 018): by the session, not by when it was booked.
 * Upcoming sessions (dated `today` in IST or later) first, the soonest first; then past ones, the
 * latest first; each by date, then first hour, then id so pages never overlap.
 */
function sessionOrder(today: string): SQL {
  const upcoming = isUpcoming(today);
  // Both halves sort by their distance from today, so the first hour is read once a row:
  // upcoming by (days ahead, hour), past by (days ago, hour counted down).
  return sql`order by (${upcoming}) desc,
    abs(bk.date - ${today}::date) asc,
    case when ${upcoming} then 1 else -1 end * ${FIRST_HOUR} asc,
    bk.id`;
}

/**
 * The list rows of the bookings matching `where` (over BOOKINGS_FROM) in `order`, one page of
 * them when `page` is given. Every list shows the studio unmasked: its customer booked it, its
 * owner wrote it, admins see everything (spec sections 2 and 6).
 *
 * A page is chosen first by id (a narrow sort of the session's keys, in memory), and only its
 * rows are built: sorting whole rows of every match to keep ten spilled to disk at 200,000
 * bookings.
 */
function bookingRows(where: SQL, order: SQL, page?: { limit: number; offset: number }): SQL {
  const matching = page
    ? sql`bk.id in (select bk.id ${BOOKINGS_FROM} where ${where} ${order}
                    limit ${page.limit}::int offset ${page.offset}::int)`
    : where;
  return sql`select bk.id::text as id, st.id::text as studio_id, st.name as studio_name,
          st.city as studio_city, st.full_address as studio_address,
          cu.id::text as customer_id, cu.name as customer_name, cu.email as customer_email,
          bk.date::text as date, bk.package_key, bk.base_price, bk.addons_total, bk.total_price,
          bk.payment_status, ${isoUtc('bk.created_at')} as created_at,
          coalesce((select json_agg(h.hour order by h.hour) from booking_hours h
                    where h.booking_id = bk.id), '[]'::json) as hours,
          coalesce((select json_agg(json_build_object('key', a.key, 'name', a.name,
                      'price', a.price, 'quantity', a.quantity) order by a.key)
                    from booking_addons a where a.booking_id = bk.id), '[]'::json) as addons
        ${BOOKINGS_FROM}
        where ${matching}
        ${order}`;
}

/** Bookings matching `where`, in session order from `today` (IST), in one query. */
async function loadBookings(db: Executor, where: SQL, today: string): Promise<Booking[]> {
  const rows = await rowsOf<BookingRow>(db, bookingRows(where, sessionOrder(today)));
  return rows.map(toBooking);
}

/** One booking by id, or undefined. */
async function loadBooking(db: Executor, id: string): Promise<Booking | undefined> {
  const [row] = await rowsOf<BookingRow>(db, bookingRows(sql`bk.id = ${id}::uuid`, sql``));
  return row ? toBooking(row) : undefined;
}

/**
 * One page of the bookings matching `where`, in session order from `today`, as a single JSON
 * array value, so that a statement answering more besides (a total, a dashboard's figures)
 * carries its rows too. The aggregate reads the subquery's sorted, limited rows in their order
 * (no join above it). Read it back with `bookingsFromJson`.
 */
export function bookingsJson(
  where: SQL,
  today: string,
  page: { limit: number; offset: number },
): SQL {
  return sql`coalesce((select json_agg(r) from (${bookingRows(where, sessionOrder(today), page)}) r), '[]'::json)`;
}

export function bookingsFromJson(rows: unknown): Booking[] {
  return (rows as BookingRow[]).map(toBooking);
}

function toBooking(row: BookingRow): Booking {
  return {
    _id: row.id,
    studio: row.studio_id
      ? {
          _id: row.studio_id,
          name: row.studio_name ?? '',
          location: { city: row.studio_city ?? '', fullAddress: row.studio_address },
        }
      : null,
    customer: row.customer_id
      ? { _id: row.customer_id, name: row.customer_name ?? '', email: row.customer_email ?? '' }
      : null,
    date: row.date,
    hours: row.hours.map(Number),
    packageKey: row.package_key,
    addons: row.addons,
    basePrice: Number(row.base_price),
    addonsTotal: Number(row.addons_total),
    totalPrice: Number(row.total_price),
    paymentStatus: row.payment_status,
    createdAt: row.created_at,
  };
}

export function listCustomerBookings(ctx: BookingsContext, caller: Caller): Promise<Booking[]> {
  return loadBookings(ctx.db, bookingsOf.customer(caller.id), istToday(ctx.now()));
}

export function listOwnerBookings(ctx: BookingsContext, caller: Caller): Promise<Booking[]> {
  return loadBookings(ctx.db, bookingsOf.owner(caller.id), istToday(ctx.now()));
}

/**
 * The admin's list (API.md GET /admin/bookings; decisions 012 and 018): every booking in session
 * order, or
 * those matching `q` and `when`; with `limit` one page of them and the total of all matches,
 * both from one statement. Without a query it answers every booking, as it always did.
 */
export async function listAdminBookings(
  ctx: BookingsContext,
  query: AdminBookingsQuery,
): Promise<Page<Booking>> {
  const today = istToday(ctx.now());
  const where = adminBookingsFilter(query, today);
  if (query.limit === undefined) return paginate(await loadBookings(ctx.db, where, today), query);
  const page = query.page ?? 1;
  const [row] = await rowsOf<{ total: number; items: unknown }>(
    ctx.db,
    sql`select (select count(*) ${BOOKINGS_FROM} where ${where})::int as total,
          ${bookingsJson(where, today, { limit: query.limit, offset: (page - 1) * query.limit })} as items`,
  );
  return {
    items: bookingsFromJson(row?.items ?? []),
    total: Number(row?.total ?? 0),
    page,
    limit: query.limit,
  };
}

/**
 * `q`: a case-insensitive substring of the studio's name or city or the customer's name or
 * e-mail, its '%', '_' and '\' taken literally; `when`: upcoming or past by the IST date.
 */
function adminBookingsFilter(query: AdminBookingsQuery, today: string): SQL {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const like = (column: string) => ilike(column, pattern);
    // Matched in the studios and users tables (far fewer rows than bookings), then looked up.
    conditions.push(
      sql`(bk.studio_id in (select s.id from studios s where ${like('s.name')} or ${like('s.city')})
           or bk.customer_id in (select u.id from users u
                                 where ${like('u.name')} or ${like('u.email')}))`,
    );
  }
  if (query.when === 'upcoming') conditions.push(isUpcoming(today));
  if (query.when === 'past') conditions.push(sql`not (${isUpcoming(today)})`);
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

/**
 * An admin removes a booking (spec section 6). Its hours and add-ons go with it in the same
 * statement (ON DELETE CASCADE), so the hours are free again the moment it commits.
 */
export async function deleteBooking(ctx: BookingsContext, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  await inTransaction(ctx.db, async (tx) => {
    // Read before the delete: its hours and add-ons go with it.
    const booking = await loadBooking(tx, id);
    const parties = await loadParties(tx, id);
    const deleted = await rowsOf<{ id: string }>(
      tx,
      sql`delete from bookings where id = ${id}::uuid returning id`,
    );
    // Gone meanwhile (another admin was quicker): that delete sent the notices.
    if (deleted.length === 0 || !booking) throw notFound(BOOKING_MESSAGES.bookingNotFound);
    const notice = noticeBooking(booking);
    const people = [parties?.customer, parties?.owner].filter((p): p is Contact => !!p);
    if (notice) await writeNotices(tx, bookingDeletedMessages({ booking: notice, people }));
  });
  ctx.notices.kick();
}

/** Who a booking concerns: the studio's author and the contacts of customer and owner. */
async function loadParties(db: Executor, bookingId: string) {
  const [row] = await rowsOf<{
    author_id: string | null;
    customer: Contact | null;
    owner: Contact | null;
  }>(
    db,
    sql`select st.author_id::text as author_id,
          (select json_build_object('name', u.name, 'email', u.email, 'phone', u.phone)
           from users u where u.id = bk.customer_id) as customer,
          (select json_build_object('name', u.name, 'email', u.email, 'phone', u.phone)
           from users u where u.id = st.author_id) as owner
        from bookings bk left join studios st on st.id = bk.studio_id
        where bk.id = ${bookingId}::uuid`,
  );
  return row ?? null;
}

/**
 * The booking as an iCalendar file (API.md GET /booking/:id/calendar.ics), for its customer and
 * the studio's author only; both may see the studio's address.
 */
export async function bookingCalendarFile(
  ctx: BookingsContext,
  caller: Caller,
  id: string,
): Promise<{ filename: string; content: string }> {
  if (!isUuid(id)) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  const [booking, parties] = await Promise.all([loadBooking(ctx.db, id), loadParties(ctx.db, id)]);
  if (!booking || !parties) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  const isCustomer = booking.customer?._id === caller.id;
  if (!isCustomer && parties.author_id !== caller.id) {
    throw forbidden(BOOKING_MESSAGES.calendarForbidden);
  }
  const notice = noticeBooking(booking);
  // A deleted studio: nothing to put in a calendar but the history.
  if (!notice) throw notFound(BOOKING_MESSAGES.studioNotFound);
  return { filename: calendarFilename(booking._id), content: bookingCalendar(notice) };
}
