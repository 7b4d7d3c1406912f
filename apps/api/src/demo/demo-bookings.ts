import {
  addDays,
  bookingPrice,
  depositAmount,
  offlineBookingTotal,
  type BookingPrice,
  type PackageKey,
} from '@studio-hive/domain';
import demoBookingPlans from '../../demo-data/bookings.json';
import demoOfflineBookingPlans from '../../demo-data/offline-bookings.json';
import demoReviewPlans from '../../demo-data/reviews.json';
import { DEMO_STUDIOS, type DemoStudio } from './demo-studios';

/**
 * Demo bookings and reviews for `npm start` (on a new data directory) and `npm run seed:demo`:
 * the demo customers of demo-logins.ts have past and upcoming bookings at approved demo studios,
 * and reviews (verified where the reviewer booked the studio), so a fresh start shows unmasked
 * studios, every bookings list and the review sections filled; the demo owner has two offline
 * bookings (decision 049) besides. Dates are relative to the seed's IST today; prices come from
 * the domain's pricing rules. The plans are data (apps/api/demo-data/bookings.json,
 * offline-bookings.json and reviews.json); this module dates and prices them. Kept free of server
 * imports (seed-bookings.ts writes them).
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
  /**
   * Left out: confirmed. A request, a booking awaiting its deposit (at a studio asking one), a
   * cancellation or a no-show shows every badge on a fresh start.
   */
  status?: 'requested' | 'awaiting_deposit' | 'cancelled' | 'no_show';
  /** Awaiting a deposit: the UTR its customer reported, so the owner has a day to confirm it. */
  utr?: string;
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

/** A booking the demo owner took elsewhere and recorded (an offline booking, decision 049). */
type DemoOfflineBookingPlan = {
  studio: string;
  /** Days from today: upcoming, so it holds its hours on a fresh start. */
  day: number;
  hours: number[];
  customerName: string;
  customerPhone?: string;
  packageKey?: PackageKey;
  /** Left out: the package's price for the hours (`offlineBookingTotal`). */
  totalPrice?: number;
  note?: string;
  /** Days before the booked date the owner recorded it. */
  leadDays: number;
};

/** At most one booking per customer and studio: that pair is what a re-run recognises. */
export const DEMO_BOOKINGS = demoBookingPlans as readonly DemoBookingPlan[];
/** At most one offline booking per customer's name and studio, likewise. */
const DEMO_OFFLINE_BOOKINGS = demoOfflineBookingPlans as readonly DemoOfflineBookingPlan[];
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
  /** Awaiting its deposit: the rupees asked (`depositAmount` of the studio's setting); else 0. */
  depositAmount: number;
} & Pick<DemoBookingPlan, 'status' | 'cancelledBy' | 'cancelReason' | 'changedDaysAgo' | 'utr'> &
  BookingPrice;

export type DemoOfflineBooking = Omit<
  DemoOfflineBookingPlan,
  'studio' | 'day' | 'leadDays' | 'totalPrice'
> & {
  studio: DemoStudio;
  date: string;
  totalPrice: number;
  /** Days before today the owner recorded it. */
  bookedDaysAgo: number;
};

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
 * The day of a planned session on `today`'s calendar: `plan.day`, or, when the studio does not
 * offer the hours that day or `taken` holds one of them, the first day further from today that
 * works (a past one earlier, an upcoming one later). Its hours are taken then.
 */
function placedDay(
  studio: DemoStudio,
  plan: { day: number; hours: number[] },
  today: string,
  taken: Set<string>,
): number {
  const name = studio.fields.name;
  const step = plan.day < 0 ? -1 : 1;
  let day = plan.day;
  const free = (date: string) =>
    demoStudioOffers(studio, date, plan.hours) &&
    plan.hours.every((h) => !taken.has(`${name}|${date}|${h}`));
  while (!free(addDays(today, day))) day += step;
  for (const h of plan.hours) taken.add(`${name}|${addDays(today, day)}|${h}`);
  return day;
}

/**
 * The demo bookings with their dates and prices for a seed on `today` (IST). A booking whose day
 * falls on the studio's day off (or on hours already taken) moves away from today: a past one
 * earlier, an upcoming one later, so reviews still follow sessions and nothing is in the past.
 * `taken` collects their hours, for the offline bookings placed after them.
 */
export function demoBookings(today: string, taken = new Set<string>()): DemoBooking[] {
  return DEMO_BOOKINGS.map((plan) => {
    const studio = studioNamed(plan.studio);
    if (!studio.approved) throw new Error(`${plan.studio} is not approved`);
    const day = placedDay(studio, plan, today, taken);
    const date = addDays(today, day);

    const pkg = studio.fields.packages.find((p) => p.key === plan.packageKey);
    if (!pkg) throw new Error(`${plan.studio} has no ${plan.packageKey} package`);
    const addons = (plan.addons ?? []).map(({ key, quantity }) => {
      const addon = studio.fields.addons.find((a) => a.key === key);
      if (!addon) throw new Error(`${plan.studio} has no add-on ${key}`);
      return { key, name: addon.name, price: addon.price, quantity };
    });
    const price = bookingPrice({ packagePrice: pkg.price, hourCount: plan.hours.length, addons });
    const deposit =
      plan.status === 'awaiting_deposit' && studio.fields.deposit
        ? depositAmount(studio.fields.deposit, price.totalPrice)
        : 0;
    if (plan.status === 'awaiting_deposit' && deposit === 0) {
      throw new Error(`${plan.studio} asks no deposit`);
    }
    return {
      studio,
      customerEmail: plan.customerEmail,
      date,
      hours: plan.hours,
      packageKey: plan.packageKey,
      addons,
      ...price,
      depositAmount: deposit,
      utr: plan.utr,
      bookedDaysAgo: day < 0 ? plan.leadDays - day : Math.max(0, plan.leadDays - plan.day),
      status: plan.status,
      cancelledBy: plan.cancelledBy,
      cancelReason: plan.cancelReason,
      changedDaysAgo: plan.changedDaysAgo,
    };
  });
}

/**
 * The demo owner's offline bookings for a seed on `today` (IST), on hours none of the demo
 * bookings takes (placed as they are), priced as the API prices one the owner records.
 */
export function demoOfflineBookings(today: string): DemoOfflineBooking[] {
  const taken = new Set<string>();
  demoBookings(today, taken);
  return DEMO_OFFLINE_BOOKINGS.map(({ day: planned, leadDays, totalPrice, ...plan }) => {
    const studio = studioNamed(plan.studio);
    const day = placedDay(studio, { day: planned, hours: plan.hours }, today, taken);
    const pkg = studio.fields.packages.find((p) => p.key === plan.packageKey);
    if (plan.packageKey && !pkg)
      throw new Error(`${plan.studio} has no ${plan.packageKey} package`);
    const total = offlineBookingTotal({
      totalPrice,
      packagePrice: pkg?.price ?? null,
      hourCount: plan.hours.length,
    });
    return {
      ...plan,
      studio,
      date: addDays(today, day),
      totalPrice: total,
      bookedDaysAgo: Math.max(0, leadDays - day),
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
