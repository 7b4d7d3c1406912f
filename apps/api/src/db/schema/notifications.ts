import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, literalList } from './columns';

/** Channels and states of a notification in the outbox table (decision 004). */
export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * The notifications outbox (decision 004): e-mails and SMS written in the transaction of the change they
 * tell about (a booking, its deletion) and sent after it commits by the dispatcher
 * (notifications/notification-dispatcher.ts), retried with growing pauses until they go. A failing
 * transport never loses or blocks the change itself.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    /** An e-mail address, or a phone number in E.164. */
    recipient: text('recipient').notNull(),
    /** E-mail only. */
    subject: text('subject'),
    text: text('text').notNull(),
    /** E-mail only: one attached file (the booking's .ics). */
    attachmentFilename: text('attachment_filename'),
    attachmentContentType: text('attachment_content_type'),
    attachmentContent: text('attachment_content'),
    status: text('status', { enum: NOTIFICATION_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending notification may be tried next; a claim pushes it ahead as a lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check(
      'notifications_channel_check',
      sql`${t.channel} in (${literalList(NOTIFICATION_CHANNELS)})`,
    ),
    check(
      'notifications_status_check',
      sql`${t.status} in (${literalList(NOTIFICATION_STATUSES)})`,
    ),
  ],
);
