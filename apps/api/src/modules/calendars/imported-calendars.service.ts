import { and, count, eq } from 'drizzle-orm';
import {
  IMPORTED_CALENDAR_MESSAGES,
  MAX_IMPORTED_CALENDARS,
  STUDIO_MESSAGES,
  type ImportedCalendar,
  type ImportedCalendarRequest,
} from '@studio-hive/domain';
import { importedCalendars, studios } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { isUuid } from '../../lib/uuid';
import type { CurrentUser } from '../auth/guards';
import {
  calendarsJson,
  calendarsOfStudio,
  readColumns,
  replaceBusyHours,
  tellOwner,
  type CalendarRow,
  type CalendarsContext,
} from './calendar-records';
import type { CalendarSync } from './calendar-sync';
import { readCalendar } from './read-calendar';

/**
 * A studio's imported calendars for its author (docs/api.md#imported-calendars, decision 048):
 * list, add (read at once), read again now, remove. Nobody else may see or change them: another
 * owner and admins get 403, as for editing the studio.
 */

type Caller = Pick<CurrentUser, 'id'>;

/**
 * Counts a read against the caller's reads of the hour (the route's limit, 429 beyond): called
 * once the caller may read the calendar and before the fetch, each of which costs a connection.
 */
export type SpendRead = () => Promise<void>;

const studioNotFound = () => notFound(STUDIO_MESSAGES.studioNotFound);
const calendarNotFound = () => notFound(IMPORTED_CALENDAR_MESSAGES.calendarNotFound);

/** The studio, if it exists (404) and the caller wrote it (403). */
export async function ownStudio(
  db: Executor,
  caller: Caller,
  studioId: string,
): Promise<{ id: string }> {
  if (!isUuid(studioId)) throw studioNotFound();
  const [studio] = await db
    .select({ id: studios.id, authorId: studios.authorId })
    .from(studios)
    .where(eq(studios.id, studioId));
  if (!studio) throw studioNotFound();
  if (studio.authorId !== caller.id) throw forbidden(STUDIO_MESSAGES.notAuthor);
  return { id: studio.id };
}

/** One calendar of the caller's studio, or 404. */
async function ownCalendar(
  ctx: CalendarsContext,
  caller: Caller,
  studioId: string,
  calendarId: string,
): Promise<CalendarRow> {
  await ownStudio(ctx.db, caller, studioId);
  if (!isUuid(calendarId)) throw calendarNotFound();
  const [row] = await ctx.db
    .select()
    .from(importedCalendars)
    .where(and(eq(importedCalendars.id, calendarId), eq(importedCalendars.studioId, studioId)));
  if (!row) throw calendarNotFound();
  return row;
}

async function calendarJson(ctx: CalendarsContext, row: CalendarRow): Promise<ImportedCalendar> {
  const [json] = await calendarsJson(ctx.db, [row], ctx.now());
  return json!;
}

const calendarCount = async (db: Executor, studioId: string) => {
  const [row] = await db
    .select({ calendars: count() })
    .from(importedCalendars)
    .where(eq(importedCalendars.studioId, studioId));
  return row?.calendars ?? 0;
};

/** GET /studio/:id/calendars: the studio's calendars, in the order they were linked. */
export async function listCalendars(
  ctx: CalendarsContext,
  caller: Caller,
  studioId: string,
): Promise<ImportedCalendar[]> {
  await ownStudio(ctx.db, caller, studioId);
  return calendarsJson(ctx.db, await calendarsOfStudio(ctx.db, studioId), ctx.now());
}

/**
 * POST /studio/:id/calendars: reads the calendar at once, then links it with what came of the
 * read. An address the guard refuses is 400 with its sentence and links nothing; one that
 * cannot be read is linked in error, its sentence shown. At most 5 a studio, counted again under
 * the studio's row lock, so parallel adds cannot pass it.
 */
export async function addCalendar(
  ctx: CalendarsContext,
  caller: Caller,
  studioId: string,
  input: ImportedCalendarRequest,
  spendRead: SpendRead,
): Promise<ImportedCalendar> {
  await ownStudio(ctx.db, caller, studioId);
  const tooMany = () => conflict(IMPORTED_CALENDAR_MESSAGES.tooMany);
  // Before the fetch, which costs us a connection: a studio at its limit reads nothing.
  if ((await calendarCount(ctx.db, studioId)) >= MAX_IMPORTED_CALENDARS) throw tooMany();
  await spendRead();
  const now = ctx.now();
  const read = await readCalendar({
    url: input.url,
    now,
    allowPrivate: ctx.allowPrivate,
    resolver: ctx.resolver,
  });
  if (read.kind === 'error' && read.reason === 'address') {
    throw badRequest(read.sentence, { url: read.sentence });
  }
  const { row, told } = await inTransaction(ctx.db, async (tx) => {
    const [studio] = await tx
      .select({ id: studios.id })
      .from(studios)
      .where(eq(studios.id, studioId))
      .for('update');
    if (!studio) throw studioNotFound();
    if ((await calendarCount(tx, studioId)) >= MAX_IMPORTED_CALENDARS) throw tooMany();
    const [inserted] = await tx
      .insert(importedCalendars)
      .values({ studioId, label: input.label, url: input.url, ...readColumns(read, now) })
      .returning();
    const calendar = inserted!;
    if (read.kind === 'busy') await replaceBusyHours(tx, calendar, read.busyHours);
    // A calendar that was never read starts no failure run: the owner sees why on the card.
    const told = await tellOwner(tx, ctx, calendar, { failureRunStarted: null }, now);
    return { row: calendar, told };
  });
  if (told) ctx.notifications.kick();
  return calendarJson(ctx, row);
}

/** POST /studio/:id/calendars/:calendarId/sync: the calendar read now, as it stands after. */
export async function syncCalendar(
  ctx: CalendarsContext,
  sync: Pick<CalendarSync, 'syncNow'>,
  caller: Caller,
  studioId: string,
  calendarId: string,
  spendRead: SpendRead,
): Promise<ImportedCalendar> {
  await ownCalendar(ctx, caller, studioId, calendarId);
  await spendRead();
  await sync.syncNow(calendarId);
  // Read again: removed meanwhile is 404.
  return calendarJson(ctx, await ownCalendar(ctx, caller, studioId, calendarId));
}

/** DELETE /studio/:id/calendars/:calendarId: unlinked, its busy hours bookable again at once. */
export async function removeCalendar(
  ctx: CalendarsContext,
  caller: Caller,
  studioId: string,
  calendarId: string,
): Promise<void> {
  await ownCalendar(ctx, caller, studioId, calendarId);
  await ctx.db.delete(importedCalendars).where(eq(importedCalendars.id, calendarId));
}
