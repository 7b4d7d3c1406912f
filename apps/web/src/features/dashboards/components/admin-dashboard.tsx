import type { AdminSummary } from '@studio-hive/domain';
import { paths } from '../../../config/paths';
import { useAdminSummary } from '../api/get-admin-summary';
import { BookingAnalysis } from './booking-analysis';
import {
  DashboardPage,
  DashboardSection,
  FIGURE_COUNTS,
  MonthRevenueItem,
  OverviewItem,
  QuickLinks,
  SHARED_STATS,
  StatGrid,
} from './dashboard-parts';

/** Texts of the admin dashboard (docs/product.md#admin-dashboard). */
export const ADMIN_DASHBOARD_TEXTS = {
  title: 'Admin Dashboard',
  loadFailed: 'Failed to load the platform figures. Please try again later.',
  noPendingStudios: 'No pending studios to approve',
} as const;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function AdminFigures({ summary }: { summary: AdminSummary }) {
  return (
    <div className="grid gap-6">
      <StatGrid
        label="The platform in figures"
        stats={[
          SHARED_STATS.pendingStudios('Pending Studios', summary.pendingStudios),
          SHARED_STATS.upcomingBookings(summary.upcomingBookings),
          {
            label: 'Total Bookings',
            counts: FIGURE_COUNTS.anyState,
            value: String(summary.totalBookings),
            icon: 'list',
            tone: 'indigo',
          },
          SHARED_STATS.revenue('Platform Revenue', summary.platformRevenue),
        ]}
      />
      <StatGrid
        label="Cancellations and no-shows"
        columns={3}
        stats={[
          {
            label: 'Cancelled by customers',
            counts: FIGURE_COUNTS.allTime,
            value: String(summary.cancelledByCustomers),
            icon: 'userX',
            tone: 'rose',
          },
          {
            label: 'Cancelled by studios',
            counts: FIGURE_COUNTS.allTime,
            value: String(summary.cancelledByStudios),
            icon: 'studioX',
            tone: 'rose',
          },
          {
            label: 'No-shows',
            counts: FIGURE_COUNTS.allTime,
            value: String(summary.noShows),
            icon: 'userMinus',
            tone: 'violet',
          },
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <DashboardSection title="Platform Overview" className="lg:col-span-2">
          <dl className="grid gap-3 sm:grid-cols-3">
            <OverviewItem
              label="Studio approvals"
              note={summary.pendingStudios > 0 ? 'Waiting for your review' : undefined}
            >
              {summary.pendingStudios > 0
                ? count(summary.pendingStudios, 'pending studio', 'pending studios')
                : ADMIN_DASHBOARD_TEXTS.noPendingStudios}
            </OverviewItem>
            <OverviewItem
              label="Active upcoming sessions"
              note={count(summary.activeStudios, 'active studio', 'active studios')}
            >
              {count(summary.upcomingBookings, 'session', 'sessions')}
            </OverviewItem>
            <MonthRevenueItem rupees={summary.monthRevenue} />
          </dl>
        </DashboardSection>
        <QuickLinks
          title="Quick Links"
          links={[
            {
              to: paths.adminPendingStudios,
              title: 'Pending Studios',
              description: 'Approve or deny new listings',
              icon: 'shield',
            },
            {
              to: paths.adminBookings,
              title: 'All Bookings',
              description: 'Every booking on the platform',
              icon: 'list',
            },
            {
              to: paths.adminInquiries,
              title: 'Inquiries & Messages',
              description: 'Studio inquiries and contact messages to answer',
              icon: 'search',
            },
          ]}
        />
      </div>
    </div>
  );
}

/** /dashboard/admin (docs/product.md#admin-dashboard). */
export function AdminDashboard() {
  const summary = useAdminSummary();
  return (
    <DashboardPage
      title={ADMIN_DASHBOARD_TEXTS.title}
      description="Approvals, bookings and revenue across Studio Hive."
      query={summary}
      loadFailed={ADMIN_DASHBOARD_TEXTS.loadFailed}
      after={<BookingAnalysis />}
    >
      {(data) => <AdminFigures summary={data} />}
    </DashboardPage>
  );
}
