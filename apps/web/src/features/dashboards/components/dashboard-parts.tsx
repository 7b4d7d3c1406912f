import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatRupees } from '@studio-hive/domain';
import { RetryAlert } from '../../../components/ui/alert';
import { PageHeader, type PageHeaderProps } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { cn } from '../../../lib/cn';
import { DashboardIcon, type IconName } from './dashboard-icon';

type Tone = 'indigo' | 'emerald' | 'amber' | 'sky' | 'violet' | 'rose';

const iconTones: Record<Tone, string> = {
  indigo: 'bg-indigo-50 text-indigo-600',
  emerald: 'bg-emerald-50 text-emerald-700',
  amber: 'bg-amber-50 text-amber-700',
  sky: 'bg-sky-50 text-sky-700',
  violet: 'bg-violet-50 text-violet-700',
  rose: 'bg-rose-50 text-rose-700',
};

/** Two cards a row on phones; four (or a set of three) a row on wider screens. */
const gridColumns = {
  3: 'grid-cols-2 sm:grid-cols-3',
  4: 'grid-cols-2 xl:grid-cols-4',
} as const;

/**
 * What a card's figure counts, in the same words on every dashboard (decision 042): 'upcoming' is
 * a session dated today or later in IST, and only confirmed bookings are upcoming, completed or
 * revenue (the server's `bookingFigures`).
 */
export const FIGURE_COUNTS = {
  awaitingApproval: 'Submitted, awaiting approval',
  approvedStudios: 'Approved, open for booking',
  confirmedUpcoming: 'Confirmed, today or later',
  confirmedPast: 'Confirmed, before today',
  anyState: 'All time, in any state',
  confirmedRevenue: 'Confirmed bookings, all time',
  allTime: 'All time',
  /** The note of an overview's "This month's revenue". */
  confirmedThisMonth: 'Confirmed sessions this month',
} as const;

export type Stat = {
  label: string;
  value: string;
  /** What the figure counts, under it: 'Confirmed, today or later' (decision 042). */
  counts?: string;
  icon: IconName;
  tone: Tone;
};

/**
 * The cards the admin and the owner dashboard both show, drawn alike on both: studios awaiting
 * approval, upcoming bookings and revenue (each dashboard names its own pending and revenue card).
 */
export const SHARED_STATS = {
  pendingStudios: (label: string, studios: number): Stat => ({
    label,
    counts: FIGURE_COUNTS.awaitingApproval,
    value: String(studios),
    icon: 'hourglass',
    tone: 'amber',
  }),
  upcomingBookings: (bookings: number): Stat => ({
    label: 'Upcoming Bookings',
    counts: FIGURE_COUNTS.confirmedUpcoming,
    value: String(bookings),
    icon: 'calendar',
    tone: 'sky',
  }),
  revenue: (label: string, rupees: number): Stat => ({
    label,
    counts: FIGURE_COUNTS.confirmedRevenue,
    value: formatRupees(rupees),
    icon: 'rupee',
    tone: 'emerald',
  }),
};

/**
 * A dashboard's headline figures as a description list under a heading only screen readers
 * show: two cards a row on phones, `columns` on wide screens. Each card is its label (dt) and its
 * figure (dd).
 */
export function StatGrid({
  label,
  stats,
  columns = 4,
}: {
  label: string;
  stats: readonly Stat[];
  columns?: keyof typeof gridColumns;
}) {
  return (
    <div>
      {/* Names the figures for those who move by headings; the cards say the rest. */}
      <h2 className="sr-only">{label}</h2>
      <dl className={cn('grid gap-3 sm:gap-4', gridColumns[columns])}>
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          >
            <dt className="flex items-start justify-between gap-2 text-sm font-medium text-slate-600">
              <span>{stat.label}</span>
              <span
                aria-hidden="true"
                className={cn(
                  'hidden size-9 shrink-0 items-center justify-center rounded-lg sm:flex',
                  iconTones[stat.tone],
                )}
              >
                <DashboardIcon name={stat.icon} />
              </span>
            </dt>
            <dd className="mt-2 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
              {stat.value}
            </dd>
            {stat.counts ? <dd className="mt-1 text-xs text-slate-500">{stat.counts}</dd> : null}
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A titled panel of a dashboard (a region named by its heading), with an optional link. */
export function DashboardSection({
  title,
  action,
  children,
  className,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6',
        className,
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action ? <div className="text-sm">{action}</div> : null}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** 'View all bookings' and the like, beside a section's heading. */
export function SectionLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <TextLink to={to} className="whitespace-nowrap">
      {children}
      <span aria-hidden="true"> →</span>
    </TextLink>
  );
}

/**
 * A dashboard's latest bookings: the first `limit` of `bookings`, with a link to all of them when
 * `total` counts more; `empty` when there are none.
 */
export function RecentBookingsSection<TBooking>({
  title,
  className,
  bookings,
  total,
  limit,
  viewAll,
  empty,
  children,
}: {
  title: string;
  className?: string;
  bookings: readonly TBooking[];
  total: number;
  limit: number;
  viewAll: { to: string; label: string };
  empty: ReactNode;
  children: (recent: readonly TBooking[]) => ReactNode;
}) {
  const recent = bookings.slice(0, limit);
  return (
    <DashboardSection
      title={title}
      className={className}
      action={total > limit ? <SectionLink to={viewAll.to}>{viewAll.label}</SectionLink> : null}
    >
      {recent.length === 0 ? empty : children(recent)}
    </DashboardSection>
  );
}

export type QuickLink = { to: string; title: string; description: string; icon: IconName };

/** Where to go next: a section of large link tiles, one per line on phones. */
export function QuickLinks({ title, links }: { title: string; links: readonly QuickLink[] }) {
  return (
    <DashboardSection title={title}>
      <ul className="grid gap-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="group flex items-center gap-3 rounded-xl border border-slate-200 p-3 transition-colors hover:border-indigo-300 hover:bg-indigo-50/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 group-hover:bg-indigo-100"
              >
                <DashboardIcon name={link.icon} />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">{link.title}</span>
                <span className="block text-sm text-slate-600">{link.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}

/** A short list of advice (Pro Tips, Tips for Success). */
export function Tips({
  tips,
  className,
}: {
  tips: readonly { title: string; text: string }[];
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-3', className)}>
      {tips.map((tip) => (
        <li key={tip.title} className="flex gap-3">
          <span
            aria-hidden="true"
            className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700"
          >
            <DashboardIcon name="check" className="size-4" />
          </span>
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{tip.title}</span> {tip.text}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** A label and its figure inside a section (Business Overview, Platform Overview). */
export function OverviewItem({
  label,
  children,
  note,
}: {
  label: string;
  children: ReactNode;
  note?: string;
}) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 px-4 py-3">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1">
        <span className="block text-base font-semibold break-words text-slate-900">{children}</span>
        {note ? <span className="mt-0.5 block text-sm text-slate-500">{note}</span> : null}
      </dd>
    </div>
  );
}

/** The overview's "This month's revenue" (admin and owner dashboards). */
export function MonthRevenueItem({ rupees }: { rupees: number }) {
  return (
    <OverviewItem label="This month's revenue" note={FIGURE_COUNTS.confirmedThisMonth}>
      {formatRupees(rupees)}
    </OverviewItem>
  );
}

/**
 * A dashboard's figures once they arrive: a spinner first, a failure with 'Try again', or the
 * dashboard itself. Figures already on screen stay when asking again fails, under the alert.
 */
export function DashboardData<T>({
  query,
  loadFailed,
  children,
}: {
  query: UseQueryResult<T>;
  loadFailed: string;
  children: (data: T) => ReactNode;
}) {
  const retry = query.isError ? (
    <RetryAlert className="mb-6" message={loadFailed} onRetry={() => void query.refetch()} />
  ) : null;
  if (query.data === undefined) return retry ?? <PageSpinner />;
  return (
    <>
      {retry}
      {children(query.data)}
    </>
  );
}

/**
 * A dashboard screen: its header, then its figures as `DashboardData` delivers them, with what
 * loads on its own before them (`before`) and after them (`after`).
 */
export function DashboardPage<T>({
  query,
  loadFailed,
  children,
  before,
  after,
  ...header
}: PageHeaderProps & {
  query: UseQueryResult<T>;
  loadFailed: string;
  children: (data: T) => ReactNode;
  before?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader {...header} />
      <div className="mt-6 grid gap-6">
        {before}
        <DashboardData query={query} loadFailed={loadFailed}>
          {children}
        </DashboardData>
        {after}
      </div>
    </div>
  );
}
