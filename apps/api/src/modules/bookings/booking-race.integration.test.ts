import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, BOOKING_MESSAGES, istToday, type BookingRequest } from '@studio-hive/domain';
import * as schema from '../../db/schema';
import {
  bookingRequest,
  createStudioRow,
  createUser,
  loginAs,
  randomAddress,
} from '../../test/factories';
import { createTestApp, secondAppOnSameDatabase, type TestApp } from '../../test/test-app';

/**
 * Many requests for the same hour at the same moment: exactly one books it, every other one gets
 * 409 with a sentence, none 500 (decision 011: UNIQUE (studio_id, date, hour) is the last
 * line). Also across two API processes over one database (their own pools on PostgreSQL; on the
 * embedded database both share the engine).
 */
let first: TestApp;
let second: FastifyInstance;
let closeSecond: () => Promise<void>;
let customers: string[];

beforeAll(async () => {
  first = await createTestApp();
  ({ app: second, close: closeSecond } = await secondAppOnSameDatabase(first));
  const users = await Promise.all(
    Array.from({ length: 5 }, () => createUser(first, { role: 'customer' })),
  );
  customers = await Promise.all(users.map((user) => loginAs(first, user)));
});
afterAll(async () => {
  await closeSecond();
  await first.close();
});

const RACERS = 50;

async function race(apps: FastifyInstance[]) {
  const tomorrow = addDays(istToday(first.clock.now), 1);
  const studio = await createStudioRow(first, { slots: [[tomorrow, [9, 10, 11, 12]]] });
  const payload = (i: number): BookingRequest =>
    bookingRequest({
      studio: studio.id,
      date: tomorrow,
      // Overlapping runs: all of them need 10:00.
      hours: i % 2 === 0 ? [10] : [9, 10],
      totalPrice: i % 2 === 0 ? 1500 : 3000,
    });
  const responses = await Promise.all(
    Array.from({ length: RACERS }, (_, i) =>
      apps[i % apps.length]!.inject({
        method: 'POST',
        url: '/api/booking',
        remoteAddress: randomAddress(),
        headers: { authorization: customers[i % customers.length]! },
        payload: payload(i),
      }),
    ),
  );
  const statuses = responses.map((res) => res.statusCode);
  expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(RACERS - 1);
  for (const res of responses.filter((r) => r.statusCode === 409)) {
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: BOOKING_MESSAGES.justTaken,
    });
  }
  const booked = await first.database.db
    .select()
    .from(schema.bookingHours)
    .where(eq(schema.bookingHours.studioId, studio.id));
  expect(booked.filter((row) => row.hour === 10)).toHaveLength(1);
  const rows = await first.database.db
    .select()
    .from(schema.bookings)
    .where(eq(schema.bookings.studioId, studio.id));
  expect(rows).toHaveLength(1);
}

describe('a race for one hour', () => {
  it(`lets exactly one of ${RACERS} simultaneous requests win on one server`, async () => {
    await race([first.app]);
  });

  it(`lets exactly one of ${RACERS} simultaneous requests win across two servers`, async () => {
    await race([first.app, second]);
  });
});
