import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  BOOKING_TRANSITIONS,
  bookingSpan,
  decisionDueAt,
  depositDeadlineAfterReport,
  depositPayBy,
  holdsHours,
  istToday,
} from '@studio-hive/domain';
import type { Database } from '../db/client';
import {
  bookingAddons,
  bookingHours,
  bookings,
  reviews,
  studios,
  studioSlots,
  users,
} from '../db/schema';
import { inTransaction, type Transaction } from '../db/transaction';
import type { CatalogueCache } from '../modules/studios/catalogue-cache';
import { newDeposit } from '../modules/bookings/booking-creation';
import { depositColumns } from '../modules/bookings/booking-creation-statements';
import { announceCatalogueChange } from '../modules/studios/studios.service';
import {
  DEMO_CUSTOMER_EMAILS,
  demoBookings,
  demoOfflineBookings,
  demoReviews,
} from './demo-bookings';
import { DEMO_STUDIOS, type DemoStudio } from './demo-studios';
import { ensureDemoAccounts } from './seed-studios';

/**
 * Whether the booking's hours are free at the studio: none held by another booking, and, for an
 * upcoming one, all offered (the studio may have been seeded days earlier).
 */
async function hoursFree(
  tx: Transaction,
  studio: string,
  booking: { date: string; hours: number[] },
  today: string,
) {
  const [taken] = await tx
    .select({ hour: bookingHours.hour })
    .from(bookingHours)
    .where(
      and(
        eq(bookingHours.studioId, studio),
        eq(bookingHours.date, booking.date),
        inArray(bookingHours.hour, booking.hours),
      ),
    )
    .limit(1);
  if (taken) return false;
  if (booking.date < today) return true;
  const offered = await tx
    .select({ hour: studioSlots.hour })
    .from(studioSlots)
    .where(
      and(
        eq(studioSlots.studioId, studio),
        eq(studioSlots.date, booking.date),
        eq(studioSlots.isAvailable, true),
        inArray(studioSlots.hour, booking.hours),
      ),
    );
  return offered.length === booking.hours.length;
}

/** The holds of booking `id`: its hours at `studio`, a request's until `expiresAt`. */
async function holdHours(
  tx: Transaction,
  id: string,
  studio: string,
  booking: { date: string; hours: number[] },
  expiresAt: Date | null,
) {
  await tx.insert(bookingHours).values(
    booking.hours.map((hour) => ({
      bookingId: id,
      studioId: studio,
      date: booking.date,
      hour,
      expiresAt,
    })),
  );
}

export type DemoBookingsSummary = { bookings: number; offlineBookings: number; reviews: number };

export type DemoBookingsContext = {
  db: Database;
  cache: CatalogueCache;
  log: FastifyBaseLogger;
  /** The minutes to pay a deposit (DEPOSIT_MINUTES), as the API gives them. */
  depositMinutes: number;
};

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The demo bookings and reviews (demo-bookings.ts), after the demo studios: creates the demo
 * customers that are missing, then in one transaction writes each booking straight into the
 * tables (past ones cannot go through the booking service, which refuses past hours; upcoming
 * ones are written the same way so no notification goes out to the demo addresses), the demo
 * owner's offline bookings and each review. Running it again adds nothing: a customer who already
 * has a booking at a studio gets no demo booking there, nor does an offline customer's name,
 * hours already booked (or, upcoming, not offered) are left alone, and a review is one per
 * reviewer and studio. Reviews announce the change of rating summaries on the
 * catalogue channel, so every API process drops its cached catalogue.
 */
export async function seedDemoBookings(
  ctx: DemoBookingsContext,
  now: Date,
): Promise<DemoBookingsSummary> {
  const today = istToday(now);
  const customerIds = await ensureDemoAccounts(ctx.db, DEMO_CUSTOMER_EMAILS, now);
  const studioId = await demoStudioIds(ctx.db);
  const at = (daysAgo: number, index: number) =>
    new Date(now.getTime() - daysAgo * DAY_MS - (1 + ((index * 7) % 10)) * HOUR_MS);

  const summary = await inTransaction(ctx.db, async (tx) => {
    let added = 0;
    for (const [index, booking] of demoBookings(today).entries()) {
      const studio = studioId(booking.studio);
      const customer = customerIds.get(booking.customerEmail)!;
      if (!studio) continue;
      const [already] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.studioId, studio), eq(bookings.customerId, customer)))
        .limit(1);
      if (already) continue;
      const status = booking.status ?? 'confirmed';
      // Only a request or a confirmed booking holds its hours (a cancelled one or a no-show
      // holds nothing): those of the others need not be free or offered.
      const holds = holdsHours(status);
      if (holds && !(await hoursFree(tx, studio, booking, today))) continue;
      const deposit =
        status === 'awaiting_deposit'
          ? await demoDeposit(tx, studio, booking, now, ctx.depositMinutes)
          : null;
      const createdAt = deposit?.createdAt ?? at(booking.bookedDaysAgo, index);
      const changedAt =
        booking.changedDaysAgo === undefined ? createdAt : at(booking.changedDaysAgo, index);
      // A request waits for the owner until the earlier of a day after it and its start.
      const decisionDue =
        status === 'requested'
          ? decisionDueAt(
              createdAt,
              bookingSpan({ date: booking.date, hours: booking.hours }).start,
            )
          : (deposit?.deadline ?? null);
      const [row] = await tx
        .insert(bookings)
        .values({
          studioId: studio,
          customerId: customer,
          date: booking.date,
          packageKey: booking.packageKey,
          basePrice: booking.basePrice,
          addonsTotal: booking.addonsTotal,
          totalPrice: booking.totalPrice,
          paymentStatus: 'payAtStudio',
          status,
          hours: booking.hours,
          statusChangedAt: changedAt,
          decisionDueAt: decisionDue,
          cancelledBy: booking.cancelledBy ?? null,
          cancelReason: booking.cancelReason ?? null,
          createdAt,
          ...deposit?.columns,
        })
        .returning({ id: bookings.id });
      if (holds) await holdHours(tx, row!.id, studio, booking, decisionDue);
      if (booking.addons.length > 0) {
        await tx
          .insert(bookingAddons)
          .values(booking.addons.map((addon) => ({ bookingId: row!.id, ...addon })));
      }
      added += 1;
    }

    let recorded = 0;
    for (const [index, booking] of demoOfflineBookings(today).entries()) {
      const studio = studioId(booking.studio);
      if (!studio) continue;
      const [already] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.studioId, studio),
            eq(bookings.source, 'offline'),
            eq(bookings.offlineCustomerName, booking.customerName),
          ),
        )
        .limit(1);
      if (already || !(await hoursFree(tx, studio, booking, today))) continue;
      const createdAt = at(booking.bookedDaysAgo, index);
      const [row] = await tx
        .insert(bookings)
        .values({
          studioId: studio,
          date: booking.date,
          packageKey: booking.packageKey ?? '',
          basePrice: booking.totalPrice,
          addonsTotal: 0,
          totalPrice: booking.totalPrice,
          status: BOOKING_TRANSITIONS.recordOffline.to,
          hours: booking.hours,
          statusChangedAt: createdAt,
          source: 'offline',
          offlineCustomerName: booking.customerName,
          offlineCustomerPhone: booking.customerPhone ?? null,
          note: booking.note ?? null,
          createdAt,
        })
        .returning({ id: bookings.id });
      await holdHours(tx, row!.id, studio, booking, null);
      recorded += 1;
    }

    let reviewed = 0;
    for (const [index, review] of demoReviews().entries()) {
      const studio = studioId(review.demoStudio);
      if (!studio) continue;
      const written = at(review.daysAgo, index);
      const inserted = await tx
        .insert(reviews)
        .values({
          studioId: studio,
          reviewerId: customerIds.get(review.reviewerEmail)!,
          rating: review.rating,
          description: review.description,
          createdAt: written,
          updatedAt: written,
        })
        .onConflictDoNothing()
        .returning({ id: reviews.id });
      reviewed += inserted.length;
    }
    // Rating summaries changed: every process drops its cached catalogue after the commit.
    if (reviewed > 0) await announceCatalogueChange(tx);
    return { bookings: added, offlineBookings: recorded, reviews: reviewed };
  });
  if (summary.reviews > 0) ctx.cache.invalidate();
  ctx.log.info(summary, 'demo bookings and reviews loaded');
  return summary;
}

/**
 * The deposit of the demo booking awaiting one (decision 052): made ten minutes before the seed,
 * its UTR reported five minutes later, so on a fresh start the customer sees the payment panel
 * and the owner has a day to confirm the reported payment. Amount, address and payee are fixed
 * as the API fixes them when a booking is made.
 */
async function demoDeposit(
  tx: Transaction,
  studio: string,
  booking: { date: string; hours: number[]; depositAmount: number; utr?: string | undefined },
  now: Date,
  depositMinutes: number,
) {
  const createdAt = new Date(now.getTime() - 10 * 60 * 1000);
  const reportedAt = new Date(now.getTime() - 5 * 60 * 1000);
  const { start } = bookingSpan(booking);
  const payBy = depositPayBy(createdAt, start, depositMinutes);
  const [row] = await tx
    .select({ upi_id: studios.upiId, public_number: studios.publicNumber, city: studios.city })
    .from(studios)
    .where(eq(studios.id, studio));
  const deposit = await newDeposit(tx, row!, booking.depositAmount, payBy);
  return {
    createdAt,
    deadline: booking.utr ? depositDeadlineAfterReport(reportedAt, payBy, start) : payBy,
    columns: {
      ...depositColumns(deposit),
      // The statements take the deadline as text, this insert as a date.
      depositPayBy: payBy,
      depositUtr: booking.utr ?? null,
      depositReportedAt: booking.utr ? reportedAt : null,
    },
  };
}

/** Ids of the approved demo studios (by owner and name); undefined for one not there. */
async function demoStudioIds(db: Database): Promise<(studio: DemoStudio) => string | undefined> {
  const ownerEmails = [...new Set(DEMO_STUDIOS.map((studio) => studio.ownerEmail))];
  const rows = await db
    .select({ id: studios.id, name: studios.name, ownerEmail: users.email })
    .from(studios)
    .innerJoin(users, eq(users.id, studios.authorId))
    .where(and(eq(studios.approved, true), inArray(users.email, ownerEmails)));
  const ids = new Map(rows.map((row) => [`${row.ownerEmail}|${row.name}`, row.id]));
  return (studio) => ids.get(`${studio.ownerEmail}|${studio.fields.name}`);
}
