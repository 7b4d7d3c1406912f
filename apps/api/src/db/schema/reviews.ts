import { sql } from 'drizzle-orm';
import { RATING_MAX, RATING_MIN } from '@studio-hive/domain';
import { check, index, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, literal, updatedAt } from './columns';
import { studios } from './studios';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studioId: uuid('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('reviews_studio_reviewer_unique').on(t.studioId, t.reviewerId),
    check(
      'reviews_rating_check',
      sql`${t.rating} between ${literal(RATING_MIN)} and ${literal(RATING_MAX)}`,
    ),
    index('reviews_studio_idx').on(t.studioId, t.createdAt),
  ],
);
