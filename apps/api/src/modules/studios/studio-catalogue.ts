import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import {
  canSeeStudioDetails,
  UNMASKING_STATES,
  mayManageStudio,
  freeTimeDateError,
  freeTimeRunOf,
  isHourAhead,
  hoursFrom,
  isWithinOpeningHours,
  STUDIO_MESSAGES,
  type FreeTimeRun,
  type Studio,
  type StudioListQuery,
  type StudioWithAvailability,
} from '@studio-hive/domain';
import type { Database } from '../../db/client';
import { slotFree } from '../bookings/booking-holds';
import { bookings, studios, studioSlots } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { paginate, type Page } from '../../http/pagination';
import { isUuid } from '../../lib/uuid';
import {
  approvedStudios,
  loadStudioRecords,
  studiosOfAuthor,
  toStudioJson,
  manageViews,
  type StudioRecord,
} from './studio-records';
import { matchingStudios } from './catalogue-cache';
import { findRecord, type StudiosContext, type Viewer } from './studios-context';

/** Reading the catalogue: the public listing and search, one studio, an owner's and the pending ones. */

/**
 * Ids of the studios whose real details this viewer may see besides their own: those they hold
 * a booking at (docs/product.md#masked-studios, masking).
 */
async function bookedStudioIds(db: Database, viewer: Viewer): Promise<Set<string>> {
  if (!viewer) return new Set();
  const rows = await db
    .selectDistinct({ studioId: bookings.studioId })
    .from(bookings)
    .where(
      and(
        eq(bookings.customerId, viewer.id),
        isNotNull(bookings.studioId),
        // Only a confirmed booking (or its no-show) shows the studio: not a request, not a
        // cancelled one, so booking and cancelling cannot be used to read addresses.
        inArray(bookings.status, [...UNMASKING_STATES]),
      ),
    );
  return new Set(rows.map((row) => row.studioId!));
}

/** Decides, per studio, whether this viewer gets the real or the masked view. */
export async function unmaskingRule(ctx: StudiosContext, viewer: Viewer) {
  const booked = await bookedStudioIds(ctx.db, viewer);
  return (record: Pick<StudioRecord, 'id' | 'authorId'>) =>
    canSeeStudioDetails(viewer, record, booked.has(record.id));
}

/**
 * Approved studios matching the query, newest first. Whether the viewer sees a studio unmasked
 * is decided here only when a search needs it; `listStudios` decides it for the page it sends
 * (the whole catalogue passes through here, 10,000 studios at the largest size in bench/scale.md).
 * A guest's search is the same for every guest: its matches are kept with the catalogue
 * (`matchingStudios`).
 */
function filterCatalogue(
  records: readonly StudioRecord[],
  query: StudioListQuery,
  unmasked: (record: StudioRecord) => boolean,
  guest: boolean,
): readonly StudioRecord[] {
  const q = query.q?.toLowerCase();
  const city = query.city?.toLowerCase();
  if (!q && !city) return records;
  const test = (record: StudioRecord) =>
    (!city || record.cityKey === city) &&
    // A masked viewer searches only what they can see: searching by a hidden real name must
    // not reveal which masked studio carries it.
    (!q || (unmasked(record) ? record.fullSearchText : record.maskedSearchText).includes(q));
  return guest ? matchingStudios(records, `${city ?? ''}\n${q ?? ''}`, test) : records.filter(test);
}

export async function listStudios(
  ctx: StudiosContext,
  viewer: Viewer,
  query: StudioListQuery,
): Promise<Page<Studio>> {
  const run = freeTimeRunOf(query);
  const [records, unmasked, free] = await Promise.all([
    approvedRecords(ctx),
    unmaskingRule(ctx, viewer),
    run ? studiosFreeFor(ctx, run) : null,
  ]);
  // Free, and within the studio's opening hours (decision 027).
  const candidates =
    free && run
      ? records.filter(
          (record) =>
            free.has(record.id) &&
            hoursFrom(run.start, run.hours).every((hour) =>
              isWithinOpeningHours(hour, record.full.operationalHours),
            ),
        )
      : records;
  const guest = !viewer && candidates === records;
  const page = paginate(filterCatalogue(candidates, query, unmasked, guest), query);
  return {
    ...page,
    items: page.items.map((record) => toStudioJson(record, unmasked(record), ctx)),
  };
}

/**
 * Search by free time (decision 011): ids of the studios with every hour of `run` free now, in
 * one statement for all studios: the open hours of the date in [start, start + hours)
 * (index `studio_slots_free_time_idx`), none busy in an imported calendar (anti-join on
 * `imported_busy_hours_studio_idx`) nor held by a booking (anti-join on the unique
 * (studio_id, date, hour) of booking_hours, an overdue request's hold not counting), counted per studio. The caller intersects them with
 * the cached catalogue, which also keeps pending studios out. A run whose first hour has begun
 * (today, at or before the current IST hour) or a past date finds nothing, without a query.
 */
async function studiosFreeFor(ctx: StudiosContext, run: FreeTimeRun): Promise<Set<string>> {
  const now = ctx.now();
  const dateError = freeTimeDateError(run.date, now);
  if (dateError) throw badRequest(dateError, { date: dateError });
  if (!isHourAhead(run.date, run.start, now)) return new Set();
  const rows = await ctx.db
    .select({ id: studioSlots.studioId })
    .from(studioSlots)
    .where(
      and(
        eq(studioSlots.date, run.date),
        gte(studioSlots.hour, run.start),
        lt(studioSlots.hour, run.start + run.hours),
        // Open (as the partial index on open slots writes it), busy in no imported calendar, and
        // held by nobody: a request's hold past its deadline keeps nothing (decision 025).
        slotFree(studioSlots, now.toISOString()),
      ),
    )
    .groupBy(studioSlots.studioId)
    .having(sql`count(*) = ${run.hours}::int`);
  return new Set(rows.map((row) => row.id));
}

/** The approved catalogue from this process's cache (decision 037). */
function approvedRecords(ctx: StudiosContext): Promise<StudioRecord[]> {
  return ctx.cache.approved({
    all: () => loadStudioRecords(ctx.db, approvedStudios),
    some: (ids) => loadStudioRecords(ctx.db, and(approvedStudios, inArray(studios.id, ids))),
  });
}

export async function listCities(ctx: StudiosContext): Promise<string[]> {
  const records = await approvedRecords(ctx);
  const cities = new Set(records.map((record) => record.full.location.city));
  return [...cities].sort((a, b) => a.localeCompare(b, 'en-IN'));
}

/**
 * One studio for this viewer: approved ones for everyone (masked as the rule says), a pending
 * one only for its author or an admin (else 404, so nobody learns it exists). The author and
 * admins also get its availability.
 */
export async function getStudio(
  ctx: StudiosContext,
  viewer: Viewer,
  id: string,
): Promise<Studio | StudioWithAvailability> {
  if (!isUuid(id)) throw notFound(STUDIO_MESSAGES.studioNotFound);
  const approved = (await approvedRecords(ctx)).find((record) => record.id === id);
  if (approved && !mayManageStudio(viewer, approved)) {
    const unmasked = await unmaskingRule(ctx, viewer);
    return toStudioJson(approved, unmasked(approved), ctx);
  }
  if (!viewer) throw notFound(STUDIO_MESSAGES.studioNotFound);
  // The author or an admin: the stored studio, pending or not, with its availability.
  const record = await findRecord(ctx.db, id);
  if (!record || !mayManageStudio(viewer, record)) throw notFound(STUDIO_MESSAGES.studioNotFound);
  const [withSlots] = await manageViews(ctx.db, [record], ctx.now(), ctx);
  return withSlots!;
}

export async function listOwnStudios(
  ctx: StudiosContext,
  owner: { id: string },
): Promise<StudioWithAvailability[]> {
  const records = await loadStudioRecords(ctx.db, studiosOfAuthor(owner.id));
  return manageViews(ctx.db, records, ctx.now(), ctx);
}

export async function listPendingStudios(ctx: StudiosContext): Promise<StudioWithAvailability[]> {
  const records = await loadStudioRecords(ctx.db, eq(studios.approved, false), 'oldest');
  return manageViews(ctx.db, records, ctx.now(), ctx);
}
