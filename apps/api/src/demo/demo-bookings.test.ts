import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addonQuantityError,
  bookingPrice,
  bookingVerifiesReview,
  checkBookableHours,
  checkOfflineHours,
  compareDates,
  depositSettingError,
  istHourStart,
  istToday,
  normalizeUtr,
  offlineBookingRequestSchema,
  reviewUpdateSchema,
} from '@studio-hive/domain';
import { isCommonPassword } from '../modules/auth/common-passwords';
import {
  DEMO_BOOKINGS,
  DEMO_CUSTOMER_EMAILS,
  DEMO_REVIEWS,
  demoBookings,
  demoOfflineBookings,
  demoReviews,
  demoStudioOffers,
} from './demo-bookings';
import { DEMO_ACCOUNTS } from './demo-logins';
import { DEMO_AVAILABILITY_DAYS, DEMO_STUDIOS, demoAvailability } from './demo-studios';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
// A week of clocks (22..28 Nov 2026, 12:00 IST): every weekday meets every studio's day off.
const CLOCKS = Array.from(
  { length: 7 },
  (_, i) => new Date(new Date('2026-11-22T06:30:00Z').getTime() + i * DAY_MS),
);

describe.each(CLOCKS.map((now) => [istToday(now), now] as const))(
  'demo bookings on %s',
  (today, now) => {
    const bookings = demoBookings(today);

    it('never books an hour twice', () => {
      const hours = bookings.flatMap((b) =>
        b.hours.map((h) => `${b.studio.fields.name}|${b.date}|${h}`),
      );
      expect(new Set(hours).size).toBe(hours.length);
    });

    it('prices every booking with the domain pricing rule and the studio’s own prices', () => {
      for (const b of bookings) {
        const pkg = b.studio.fields.packages.find((p) => p.key === b.packageKey)!;
        expect(pkg, b.studio.fields.name).toBeDefined();
        const addons = b.addons.map((a) => {
          const own = b.studio.fields.addons.find((x) => x.key === a.key)!;
          expect(a.price).toBe(own.price);
          expect(a.name).toBe(own.name);
          expect(addonQuantityError(a.quantity, own)).toBeNull();
          expect(a.quantity).toBeGreaterThan(0);
          return a;
        });
        expect({
          basePrice: b.basePrice,
          addonsTotal: b.addonsTotal,
          totalPrice: b.totalPrice,
        }).toEqual(bookingPrice({ packagePrice: pkg.price, hourCount: b.hours.length, addons }));
        expect(b.basePrice).toBe(pkg.price * b.hours.length);
      }
    });

    it('books only approved studios, at hours they offer, that the server would have accepted', () => {
      for (const b of bookings) {
        const name = `${b.studio.fields.name} ${b.date}`;
        expect(b.studio.approved, name).toBe(true);
        expect(demoStudioOffers(b.studio, b.date, b.hours), name).toBe(true);
        const bookedAt = new Date(now.getTime() - b.bookedDaysAgo * DAY_MS - 10 * 60 * 60 * 1000);
        // Made after the studio was listed, and the hours were still ahead when it was made.
        expect(b.bookedDaysAgo, name).toBeLessThan(b.studio.listedDaysAgo);
        const upcoming = compareDates(b.date, today) > 0;
        const offered = upcoming
          ? demoAvailability(b.studio, today)
              .find((day) => day.date === b.date)!
              .slots.filter((slot) => slot.isAvailable)
              .map((slot) => slot.hour)
          : b.hours;
        const check = checkBookableHours({
          date: b.date,
          hours: b.hours,
          availableHours: offered,
          minimumDurationHours: b.studio.fields.minimumDurationHours,
          now: bookedAt,
        });
        expect(check, name).toEqual({ ok: true, hours: b.hours });
        if (upcoming) {
          expect(compareDates(b.date, addDays(today, DEMO_AVAILABILITY_DAYS)), name).toBeLessThan(
            0,
          );
        } else {
          expect(compareDates(b.date, today), name).toBeLessThan(0);
        }
      }
    });

    it('gives the demo customer past and upcoming bookings, the others some too, and owner@ bookings', () => {
      const of = (email: string) => bookings.filter((b) => b.customerEmail === email);
      const aarav = of('customer@demo.studiohive.in');
      expect(aarav.filter((b) => compareDates(b.date, today) < 0).length).toBeGreaterThanOrEqual(2);
      expect(aarav.filter((b) => compareDates(b.date, today) > 0).length).toBeGreaterThanOrEqual(2);
      for (const email of DEMO_CUSTOMER_EMAILS) expect(of(email).length, email).toBeGreaterThan(0);
      expect(
        bookings.filter((b) => b.studio.ownerEmail === 'owner@demo.studiohive.in').length,
      ).toBeGreaterThanOrEqual(2);
    });

    it('gives the demo owner two upcoming offline bookings that the server would have recorded', () => {
      const offline = demoOfflineBookings(today);
      expect(offline).toHaveLength(2);
      const online = new Set(
        bookings.flatMap((b) => b.hours.map((h) => `${b.studio.fields.name}|${b.date}|${h}`)),
      );
      const recordedHours = offline.flatMap((b) =>
        b.hours.map((h) => `${b.studio.fields.name}|${b.date}|${h}`),
      );
      expect(new Set(recordedHours).size).toBe(recordedHours.length);
      for (const b of offline) {
        const name = `${b.studio.fields.name} ${b.date}`;
        expect(b.studio.ownerEmail, name).toBe('owner@demo.studiohive.in');
        expect(compareDates(b.date, today), name).toBeGreaterThan(0);
        for (const h of b.hours)
          expect(online.has(`${b.studio.fields.name}|${b.date}|${h}`)).toBe(false);
        const offered = demoAvailability(b.studio, today)
          .find((day) => day.date === b.date)!
          .slots.filter((slot) => slot.isAvailable)
          .map((slot) => slot.hour);
        const { start, end } = b.studio.fields.operationalHours;
        const recordedAt = new Date(now.getTime() - b.bookedDaysAgo * DAY_MS - 10 * HOUR_MS);
        expect(
          checkOfflineHours({
            date: b.date,
            hours: b.hours,
            offeredHours: offered,
            freeHours: offered,
            openingHours: { start, end },
            now: recordedAt,
          }),
          name,
        ).toEqual({ ok: true, hours: b.hours });
        const request = offlineBookingRequestSchema.safeParse({
          studio: randomUUID(),
          date: b.date,
          hours: b.hours,
          customerName: b.customerName,
          customerPhone: b.customerPhone,
          packageKey: b.packageKey,
          totalPrice: b.totalPrice,
          note: b.note,
        });
        expect(request.success, name).toBe(true);
      }
      // One with a package priced as the API prices it, one at the owner's own price.
      expect(offline.map((b) => b.totalPrice)).toEqual([
        offline[0]!.studio.fields.packages.find((p) => p.key === '1 Cam')!.price * 2,
        4000,
      ]);
    });

    it('dates verified reviews after the reviewer’s session, and every review after the listing', () => {
      for (const review of demoReviews()) {
        expect(review.daysAgo, review.studio).toBeLessThan(review.demoStudio.listedDaysAgo);
        const past = bookings.filter(
          (b) =>
            b.studio === review.demoStudio &&
            b.customerEmail === review.reviewerEmail &&
            compareDates(b.date, today) < 0,
        );
        for (const b of past) {
          expect(
            compareDates(addDays(today, -review.daysAgo), b.date),
            review.studio,
          ).toBeGreaterThan(0);
        }
      }
    });
  },
);

describe('the demo deposit (decision 052)', () => {
  it('is one studio of the demo owner asking ₹500 and one booking awaiting it, the UTR reported', () => {
    const asking = DEMO_STUDIOS.filter((studio) => studio.fields.deposit);
    expect(asking.map((studio) => [studio.ownerEmail, studio.fields.deposit])).toEqual([
      ['owner@demo.studiohive.in', { type: 'fixed', value: 500 }],
    ]);
    expect(depositSettingError(asking[0]!.fields.deposit!, asking[0]!.fields.upiId ?? null)).toBe(
      null,
    );
    for (const now of CLOCKS) {
      const awaiting = demoBookings(istToday(now)).filter((b) => b.status === 'awaiting_deposit');
      expect(awaiting).toHaveLength(1);
      expect(awaiting[0]).toMatchObject({ studio: asking[0], depositAmount: 500 });
      expect(normalizeUtr(awaiting[0]!.utr ?? '')).toBe(awaiting[0]!.utr);
      expect(compareDates(awaiting[0]!.date, istToday(now))).toBeGreaterThan(0);
    }
  });
});

describe('demo reviews', () => {
  const reviews = demoReviews();

  it('are valid reviews of approved studios, one per reviewer and studio, never by the owner', () => {
    const pairs = reviews.map((r) => `${r.studio}|${r.reviewerEmail}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const review of reviews) {
      expect(review.demoStudio.approved, review.studio).toBe(true);
      expect(review.reviewerEmail).not.toBe(review.demoStudio.ownerEmail);
      expect(reviewUpdateSchema.safeParse(review).success, review.studio).toBe(true);
    }
    expect(new Set(reviews.map((r) => r.rating))).toEqual(new Set([2, 3, 4, 5]));
  });

  it('are verified exactly as the API reads them, with both kinds present', () => {
    const today = '2026-11-28';
    for (const review of reviews) {
      // The earliest the seed writes it: 10 hours before the start of its day.
      const written = new Date(
        istHourStart(addDays(today, -review.daysAgo), 0).getTime() - 10 * HOUR_MS,
      );
      const tookPlace = DEMO_BOOKINGS.some(
        (b) =>
          b.studio === review.studio &&
          b.customerEmail === review.reviewerEmail &&
          bookingVerifiesReview(
            { state: b.status ?? 'confirmed', date: addDays(today, b.day), hours: b.hours },
            written,
          ),
      );
      expect(review.verified, `${review.studio} by ${review.reviewerEmail}`).toBe(tookPlace);
    }
    expect(reviews.filter((r) => r.verified).length).toBeGreaterThanOrEqual(6);
    expect(reviews.filter((r) => !r.verified).length).toBeGreaterThanOrEqual(4);
  });

  it('give the popular studios several reviews', () => {
    const perStudio = new Map<string, number>();
    for (const r of DEMO_REVIEWS) perStudio.set(r.studio, (perStudio.get(r.studio) ?? 0) + 1);
    expect([...perStudio.values()].filter((n) => n >= 3).length).toBeGreaterThanOrEqual(3);
  });
});

describe('demo customers', () => {
  it('are customer accounts with one booking at most per studio and uncommon passwords', async () => {
    for (const email of DEMO_CUSTOMER_EMAILS) {
      const account = DEMO_ACCOUNTS.find((a) => a.email === email);
      expect(account?.role, email).toBe('customer');
      expect(await isCommonPassword(account!.password), email).toBe(false);
    }
    const pairs = DEMO_BOOKINGS.map((b) => `${b.studio}|${b.customerEmail}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});
