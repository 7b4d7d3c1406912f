import { sql } from 'drizzle-orm';
import {
  ADDON_AUTHORING_DEFAULT_MAX_QUANTITY,
  ADDON_AUTHORING_MIN_MAX_QUANTITY,
  BOOKING_MODES,
  CANCELLATION_WINDOWS,
  DEFAULT_BOOKING_MODE,
  DEFAULT_CANCELLATION_HOURS,
  DEFAULT_MINIMUM_DURATION_HOURS,
  DEPOSIT_TYPES,
  MINIMUM_DURATION_OPTIONS,
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
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, literal, literalList, updatedAt } from './columns';

const MINIMUM_DURATION_RANGE = [
  Math.min(...MINIMUM_DURATION_OPTIONS),
  Math.max(...MINIMUM_DURATION_OPTIONS),
] as const;

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
    /** Minimum of the priced package prices (docs/product.md#studios); null when no package is priced. */
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
    /** Instant (confirmed at once) or on request (the owner decides); decision 025. */
    bookingMode: text('booking_mode', { enum: BOOKING_MODES })
      .notNull()
      .default(DEFAULT_BOOKING_MODE),
    /** Hours before the start until which customers may cancel or reschedule online; 0: never. */
    cancellationHours: smallint('cancellation_hours').notNull().default(DEFAULT_CANCELLATION_HOURS),
    /** The phone customers see once booked; null: the owner's verified phone. */
    contactPhone: text('contact_phone'),
    // Deposits over UPI (decision 052, migration 0023): none by default.
    /** One of DEPOSIT_TYPES. */
    depositType: text('deposit_type', { enum: DEPOSIT_TYPES }).notNull().default('none'),
    /** Rupees (fixed) or a percentage of the total (percent); null when none is asked. */
    depositValue: integer('deposit_value'),
    /** The owner's UPI address customers pay deposits to (`normalizeUpiId`'s form). */
    upiId: text('upi_id'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('studios_approved_created_idx').on(t.approved, t.createdAt),
    index('studios_author_idx').on(t.authorId),
    index('studios_city_idx').on(t.city),
    // The admin's booking search by any part of a studio's name or city (see users' indexes).
    index('studios_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('studios_city_trgm_idx').using('gin', t.city.op('gin_trgm_ops')),
    check('studios_booking_mode_check', sql`${t.bookingMode} in (${literalList(BOOKING_MODES)})`),
    check(
      'studios_cancellation_hours_check',
      sql`${t.cancellationHours} in (${sql.join(CANCELLATION_WINDOWS.map(literal), sql.raw(', '))})`,
    ),
    check('studios_deposit_type_check', sql`${t.depositType} in (${literalList(DEPOSIT_TYPES)})`),
    // A deposit is asked only with its value and an address to pay it to.
    check(
      'studios_deposit_check',
      sql`(${t.depositType} = 'none' and ${t.depositValue} is null)
        or (${t.depositType} <> 'none' and ${t.depositValue} > 0 and ${t.upiId} is not null)`,
    ),
    check(
      'studios_min_duration_check',
      sql`${t.minimumDurationHours} between ${literal(MINIMUM_DURATION_RANGE[0])} and ${literal(MINIMUM_DURATION_RANGE[1])}`,
    ),
  ],
);

/** What a studio's camera packages and add-on services both are: a priced offer under a key. */
const offerColumns = () => ({
  studioId: uuid('studio_id')
    .notNull()
    .references(() => studios.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  price: integer('price').notNull(),
});

export const studioPackages = pgTable('studio_packages', offerColumns(), (t) => [
  primaryKey({ columns: [t.studioId, t.key] }),
  check('studio_packages_price_check', sql`${t.price} >= 0`),
]);

export const studioAddons = pgTable(
  'studio_addons',
  {
    ...offerColumns(),
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
    /** The gallery-sized version a studio's page offers phones; null before decision 056. */
    galleryUrl: text('gallery_url'),
    /** Keys in the image store (full, card and gallery size), so the files go with the studio. */
    storageKey: text('storage_key').notNull(),
    thumbnailStorageKey: text('thumbnail_storage_key'),
    galleryStorageKey: text('gallery_storage_key'),
    createdAt: createdAt(),
  },
  (t) => [index('studio_images_studio_idx').on(t.studioId, t.position)],
);

/** A photo as `studio_images` keeps it, in a pending change's list. */
export type PendingStudioImage = {
  url: string;
  thumbnailUrl: string | null;
  storageKey: string;
  thumbnailStorageKey: string | null;
  /** Absent from changes kept before decision 056, as the gallery size itself is. */
  galleryUrl?: string | null;
  galleryStorageKey?: string | null;
};

/**
 * An owner's change of an approved studio's public facts, waiting for an admin (decision 030):
 * the whole set as the owner wants it listed, at most one per studio (a newer edit replaces it).
 * The studio's own row and images stay the approved, public version until the change is approved.
 */
export const studioPendingChanges = pgTable(
  'studio_pending_changes',
  {
    studioId: uuid('studio_id')
      .primaryKey()
      .references(() => studios.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    youtubeLinks: jsonb('youtube_links').$type<string[]>().notNull(),
    fullAddress: text('full_address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pinCode: text('pin_code').notNull(),
    /** The photos in order: approved ones kept and new ones, stored but not shown until approved. */
    images: jsonb('images').$type<PendingStudioImage[]>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  // The admin's list, oldest first.
  (t) => [index('studio_pending_changes_submitted_idx').on(t.submittedAt)],
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
