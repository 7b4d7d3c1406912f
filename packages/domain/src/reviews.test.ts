import { describe, expect, it } from 'vitest';
import { REVIEW_DESCRIPTION_MAX_LENGTH, REVIEW_MESSAGES } from './review-messages';
import { ratingSummary, ratingSummaryFromTotal } from './ratings';
import { bookingVerifiesReview, reviewRequestSchema, reviewUpdateSchema } from './reviews';
import { BOOKING_STATES } from './booking-states';

const STUDIO = '7d0f6a52-3c1e-4b8e-9a51-0c8f4d2e6b19';

/** The first message zod gives for `input`, or null when it passes. */
function firstMessage(input: unknown): string | null {
  const result = reviewRequestSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
}

const valid = { studio: STUDIO, rating: 4, description: 'Quiet room, friendly host.' };

describe('reviewRequestSchema', () => {
  it('accepts a rating of 1 to 5 and a description, trimmed', () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(reviewRequestSchema.parse({ ...valid, rating })).toEqual({ ...valid, rating });
    }
    expect(
      reviewRequestSchema.parse({ ...valid, description: '  Great.\nWould return.  ' }),
    ).toEqual({
      ...valid,
      description: 'Great.\nWould return.',
    });
  });

  it("asks for a rating when none was chosen (docs/product.md#reviews: 'Please select a rating')", () => {
    expect(firstMessage({ ...valid, rating: 0 })).toBe(REVIEW_MESSAGES.ratingRequired);
    expect(firstMessage({ studio: STUDIO, description: 'x' })).toBe(REVIEW_MESSAGES.ratingRequired);
    expect(firstMessage({ ...valid, rating: null })).toBe(REVIEW_MESSAGES.ratingRequired);
    expect(firstMessage({ ...valid, rating: '4' })).toBe(REVIEW_MESSAGES.ratingRequired);
    expect(REVIEW_MESSAGES.ratingRequired).toBe('Please select a rating');
  });

  it('refuses ratings outside 1..5 or between whole stars', () => {
    expect(firstMessage({ ...valid, rating: 6 })).toBe(REVIEW_MESSAGES.ratingRange);
    expect(firstMessage({ ...valid, rating: 2.5 })).toBe(REVIEW_MESSAGES.ratingRange);
    expect(firstMessage({ ...valid, rating: -1 })).toBe(REVIEW_MESSAGES.ratingRequired);
  });

  it('requires a description of at most 2000 characters without control characters', () => {
    expect(firstMessage({ ...valid, description: undefined })).toBe(
      REVIEW_MESSAGES.descriptionRequired,
    );
    expect(firstMessage({ ...valid, description: '   ' })).toBe(
      REVIEW_MESSAGES.descriptionRequired,
    );
    expect(
      firstMessage({ ...valid, description: 'a'.repeat(REVIEW_DESCRIPTION_MAX_LENGTH) }),
    ).toBeNull();
    expect(
      firstMessage({ ...valid, description: 'a'.repeat(REVIEW_DESCRIPTION_MAX_LENGTH + 1) }),
    ).toBe(REVIEW_MESSAGES.descriptionTooLong);
    expect(firstMessage({ ...valid, description: 'nul\u0000byte' })).toBe(
      REVIEW_MESSAGES.descriptionInvalid,
    );
    expect(firstMessage({ ...valid, description: 'bell\u0007' })).toBe(
      REVIEW_MESSAGES.descriptionInvalid,
    );
    expect(firstMessage({ ...valid, description: 'evil\u202Etxt' })).toBe(
      REVIEW_MESSAGES.descriptionInvalid,
    );
    expect(firstMessage({ ...valid, description: 'tabs\tand\r\nlines' })).toBeNull();
  });

  it('needs the id of a studio', () => {
    expect(firstMessage({ ...valid, studio: undefined })).toBe(REVIEW_MESSAGES.studioRequired);
    expect(firstMessage({ ...valid, studio: 'not-an-id' })).toBe(REVIEW_MESSAGES.studioRequired);
  });
});

describe('reviewUpdateSchema', () => {
  it('takes rating and description only', () => {
    expect(reviewUpdateSchema.parse({ rating: 3, description: ' ok ', studio: STUDIO })).toEqual({
      rating: 3,
      description: 'ok',
    });
    expect(reviewUpdateSchema.safeParse({ rating: 0, description: 'ok' }).success).toBe(false);
  });
});

describe('ratingSummary', () => {
  it('is 0 and 0 without reviews', () => {
    expect(ratingSummary([])).toEqual({ average: 0, count: 0 });
    expect(ratingSummaryFromTotal(0, 0)).toEqual({ average: 0, count: 0 });
  });

  it('averages to one decimal, halves rounding up (docs/product.md#constants)', () => {
    expect(ratingSummary([5])).toEqual({ average: 5, count: 1 });
    expect(ratingSummary([5, 4, 4])).toEqual({ average: 4.3, count: 3 });
    expect(ratingSummary([4, 5, 4, 4])).toEqual({ average: 4.3, count: 4 }); // 4.25
    expect(ratingSummary([1, 2])).toEqual({ average: 1.5, count: 2 });
    expect(ratingSummary([1, 1, 2])).toEqual({ average: 1.3, count: 3 });
    // 87 / 20 = 4.35: exact arithmetic, not 4.3 from a binary 4.3499...
    expect(ratingSummary([...Array<number>(7).fill(5), ...Array<number>(13).fill(4)])).toEqual({
      average: 4.4,
      count: 20,
    });
  });

  it('does not change its input', () => {
    const ratings = Object.freeze([3, 5]);
    expect(ratingSummary(ratings)).toEqual({ average: 4, count: 2 });
    expect(ratings).toEqual([3, 5]);
  });
});

describe('bookingVerifiesReview', () => {
  // 10:00-12:00 IST on 28 November 2026 is 04:30-06:30 UTC.
  const session = { date: '2026-11-28', hours: [10, 11] };
  const afterIt = new Date('2026-11-28T06:30:00Z');

  it('takes only a confirmed booking that ended before the review was written', () => {
    expect(bookingVerifiesReview({ ...session, state: 'confirmed' }, afterIt)).toBe(true);
    expect(
      bookingVerifiesReview({ ...session, state: 'confirmed' }, new Date('2026-11-28T06:29:59Z')),
    ).toBe(false);
  });

  it('never takes a booking that did not take place: cancelled, declined, expired, requested, no-show', () => {
    for (const state of BOOKING_STATES.filter((s) => s !== 'confirmed')) {
      expect(bookingVerifiesReview({ ...session, state }, afterIt), state).toBe(false);
    }
    expect(
      bookingVerifiesReview({ date: '2026-11-28', hours: [], state: 'confirmed' }, afterIt),
    ).toBe(false);
  });
});
