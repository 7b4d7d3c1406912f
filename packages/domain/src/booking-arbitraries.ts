// fast-check generators and a sample booking shared by the lifecycle tests (tests only: nothing
// in the product imports it).
import fc from 'fast-check';
import { addDays } from './calendar-dates';
import { CANCELLATION_WINDOWS } from './booking-states';
import type { LifecycleBooking } from './booking-lifecycle';

export const HOUR = 60 * 60 * 1000;
export const at = (iso: string) => new Date(iso);

/** 10:00-12:00 IST on 1 Dec 2026 is 04:30-06:30 UTC. */
export const booking: LifecycleBooking = {
  source: 'online',
  state: 'confirmed',
  date: '2026-12-01',
  hours: [11, 10],
  decisionDueAt: null,
  cancellationHours: 24,
};

export const instants = fc
  .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 0, 1) })
  .map((ms) => new Date(ms));

/** A session (date, first hour, length) at a studio with one of the cancellation windows. */
export const sessions = fc.record({
  date: fc.integer({ min: 0, max: 600 }).map((n) => addDays('2026-01-01', n)),
  first: fc.integer({ min: 0, max: 23 }),
  length: fc.integer({ min: 1, max: 6 }),
  cancellationHours: fc.constantFrom(...CANCELLATION_WINDOWS),
});
export type Session = { date: string; first: number; length: number; cancellationHours: number };

export const lifecycleBooking = (
  b: Session,
  state: LifecycleBooking['state'] = 'confirmed',
  due: Date | null = null,
  source: LifecycleBooking['source'] = 'online',
): LifecycleBooking => ({
  source,
  state,
  date: b.date,
  hours: Array.from({ length: Math.min(b.length, 24 - b.first) }, (_, i) => b.first + i),
  decisionDueAt: due,
  cancellationHours: b.cancellationHours,
});
