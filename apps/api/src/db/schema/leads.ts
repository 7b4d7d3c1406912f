import { sql } from 'drizzle-orm';
import { CONTACT_CATEGORIES } from '@studio-hive/domain';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, literalList } from './columns';

/**
 * When an admin marked a lead handled on the leads screen, and who (null while open; the admin
 * may be gone since). Both are cleared when it is reopened.
 */
const leadHandling = () => ({
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Messages of the public contact form (docs/product.md#inquiries and docs/api.md#public-forms; decision 013), kept whatever
 * happens to the team's e-mail about them (a notification written in the same statement).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** As the sender typed it (lower-cased), never verified: nothing is ever sent to it. */
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    category: text('category', { enum: CONTACT_CATEGORIES }).notNull(),
    createdAt: createdAt(),
    ...leadHandling(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    check(
      'contact_messages_category_check',
      sql`${t.category} in (${literalList(CONTACT_CATEGORIES)})`,
    ),
  ],
);

/** Leads of the owner lead page (/add-your-studio; docs/product.md#inquiries and docs/api.md#public-forms; decision 013). */
export const studioInquiries = pgTable(
  'studio_inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** 10 digits of an Indian mobile number (without +91). */
    whatsapp: text('whatsapp').notNull(),
    location: text('location').notNull(),
    hasRoom: boolean('has_room').notNull(),
    needsHelp: boolean('needs_help').notNull(),
    createdAt: createdAt(),
    ...leadHandling(),
  },
  (t) => [
    index('studio_inquiries_created_idx').on(t.createdAt),
    check('studio_inquiries_whatsapp_check', sql`${t.whatsapp} ~ '^[6-9][0-9]{9}$'`),
  ],
);
