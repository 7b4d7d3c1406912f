import { sql } from 'drizzle-orm';
import {
  ADDON_AUTHORING_DEFAULT_MAX_QUANTITY,
  ADDON_AUTHORING_MIN_MAX_QUANTITY,
  CONTACT_CATEGORIES,
  DEFAULT_MINIMUM_DURATION_HOURS,
  DEFAULT_PAYMENT_STATUS,
  MINIMUM_DURATION_OPTIONS,
  PAYMENT_STATUSES,
  RATING_MAX,
  RATING_MIN,
  ROLES,
  SIGNUP_ROLES,
} from '@studio-hive/domain';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The relational model of ARCHITECTURE.md. Business dates are IST calendar dates (`date`), hours
 * are IST hours 0..23, money is whole rupees, timestamps are UTC instants.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Our own constants written into check constraints as SQL literals: drizzle-kit writes a
 * constraint's text into the migration, where a bound parameter cannot go.
 */
const literal = (value: string | number) =>
  sql.raw(typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);
const literalList = (values: readonly string[]) => sql.join(values.map(literal), sql.raw(', '));
const MINIMUM_DURATION_RANGE = [
  Math.min(...MINIMUM_DURATION_OPTIONS),
  Math.max(...MINIMUM_DURATION_OPTIONS),
] as const;

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_role_check', sql`${t.role} in (${literalList(ROLES)})`)],
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
 * one (issue 8, decision 003). Accounts live in `users` only once verified.
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

export const studios = pgTable(
  'studios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable public number used in the masked name 'Hive Studio {n}, {city}'. */
    publicNumber: integer('public_number').notNull().unique().generatedAlwaysAsIdentity(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Minimum of the priced package prices (spec section 3); null when no package is priced. */
    pricePerHour: integer('price_per_hour'),
    youtubeLinks: jsonb('youtube_links').$type<string[]>().notNull().default([]),
    instagramUsername: text('instagram_username'),
    area: integer('area'),
    equipments: jsonb('equipments').$type<string[]>().notNull().default([]),
    amenities: jsonb('amenities').$type<string[]>().notNull().default([]),
    rules: text('rules').notNull().default(''),
    minimumDurationHours: smallint('minimum_duration_hours')
      .notNull()
      .default(DEFAULT_MINIMUM_DURATION_HOURS),
    openingHour: smallint('opening_hour'),
    closingHour: smallint('closing_hour'),
    fullAddress: text('full_address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pinCode: text('pin_code').notNull(),
    approved: boolean('approved').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('studios_approved_created_idx').on(t.approved, t.createdAt),
    index('studios_author_idx').on(t.authorId),
    index('studios_city_idx').on(t.city),
    check(
      'studios_min_duration_check',
      sql`${t.minimumDurationHours} between ${literal(MINIMUM_DURATION_RANGE[0])} and ${literal(MINIMUM_DURATION_RANGE[1])}`,
    ),
  ],
);

export const studioPackages = pgTable(
  'studio_packages',
  {
    studioId: uuid('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.key] }),
    check('studio_packages_price_check', sql`${t.price} >= 0`),
  ],
);

export const studioAddons = pgTable(
  'studio_addons',
  {
    studioId: uuid('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    maxQuantity: integer('max_quantity').notNull().default(ADDON_AUTHORING_DEFAULT_MAX_QUANTITY),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.key] }),
    check('studio_addons_price_check', sql`${t.price} >= 0`),
    check(
      'studio_addons_max_quantity_check',
      sql`${t.maxQuantity} >= ${literal(ADDON_AUTHORING_MIN_MAX_QUANTITY)}`,
    ),
  ],
);

export const studioImages = pgTable(
  'studio_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studioId: uuid('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    url: text('url').notNull(),
    /** The card-sized version shown in listings. */
    thumbnailUrl: text('thumbnail_url'),
    /** Keys in the image store (full size, card size), so the files go with the studio. */
    storageKey: text('storage_key').notNull(),
    thumbnailStorageKey: text('thumbnail_storage_key'),
    createdAt: createdAt(),
  },
  (t) => [index('studio_images_studio_idx').on(t.studioId, t.position)],
);

export const studioSlots = pgTable(
  'studio_slots',
  {
    studioId: uuid('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.date, t.hour] }),
    check('studio_slots_hour_check', sql`${t.hour} between 0 and 23`),
    // Search by free time (decision 011): the offered hours of one date and hour range across
    // all studios, read by an index-only scan (the primary key leads with the studio).
    index('studio_slots_free_time_idx')
      .on(t.date, t.hour, t.studioId)
      .where(sql`${t.isAvailable}`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Kept when the studio is deleted so customers still see their history ('Unknown Studio'). */
    studioId: uuid('studio_id').references(() => studios.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }).notNull(),
    packageKey: text('package_key').notNull(),
    basePrice: integer('base_price').notNull(),
    addonsTotal: integer('addons_total').notNull(),
    totalPrice: integer('total_price').notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES })
      .notNull()
      .default(DEFAULT_PAYMENT_STATUS),
    createdAt: createdAt(),
  },
  (t) => [
    index('bookings_customer_idx').on(t.customerId, t.createdAt),
    index('bookings_studio_idx').on(t.studioId, t.createdAt),
  ],
);

/** One row per booked hour. UNIQUE (studio_id, date, hour) makes double booking impossible. */
export const bookingHours = pgTable(
  'booking_hours',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /**
     * No foreign key: a deleted studio's bookings keep their hours for the customers' history
     * ('Unknown Studio', spec section 2); the rows go with their booking.
     */
    studioId: uuid('studio_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.hour] }),
    unique('booking_hours_studio_date_hour_unique').on(t.studioId, t.date, t.hour),
    check('booking_hours_hour_check', sql`${t.hour} between 0 and 23`),
    // Search by free time (decision 011): the booked hours of one date across all studios, for
    // the anti-join against studio_slots_free_time_idx (index-only on both sides).
    index('booking_hours_free_time_idx').on(t.date, t.hour, t.studioId),
  ],
);

export const bookingAddons = pgTable(
  'booking_addons',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.key] }),
    check('booking_addons_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

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

/** Channels and states of a notice in the outbox table (decision 004). */
export const NOTICE_CHANNELS = ['email', 'sms'] as const;
export const NOTICE_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * The notices outbox (decision 004): e-mails and SMS written in the transaction of the change they
 * tell about (a booking, its deletion) and sent after it commits by the dispatcher
 * (notifications/notice-dispatcher.ts), retried with growing pauses until they go. A failing
 * transport never loses or blocks the change itself.
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: NOTICE_CHANNELS }).notNull(),
    /** An e-mail address, or a phone number in E.164. */
    recipient: text('recipient').notNull(),
    /** E-mail only. */
    subject: text('subject'),
    text: text('text').notNull(),
    /** E-mail only: one attached file (the booking's .ics). */
    attachmentFilename: text('attachment_filename'),
    attachmentContentType: text('attachment_content_type'),
    attachmentContent: text('attachment_content'),
    status: text('status', { enum: NOTICE_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending notice may be tried next; a claim pushes it ahead as a lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notices_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('notices_channel_check', sql`${t.channel} in (${literalList(NOTICE_CHANNELS)})`),
    check('notices_status_check', sql`${t.status} in (${literalList(NOTICE_STATUSES)})`),
  ],
);

/**
 * When an admin marked a lead handled on the leads screen, and who (null while open; the admin
 * may be gone since). Both are cleared when it is reopened.
 */
const leadHandling = () => ({
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Messages of the public contact form (spec sections 3 and 7; decision 013), kept whatever
 * happens to the team's e-mail about them (a notice written in the same statement).
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

/** Leads of the owner lead page (/add-your-studio; spec sections 3 and 7; decision 013). */
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
