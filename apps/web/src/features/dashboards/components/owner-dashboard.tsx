import type { ReactNode } from 'react';
import {
  OWNER_RECENT_BOOKINGS,
  formatShortDate,
  istToday,
  type OwnerSummary,
} from '@studio-hive/domain';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { BookingsTable, type BookingColumn } from '../../../components/ui/bookings-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { useOwnerSummary } from '../api/get-owner-summary';
import { CalendarSubscription } from './calendar-subscription';
import { dashboardBookingColumns } from './dashboard-booking-columns';
import { DashboardIcon } from './dashboard-icon';
import {
  DashboardPage,
  DashboardSection,
  FIGURE_COUNTS,
  MonthRevenueItem,
  OverviewItem,
  QuickLinks,
  RecentBookingsSection,
  SHARED_STATS,
  StatGrid,
  Tips,
} from './dashboard-parts';
import { OwnerActivityChart } from './owner-activity-chart';

/** Texts of the owner dashboard (docs/product.md#owner-dashboard). */
export const OWNER_DASHBOARD_TEXTS = {
  title: 'Studio Owner Dashboard',
  addStudio: 'Add Studio',
  loadFailed: 'Failed to load your dashboard. Please try again later.',
  noActiveStudios: 'No active studios yet',
  waitingForReview: 'Waiting for admin review',
  recentBookings: 'Recent Bookings',
  viewAll: 'View all bookings',
  noBookings: 'No bookings yet',
  pendingList: 'Studios Pending Approval',
  submittedOn: 'Submitted on',
  pendingReview: 'Pending Review',
  tips: 'Tips for Success',
} as const;

const studiosText = (n: number, what: string) => `${n} ${what} ${n === 1 ? 'studio' : 'studios'}`;

const TIPS = [
  {
    title: 'Keep your calendar current.',
    text: 'Generate availability weeks ahead so creators always find a free slot.',
  },
  {
    title: 'Show the room.',
    text: 'Bright photos of the set, the cameras and the acoustic treatment win more bookings.',
  },
  {
    title: 'Price clearly.',
    text: 'Fair package prices and add-ons that say what they include build trust.',
  },
  {
    title: 'Make every session count.',
    text: 'A ready set and a friendly welcome earn the reviews that bring the next booking.',
  },
] as const;

const recentColumns = [
  dashboardBookingColumns.studio,
  dashboardBookingColumns.customer,
  dashboardBookingColumns.dateTime,
  dashboardBookingColumns.price,
  dashboardBookingColumns.status,
] satisfies BookingColumn[];

/** The IST calendar day a studio was submitted, as 'MMM d, yyyy'. */
const submittedOn = (createdAt: string) => formatShortDate(istToday(new Date(createdAt)));

function BusinessOverview({ summary }: { summary: OwnerSummary }) {
  return (
    <DashboardSection title="Business Overview">
      <dl className="grid gap-3 sm:grid-cols-3">
        <OverviewItem label="Active studios">
          {summary.activeStudios > 0
            ? studiosText(summary.activeStudios, 'active')
            : OWNER_DASHBOARD_TEXTS.noActiveStudios}
        </OverviewItem>
        <OverviewItem
          label="Pending approval"
          note={summary.pendingStudios > 0 ? OWNER_DASHBOARD_TEXTS.waitingForReview : undefined}
        >
          {summary.pendingStudios > 0
            ? studiosText(summary.pendingStudios, 'pending')
            : 'None pending'}
        </OverviewItem>
        <MonthRevenueItem rupees={summary.monthRevenue} />
      </dl>
    </DashboardSection>
  );
}

function RecentBookings({ summary }: { summary: OwnerSummary }) {
  return (
    <RecentBookingsSection
      title={OWNER_DASHBOARD_TEXTS.recentBookings}
      bookings={summary.recentBookings}
      total={summary.totalBookings}
      limit={OWNER_RECENT_BOOKINGS}
      viewAll={{ to: paths.ownerBookings, label: OWNER_DASHBOARD_TEXTS.viewAll }}
      empty={
        <EmptyState title={OWNER_DASHBOARD_TEXTS.noBookings} headingLevel={3}>
          Bookings at your studios will appear here once creators book them.
        </EmptyState>
      }
    >
      {(recent) => (
        <BookingsTable
          caption="Recent bookings at your studios"
          columns={recentColumns}
          bookings={recent}
          className=""
        />
      )}
    </RecentBookingsSection>
  );
}

function PendingStudios({ studios }: { studios: OwnerSummary['pendingStudioList'] }) {
  return (
    <DashboardSection title={OWNER_DASHBOARD_TEXTS.pendingList}>
      <ul className="divide-y divide-slate-100">
        {studios.map((studio) => (
          <li
            key={studio._id}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-3 first:pt-0 last:pb-0"
          >
            <div className="min-w-0">
              <h3 className="font-medium break-words text-slate-900">{studio.name}</h3>
              <p className="text-sm text-slate-500">
                {OWNER_DASHBOARD_TEXTS.submittedOn}{' '}
                <time dateTime={studio.createdAt}>{submittedOn(studio.createdAt)}</time>
              </p>
            </div>
            <Badge tone="amber">{OWNER_DASHBOARD_TEXTS.pendingReview}</Badge>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}

function OwnerFigures({ summary }: { summary: OwnerSummary }) {
  return (
    <div className="grid gap-6">
      <StatGrid
        label="Your studios in figures"
        stats={[
          {
            label: 'Active Studios',
            counts: FIGURE_COUNTS.approvedStudios,
            value: String(summary.activeStudios),
            icon: 'studio',
            tone: 'indigo',
          },
          SHARED_STATS.pendingStudios('Pending Approval', summary.pendingStudios),
          SHARED_STATS.upcomingBookings(summary.upcomingBookings),
          SHARED_STATS.revenue('Total Revenue', summary.totalRevenue),
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <div className="grid min-w-0 gap-6 lg:col-span-2">
          <BusinessOverview summary={summary} />
          <DashboardSection title="Last 30 Days">
            <OwnerActivityChart days={summary.lastDays} />
          </DashboardSection>
        </div>
        <div className="grid min-w-0 gap-6">
          <QuickLinks
            title="Quick Actions"
            links={[
              {
                to: paths.ownerStudioNew,
                title: 'Add New Studio',
                description: 'List a studio for approval',
                icon: 'plus',
              },
              {
                to: paths.ownerStudios,
                title: 'Manage Studios',
                description: 'Edit details and availability',
                icon: 'studio',
              },
              {
                to: paths.ownerBookings,
                title: 'View Bookings',
                description: 'Every booking at your studios',
                icon: 'list',
              },
              {
                to: paths.ownerWeek,
                title: 'Week View',
                description: 'Every hour of your studios, a week at a time',
                icon: 'calendar',
              },
            ]}
          />
          <CalendarSubscription />
          {summary.pendingStudioList.length > 0 ? (
            <PendingStudios studios={summary.pendingStudioList} />
          ) : null}
        </div>
      </div>
      <RecentBookings summary={summary} />
      <DashboardSection title={OWNER_DASHBOARD_TEXTS.tips}>
        <Tips tips={TIPS} className="sm:grid-cols-2 sm:gap-x-6" />
      </DashboardSection>
    </div>
  );
}

/**
 * /dashboard/owner (docs/product.md#owner-dashboard). `requests`: what waits for the owner
 * (deposits to confirm, booking requests, refunds due), first on the page and loaded beside the
 * figures; `addBooking`: the 'Add a booking'
 * button, beside Add Studio (both the bookings feature's, composed by the route).
 */
export function OwnerDashboard({
  requests,
  addBooking,
}: {
  requests?: ReactNode;
  addBooking?: ReactNode;
}) {
  const summary = useOwnerSummary();
  return (
    <DashboardPage
      title={OWNER_DASHBOARD_TEXTS.title}
      description="Your studios, approvals, bookings and revenue at a glance."
      actions={
        <>
          {addBooking}
          <ButtonLink to={paths.ownerStudioNew} variant={addBooking ? 'secondary' : undefined}>
            <DashboardIcon name="plus" />
            {OWNER_DASHBOARD_TEXTS.addStudio}
          </ButtonLink>
        </>
      }
      query={summary}
      loadFailed={OWNER_DASHBOARD_TEXTS.loadFailed}
      before={requests}
    >
      {(data) => <OwnerFigures summary={data} />}
    </DashboardPage>
  );
}
