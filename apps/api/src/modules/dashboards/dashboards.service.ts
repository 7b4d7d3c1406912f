import { sql, type SQL } from 'drizzle-orm';
import {
  dashboardDates,
  CUSTOMER_RECENT_BOOKINGS,
  OWNER_RECENT_BOOKINGS,
  OWNER_CHART_DAYS,
  type AdminSummary,
  type CustomerSummary,
  type DailyFigure,
  type DashboardDates,
  type OwnerSummary,
} from '@studio-hive/domain';
import { isoUtc } from '../../db/sql-fragments';
import { rowsOf } from '../../db/transaction';
import {
  BOOKINGS_FROM,
  bookingsFromJson,
  bookingsJson,
  bookingsOf,
  isUpcoming,
  type BookingsContext,
  type Caller,
} from '../bookings/bookings.service';

/**
 * The dashboards' figures (spec section 2; decision 012), each summary in ONE statement of
 * conditional aggregates (`count(*) filter (...)`, `sum(...) filter (...)`) over exactly the
 * bookings the caller's list shows (`bookingsOf`), with its recent rows built by the lists' own
 * query. No booking is loaded to be counted in JavaScript. The dates come from the injected
 * clock in IST (`dashboardDates`) and reach SQL as parameters: nothing here reads the database's
 * clock or time zone.
 */
export type DashboardsContext = Pick<BookingsContext, 'db' | 'now'>;

/** `bk` is dated in the current IST calendar month. */
const monthOf = (dates: DashboardDates) =>
  sql`bk.date >= ${dates.monthStart}::date and bk.date < ${dates.nextMonthStart}::date`;

/** Counts and revenue (sum of totalPrice) of the bookings `bk` a statement selects. */
function bookingFigures(dates: DashboardDates): SQL {
  return sql`count(*)::int as total_bookings,
    count(*) filter (where ${isUpcoming(dates.today)})::int as upcoming_bookings,
    coalesce(sum(bk.total_price), 0)::bigint as total_revenue,
    coalesce(sum(bk.total_price) filter (where ${monthOf(dates)}), 0)::bigint as month_revenue`;
}

type BookingFigures = {
  total_bookings: number;
  upcoming_bookings: number;
  total_revenue: string | number | bigint;
  month_revenue: string | number | bigint;
};

/** GET /booking/customer/summary: the caller's bookings, a deleted studio's included. */
export async function customerSummary(
  ctx: DashboardsContext,
  caller: Caller,
): Promise<CustomerSummary> {
  const dates = dashboardDates(ctx.now());
  const mine = bookingsOf.customer(caller.id);
  const [row] = await rowsOf<BookingFigures & { recent: unknown }>(
    ctx.db,
    sql`select ${bookingFigures(dates)},
          ${bookingsJson(mine, dates.today, { limit: CUSTOMER_RECENT_BOOKINGS, offset: 0 })} as recent
        ${BOOKINGS_FROM} where ${mine}`,
  );
  const figures = row!;
  const upcoming = Number(figures.upcoming_bookings);
  const total = Number(figures.total_bookings);
  return {
    totalBookings: total,
    upcoming,
    completed: total - upcoming,
    totalSpent: Number(figures.total_revenue),
    recent: bookingsFromJson(figures.recent),
  };
}

/**
 * GET /booking/owner/summary: the caller's studios and the bookings at them. The chart has
 * OWNER_CHART_DAYS days ending today, zero-filled by a day series left-joined to the sessions
 * grouped by date.
 */
export async function ownerSummary(ctx: DashboardsContext, caller: Caller): Promise<OwnerSummary> {
  const dates = dashboardDates(ctx.now());
  const theirs = bookingsOf.owner(caller.id);
  const [row] = await rowsOf<
    BookingFigures & {
      active_studios: number;
      pending_studios: number;
      pending_studio_list: OwnerSummary['pendingStudioList'];
      last_days: DailyFigure[];
      recent: unknown;
    }
  >(
    ctx.db,
    sql`with own as (
          select s.id, s.name, s.approved, s.created_at from studios s
          where s.author_id = ${caller.id}::uuid
        )
        select
          (select count(*) from own where own.approved)::int as active_studios,
          (select count(*) from own where not own.approved)::int as pending_studios,
          figures.*,
          coalesce((select json_agg(json_build_object('_id', own.id::text, 'name', own.name,
                      'createdAt', ${isoUtc('own.created_at')}) order by own.created_at, own.id)
                    from own where not own.approved), '[]'::json) as pending_studio_list,
          (select json_agg(json_build_object('date', d.day::text,
                    'bookings', coalesce(c.bookings, 0), 'revenue', coalesce(c.revenue, 0))
                  order by d.day)
           from (select (${dates.chartFrom}::date + g)::date as day
                 from generate_series(0, ${OWNER_CHART_DAYS - 1}::int) g) d
           left join (
             select bk.date, count(*) as bookings, sum(bk.total_price) as revenue
             ${BOOKINGS_FROM}
             where ${theirs}
               and bk.date >= ${dates.chartFrom}::date and bk.date <= ${dates.today}::date
             group by bk.date
           ) c on c.date = d.day) as last_days,
          ${bookingsJson(theirs, dates.today, { limit: OWNER_RECENT_BOOKINGS, offset: 0 })} as recent
        from (
          select ${bookingFigures(dates)}
          ${BOOKINGS_FROM}
          where ${theirs}
        ) figures`,
  );
  const figures = row!;
  return {
    activeStudios: Number(figures.active_studios),
    pendingStudios: Number(figures.pending_studios),
    upcomingBookings: Number(figures.upcoming_bookings),
    totalBookings: Number(figures.total_bookings),
    totalRevenue: Number(figures.total_revenue),
    monthRevenue: Number(figures.month_revenue),
    recentBookings: bookingsFromJson(figures.recent),
    pendingStudioList: figures.pending_studio_list,
    lastDays: figures.last_days.map((day) => ({
      date: day.date,
      bookings: Number(day.bookings),
      revenue: Number(day.revenue),
    })),
  };
}

/**
 * GET /admin/summary: the whole platform. Bookings count as the admin's list shows them, those
 * of a deleted studio or customer included.
 */
export async function adminSummary(ctx: DashboardsContext): Promise<AdminSummary> {
  const dates = dashboardDates(ctx.now());
  const [row] = await rowsOf<BookingFigures & { pending_studios: number; active_studios: number }>(
    ctx.db,
    sql`select studio_counts.*, figures.*
        from (select count(*) filter (where not s.approved)::int as pending_studios,
                     count(*) filter (where s.approved)::int as active_studios
              from studios s) studio_counts,
             (select ${bookingFigures(dates)} from bookings bk) figures`,
  );
  const figures = row!;
  return {
    pendingStudios: Number(figures.pending_studios),
    activeStudios: Number(figures.active_studios),
    upcomingBookings: Number(figures.upcoming_bookings),
    totalBookings: Number(figures.total_bookings),
    platformRevenue: Number(figures.total_revenue),
    monthRevenue: Number(figures.month_revenue),
  };
}
