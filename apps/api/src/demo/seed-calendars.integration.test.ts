import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istToday, type ImportedCalendar } from '@studio-hive/domain';
import * as schema from '../db/schema';
import { call, createStudioRow, signedInAccount, type SignedInAccount } from '../test/factories';
import { loopbackOnlyResolver, refusedLookups } from '../test/net';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_CALENDAR, seedDemoCalendars } from './seed-calendars';

/**
 * The demo owner's imported calendar (decision 048): read from the committed file when seeded,
 * with no network, once; the background sync never fetches its placeholder address. The test
 * app resolves loopback names only (`loopbackOnlyResolver`), so a demo calendar read by mistake
 * fails this file without a query leaving the machine.
 */

// A Friday, 10:15 in India: the next Saturday is tomorrow.
const NOW = new Date('2026-11-27T04:45:00Z');

let t: TestApp;
let owner: SignedInAccount;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date(NOW);
  owner = await signedInAccount(t, 'owner', { email: 'owner@demo.studiohive.in' });
});
afterAll(() => t.close());

describe('the demo calendar', { timeout: 30_000 }, () => {
  it("links to the demo owner's The Mic Room once, its weekly sessions busy", async () => {
    expect(await seedDemoCalendars(t.database.db, NOW)).toBe(0);
    const today = istToday(NOW);
    const saturday = addDays(today, 1);
    const studio = await createStudioRow(t, {
      authorId: owner._id,
      name: DEMO_CALENDAR.studioName,
      openingHour: 10,
      closingHour: 22,
      slots: [[saturday, [10, 11, 12, 13, 14, 15]]],
    });
    expect(await seedDemoCalendars(t.database.db, NOW)).toBe(1);
    expect(await seedDemoCalendars(t.database.db, NOW)).toBe(0);

    const res = await call(t, 'GET', `/api/studio/${studio.id}/calendars`, { auth: owner.auth });
    const [calendar, ...others] = res.json<ImportedCalendar[]>();
    expect(others).toEqual([]);
    // Saturdays 11-14 and Wednesdays 18-20 in the 180 days from Friday 10:15: 26 and 25 of them.
    expect(calendar).toMatchObject({
      label: 'Google Calendar',
      url: 'calendar.example.com/studio-hive-demo/…',
      status: 'ok',
      error: null,
      busyHours: 26 * 3 + 25 * 2,
    });
    const bookable = await call(t, 'GET', `/api/availability/${studio.id}`, { auth: owner.auth });
    expect(bookable.json()).toEqual([{ date: saturday, hours: [10, 14, 15] }]);

    // Never due for the background sync, however long ago it was read.
    t.clock.advanceMinutes(24 * 60);
    await t.app.calendarSync.runNow();
    const [row] = await t.database.db
      .select({ lastSyncedAt: schema.importedCalendars.lastSyncedAt })
      .from(schema.importedCalendars)
      .where(eq(schema.importedCalendars.studioId, studio.id));
    expect(row?.lastSyncedAt).toEqual(NOW);
    expect(refusedLookups).toEqual([]);
  });

  it("runs where no name but loopback is looked up (the test app's resolver refuses it)", async () => {
    await expect(loopbackOnlyResolver('calendar.example.com')).rejects.toThrow('A test looked up');
    expect(refusedLookups.splice(0)).toEqual(['calendar.example.com']);
  });
});
