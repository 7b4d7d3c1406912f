/**
 * What the review screens and the API say about reviews (docs/product.md#static-pages, docs/product.md#reviews and docs/product.md#messages). Plain values:
 * screens load this with the page, so it imports no zod (docs/decisions/014).
 */

/** Longest description we keep: a few paragraphs, far more than a review needs. */
export const REVIEW_DESCRIPTION_MAX_LENGTH = 2000;

export const REVIEW_MESSAGES = {
  // docs/product.md#reviews and docs/product.md#messages.
  submitted: 'Review submitted successfully',
  updated: 'Review updated successfully',
  deleted: 'Review deleted successfully',
  submitFailed: 'Failed to submit review',
  deleteFailed: 'Failed to delete review',
  deleteConfirm: 'Are you sure you want to delete this review?',
  empty: 'No reviews yet. Be the first to review this studio!',
  writeReview: 'Write a Review',
  ratingRequired: 'Please select a rating',
  // Ours (docs/product.md leaves them to us).
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
