import { addDays, bookingPrice, type BookingPrice, type PackageKey } from '@studio-hive/domain';
import demoBookingPlans from '../../demo-data/bookings.json';
import demoReviewPlans from '../../demo-data/reviews.json';
import { DEMO_STUDIOS, type DemoStudio } from './demo-studios';

/**
 * Demo bookings and reviews for `npm start` (on a new data directory) and `npm run seed:demo`:
 * the demo customers of demo-logins.ts have past and upcoming bookings at approved demo studios,
 * and reviews (verified where the reviewer booked the studio), so a fresh start shows unmasked
 * studios, every bookings list and the review sections filled. Dates are relative to the seed's
 * IST today; prices come from the domain's pricing rule. The plans are data
 * (apps/api/demo-data/bookings.json and reviews.json); this module dates and prices them. Kept
 * free of server imports (seed-bookings.ts writes them).
 */

export const DEMO_CUSTOMER_EMAILS = [
  'customer@demo.studiohive.in',
  'priya@demo.studiohive.in',
  'rohit@demo.studiohive.in',
  'sneha@demo.studiohive.in',
] as const;

export type DemoBookingPlan = {
  studio: string;
  customerEmail: string;
  /** Days from today: negative in the past (already played), positive upcoming. */
  day: number;
  hours: number[];
  packageKey: PackageKey;
  addons?: { key: string; quantity: number }[];
  /** Days before the booked date the booking was made. */
  leadDays: number;
  /** Left out: confirmed. A request, a cancellation or a no-show shows every badge on a fresh start. */
  status?: 'requested' | 'cancelled' | 'no_show';
  cancelledBy?: 'customer' | 'owner';
  cancelReason?: string;
  /** Days before today it was last changed (rescheduled, cancelled, marked); left out: when made. */
  changedDaysAgo?: number;
};

export type DemoReviewPlan = {
  studio: string;
  reviewerEmail: string;
  rating: number;
  description: string;
  /** Written this many days before today (after the reviewer's session when they booked). */
  daysAgo: number;
};

/** At most one booking per customer and studio: that pair is what a re-run recognises. */
export const DEMO_BOOKINGS = demoBookingPlans as readonly DemoBookingPlan[];
export const DEMO_REVIEWS = demoReviewPlans as readonly DemoReviewPlan[];

export type DemoBooking = {
  studio: DemoStudio;
  customerEmail: string;
  date: string;
  hours: number[];
  packageKey: PackageKey;
  addons: { key: string; name: string; price: number; quantity: number }[];
  /** Days before today the booking was made. */
  bookedDaysAgo: number;
} & Pick<DemoBookingPlan, 'status' | 'cancelledBy' | 'cancelReason' | 'changedDaysAgo'> &
  BookingPrice;

export type DemoReview = DemoReviewPlan & { demoStudio: DemoStudio; verified: boolean };

function studioNamed(name: string): DemoStudio {
  const studio = DEMO_STUDIOS.find((s) => s.fields.name === name);
  if (!studio) throw new Error(`No demo studio named ${name}`);
  return studio;
}

/** Whether the studio's owner offers all these hours on `date` (opening hours, day off, breaks). */
export function demoStudioOffers(studio: DemoStudio, date: string, hours: number[]): boolean {
  const { start, end } = studio.fields.operationalHours;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === studio.closedWeekday) return false;
  return hours.every((h) => h >= start && h < end && !(studio.breakHours ?? []).includes(h));
}

/**
 * The demo bookings with their dates and prices for a seed on `today` (IST). A booking whose day
 * falls on the studio's day off (or on hours already taken) moves away from today: a past one
 * earlier, an upcoming one later, so reviews still follow sessions and nothing is in the past.
 */
export function demoBookings(today: string): DemoBooking[] {
  const taken = new Set<string>();
  return DEMO_BOOKINGS.map((plan) => {
    const studio = studioNamed(plan.studio);
    if (!studio.approved) throw new Error(`${plan.studio} is not approved`);
    const step = plan.day < 0 ? -1 : 1;
    let day = plan.day;
    const free = (date: string) =>
      demoStudioOffers(studio, date, plan.hours) &&
      plan.hours.every((h) => !taken.has(`${plan.studio}|${date}|${h}`));
    while (!free(addDays(today, day))) day += step;
    const date = addDays(today, day);
    for (const h of plan.hours) taken.add(`${plan.studio}|${date}|${h}`);

    const pkg = studio.fields.packages.find((p) => p.key === plan.packageKey);
    if (!pkg) throw new Error(`${plan.studio} has no ${plan.packageKey} package`);
    const addons = (plan.addons ?? []).map(({ key, quantity }) => {
      const addon = studio.fields.addons.find((a) => a.key === key);
      if (!addon) throw new Error(`${plan.studio} has no add-on ${key}`);
      return { key, name: addon.name, price: addon.price, quantity };
    });
    return {
      studio,
      customerEmail: plan.customerEmail,
      date,
      hours: plan.hours,
      packageKey: plan.packageKey,
      addons,
      ...bookingPrice({ packagePrice: pkg.price, hourCount: plan.hours.length, addons }),
      bookedDaysAgo: day < 0 ? plan.leadDays - day : Math.max(0, plan.leadDays - plan.day),
      status: plan.status,
      cancelledBy: plan.cancelledBy,
      cancelReason: plan.cancelReason,
      changedDaysAgo: plan.changedDaysAgo,
    };
  });
}

/**
 * Whether a demo booking makes its customer's review verified (domain `bookingVerifiesReview`, in
 * days from today): confirmed, two days or more before the review's day, since the seed writes a
 * review up to 10 hours before its day's hour (seed-bookings.ts) and a session may end at midnight.
 */
function demoBookingVerifies(booking: DemoBookingPlan, review: DemoReviewPlan): boolean {
  return (
    booking.studio === review.studio &&
    booking.customerEmail === review.reviewerEmail &&
    booking.status === undefined &&
    booking.day <= -review.daysAgo - 2
  );
}

/** The demo reviews, each marked verified as the API will read it (demoBookingVerifies). */
export function demoReviews(): DemoReview[] {
  return DEMO_REVIEWS.map((review) => ({
    ...review,
    demoStudio: studioNamed(review.studio),
    verified: DEMO_BOOKINGS.some((booking) => demoBookingVerifies(booking, review)),
  }));
}
