import { z } from 'zod/mini';

/**
 * Reviews as the API responds with them (docs/api.md#shapes). The requests are in reviews.ts, the
 * messages in review-messages.ts and the rating summary in ratings.ts.
 *
 * zod/mini only, never 'zod', and nothing else: the web app loads these schemas beside a page's
 * first request, not with the page (docs/decisions/014).
 */

/**
 * A review as the API returns it (docs/api.md#shapes). The reviewer shows only an id and a name;
 * `verified`: the reviewer's booking at the studio took place before the review was written
 * (`bookingVerifiesReview`).
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
