import { z } from 'zod';
import { checkFreeTimeQuery, FREE_TIME_MAX_HOURS, FREE_TIME_MESSAGES } from './free-time';
import { isValidCalendarDate } from './ist-clock';

/** The query of the studio listing: search text, city, free time and paging. */

/**
 * A whole number from the query string, `min`..`max`, with one message for anything else (an
 * empty value, "1.5", "abc", a repeated parameter): '' must not quietly become 0.
 */
const wholeNumberParam = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,3}$/, message)
    .transform(Number)
    .pipe(z.number().int(message).min(min, message).max(max, message));

/** The free-time fields of the listing query, checked together by `checkFreeTimeQuery`. */
const freeTimeQueryFields = {
  date: z
    .string({ error: FREE_TIME_MESSAGES.date })
    .trim()
    .refine(isValidCalendarDate, FREE_TIME_MESSAGES.date)
    .optional(),
  start: wholeNumberParam(0, 23, FREE_TIME_MESSAGES.start).optional(),
  hours: wholeNumberParam(1, FREE_TIME_MAX_HOURS, FREE_TIME_MESSAGES.hours).optional(),
};

/** The listing's shapes (docs/api.md): the whole studio (by default) or its card. */
const STUDIO_LIST_VIEWS = ['card'] as const;

/** Listing query (docs/api.md: q, city, date + start + hours, page 1.., limit 1..100, view). */
export const STUDIO_PAGE_LIMIT_MAX = 100;
export const studioListQuerySchema = z
  .object({
    q: z.string().trim().max(100, 'The search text is too long.').optional(),
    city: z.string().trim().max(60, 'The city is too long.').optional(),
    page: z.coerce
      .number({ error: 'page must be a whole number from 1.' })
      .int()
      .min(1)
      .max(10_000)
      .optional(),
    limit: z.coerce
      .number({ error: `limit must be a whole number from 1 to ${STUDIO_PAGE_LIMIT_MAX}.` })
      .int()
      .min(1)
      .max(STUDIO_PAGE_LIMIT_MAX)
      .optional(),
    view: z.enum(STUDIO_LIST_VIEWS, { error: "view must be 'card' or left out." }).optional(),
    // Search by free time (free-time.ts): date + start (+ hours, default 1).
    ...freeTimeQueryFields,
  })
  .superRefine(checkFreeTimeQuery);
export type StudioListQuery = z.infer<typeof studioListQuerySchema>;
