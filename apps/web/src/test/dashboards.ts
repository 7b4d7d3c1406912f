import { screen, within } from '@testing-library/react';
import type {
  AdminSummary,
  CalendarFeed,
  CustomerSummary,
  DailyFigure,
  OwnerSummary,
} from '@studio-hive/domain';

/** A customer's summary (GET /booking/customer/summary) with nothing booked; override any field. */
export function customerSummaryFixture(overrides: Partial<CustomerSummary> = {}): CustomerSummary {
  return { totalBookings: 0, upcoming: 0, completed: 0, totalSpent: 0, recent: [], ...overrides };
}

/** 30 days ending `lastDate` (oldest first), each without sessions unless `figures` says so. */
export function lastDaysFixture(
  lastDate: string,
  figures: Record<string, Omit<DailyFigure, 'date'>> = {},
): DailyFigure[] {
  const last = new Date(`${lastDate}T00:00:00Z`);
  return Array.from({ length: 30 }, (_, i) => {
    const day = new Date(last.getTime() - (29 - i) * 86_400_000).toISOString().slice(0, 10);
    return { date: day, bookings: 0, revenue: 0, ...figures[day] };
  });
}

/** An owner's summary (GET /booking/owner/summary) with no studios; override any field. */
export function ownerSummaryFixture(overrides: Partial<OwnerSummary> = {}): OwnerSummary {
  return {
    activeStudios: 0,
    pendingStudios: 0,
    upcomingBookings: 0,
    totalBookings: 0,
    totalRevenue: 0,
    monthRevenue: 0,
    recentBookings: [],
    pendingStudioList: [],
    lastDays: lastDaysFixture('2026-03-09'),
    ...overrides,
  };
}

/** An owner's calendar subscription address (GET /owner/calendar-feed), `token` its secret. */
export function calendarFeedFixture(token = 'feed-token-1'): CalendarFeed {
  return { url: `https://studiohive.in/api/calendar/${token}.ics` };
}

/** The platform's summary (GET /admin/summary) with nothing in it; override any field. */
export function adminSummaryFixture(overrides: Partial<AdminSummary> = {}): AdminSummary {
  return {
    pendingStudios: 0,
    activeStudios: 0,
    upcomingBookings: 0,
    totalBookings: 0,
    platformRevenue: 0,
    monthRevenue: 0,
    cancelledByCustomers: 0,
    cancelledByStudios: 0,
    noShows: 0,
    ...overrides,
  };
}

/** The dt that reads exactly `label` (a card's label may sit beside a decorative icon). */
export function termOf(label: string): HTMLElement {
  const terms = within(screen.getByRole('main'))
    .queryAllByRole('term')
    .filter((dt) => dt.textContent === label);
  if (terms.length !== 1) throw new Error(`Expected one label '${label}', found ${terms.length}.`);
  return terms[0]!;
}

/** The box around a labelled figure: a card of StatGrid or an item of an overview. */
function figureBox(label: string): Element | null {
  let box = termOf(label).parentElement;
  while (box && !box.querySelector('dd')) box = box.parentElement;
  return box;
}

/** The figure shown with a dashboard label ('Total Bookings' -> '5'): the dd beside its dt. */
export function figureOf(label: string): string | null {
  return figureBox(label)?.querySelector('dd')?.textContent ?? null;
}

/** What a dashboard card's figure counts: the line under the figure. */
export function countsOf(label: string): string | null {
  return figureBox(label)?.querySelectorAll('dd')[1]?.textContent ?? null;
}

/** A dashboard panel (a region named by its heading). */
export const section = (name: string) =>
  within(within(screen.getByRole('main')).getByRole('region', { name }));
