import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  dashboardDates,
  CUSTOMER_RECENT_BOOKINGS,
  OWNER_RECENT_BOOKINGS,
  OWNER_CHART_DAYS,
  type AdminSummary,
  type CustomerSummary,
  type DashboardDates,
  type OwnerSummary,
} from '@studio-hive/domain';
import { bookingDailyCounts, studios } from '../../db/schema';
import { cte, decodedRow, isoUtc } from '../../db/sql-fragments';
import {
  bk,
  BOOKINGS_FROM,
  recentBookingsJson,
  bookingsJsonSchema,
  bookingsOf,
  isUpcoming,
  type BookingsContext,
  type Caller,
} from '../bookings/booking-queries';
import { toBooking, type BookingsView } from '../bookings/booking-response';

/**
 * The dashboards' figures (docs/product.md#dashboards; decision 012), each summary in ONE statement of
 * conditional aggregates (`count(*) filter (...)`, `sum(...) filter (...)`) over exactly the
 * bookings the caller's list shows (`bookingsOf`), with its recent rows built by the lists' own
 * query. No booking is loaded to be counted in JavaScript. The dates come from the injected
 * clock in IST (`dashboardDates`) and reach SQL as parameters: nothing here reads the database's
 * clock or time zone.
 */
export type DashboardsContext = Pick<BookingsContext, 'db' | 'now'>;

/**
 * What `bookingFigures` counts: the booking rows of `bk` (customer and owner) or the admin's
 * daily counts (`booking_daily_counts`), each with its state, session date, number of bookings
 * and total price.
 */
type FigureSource = { status: AnyColumn; date: AnyColumn; count: SQL; revenue: SQL };

const BOOKING_ROWS: FigureSource = {
  status: bk.status,
  date: bk.date,
  count: sql`count(*)`,
  revenue: sql`sum(${bk.totalPrice})`,
};

const DAILY_COUNTS: FigureSource = {
  status: bookingDailyCounts.status,
  date: bookingDailyCounts.date,
  count: sql`sum(${bookingDailyCounts.bookings})`,
  revenue: sql`sum(${bookingDailyCounts.revenue})`,
};

/** A confirmed booking: the only kind that counts as upcoming, completed or revenue. */
const isConfirmed = (status: AnyColumn = bk.status) => sql`${status} = 'confirmed'`;

/**
 * Counts and revenue (sum of totalPrice) of the bookings a statement selects from `source`:
 * every booking counts in the total; upcoming, completed and revenue count confirmed ones only (a
 * request, a cancelled or a no-show booking earns the studio nothing at the counter).
 */
function bookingFigures(dates: DashboardDates, source: FigureSource): SQL {
  const confirmed = isConfirmed(source.status);
  const upcoming = isUpcoming(dates.today, source.date);
  const thisMonth = sql`${source.date} >= ${dates.monthStart}::date
    and ${source.date} < ${dates.nextMonthStart}::date`;
  const { count, revenue } = source;
  return sql`coalesce(${count}, 0)::int as total_bookings,
    coalesce(${count} filter (where ${confirmed} and ${upcoming}), 0)::int as upcoming_bookings,
    coalesce(${count} filter (where ${confirmed} and not ${upcoming}), 0)::int
      as completed_bookings,
    coalesce(${revenue} filter (where ${confirmed}), 0)::bigint as total_revenue,
    coalesce(${revenue} filter (where ${confirmed} and ${thisMonth}), 0)::bigint
      as month_revenue`;
}

/** The columns of `bookingFigures`; the sums come back as text (bigint) on node-postgres. */
const num = z.coerce.number();
const bookingFiguresRow = z.object({
  total_bookings: num,
  upcoming_bookings: num,
  completed_bookings: num,
  total_revenue: num,
  month_revenue: num,
});

/** GET /booking/customer/summary: the caller's bookings, a deleted studio's included. */
export async function customerSummary(
  ctx: DashboardsContext,
  caller: Caller,
): Promise<CustomerSummary> {
  const view: BookingsView = { viewer: 'customer', now: ctx.now() };
  const dates = dashboardDates(view.now);
  const mine = bookingsOf.customer(caller.id);
  const row = await decodedRow(
    ctx.db,
    sql`select ${bookingFigures(dates, BOOKING_ROWS)},
          ${recentBookingsJson(mine, view, CUSTOMER_RECENT_BOOKINGS)} as recent
        ${BOOKINGS_FROM} where ${mine}`,
    bookingFiguresRow.extend({ recent: bookingsJsonSchema }),
  );
  const figures = row!;
  return {
    totalBookings: figures.total_bookings,
    upcoming: figures.upcoming_bookings,
    completed: figures.completed_bookings,
    totalSpent: figures.total_revenue,
    recent: figures.recent.map((row) => toBooking(row, view)),
  };
}

const s = alias(studios, 's');
/** The caller's studios, as the owner's summary reads them twice. */
const own = cte('own', ['id', 'name', 'approved', 'created_at'] as const);

/** The owner's and the admin's figures: studios by approval, then their bookings'. */
const studioFiguresRow = bookingFiguresRow.extend({
  active_studios: num,
  pending_studios: num,
});

/** The figures the owner's and the admin's summary both answer with. */
const studioFigures = (figures: z.infer<typeof studioFiguresRow>) => ({
  activeStudios: figures.active_studios,
  pendingStudios: figures.pending_studios,
  upcomingBookings: figures.upcoming_bookings,
  totalBookings: figures.total_bookings,
  monthRevenue: figures.month_revenue,
});

const ownerSummaryRow = studioFiguresRow.extend({
  pending_studio_list: z.array(
    z.object({ _id: z.string(), name: z.string(), createdAt: z.string() }),
  ),
  last_days: z.array(z.object({ date: z.string(), bookings: num, revenue: num })),
  recent: bookingsJsonSchema,
});

/**
 * GET /booking/owner/summary: the caller's studios and the bookings at them. The chart has
 * OWNER_CHART_DAYS days ending today, zero-filled by a day series left-joined to the sessions
 * grouped by date.
 */
export async function ownerSummary(ctx: DashboardsContext, caller: Caller): Promise<OwnerSummary> {
  const view: BookingsView = { viewer: 'owner', now: ctx.now() };
  const dates = dashboardDates(view.now);
  const theirs = bookingsOf.owner(caller.id);
  const row = await decodedRow(
    ctx.db,
    sql`with ${own.as(sql`
          select ${s.id} as id, ${s.name} as name, ${s.approved} as approved,
                 ${s.createdAt} as created_at
          from ${studios} ${s}
          where ${s.authorId} = ${caller.id}::uuid`)}
        select
          (select count(*) from ${own.ref} where ${own.col('approved')})::int as active_studios,
          (select count(*) from ${own.ref} where not ${own.col('approved')})::int as pending_studios,
          figures.*,
          coalesce((select json_agg(json_build_object('_id', ${own.col('id')}::text,
                      'name', ${own.col('name')}, 'createdAt', ${isoUtc(own.col('created_at'))})
                      order by ${own.col('created_at')}, ${own.col('id')})
                    from ${own.ref} where not ${own.col('approved')}), '[]'::json)
            as pending_studio_list,
          (select json_agg(json_build_object('date', d.day::text,
                    'bookings', coalesce(c.bookings, 0), 'revenue', coalesce(c.revenue, 0))
                  order by d.day)
           from (select (${dates.chartFrom}::date + g)::date as day
                 from generate_series(0, ${OWNER_CHART_DAYS - 1}::int) g) d
           left join (
             select ${bk.date} as date, count(*) as bookings, sum(${bk.totalPrice}) as revenue
             ${BOOKINGS_FROM}
             where ${theirs} and ${isConfirmed()}
               and ${bk.date} >= ${dates.chartFrom}::date and ${bk.date} <= ${dates.today}::date
             group by ${bk.date}
           ) c on c.date = d.day) as last_days,
          ${recentBookingsJson(theirs, view, OWNER_RECENT_BOOKINGS)} as recent
        from (
          select ${bookingFigures(dates, BOOKING_ROWS)}
          ${BOOKINGS_FROM}
          where ${theirs}
        ) figures`,
    ownerSummaryRow,
  );
  const figures = row!;
  return {
    ...studioFigures(figures),
    totalRevenue: figures.total_revenue,
    recentBookings: figures.recent.map((row) => toBooking(row, view)),
    pendingStudioList: figures.pending_studio_list,
    lastDays: figures.last_days,
  };
}

const adminSummaryRow = studioFiguresRow.extend({
  cancelled_by_customers: num,
  cancelled_by_studios: num,
  no_shows: num,
});

/**
 * GET /admin/summary: the whole platform. Bookings count as the admin's list shows them, those
 * of a deleted studio or customer included. The booking figures come from the counters the
 * database keeps per session date and state (decision 036): a few rows a day however many bookings
 * there are.
 */
export async function adminSummary(ctx: DashboardsContext): Promise<AdminSummary> {
  const dates = dashboardDates(ctx.now());
  const f = bookingDailyCounts;
  const { count } = DAILY_COUNTS;
  const row = await decodedRow(
    ctx.db,
    sql`select studio_counts.*, figures.*
        from (select count(*) filter (where not ${s.approved})::int as pending_studios,
                     count(*) filter (where ${s.approved})::int as active_studios
              from ${studios} ${s}) studio_counts,
             (select ${bookingFigures(dates, DAILY_COUNTS)},
                coalesce(${count} filter (where ${f.status} = 'cancelled'
                  and ${f.cancelledBy} = 'customer'), 0)::int as cancelled_by_customers,
                coalesce(${count} filter (where ${f.status} = 'cancelled'
                  and ${f.cancelledBy} = 'owner'), 0)::int as cancelled_by_studios,
                coalesce(${count} filter (where ${f.status} = 'no_show'), 0)::int as no_shows
              from ${bookingDailyCounts}) figures`,
    adminSummaryRow,
  );
  const figures = row!;
  return {
    ...studioFigures(figures),
    platformRevenue: figures.total_revenue,
    cancelledByCustomers: figures.cancelled_by_customers,
    cancelledByStudios: figures.cancelled_by_studios,
    noShows: figures.no_shows,
  };
}
