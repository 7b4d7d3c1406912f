import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { BusyHour } from '@studio-hive/domain';
import { importedBusyHours, importedCalendars } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/**
 * A studio's hour that its imported calendars have busy (decision 048), with the labels of those
 * calendars in the order they were linked: not bookable (`slotOffered` in booking-holds.ts), and
 * shown to the owner as busy with the labels.
 */
export type StudioBusyHour = BusyHour & { studioId: string; labels: string[] };

/**
 * The busy hours of `studioIds` from the date `from` to the date `to` (both IST calendar dates,
 * both included; either left out: no bound), in studio, date and hour order. Each hour once,
 * whichever of a studio's calendars have it busy. What the owner's views read: the availability
 * of their studios and the week.
 */
export async function loadBusyHours(
  db: Executor,
  studioIds: readonly string[],
  range: { from?: string; to?: string } = {},
): Promise<StudioBusyHour[]> {
  if (studioIds.length === 0) return [];
  const ib = importedBusyHours;
  return db
    .select({
      studioId: ib.studioId,
      date: ib.date,
      hour: ib.hour,
      labels: sql<string[]>`json_agg(${importedCalendars.label}
        order by ${importedCalendars.createdAt}, ${importedCalendars.id})`,
    })
    .from(ib)
    .innerJoin(importedCalendars, eq(importedCalendars.id, ib.calendarId))
    .where(
      and(
        inArray(ib.studioId, [...studioIds]),
        range.from ? gte(ib.date, range.from) : undefined,
        range.to ? lte(ib.date, range.to) : undefined,
      ),
    )
    .groupBy(ib.studioId, ib.date, ib.hour)
    .orderBy(asc(ib.studioId), asc(ib.date), asc(ib.hour));
}
