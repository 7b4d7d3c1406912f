import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './transaction';

/**
 * The transaction-scoped advisory locks of the app (decision 040), each in its own namespace:
 * the first of PostgreSQL's two 32-bit keys. The two-key form never meets a lock taken with one
 * 64-bit key, and no two namespaces here share a number, so no lock of one kind waits on
 * another. PGlite takes them too (it has one connection, so they are granted at once there).
 */
const NAMESPACES = {
  /** One customer's booking checks and writes: the fair-use caps (decision 025). */
  customerBookings: 0x5348_0001,
} as const;

/**
 * The statement that waits for, then holds until the transaction ends, the lock on customer
 * `customerId`'s bookings. Its key is the UUID's last 8 hex digits (random in a v4 UUID) as a
 * signed 32-bit number: stable, and two customers whose keys collide only wait for each other
 * now and then.
 */
export function customerBookingsLock(customerId: SQL | string): SQL {
  return sql`select pg_advisory_xact_lock(${NAMESPACES.customerBookings}::int,
    ('x' || right(${customerId}::text, 8))::bit(32)::int)`;
}

/**
 * Takes the lock on customer `customerId`'s bookings: run first in a transaction that counts what
 * the customer holds and then writes, so parallel requests of one customer (in any process)
 * count one after the other.
 */
export async function lockCustomerBookings(tx: Executor, customerId: string): Promise<void> {
  await tx.execute(customerBookingsLock(customerId));
}
