import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  REVIEW_MESSAGES,
  STUDIO_MESSAGES,
  type Review,
  type ReviewRequest,
  type ReviewUpdate,
} from '@studio-hive/domain';
import type { Database } from '../../db/client';
import { inTransaction, type Transaction } from '../../db/transaction';
import { bookings, reviews, studios, users } from '../../db/schema';
import { conflict, forbidden, notFound, sqlState, UNIQUE_VIOLATION } from '../../http/errors';
import type { CatalogueCache } from '../studios/catalogue-cache';
import { isUuid } from '../../lib/uuid';
import { announceCatalogueChange } from '../studios/studios.service';
import { sessionEnd } from '../bookings/booking-holds';

/**
 * Reviews (docs/product.md#reviews and docs/product.md#roles; docs/api.md). A review changes its studio's ratingSummary, which the
 * catalogue cache holds (decision 010): every write announces itself in its transaction and drops
 * this process's cache after commit, so listing, detail and cached guest responses follow at once.
 */
export type ReviewsContext = { db: Database; cache: CatalogueCache };

type Author = { id: string };

/**
 * "Verified": the reviewer has a booking at the studio that took place before the review was
 * (last) written, domain `bookingVerifiesReview` in SQL (decision 042): confirmed, so neither
 * cancelled, declined, expired, requested nor a no-show, and ended. Derived on each read, so a
 * no-show marked after the review takes the mark away.
 */
const verifiedColumn = sql<boolean>`exists (
  select 1 from ${bookings}
  where ${bookings.studioId} = ${reviews.studioId} and ${bookings.customerId} = ${reviews.reviewerId}
    and ${bookings.status} = 'confirmed' and ${sessionEnd} <= ${reviews.updatedAt}
)`;

/** Reviews with what may be shown of their reviewer: id and name, never e-mail or phone. */
async function loadReviews(db: Database, where: SQL): Promise<Review[]> {
  const rows = await db
    .select({
      id: reviews.id,
      studioId: reviews.studioId,
      rating: reviews.rating,
      description: reviews.description,
      reviewerId: reviews.reviewerId,
      reviewerName: users.name,
      verified: verifiedColumn,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.reviewerId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((row) => ({
    _id: row.id,
    studio: row.studioId,
    rating: row.rating,
    description: row.description,
    reviewer: { _id: row.reviewerId, name: row.reviewerName },
    verified: Boolean(row.verified),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

async function reviewById(db: Database, id: string): Promise<Review> {
  const [review] = await loadReviews(db, eq(reviews.id, id));
  if (!review) throw notFound(REVIEW_MESSAGES.reviewNotFound);
  return review;
}

/** An approved studio, or 404: nobody reviews (or learns of) a studio that is not public. */
async function approvedStudio(db: Database, id: string) {
  const [studio] = isUuid(id)
    ? await db
        .select({ id: studios.id, authorId: studios.authorId })
        .from(studios)
        .where(and(eq(studios.id, id), eq(studios.approved, true)))
        .limit(1)
    : [];
  if (!studio) throw notFound(STUDIO_MESSAGES.studioNotFound);
  return studio;
}

/** The reviews of an approved studio, newest first; anyone may read them. */
export async function listStudioReviews(ctx: ReviewsContext, studioId: string): Promise<Review[]> {
  await approvedStudio(ctx.db, studioId);
  return loadReviews(ctx.db, eq(reviews.studioId, studioId));
}

/** Runs a write that changes the rating summary of a studio, announced to every API process. */
async function changeRatings<T>(
  ctx: ReviewsContext,
  studioId: string | null,
  write: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const result = await inTransaction(ctx.db, async (tx) => {
    const value = await write(tx);
    if (studioId) await announceCatalogueChange(tx, studioId);
    return value;
  });
  if (studioId) ctx.cache.studioChanged(studioId);
  return result;
}

/**
 * One review per user per studio (docs/product.md#reviews), kept by the unique constraint; the studio's
 * author cannot review it (docs/product.md#roles).
 */
export async function createReview(
  ctx: ReviewsContext,
  reviewer: Author,
  input: ReviewRequest,
): Promise<Review> {
  const studio = await approvedStudio(ctx.db, input.studio);
  if (studio.authorId === reviewer.id) throw forbidden(REVIEW_MESSAGES.ownStudio);
  // UNIQUE (studio_id, reviewer_id) refuses a second review, simultaneous or not.
  try {
    const id = await changeRatings(ctx, studio.id, async (tx) => {
      const [row] = await tx
        .insert(reviews)
        .values({
          studioId: studio.id,
          reviewerId: reviewer.id,
          rating: input.rating,
          description: input.description,
        })
        .returning({ id: reviews.id });
      return row!.id;
    });
    return await reviewById(ctx.db, id);
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
    throw error;
  }
}

/** The review, if `user` wrote it: 404 for an unknown one, 403 for anyone else's. */
async function ownReview(ctx: ReviewsContext, user: Author, id: string) {
  const [review] = isUuid(id)
    ? await ctx.db
        .select({ id: reviews.id, reviewerId: reviews.reviewerId, studioId: reviews.studioId })
        .from(reviews)
        .where(eq(reviews.id, id))
        .limit(1)
    : [];
  if (!review) throw notFound(REVIEW_MESSAGES.reviewNotFound);
  // Only the author of a review edits or deletes it (docs/product.md#roles), admins included.
  if (review.reviewerId !== user.id) throw forbidden(REVIEW_MESSAGES.notReviewer);
  return review;
}

export async function updateReview(
  ctx: ReviewsContext,
  user: Author,
  id: string,
  input: ReviewUpdate,
): Promise<Review> {
  const { studioId } = await ownReview(ctx, user, id);
  const updated = await changeRatings(ctx, studioId, async (tx) => {
    const rows = await tx
      .update(reviews)
      .set({ rating: input.rating, description: input.description, updatedAt: sql`now()` })
      .where(and(eq(reviews.id, id), eq(reviews.reviewerId, user.id)))
      .returning({ id: reviews.id });
    return rows.length > 0;
  });
  // Deleted in between: as if it had never been there.
  if (!updated) throw notFound(REVIEW_MESSAGES.reviewNotFound);
  return reviewById(ctx.db, id);
}

export async function deleteReview(ctx: ReviewsContext, user: Author, id: string): Promise<void> {
  const { studioId } = await ownReview(ctx, user, id);
  await changeRatings(ctx, studioId, (tx) =>
    tx.delete(reviews).where(and(eq(reviews.id, id), eq(reviews.reviewerId, user.id))),
  );
}
