import { sql } from 'drizzle-orm';
import { ROLES, SIGNUP_ROLES } from '@studio-hive/domain';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, literalList, updatedAt } from './columns';

/** Purposes of a one-time code challenge (signup: e-mail + phone code; reset: one e-mail code). */
export const OTP_PURPOSES = ['signup', 'password_reset'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique across all roles. */
    email: text('email').notNull().unique(),
    phone: text('phone').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Null until both the e-mail and the phone code were confirmed. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Tokens issued before this instant are refused (a password reset signs out everywhere). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /**
     * The owner's calendar feed is addressed by a token signed over the account and this number
     * (calendar-feed.ts); "new link" counts it up, which voids every earlier address.
     */
    calendarFeedVersion: integer('calendar_feed_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in (${literalList(ROLES)})`),
    // The admin's booking search finds customers by any part of their name or e-mail
    // (`ilike '%text%'`): trigram indexes (pg_trgm) serve a substring, a B-tree cannot.
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

/** One-time codes (signup: e-mail + phone code; password reset: one e-mail code), stored hashed. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    emailCodeHash: text('email_code_hash').notNull(),
    phoneCodeHash: text('phone_code_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_challenges_user_purpose_idx').on(t.userId, t.purpose)],
);

/** Single-use, short-lived tokens handed out after a correct password-reset code. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * One row per signup: what that signup said (name, phone, role, password) and its own codes,
 * stored hashed and bound to the row. Verifying both codes creates the account from this row
 * alone; a later signup for the same e-mail is a row of its own and never changes or voids this
 * one (decision 003). Accounts live in `users` only once verified.
 */
export const signupAttempts = pgTable(
  'signup_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; several attempts may name the same e-mail. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    role: text('role', { enum: SIGNUP_ROLES }).notNull(),
    passwordHash: text('password_hash').notNull(),
    emailCodeHash: text('email_code_hash').notNull(),
    phoneCodeHash: text('phone_code_hash').notNull(),
    /** Wrong tries that named this attempt (one of its two codes right); void at OTP_MAX_ATTEMPTS. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('signup_attempts_email_idx').on(t.email, t.createdAt),
    index('signup_attempts_created_idx').on(t.createdAt),
    check('signup_attempts_role_check', sql`${t.role} in (${literalList(SIGNUP_ROLES)})`),
  ],
);
