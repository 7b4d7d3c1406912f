import { randomBytes } from 'node:crypto';
import { addDays, istToday } from '@studio-hive/domain';
import type { Database } from '../apps/api/src/db/client';
import { bookingHours, bookings, studioPackages, studios } from '../apps/api/src/db/schema';
import type { PoolUser } from './user-pool';

/**
 * A booking that has already ended, for the no-show journey: the API refuses hours that have
 * begun, and the browser tests run on the real clock, so the seed (seed-users.ts) writes it
 * straight into the database before the server starts: yesterday 10:00 to 12:00 IST at a studio
 * of its own owner, booked by its own customer. Free of test-runner imports: the seed runs it.
 */

/** The two accounts of the finished booking, apart from the pool so no other test takes them. */
export const FINISHED_BOOKING_USERS = {
  owner: {
    role: 'owner',
    name: 'Kiran Studio Owner',
    email: 'e2e-finished-owner@example.com',
    password: 'E2e!pass1',
    phone: '9499999901',
  },
  customer: {
    role: 'customer',
    name: 'Arjun Latecomer',
    email: 'e2e-finished-customer@example.com',
    password: 'E2e!pass1',
    phone: '9499999902',
  },
} as const satisfies Record<string, PoolUser>;

/** Writes the studio and its finished booking; returns the studio's name. */
export async function writeFinishedBooking(
  db: Database,
  ids: { ownerId: string; customerId: string },
  now: Date,
): Promise<string> {
  const name = `Yesterday Room ${randomBytes(3).toString('hex')}`;
  const [studio] = await db
    .insert(studios)
    .values({
      authorId: ids.ownerId,
      name,
      description: 'A studio whose last session is over.',
      pricePerHour: 1500,
      openingHour: 9,
      closingHour: 21,
      fullAddress: '9 Clocktower Road',
      city: 'Noida',
      state: 'Uttar Pradesh',
      pinCode: '201301',
      approved: true,
      approvedAt: now,
    })
    .returning({ id: studios.id });
  await db
    .insert(studioPackages)
    .values({ studioId: studio!.id, key: '1 Cam', name: '1 Camera', description: '', price: 1500 });
  const date = addDays(istToday(now), -1);
  const hours = [10, 11];
  const [booking] = await db
    .insert(bookings)
    .values({
      studioId: studio!.id,
      customerId: ids.customerId,
      date,
      packageKey: '1 Cam',
      basePrice: 3000,
      addonsTotal: 0,
      totalPrice: 3000,
      status: 'confirmed',
      hours,
      statusChangedAt: new Date(now.getTime() - 3 * 24 * 60 * 60 * 1000),
      createdAt: new Date(now.getTime() - 3 * 24 * 60 * 60 * 1000),
    })
    .returning({ id: bookings.id });
  await db
    .insert(bookingHours)
    .values(hours.map((hour) => ({ bookingId: booking!.id, studioId: studio!.id, date, hour })));
  return name;
}
