import {
  CUSTOMER_RECENT_BOOKINGS,
  formatRupees,
  type Booking,
  type CustomerSummary,
} from '@studio-hive/domain';
import { StudioRemovedNote } from '../../../components/ui/booking-party-cells';
import { BookingStatusBadge } from '../../../components/ui/booking-status-badge';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SessionLabel } from '../../../components/ui/session-label';
import { paths } from '../../../config/paths';
import { studioCity, studioName } from '../../../lib/booking-labels';
import { useSession } from '../../../lib/use-session';
import { useCustomerSummary } from '../api/get-customer-summary';
import {
  DashboardPage,
  DashboardSection,
  FIGURE_COUNTS,
  QuickLinks,
  RecentBookingsSection,
  StatGrid,
  Tips,
} from './dashboard-parts';

/** Texts of the customer dashboard (docs/product.md#customer-dashboard). */
export const CUSTOMER_DASHBOARD_TEXTS = {
  documentTitle: 'Customer Dashboard',
  loadFailed: 'Failed to load your dashboard. Please try again later.',
  recentActivity: 'Recent Activity',
  viewAll: 'View all bookings',
  empty: 'No bookings yet',
  emptyText: 'Find a studio you like and book your first session.',
  browseStudios: 'Browse Studios',
  proTips: 'Pro Tips',
} as const;

/** 'Welcome back, Rohan!': the first word of the user's name (docs/product.md#dashboards). */
export function greeting(name: string | undefined): string {
  const first = name?.trim().split(/\s+/)[0];
  return first ? `Welcome back, ${first}!` : 'Welcome back!';
}

const PRO_TIPS = [
  {
    title: 'Arrive 15 minutes early.',
    text: 'Setting up microphones, cameras and lights takes time, and your booked hours start on the clock.',
  },
  {
    title: 'Plan your content.',
    text: 'An outline or script and a quick run-through make every booked hour count.',
  },
  {
    title: 'Leave reviews.',
    text: 'A few words after your session help other creators choose and studios improve.',
  },
] as const;

function RecentBooking({ booking }: { booking: Booking }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="font-semibold break-words text-slate-900">{studioName(booking)}</h3>
        <p className="text-sm text-slate-500">{studioCity(booking)}</p>
        <StudioRemovedNote booking={booking} />
        <p className="mt-1 text-sm text-slate-700">
          <SessionLabel date={booking.date} hours={booking.hours} />
        </p>
      </div>
      <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
        <p className="font-semibold whitespace-nowrap text-slate-900">
          {formatRupees(booking.totalPrice)}
        </p>
        <BookingStatusBadge booking={booking} />
      </div>
    </li>
  );
}

function RecentActivity({ summary }: { summary: CustomerSummary }) {
  return (
    <RecentBookingsSection
      title={CUSTOMER_DASHBOARD_TEXTS.recentActivity}
      className="lg:col-span-2"
      bookings={summary.recent}
      total={summary.totalBookings}
      limit={CUSTOMER_RECENT_BOOKINGS}
      viewAll={{ to: paths.customerBookings, label: CUSTOMER_DASHBOARD_TEXTS.viewAll }}
      empty={
        <EmptyState
          title={CUSTOMER_DASHBOARD_TEXTS.empty}
          headingLevel={3}
          action={
            <ButtonLink to={paths.studios}>{CUSTOMER_DASHBOARD_TEXTS.browseStudios}</ButtonLink>
          }
        >
          {CUSTOMER_DASHBOARD_TEXTS.emptyText}
        </EmptyState>
      }
    >
      {(recent) => (
        <ul className="grid gap-3">
          {recent.map((booking) => (
            <RecentBooking key={booking._id} booking={booking} />
          ))}
        </ul>
      )}
    </RecentBookingsSection>
  );
}

/** /dashboard/customer (docs/product.md#customer-dashboard). */
export function CustomerDashboard() {
  const { session } = useSession();
  const summary = useCustomerSummary();
  return (
    <DashboardPage
      title={greeting(session?.user.name)}
      documentTitle={CUSTOMER_DASHBOARD_TEXTS.documentTitle}
      description="Your bookings, upcoming sessions and spending at a glance."
      query={summary}
      loadFailed={CUSTOMER_DASHBOARD_TEXTS.loadFailed}
    >
      {(data) => (
        <div className="grid gap-6">
          <StatGrid
            label="Your bookings in figures"
            stats={[
              {
                label: 'Total Bookings',
                counts: FIGURE_COUNTS.anyState,
                value: String(data.totalBookings),
                icon: 'calendar',
                tone: 'indigo',
              },
              {
                label: 'Upcoming',
                counts: FIGURE_COUNTS.confirmedUpcoming,
                value: String(data.upcoming),
                icon: 'clock',
                tone: 'sky',
              },
              {
                label: 'Completed',
                counts: FIGURE_COUNTS.confirmedPast,
                value: String(data.completed),
                icon: 'check',
                tone: 'emerald',
              },
              {
                label: 'Total Spent',
                counts: FIGURE_COUNTS.confirmedRevenue,
                value: formatRupees(data.totalSpent),
                icon: 'rupee',
                tone: 'violet',
              },
            ]}
          />
          <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
            <RecentActivity summary={data} />
            <div className="grid min-w-0 gap-6">
              <QuickLinks
                title="Quick Links"
                links={[
                  {
                    to: paths.studios,
                    title: 'Browse Studios',
                    description: 'Find and book your next session',
                    icon: 'search',
                  },
                  {
                    to: paths.customerBookings,
                    title: 'My Bookings',
                    description: 'Every booking, past and upcoming',
                    icon: 'list',
                  },
                ]}
              />
              <DashboardSection title={CUSTOMER_DASHBOARD_TEXTS.proTips}>
                <Tips tips={PRO_TIPS} />
              </DashboardSection>
            </div>
          </div>
        </div>
      )}
    </DashboardPage>
  );
}
