import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { BOOKING_STATES, CANCELLED_BY } from '@studio-hive/domain';
import { bookings } from '../../db/schema';
import { decodedRows } from '../../db/sql-fragments';
import { createStudioRow, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// The admin's figures are read from the bookings' daily counts, which the database updates as
// bookings change (migrations 0015 and 0020, decision 036). Whatever statements change the
// bookings, and however many rows each touches, the counts must equal a count of the bookings
// themselves.

let t: TestApp;
let studioId: string;
let customerId: string;

beforeAll(async () => {
  t = await createTestApp();
  studioId = (await createStudioRow(t)).id;
  customerId = (await createUser(t, { role: 'customer' }))._id;
});
afterAll(() => t.close());

const dailyCount = z.object({
  date: z.string(),
  status: z.string(),
  cancelled_by: z.string(),
  bookings: z.coerce.number(),
  revenue: z.coerce.number(),
});

/**
 * The daily counts, summed over their shards, without the groups that netted to zero; read
 * from the table, or under another name for it (the previous release's view).
 */
const dailyCounts = (relation: SQL = sql`booking_daily_counts`) =>
  decodedRows(
    t.database.db,
    sql`select date::text as date, status, cancelled_by, sum(bookings) as bookings,
          sum(revenue) as revenue
        from ${relation} group by 1, 2, 3
        having sum(bookings) <> 0 or sum(revenue) <> 0 order by 1, 2, 3`,
    dailyCount,
  );

/** The same, counted from the bookings themselves. */
const countedFromBookings = () =>
  decodedRows(
    t.database.db,
    sql`select date::text as date, status, coalesce(cancelled_by, '') as cancelled_by,
          count(*) as bookings, sum(total_price) as revenue
        from bookings group by 1, 2, 3 order by 1, 2, 3`,
    dailyCount,
  );

const DATES = ['2026-11-24', '2026-11-25', '2026-11-26'] as const;
const state = fc.record({
  date: fc.constantFrom(...DATES),
  status: fc.constantFrom(...BOOKING_STATES),
  cancelledBy: fc.constantFrom(null, ...CANCELLED_BY),
  totalPrice: fc.integer({ min: 0, max: 50_000 }),
});

/** One statement against the bookings: rows added, some changed together, some deleted. */
const change = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    rows: fc.array(state, { minLength: 1, maxLength: 4 }),
  }),
  fc.record({
    kind: fc.constant('update' as const),
    picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
    to: state,
  }),
  fc.record({ kind: fc.constant('touch' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('delete' as const),
    picks: fc.array(fc.nat(), { minLength: 1, maxLength: 2 }),
  }),
);

type Change = typeof change extends fc.Arbitrary<infer C> ? C : never;

async function apply(step: Change) {
  const db = t.database.db;
  const ids = (await db.select({ id: bookings.id }).from(bookings).orderBy(asc(bookings.id))).map(
    (row) => row.id,
  );
  const picked = (picks: number[]) =>
    ids.length === 0 ? [] : [...new Set(picks.map((pick) => ids[pick % ids.length]!))];
  switch (step.kind) {
    case 'insert':
      await db.insert(bookings).values(
        step.rows.map((row) => ({
          studioId,
          customerId,
          date: row.date,
          packageKey: '1 Cam',
          basePrice: row.totalPrice,
          addonsTotal: 0,
          totalPrice: row.totalPrice,
          status: row.status,
          cancelledBy: row.cancelledBy,
          hours: [10],
          statusChangedAt: t.clock.now,
          // Every row may become any state: one awaiting a deposit has its amount and deadline.
          depositAmount: 500,
          depositPayBy: t.clock.now,
          decisionDueAt: t.clock.now,
        })),
      );
      return;
    case 'update': {
      const chosen = picked(step.picks);
      if (chosen.length === 0) return;
      const { date, status, cancelledBy, totalPrice } = step.to;
      await db
        .update(bookings)
        .set({ date, status, cancelledBy, totalPrice })
        .where(inArray(bookings.id, chosen));
      return;
    }
    case 'touch': {
      // A change of nothing counted (the reason), as most of the app's updates are.
      const chosen = picked([step.pick]);
      if (chosen.length === 0) return;
      await db
        .update(bookings)
        .set({ cancelReason: 'changed plans' })
        .where(inArray(bookings.id, chosen));
      return;
    }
    case 'delete': {
      const chosen = picked(step.picks);
      if (chosen.length > 0) await db.delete(bookings).where(inArray(bookings.id, chosen));
    }
  }
}

describe("the bookings' daily counts", () => {
  it('equal a count of the bookings after any series of inserts, updates and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 8 }), async (steps) => {
        for (const step of steps) await apply(step);
        expect(await dailyCounts()).toEqual(await countedFromBookings());
      }),
      { numRuns: 40 },
    );
  });

  it('are read under their old name too, as the previous release reads them during a deploy', async () => {
    const underOldName = await dailyCounts(sql`booking_day_figures`);
    expect(underOldName).toEqual(await dailyCounts());
  });

  it('follow a statement that changes many bookings at once, and a truncation', async () => {
    await t.database.db.update(bookings).set({ status: 'no_show', cancelledBy: null });
    expect(await dailyCounts()).toEqual(await countedFromBookings());
    await t.database.db.execute(sql`truncate bookings cascade`);
    expect(await dailyCounts()).toEqual([]);
  });
});
