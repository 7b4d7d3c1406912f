import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_ACTIONS,
  BOOKING_LIFECYCLE_MESSAGES,
  BOOKING_SOURCES,
  BOOKING_TRANSITIONS,
  CANCELLATION_WINDOWS,
  currentState,
  holdsHours,
  transitionFor,
  type Booking,
  type BookingAction,
  type BookingMode,
  type BookingParty,
  type BookingState,
  type LifecycleBooking,
} from '@studio-hive/domain';
import { decodedRow } from '../../db/sql-fragments';
import { call, signedInAccount } from '../../test/factories';
import { owner, START, t } from '../../test/fixtures/bookings';
import {
  act,
  booked,
  later,
  studioWith,
  useLifecycleApp,
} from '../../test/fixtures/booking-lifecycle';
import { z } from 'zod';

/**
 * The transition table (domain booking-transitions.ts) against the real API (decision 045): random
 * sequences of calls by either side, with the expiry job coming by, at random times, of a
 * customer's booking (at once, on request or for a deposit, decision 052) or an offline one
 * (decision 049). At every step the API answers as the table
 * does (the same transition, or the same refusal), the stored state moves only along the table,
 * and the hours the booking holds are its hours exactly while it is in a holding state. An
 * offline booking has no customer: the customer's calls are refused before the table is asked.
 */

useLifecycleApp();

const stored = z.object({
  source: z.enum(BOOKING_SOURCES),
  status: z.string(),
  date: z.string(),
  hours: z.array(z.coerce.number()),
  decision_due_at: z.string().nullable(),
  cancellation_hours: z.coerce.number(),
  live_holds: z.coerce.number(),
});

/** The booking as stored, and how many of its hours it holds from others at `now`. */
async function read(id: string, now: Date) {
  const row = await decodedRow(
    t.database.db,
    sql`select b.source, b.status, b.date::text as date, b.hours, b.decision_due_at::text as decision_due_at,
          s.cancellation_hours,
          (select count(*) from booking_hours h where h.booking_id = b.id
             and (h.expires_at is null or h.expires_at > ${now.toISOString()}::timestamptz)) as live_holds
        from bookings b join studios s on s.id = b.studio_id
        where b.id = ${id}::uuid`,
    stored,
  );
  if (!row) throw new Error(`booking ${id} is gone`);
  const booking: LifecycleBooking = {
    source: row.source,
    state: row.status as BookingState,
    date: row.date,
    hours: row.hours,
    decisionDueAt: row.decision_due_at === null ? null : new Date(row.decision_due_at),
    cancellationHours: row.cancellation_hours,
  };
  return { booking, liveHolds: row.live_holds };
}

type Step =
  | { kind: 'call'; action: BookingAction; side: BookingParty; after: number }
  | { kind: 'expiry job'; after: number };

/**
 * Up to 20 hours between calls: 7 calls reach past the session's end (5 days ahead) and its
 * no-show window opens, while the parties' sessions (valid 7 days) stay signed in.
 */
const MAX_MINUTES_BETWEEN_CALLS = 20 * 60;

const steps = fc.array(
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({
        kind: fc.constant('call' as const),
        action: fc.constantFrom(...BOOKING_ACTIONS),
        side: fc.constantFrom<BookingParty>('customer', 'owner'),
        after: fc.integer({ min: 0, max: MAX_MINUTES_BETWEEN_CALLS }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('expiry job' as const),
        after: fc.integer({ min: 0, max: MAX_MINUTES_BETWEEN_CALLS }),
      }),
    },
  ),
  { minLength: 1, maxLength: 7 },
);

/** The request body of each call: a reason where one may be given, new hours for a reschedule. */
function payloadOf(action: BookingAction, step: number) {
  if (action === 'reschedule') {
    return { date: later, hours: [step % 2 === 0 ? 14 : 10], totalPrice: 1500 };
  }
  if (action === 'deposit') return { utr: '412356789012' };
  return action === 'cancel' || action === 'decline' || action === 'deposit/reject'
    ? { reason: 'Power cut at the studio' }
    : {};
}

/** An offline booking of 10:00 on `later` at `studioId`, recorded by its owner. */
async function recorded(studioId: string): Promise<Booking> {
  const res = await call(t, 'POST', '/api/owner/bookings', {
    auth: owner.auth,
    payload: { studio: studioId, date: later, hours: [10], customerName: 'Walk-in Guest' },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ booking: Booking }>().booking;
}

describe('the transition table and the API', () => {
  it('agree on every call, move the state only along the table, and hold hours only while holding', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<BookingMode | 'offline' | 'deposit'>(
          'instant',
          'request',
          'offline',
          'deposit',
        ),
        fc.constantFrom(...CANCELLATION_WINDOWS),
        steps,
        async (how, cancellationHours, calls: Step[]) => {
          t.clock.now = new Date(START);
          const bookingMode = how === 'request' ? 'request' : 'instant';
          const studio = await studioWith({
            bookingMode,
            cancellationHours,
            ...(how === 'deposit' && {
              deposit: { type: 'percent', value: 20 },
              upiId: 'echo.room@okhdfc',
            }),
          });
          const customer = await signedInAccount(t, 'customer');
          const made =
            how === 'offline' ? await recorded(studio.id) : await booked(studio.id, customer, [10]);
          for (const [index, step] of calls.entries()) {
            t.clock.now = new Date(t.clock.now.getTime() + step.after * 60_000);
            const now = t.clock.now;
            const before = await read(made._id, now);
            if (step.kind === 'expiry job') {
              await t.app.requestExpiry.runNow();
            } else {
              const answer =
                how === 'offline' && step.side === 'customer'
                  ? ({
                      ok: false,
                      status: 403,
                      message: BOOKING_LIFECYCLE_MESSAGES.notAParty,
                    } as const)
                  : transitionFor(step.action, step.side, before.booking, now);
              const auth = step.side === 'customer' ? customer.auth : owner.auth;
              const res = await act(auth, made._id, step.action, payloadOf(step.action, index));
              const where = `${step.side} ${step.action} of a ${how} ${before.booking.state} booking`;
              if (answer.ok) {
                expect(res.statusCode, where).toBe(200);
                const after = await read(made._id, now);
                expect(after.booking.state, where).toBe(BOOKING_TRANSITIONS[answer.transition].to);
              } else {
                expect(
                  { status: res.statusCode, message: res.json<{ message: string }>().message },
                  where,
                ).toEqual({
                  status: answer.status,
                  message: answer.message,
                });
                // As read: the app's own expiry job may write an overdue deadline meanwhile.
                const after = await read(made._id, now);
                expect(currentState(after.booking, now), where).toBe(
                  currentState(before.booking, now),
                );
              }
            }
            const after = await read(made._id, now);
            const holding = holdsHours(currentState(after.booking, now));
            expect(after.liveHolds).toBe(holding ? after.booking.hours.length : 0);
          }
        },
      ),
      // Each run makes a studio, a customer and up to 7 calls (150 runs took 7 to 9 s).
      { numRuns: 40 },
    );
  });
});
