import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { importedCalendars, studios, users } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { findUp } from '../lib/find-up';
import { replaceBusyHours } from '../modules/calendars/calendar-records';
import { readBusyHours } from '../modules/calendars/read-busy-hours';
import { DEMO_STUDIOS } from './demo-studios';

/**
 * The demo's imported calendar (decision 048): the demo owner's 'Google Calendar' at The Mic
 * Room, with two weekly sessions taken on WhatsApp (Saturdays 11:00-14:00, Wednesdays
 * 18:00-20:00) and a reminder marked free. The demo runs without a network (`npm start`), so its
 * hours are read from a committed file when it is seeded and its address is a placeholder on the
 * reserved example domain: the background sync leaves it alone (`demo`), and "Sync now" shows
 * what a calendar that cannot be read looks like, its hours kept.
 */
export const DEMO_CALENDAR = {
  studioName: 'The Mic Room',
  label: 'Google Calendar',
  url: 'https://calendar.example.com/studio-hive-demo/the-mic-room/private-demo/basic.ics',
  file: 'demo-data/the-mic-room-calendar.ics',
} as const;

/** The committed file, from src/ (tsx, tests) as from the dist bundle. */
function demoCalendarText(): string {
  const file = findUp(import.meta.url, DEMO_CALENDAR.file);
  if (!file) throw new Error(`The demo calendar is missing (apps/api/${DEMO_CALENDAR.file}).`);
  return readFileSync(file, 'utf8');
}

/**
 * Links the demo calendar to The Mic Room of the demo owner, read as of `now`, unless the studio
 * is not there or already has a calendar. Resolves with how many calendars were added (0 or 1).
 */
export async function seedDemoCalendars(db: Database, now: Date): Promise<number> {
  const ownerEmail = DEMO_STUDIOS.find(
    (studio) => studio.fields.name === DEMO_CALENDAR.studioName,
  )?.ownerEmail;
  if (!ownerEmail) return 0;
  const [studio] = await db
    .select({ id: studios.id })
    .from(studios)
    .innerJoin(users, eq(users.id, studios.authorId))
    .where(and(eq(studios.name, DEMO_CALENDAR.studioName), eq(users.email, ownerEmail)));
  if (!studio) return 0;
  const read = await readBusyHours(demoCalendarText(), now);
  if (read.kind === 'error') throw new Error(`The demo calendar cannot be read: ${read.sentence}`);
  return inTransaction(db, async (tx) => {
    const [locked] = await tx
      .select({ id: studios.id })
      .from(studios)
      .where(eq(studios.id, studio.id))
      .for('update');
    const [linked] = await tx
      .select({ id: importedCalendars.id })
      .from(importedCalendars)
      .where(eq(importedCalendars.studioId, studio.id))
      .limit(1);
    if (!locked || linked) return 0;
    const [calendar] = await tx
      .insert(importedCalendars)
      .values({
        studioId: studio.id,
        label: DEMO_CALENDAR.label,
        url: DEMO_CALENDAR.url,
        status: 'ok',
        lastSyncedAt: now,
        lastGoodAt: now,
        demo: true,
      })
      .returning();
    await replaceBusyHours(tx, calendar!, read.busyHours);
    return 1;
  });
}
