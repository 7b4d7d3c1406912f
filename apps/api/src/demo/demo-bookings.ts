import { addDays, bookingPrice, type BookingPrice, type PackageKey } from '@studio-hive/domain';
import { DEMO_STUDIOS, type DemoStudio } from './demo-studios';

/**
 * Demo bookings and reviews for `npm start` (on a new data directory) and `npm run seed:demo`:
 * the demo customers of demo-logins.ts have past and upcoming bookings at approved demo studios,
 * and reviews (verified where the reviewer booked the studio), so a fresh start shows unmasked
 * studios, every bookings list and the review sections filled. Dates are relative to the seed's
 * IST today; prices come from the domain's pricing rule. Kept free of server imports
 * (seed-bookings.ts writes them).
 */

const AARAV = 'customer@demo.studiohive.in';
const PRIYA = 'priya@demo.studiohive.in';
const ROHIT = 'rohit@demo.studiohive.in';
const SNEHA = 'sneha@demo.studiohive.in';

export const DEMO_CUSTOMER_EMAILS = [AARAV, PRIYA, ROHIT, SNEHA] as const;

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
};

/** At most one booking per customer and studio: that pair is what a re-run recognises. */
export const DEMO_BOOKINGS: DemoBookingPlan[] = [
  // Aarav, the demo customer: three sessions done, two coming up.
  {
    studio: 'The Mic Room',
    customerEmail: AARAV,
    day: -12,
    hours: [11, 12],
    packageKey: '2 Cam',
    addons: [{ key: 'edit', quantity: 1 }],
    leadDays: 4,
  },
  {
    studio: 'Chai & Chatter Studio',
    customerEmail: AARAV,
    day: -20,
    hours: [16, 17],
    packageKey: '1 Cam',
    addons: [{ key: 'chai-platter', quantity: 2 }],
    leadDays: 3,
  },
  {
    studio: 'Cyber Hub Creator Lab',
    customerEmail: AARAV,
    day: -35,
    hours: [10, 11, 12],
    packageKey: '3 Cam',
    addons: [{ key: 'livestream', quantity: 1 }],
    leadDays: 6,
  },
  {
    studio: 'Sector 18 Storyroom',
    customerEmail: AARAV,
    day: 3,
    hours: [15, 16],
    packageKey: '2 Cam',
    addons: [{ key: 'reels', quantity: 1 }],
    leadDays: 5,
  },
  {
    studio: 'Golden Hour Studios',
    customerEmail: AARAV,
    day: 6,
    hours: [18, 19],
    packageKey: '1 Cam',
    leadDays: 7,
  },
  // Priya
  {
    studio: 'The Mic Room',
    customerEmail: PRIYA,
    day: -25,
    hours: [17, 18, 19],
    packageKey: 'No Cam',
    addons: [{ key: 'extra-mic', quantity: 1 }],
    leadDays: 2,
  },
  {
    studio: 'Frame & Fable',
    customerEmail: PRIYA,
    day: -9,
    hours: [10, 11],
    packageKey: '1 Cam',
    addons: [{ key: 'reels', quantity: 2 }],
    leadDays: 4,
  },
  {
    studio: 'Indirapuram Idea Room',
    customerEmail: PRIYA,
    day: 2,
    hours: [11, 12],
    packageKey: '1 Cam',
    addons: [{ key: 'edit', quantity: 1 }],
    leadDays: 3,
  },
  // Rohit
  {
    studio: 'Cyber Hub Creator Lab',
    customerEmail: ROHIT,
    day: -14,
    hours: [18, 19],
    packageKey: '2 Cam',
    addons: [{ key: 'extra-mic', quantity: 2 }],
    leadDays: 3,
  },
  {
    studio: 'Aravali Audio House',
    customerEmail: ROHIT,
    day: -30,
    hours: [10, 11, 12],
    packageKey: 'No Cam',
    addons: [{ key: 'live-session-mix', quantity: 1 }],
    leadDays: 5,
  },
  {
    studio: 'The Mic Room',
    customerEmail: ROHIT,
    day: 4,
    hours: [19, 20],
    packageKey: '1 Cam',
    addons: [{ key: 'edit', quantity: 1 }],
    leadDays: 6,
  },
  // Sneha
  {
    studio: 'Chai & Chatter Studio',
    customerEmail: SNEHA,
    day: -6,
    hours: [10, 11, 12],
    packageKey: '3 Cam',
    addons: [
      { key: 'reels', quantity: 1 },
      { key: 'chai-platter', quantity: 3 },
    ],
    leadDays: 2,
  },
  {
    studio: 'Shahpur Jat Shoot House',
    customerEmail: SNEHA,
    day: -40,
    hours: [9, 10, 11, 12],
    packageKey: '2 Cam',
    addons: [{ key: 'makeup', quantity: 1 }],
    leadDays: 8,
  },
  {
    studio: 'Cyber Hub Creator Lab',
    customerEmail: SNEHA,
    day: 8,
    hours: [14, 15],
    packageKey: '1 Cam',
    leadDays: 9,
  },
  {
    studio: 'The Green Room GK',
    customerEmail: SNEHA,
    day: 5,
    hours: [11, 12],
    packageKey: '1 Cam',
    addons: [{ key: 'makeup', quantity: 1 }],
    leadDays: 6,
  },
];

export type DemoReviewPlan = {
  studio: string;
  reviewerEmail: string;
  rating: number;
  description: string;
  /** Written this many days before today (after the reviewer's session when they booked). */
  daysAgo: number;
};

export const DEMO_REVIEWS: DemoReviewPlan[] = [
  {
    studio: 'The Mic Room',
    reviewerEmail: AARAV,
    rating: 5,
    daysAgo: 10,
    description:
      'Recorded two episodes of our finance podcast here. The room is properly treated, zero echo, and the engineer had everything patched before we arrived. Edit came back in two days. Will book again.',
  },
  {
    studio: 'The Mic Room',
    reviewerEmail: PRIYA,
    rating: 4,
    daysAgo: 23,
    description:
      'Good sound and very reasonable for Hauz Khas. The extra mic for our third guest was ready on time. Only thing is parking nearby is a headache in the evening, so come by metro.',
  },
  {
    studio: 'The Mic Room',
    reviewerEmail: SNEHA,
    rating: 3,
    daysAgo: 16,
    description:
      'Came along for a friend’s session. Audio quality is solid but the waiting area is quite small and the AC took a while to cool the room. Decent value overall.',
  },
  {
    studio: 'Chai & Chatter Studio',
    reviewerEmail: AARAV,
    rating: 4,
    daysAgo: 18,
    description:
      'Such a cosy set, it really feels like a living room on camera. The chai platter was a nice touch for my guests. Lights got a bit warm after the first hour, otherwise lovely.',
  },
  {
    studio: 'Chai & Chatter Studio',
    reviewerEmail: SNEHA,
    rating: 5,
    daysAgo: 5,
    description:
      'Shot a three-camera conversation for my channel and the footage looks fantastic. Staff were super helpful with framing, and the reels they cut were ready the next day. Highly recommended!',
  },
  {
    studio: 'Chai & Chatter Studio',
    reviewerEmail: ROHIT,
    rating: 4,
    daysAgo: 11,
    description:
      'Visited to check the space before booking for our team. Warm set, friendly people and fair prices. Slightly tricky to find the entrance the first time.',
  },
  {
    studio: 'Chai & Chatter Studio',
    reviewerEmail: PRIYA,
    rating: 4,
    daysAgo: 27,
    description:
      'Watched a recording here as a guest on a friend’s show. Very comfortable seating and good lighting. Would have liked a little more soundproofing from the street.',
  },
  {
    studio: 'Cyber Hub Creator Lab',
    reviewerEmail: AARAV,
    rating: 5,
    daysAgo: 33,
    description:
      'We ran a live product launch from here with three cameras and the livestream setup. Not a single drop in the stream. Professional crew, worth every rupee.',
  },
  {
    studio: 'Cyber Hub Creator Lab',
    reviewerEmail: ROHIT,
    rating: 4,
    daysAgo: 13,
    description:
      'Great location for a corporate podcast, easy for guests to reach from Cyber City. Equipment is top notch. Booking the evening slot meant a bit of a wait at reception.',
  },
  {
    studio: 'Cyber Hub Creator Lab',
    reviewerEmail: PRIYA,
    rating: 5,
    daysAgo: 21,
    description:
      'Attended a panel recorded here. Slick setup, great acoustics and the coffee was actually good. Planning to book it for my own show next month.',
  },
  {
    studio: 'Aravali Audio House',
    reviewerEmail: ROHIT,
    rating: 3,
    daysAgo: 28,
    description:
      'The engineer knows his stuff and the live mix was clean. But we started 20 minutes late because the previous session overran, and nobody told us in advance.',
  },
  {
    studio: 'Frame & Fable',
    reviewerEmail: PRIYA,
    rating: 5,
    daysAgo: 8,
    description:
      'Perfect for my book-review videos. Natural light in the morning is beautiful and the shelves look great in frame. Got two reels cuts that did really well on Instagram.',
  },
  {
    studio: 'Shahpur Jat Shoot House',
    reviewerEmail: SNEHA,
    rating: 4,
    daysAgo: 38,
    description:
      'Lovely set for a fashion shoot and the makeup artist was excellent. A little pricey, but the quality shows. Parking in the village lanes is tough, so plan ahead.',
  },
  {
    studio: 'Saket Voiceworks',
    reviewerEmail: AARAV,
    rating: 4,
    daysAgo: 15,
    description:
      'Dropped in to see the booth for an audiobook project. Very quiet, well maintained, and the owner explained the mix and master options patiently.',
  },
  {
    studio: 'Outer Circle Broadcast Suite',
    reviewerEmail: ROHIT,
    rating: 2,
    daysAgo: 7,
    description:
      'Impressive equipment on paper, but the teleprompter kept freezing during a colleague’s session and the fix took ages. Hope they sort it out.',
  },
  {
    studio: 'Byte & Banter',
    reviewerEmail: SNEHA,
    rating: 5,
    daysAgo: 4,
    description:
      'Ideal for tech talk shows. The screen capture setup just works and the team is very quick. Best budget option in Noida that I have seen.',
  },
];

export type DemoBooking = {
  studio: DemoStudio;
  customerEmail: string;
  date: string;
  hours: number[];
  packageKey: PackageKey;
  addons: { key: string; name: string; price: number; quantity: number }[];
  /** Days before today the booking was made. */
  bookedDaysAgo: number;
} & BookingPrice;

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
    };
  });
}

/** The demo reviews, each marked verified when its author has a demo booking at the studio. */
export function demoReviews(): DemoReview[] {
  return DEMO_REVIEWS.map((review) => ({
    ...review,
    demoStudio: studioNamed(review.studio),
    verified: DEMO_BOOKINGS.some(
      (b) => b.studio === review.studio && b.customerEmail === review.reviewerEmail,
    ),
  }));
}
