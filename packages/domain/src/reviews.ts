import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from './constants';
import { isSafeText } from './text-safety';

/**
 * Reviews (spec sections 2 "Reviews", 3, 4, 5, 6 and 8; API.md): one per user per studio, a
 * rating of 1 to 5 stars and a description. The API is the authority; the review form runs the
 * same schema for instant feedback.
 */

/** Longest description we keep: a few paragraphs, far more than a review needs. */
export const REVIEW_DESCRIPTION_MAX_LENGTH = 2000;

export const REVIEW_MESSAGES = {
  // Spec sections 2, 5 and 8.
  submitted: 'Review submitted successfully',
  updated: 'Review updated successfully',
  deleted: 'Review deleted successfully',
  submitFailed: 'Failed to submit review',
  deleteFailed: 'Failed to delete review',
  deleteConfirm: 'Are you sure you want to delete this review?',
  empty: 'No reviews yet. Be the first to review this studio!',
  writeReview: 'Write a Review',
  ratingRequired: 'Please select a rating',
  // Ours (the spec leaves them to us).
  ratingRange: 'A rating is a whole number of stars from 1 to 5.',
  descriptionRequired: 'Please describe your experience at the studio.',
  descriptionTooLong: `Your review can be at most ${REVIEW_DESCRIPTION_MAX_LENGTH} characters.`,
  descriptionInvalid: 'Your review contains characters that are not allowed.',
  studioRequired: 'Please choose the studio you are reviewing.',
  alreadyReviewed: 'You have already reviewed this studio. You can edit your review instead.',
  ownStudio: 'You cannot review your own studio.',
  notReviewer: 'Only the person who wrote this review can change or delete it.',
  reviewNotFound: 'Review not found',
  verifiedBooking: 'Verified booking',
} as const;

const ratingField = z
  .number({ error: REVIEW_MESSAGES.ratingRequired })
  .int(REVIEW_MESSAGES.ratingRange)
  // 0 is the form's "no star chosen yet" (spec section 5: submit needs a rating).
  .min(RATING_MIN, REVIEW_MESSAGES.ratingRequired)
  .max(RATING_MAX, REVIEW_MESSAGES.ratingRange);

const descriptionField = z
  .string({ error: REVIEW_MESSAGES.descriptionRequired })
  .trim()
  .min(1, REVIEW_MESSAGES.descriptionRequired)
  .max(REVIEW_DESCRIPTION_MAX_LENGTH, REVIEW_MESSAGES.descriptionTooLong)
  .refine((value) => isSafeText(value, { multiline: true }), REVIEW_MESSAGES.descriptionInvalid);

/** PUT /review/:id, and the review form: rating and description. */
export const reviewUpdateSchema = z.object({
  rating: ratingField,
  description: descriptionField,
});
export type ReviewUpdate = z.infer<typeof reviewUpdateSchema>;
export type ReviewFormInput = z.input<typeof reviewUpdateSchema>;

/** POST /review: the studio, rating and description (spec section 7). */
export const reviewRequestSchema = reviewUpdateSchema.extend({
  studio: z.guid({ error: REVIEW_MESSAGES.studioRequired }),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/**
 * A review as the API answers it (API.md "Shapes"). The reviewer shows only an id and a name;
 * `verified`: the reviewer has a booking at the studio.
 */
export const reviewSchema = z.object({
  _id: z.string(),
  studio: z.string(),
  rating: z.number(),
  description: z.string(),
  reviewer: z.object({ _id: z.string(), name: z.string() }),
  verified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListSchema = z.array(reviewSchema);
export const reviewResultSchema = z.object({ review: reviewSchema });

export type RatingSummary = { average: number; count: number };

/**
 * Average and count from the sum of whole-star ratings (spec section 9: the average to one
 * decimal). Rounded from `sum * 10 / count`, so halves round up exactly: 4.25 -> 4.3.
 */
export function ratingSummaryFromTotal(sum: number, count: number): RatingSummary {
  if (count <= 0) return { average: 0, count: 0 };
  return { average: Math.round((sum * 10) / count) / 10, count };
}

/** The rating summary of a studio from its reviews' ratings: [5, 4, 4] -> {4.3, 3}. */
export function ratingSummary(ratings: readonly number[]): RatingSummary {
  return ratingSummaryFromTotal(
    ratings.reduce((sum, rating) => sum + rating, 0),
    ratings.length,
  );
}
