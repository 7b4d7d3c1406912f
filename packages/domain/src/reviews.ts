import { z } from 'zod';
import type { BookingState } from './booking-states';
import { RATING_MAX, RATING_MIN } from './constants';
import { bookingSpan } from './booking-lifecycle';
import { isSafeText } from './text-safety';
import { REVIEW_DESCRIPTION_MAX_LENGTH, REVIEW_MESSAGES } from './review-messages';

/**
 * Reviews (docs/product.md#reviews, docs/product.md#roles and docs/product.md#messages; docs/api.md): one per user per studio, a
 * rating of 1 to 5 stars and a description. The API is the authority; the review form runs the
 * same schema for instant feedback. The review as the API returns it is in review-responses.ts, the
 * messages in review-messages.ts.
 */

const ratingField = z
  .number({ error: REVIEW_MESSAGES.ratingRequired })
  .int(REVIEW_MESSAGES.ratingRange)
  // 0 is the form's "no star chosen yet" (docs/product.md#reviews: submit needs a rating).
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

/** POST /review: the studio, rating and description (docs/api.md#reviews). */
export const reviewRequestSchema = reviewUpdateSchema.extend({
  studio: z.guid({ error: REVIEW_MESSAGES.studioRequired }),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/**
 * Whether a booking makes its customer's review of the studio a 'Verified booking'
 * (docs/product.md#reviews; decision 042): one that took place before the review was (last)
 * written. Confirmed and ended: not a request, not declined, expired or cancelled, not yet to
 * come, and not a no-show (which an owner may mark up to 7 days after the end, un-verifying it).
 * The API derives `verified` with the same condition in SQL (reviews.service.ts).
 */
export function bookingVerifiesReview(
  booking: { state: BookingState; date: string; hours: readonly number[] },
  reviewWrittenAt: Date,
): boolean {
  return (
    booking.state === 'confirmed' &&
    booking.hours.length > 0 &&
    bookingSpan(booking).end.getTime() <= reviewWrittenAt.getTime()
  );
}
