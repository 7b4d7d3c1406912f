import { sql } from 'drizzle-orm';
import { DEFAULT_PAYMENT_STATUS, PAYMENT_STATUSES } from '@studio-hive/domain';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { studios } from './studios';

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
     * ('Unknown Studio', docs/product.md#bookings); the rows go with their booking.
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
