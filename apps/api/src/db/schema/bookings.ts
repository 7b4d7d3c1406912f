import { sql } from 'drizzle-orm';
import {
  BOOKING_SOURCES,
  BOOKING_STATES,
  CANCELLED_BY,
  DEFAULT_BOOKING_SOURCE,
  DEFAULT_PAYMENT_STATUS,
  DEPOSIT_REFUNDS,
  EXPIRING_STATES,
  PAYMENT_STATUSES,
  type DeletedStudio,
} from '@studio-hive/domain';
import {
  bigint,
  check,
  date,
  index,
  timestamp,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, literalList } from './columns';
import { studios } from './studios';

/** Numbers the deposits' references (`depositReference`), so that no two ever share one. */
export const depositReferenceSequence = pgSequence('deposit_reference_seq', { startWith: 1 });

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Kept when the studio is deleted so customers still see their history ('Unknown Studio'). */
    studioId: uuid('studio_id').references(() => studios.id, { onDelete: 'set null' }),
    /**
     * Written as its studio is deleted (decision 042): the studio as it was and whether the
     * customer was shown it unmasked, so messages and lists name it as they last saw it; null
     * while the studio exists (and for bookings whose studio went before migration 0018).
     */
    deletedStudio: jsonb('deleted_studio').$type<DeletedStudio>(),
    /** Null for an offline booking (it has no customer account) and once the account is deleted. */
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
    // The booking lifecycle (decision 025): widened and backfilled by migration 0010, narrowed
    // by 0011 once every read used them.
    /** One of BOOKING_STATES; 'confirmed' for every booking made before requests existed. */
    status: text('status', { enum: BOOKING_STATES }).notNull(),
    /** The booked hours, kept for the booking's history when its hold (booking_hours) is released. */
    hours: smallint('hours').array().notNull(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull(),
    /** A request's deadline for the owner's decision; null for every other booking. */
    decisionDueAt: timestamp('decision_due_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: CANCELLED_BY }),
    cancelReason: text('cancel_reason'),
    // Offline bookings (decision 049, migration 0021): made by the studio's owner, who took them
    // elsewhere; every booking made before, and every one a customer makes, is 'online'.
    /** One of BOOKING_SOURCES. */
    source: text('source', { enum: BOOKING_SOURCES }).notNull().default(DEFAULT_BOOKING_SOURCE),
    /** An offline booking's customer as the owner recorded them (no account): their name. */
    offlineCustomerName: text('offline_customer_name'),
    /** And their phone, 10 digits, when the owner gave one. */
    offlineCustomerPhone: text('offline_customer_phone'),
    /** The owner's own note on the booking (only they see it). */
    note: text('note'),
    // Deposits over UPI (decision 052, migration 0023): fixed when the booking is made, so that
    // an owner's later change of the setting or address changes no existing booking. All null
    // for a booking without a deposit.
    /** Whole rupees. */
    depositAmount: integer('deposit_amount'),
    /** 'SH-7K2Q9' (`depositReference` of the next value of deposit_reference_seq). */
    depositReference: text('deposit_reference').unique('bookings_deposit_reference_unique'),
    /** The address and payee name the payment link carries. */
    depositUpiId: text('deposit_upi_id'),
    depositPayee: text('deposit_payee'),
    /** Until when it must be paid; `decisionDueAt` is the booking's deadline (later once reported). */
    depositPayBy: timestamp('deposit_pay_by', { withTimezone: true }),
    /** The UTR the customer reported, and when they first did. */
    depositUtr: text('deposit_utr'),
    depositReportedAt: timestamp('deposit_reported_at', { withTimezone: true }),
    /** When the owner confirmed the money arrived. */
    depositPaidAt: timestamp('deposit_paid_at', { withTimezone: true }),
    /** A paid deposit's cancellation: what it owes back (one of DEPOSIT_REFUNDS). */
    depositRefund: text('deposit_refund', { enum: DEPOSIT_REFUNDS }),
    /** When the owner marked a full refund paid. */
    depositRefundedAt: timestamp('deposit_refunded_at', { withTimezone: true }),
  },
  (t) => [
    // A customer's or a studio's bookings, narrowed by session date where a read asks for a
    // range (the admin's upcoming or past search reads only those dates: bench/scale.md, F).
    index('bookings_customer_idx').on(t.customerId, t.date),
    index('bookings_studio_idx').on(t.studioId, t.date),
    // A studio's bookings in one stored state: the admin's search narrowed to a state counts
    // only those, where by date it read every booking's row (bench/scale.md, J).
    index('bookings_studio_state_idx').on(t.studioId, t.status, t.date),
    // Every list's session order (decision 018): a page of the admin's list reads the upcoming
    // timeframe forwards and the past one backwards, only the rows it needs (bench/scale.md, G).
    // The expression is booking-queries.ts' FIRST_HOUR, written alike so the planner matches it.
    index('bookings_session_idx').on(t.date, sql`coalesce((${t.hours})[1], 24)`, t.id),
    // The sweep's expiry of requests nobody decided in time (decision 025) and of deposits
    // nobody confirmed (decision 052): the bookings that may expire only.
    index('bookings_open_requests_idx')
      .on(t.decisionDueAt)
      .where(sql`${t.status} in (${literalList(EXPIRING_STATES)})`),
    check('bookings_status_check', sql`${t.status} in (${literalList(BOOKING_STATES)})`),
    check('bookings_cancelled_by_check', sql`${t.cancelledBy} in (${literalList(CANCELLED_BY)})`),
    check(
      'bookings_deposit_refund_check',
      sql`${t.depositRefund} in (${literalList(DEPOSIT_REFUNDS)})`,
    ),
    // A booking awaiting its deposit has one, with its deadline; a refund only of a paid one.
    check(
      'bookings_deposit_check',
      sql`(${t.status} <> 'awaiting_deposit'
            or (${t.depositAmount} > 0 and ${t.depositPayBy} is not null
              and ${t.decisionDueAt} is not null))
        and (${t.depositRefund} is null or ${t.depositPaidAt} is not null)
        and (${t.depositRefundedAt} is null or ${t.depositRefund} = 'full')`,
    ),
    check('bookings_source_check', sql`${t.source} in (${literalList(BOOKING_SOURCES)})`),
    // An offline booking has its customer's name and no account; an online one neither of its
    // offline customer's columns.
    check(
      'bookings_offline_customer_check',
      sql`(${t.source} = 'online' and ${t.offlineCustomerName} is null
            and ${t.offlineCustomerPhone} is null)
        or (${t.source} = 'offline' and ${t.customerId} is null
            and ${t.offlineCustomerName} is not null)`,
    ),
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
    /**
     * A request's hold ends here, when the owner has not decided (decision 025): from then on
     * the hour reads as free, and the next booking of it or the sweep releases the row. Null for
     * a confirmed booking's hold.
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.hour] }),
    unique('booking_hours_studio_date_hour_unique').on(t.studioId, t.date, t.hour),
    check('booking_hours_hour_check', sql`${t.hour} between 0 and 23`),
    // Search by free time (decision 011): the booked hours of one date across all studios, for
    // the anti-join against studio_slots_free_time_idx (index-only on both sides).
    // With the hold's end, so an overdue request's hold is told apart from the index alone.
    index('booking_hours_free_time_idx').on(t.date, t.hour, t.studioId, t.expiresAt),
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

/**
 * The daily counts of bookings behind the admin's platform figures, updated as bookings change
 * (decision 036): per session date, state, who cancelled ('' for nobody) and shard, how many
 * bookings there are and their total price. Only the statement triggers on `bookings`
 * (migrations 0015 and 0020) write it, for every insert, update and delete, whichever code runs
 * them. The shard (0 to 7, from the booking's id) spreads the bookings of one day over eight
 * rows, so bookings made at the same moment seldom wait on each other's counter.
 */
export const bookingDailyCounts = pgTable(
  'booking_daily_counts',
  {
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status', { enum: BOOKING_STATES }).notNull(),
    cancelledBy: text('cancelled_by').notNull(),
    shard: smallint('shard').notNull(),
    bookings: integer('bookings').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.date, t.status, t.cancelledBy, t.shard] })],
);
