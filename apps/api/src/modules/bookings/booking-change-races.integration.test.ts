import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { secondAppOnSameDatabase } from '../../test/test-app';
import {
  act,
  booked,
  customerView,
  later,
  later2,
  secondCustomer,
  studioWith,
  useLifecycleApp,
} from '../../test/fixtures/booking-lifecycle';
import { customer, owner, request, t } from '../../test/fixtures/bookings';

/**
 * Races between changes of one booking through the HTTP stack (docs/api.md#booking-lifecycle,
 * decision 025): an owner's decisions against the customer's withdrawal, the expiry against
 * both, and a reschedule against a new booking of the same hour on another server. Exactly one wins
 * and the held hours agree with it.
 */

useLifecycleApp();

describe('races between changes of one booking', () => {
  const holdsOf = (id: string) =>
    t.database.db.select().from(schema.bookingHours).where(eq(schema.bookingHours.bookingId, id));

  it('accept, decline and the customer withdrawing one request: one outcome, its hours consistent', async () => {
    const studio = await studioWith({ bookingMode: 'request' });
    for (const hours of [[9], [12], [14]]) {
      const booking = await booked(studio.id, customer, hours);
      const [accept, decline, cancel] = await Promise.all([
        act(owner.auth, booking._id, 'accept'),
        act(owner.auth, booking._id, 'decline'),
        act(customer.auth, booking._id, 'cancel'),
      ]);
      const codes = [accept, decline, cancel].map((res) => res.statusCode);
      expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
      // The owner's two decisions: never both. (The customer may cancel after an accept.)
      expect([accept.statusCode, decline.statusCode]).toContain(409);
      const final = (await customerView(booking._id))?.status;
      const expected =
        cancel.statusCode === 200
          ? 'cancelled'
          : accept.statusCode === 200
            ? 'confirmed'
            : 'declined';
      expect(final).toBe(expected);
      expect(await holdsOf(booking._id)).toHaveLength(final === 'confirmed' ? 1 : 0);
    }
  });

  it('past the deadline, the expiry job, an accept and a withdrawal at once: it stays expired', async () => {
    const studio = await studioWith({ bookingMode: 'request' });
    const booking = await booked(studio.id, customer, [16]);
    t.clock.now = new Date(booking.decisionDueAt!);
    const [, accept, cancel] = await Promise.all([
      t.app.requestExpiry.runNow(),
      act(owner.auth, booking._id, 'accept'),
      act(customer.auth, booking._id, 'cancel'),
    ]);
    expect([accept.statusCode, cancel.statusCode]).toEqual([409, 409]);
    expect((await customerView(booking._id))?.status).toBe('expired');
    expect(await holdsOf(booking._id)).toEqual([]);
  });

  it('a reschedule and a new booking of the same hour on two servers: exactly one gets it', async () => {
    const second = await secondAppOnSameDatabase(t);
    try {
      const studio = await studioWith();
      for (const hour of [13, 15, 17]) {
        const booking = await booked(studio.id, customer, [10 + (hour % 3)], later);
        const [rescheduled, fresh] = await Promise.all([
          act(customer.auth, booking._id, 'reschedule', {
            date: later2,
            hours: [hour],
            totalPrice: 1500,
          }),
          (second.app as FastifyInstance).inject({
            method: 'POST',
            url: '/api/booking',
            headers: { authorization: secondCustomer.auth },
            payload: request(studio.id, { date: later2, hours: [hour], totalPrice: 1500 }),
          }),
        ]);
        const winners = [rescheduled.statusCode === 200, fresh.statusCode === 201].filter(Boolean);
        expect(winners).toHaveLength(1);
        expect([rescheduled.statusCode, fresh.statusCode]).toContain(409);
        const holds = await t.database.db
          .select()
          .from(schema.bookingHours)
          .where(eq(schema.bookingHours.studioId, studio.id));
        expect(holds.filter((h) => h.date === later2 && h.hour === hour)).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });
});
