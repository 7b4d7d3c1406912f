import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  canSeeStudioDetails,
  freeTimeDateError,
  freeTimeRunOf,
  isHourAhead,
  istToday,
  STUDIO_MESSAGES,
  studioPricePerHour,
  validateStudioSubmission,
  type FreeTimeRun,
  type Role,
  type Studio,
  type StudioFormMode,
  type StudioListQuery,
  type StudioSubmission,
  type StudioWithAvailability,
} from '@studio-hive/domain';
import type { Database } from '../../db/client';
import { inTransaction, rowsOf, type Executor, type Transaction } from '../../db/transaction';
import {
  bookings,
  studioAddons,
  studioImages,
  studioPackages,
  studioSlots,
  studios,
  users,
} from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors';
import { paginate, type Page } from '../../http/pagination';
import type { ImageStore } from '../../storage/image-store';
import { storeStudioImages, type UploadedImage } from '../../images/store-studio-images';
import { isUuid } from '../../lib/uuid';
import { writeNotices, type NoticeDispatcher } from '../../notifications/notice-dispatcher';
import {
  studioApprovedMessages,
  studioChangedNotice,
  studioDeniedMessages,
} from '../../notifications/studio-review-messages';
import type { CatalogueCache } from './catalogue-cache';
import {
  approvedStudios,
  loadStudioRecords,
  studioById,
  studiosOfAuthor,
  toStudioJson,
  withAvailability,
  type StudioRecord,
} from './studio-records';

export type StudiosContext = {
  db: Database;
  imageStore: ImageStore;
  cache: CatalogueCache;
  now: () => Date;
  log: FastifyBaseLogger;
  /**
   * Where the review notices go (decision 019): the owner on approve and deny, the team's inbox
   * on submit and edit. Null tells nobody: the demo catalogue is loaded through this service and
   * is nobody's news.
   */
  reviewNotices: ReviewNotices | null;
};

export type ReviewNotices = {
  /** Told after the commit, so the notices go out at once. */
  notices: Pick<NoticeDispatcher, 'kick'>;
  /** TEAM_EMAIL. */
  teamEmail: string;
  /** PUBLIC_URL, for absolute links in the e-mails. */
  publicUrl: string | undefined;
};

export type Viewer = { id: string; role: Role } | null;

/**
 * The owner who submits or edits a studio, as the route's guard read their account (so the
 * team's notice names them without reading it again).
 */
export type StudioAuthor = { id: string; role: Role; name: string; email: string };

/** Channel on which every change to the catalogue is announced to all API processes. */
export const CATALOGUE_CHANNEL = 'studio_catalogue';

// ---- reading ----

/**
 * Ids of the studios whose real details this viewer may see besides their own: those they hold
 * a booking at (spec section 2, masking).
 */
async function bookedStudioIds(db: Database, viewer: Viewer): Promise<Set<string>> {
  if (!viewer) return new Set();
  const rows = await db
    .selectDistinct({ studioId: bookings.studioId })
    .from(bookings)
    .where(and(eq(bookings.customerId, viewer.id), isNotNull(bookings.studioId)));
  return new Set(rows.map((row) => row.studioId!));
}

/** Decides, per studio, whether this viewer gets the real or the masked view. */
export async function unmaskingRule(ctx: StudiosContext, viewer: Viewer) {
  const booked = await bookedStudioIds(ctx.db, viewer);
  return (record: Pick<StudioRecord, 'id' | 'authorId'>) =>
    canSeeStudioDetails(viewer, record, booked.has(record.id));
}

/** Approved studios, newest first, with what the viewer may see. */
function filterCatalogue(
  records: readonly StudioRecord[],
  query: StudioListQuery,
  unmasked: (record: StudioRecord) => boolean,
): Studio[] {
  const q = query.q?.toLowerCase();
  const city = query.city?.toLowerCase();
  const result: Studio[] = [];
  for (const record of records) {
    if (city && record.full.location.city.toLowerCase() !== city) continue;
    const open = unmasked(record);
    // A masked viewer searches only what they can see: searching by a hidden real name must not
    // reveal which masked studio carries it.
    if (q && !(open ? record.fullSearchText : record.maskedSearchText).includes(q)) continue;
    result.push(toStudioJson(record, open));
  }
  return result;
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
  const candidates = free ? records.filter((record) => free.has(record.id)) : records;
  return paginate(filterCatalogue(candidates, query, unmasked), query);
}

/**
 * Search by free time (decision 011): ids of the studios with every hour of `run` free now, in
 * one statement for all studios: the offered hours of the date in [start, start + hours)
 * (index `studio_slots_free_time_idx`), none held by a booking (anti-join on the unique
 * (studio_id, date, hour) of booking_hours), counted per studio. The caller intersects them with
 * the cached catalogue, which also keeps pending studios out. A run whose first hour has begun
 * (today, at or before the current IST hour) or a past date finds nothing, without a query.
 */
async function studiosFreeFor(ctx: StudiosContext, run: FreeTimeRun): Promise<Set<string>> {
  const now = ctx.now();
  const dateError = freeTimeDateError(run.date, now);
  if (dateError) throw badRequest(dateError, { date: dateError });
  if (!isHourAhead(run.date, run.start, now)) return new Set();
  const rows = await rowsOf<{ id: string }>(
    ctx.db,
    sql`select sl.studio_id::text as id
        from studio_slots sl
        where sl.date = ${run.date}::date
          and sl.hour >= ${run.start}::smallint and sl.hour < ${run.start + run.hours}::smallint
          and sl.is_available
          and not exists (
            select 1 from booking_hours bh
            where bh.studio_id = sl.studio_id and bh.date = sl.date and bh.hour = sl.hour
          )
        group by sl.studio_id
        having count(*) = ${run.hours}::int`,
  );
  return new Set(rows.map((row) => row.id));
}

/** The approved catalogue from this process's cache (loaded on first use after any change). */
function approvedRecords(ctx: StudiosContext): Promise<StudioRecord[]> {
  return ctx.cache.approved(() => loadStudioRecords(ctx.db, approvedStudios));
}

export async function listCities(ctx: StudiosContext): Promise<string[]> {
  const records = await approvedRecords(ctx);
  const cities = new Set(records.map((record) => record.full.location.city));
  return [...cities].sort((a, b) => a.localeCompare(b, 'en-IN'));
}

async function findRecord(db: Database | Transaction, id: string): Promise<StudioRecord | null> {
  if (!isUuid(id)) return null;
  const [record] = await loadStudioRecords(db, studioById(id));
  return record ?? null;
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
  const mayManage = (record: Pick<StudioRecord, 'authorId'>) =>
    !!viewer && (viewer.role === 'admin' || viewer.id === record.authorId);
  if (approved && !mayManage(approved)) {
    const unmasked = await unmaskingRule(ctx, viewer);
    return toStudioJson(approved, unmasked(approved));
  }
  if (!viewer) throw notFound(STUDIO_MESSAGES.studioNotFound);
  // The author or an admin: the stored studio, pending or not, with its availability.
  const record = await findRecord(ctx.db, id);
  if (!record || !mayManage(record)) throw notFound(STUDIO_MESSAGES.studioNotFound);
  const [withSlots] = await withAvailability(ctx.db, [record.full]);
  return withSlots!;
}

export async function listOwnStudios(
  ctx: StudiosContext,
  owner: { id: string },
): Promise<StudioWithAvailability[]> {
  const records = await loadStudioRecords(ctx.db, studiosOfAuthor(owner.id));
  return withAvailability(
    ctx.db,
    records.map((record) => record.full),
  );
}

export async function listPendingStudios(ctx: StudiosContext): Promise<StudioWithAvailability[]> {
  const records = await loadStudioRecords(ctx.db, eq(studios.approved, false), 'oldest');
  return withAvailability(
    ctx.db,
    records.map((record) => record.full),
  );
}

// ---- writing ----

function checkSubmission(
  ctx: StudiosContext,
  raw: unknown,
  mode: StudioFormMode,
  imageCount: number,
): StudioSubmission {
  const result = validateStudioSubmission(raw, {
    mode,
    imageCount,
    today: istToday(ctx.now()),
  });
  if (!result.ok) throw badRequest(result.message, result.fieldErrors);
  return result.value;
}

function studioColumns(value: StudioSubmission) {
  return {
    name: value.name,
    description: value.description,
    // Computed here, never taken from the client (spec section 3).
    pricePerHour: studioPricePerHour(value.packages),
    youtubeLinks: value.youtubeLinks,
    instagramUsername: value.instagramUsername,
    area: value.area,
    equipments: value.equipments,
    amenities: value.amenities,
    rules: value.rules,
    minimumDurationHours: value.minimumDurationHours,
    openingHour: value.operationalHours.start,
    closingHour: value.operationalHours.end,
    fullAddress: value.location.fullAddress,
    city: value.location.city,
    state: value.location.state,
    pinCode: value.location.pinCode,
  };
}

async function writeChildren(
  tx: Transaction,
  studioId: string,
  value: StudioSubmission,
  today: string,
) {
  await tx.delete(studioPackages).where(eq(studioPackages.studioId, studioId));
  await tx.delete(studioAddons).where(eq(studioAddons.studioId, studioId));
  if (value.packages.length > 0) {
    await tx.insert(studioPackages).values(value.packages.map((p) => ({ ...p, studioId })));
  }
  if (value.addons.length > 0) {
    await tx
      .insert(studioAddons)
      .values(value.addons.map((addon, position) => ({ ...addon, studioId, position })));
  }
  // Days from today on are replaced by what was sent; past days are history and stay.
  await tx
    .delete(studioSlots)
    .where(and(eq(studioSlots.studioId, studioId), gte(studioSlots.date, today)));
  const slots = value.availability.flatMap((day) =>
    day.slots.map((slot) => ({
      studioId,
      date: day.date,
      hour: slot.hour,
      isAvailable: slot.isAvailable,
    })),
  );
  // In chunks: one statement per few thousand rows keeps under the parameter limit.
  for (let i = 0; i < slots.length; i += 2000) {
    await tx.insert(studioSlots).values(slots.slice(i, i + 2000));
  }
}

/** Tells every API process (ours included) that the catalogue changed: when a transaction `db` commits, or at once. */
export async function announceCatalogueChange(db: Executor) {
  await db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`);
}

export async function createStudio(
  ctx: StudiosContext,
  author: StudioAuthor,
  raw: unknown,
  images: UploadedImage[],
): Promise<StudioWithAvailability> {
  const value = checkSubmission(ctx, raw, 'add', images.length);
  const stored = await storeStudioImages(ctx.imageStore, images, { log: ctx.log });
  try {
    const id = await inTransaction(ctx.db, async (tx) => {
      const [row] = await tx
        .insert(studios)
        .values({ ...studioColumns(value), authorId: author.id, approved: false })
        .returning({ id: studios.id });
      await writeChildren(tx, row!.id, value, istToday(ctx.now()));
      await tx.insert(studioImages).values(
        stored.images.map((image, position) => ({
          studioId: row!.id,
          position,
          url: image.url,
          thumbnailUrl: image.cardUrl,
          storageKey: image.key,
          thumbnailStorageKey: image.cardKey,
        })),
      );
      await tellTeam(ctx, tx, 'submitted', { id: row!.id, value }, author);
      await announceCatalogueChange(tx);
      return row!.id;
    });
    ctx.cache.invalidate();
    ctx.reviewNotices?.notices.kick();
    return await ownView(ctx, id);
  } catch (error) {
    await stored.rollback();
    throw error;
  }
}

async function ownView(ctx: StudiosContext, id: string): Promise<StudioWithAvailability> {
  const record = await findRecord(ctx.db, id);
  if (!record) throw notFound(STUDIO_MESSAGES.studioNotFound);
  const [view] = await withAvailability(ctx.db, [record.full]);
  return view!;
}

/** The author's edit (spec section 5): approved studios only; kept images plus new ones, at most 5. */
export async function updateStudio(
  ctx: StudiosContext,
  author: StudioAuthor,
  id: string,
  raw: unknown,
  images: UploadedImage[],
): Promise<StudioWithAvailability> {
  const record = await findRecord(ctx.db, id);
  if (!record) throw notFound(STUDIO_MESSAGES.studioNotFound);
  if (record.authorId !== author.id) throw forbidden(STUDIO_MESSAGES.notAuthor);
  if (!record.approved) throw forbidden(STUDIO_MESSAGES.pendingEdit);

  const kept = keptImages(raw);
  const current = await ctx.db
    .select()
    .from(studioImages)
    .where(eq(studioImages.studioId, id))
    .orderBy(studioImages.position);
  const keptRows = kept.map((url) => current.find((image) => image.url === url));
  if (keptRows.some((row) => !row)) {
    throw badRequest('One of the current images does not belong to this studio.', {
      existingImages: 'One of the current images does not belong to this studio.',
    });
  }
  const value = checkSubmission(ctx, raw, 'edit', new Set(kept).size + images.length);
  const removed = current.filter((image) => !kept.includes(image.url));

  const stored = await storeStudioImages(ctx.imageStore, images, { log: ctx.log });
  try {
    await inTransaction(ctx.db, async (tx) => {
      // Serialises concurrent edits of the same studio.
      const [locked] = await tx
        .select({ approved: studios.approved, authorId: studios.authorId })
        .from(studios)
        .where(eq(studios.id, id))
        .for('update');
      if (!locked) throw notFound(STUDIO_MESSAGES.studioNotFound);
      await tx
        .update(studios)
        .set({ ...studioColumns(value), updatedAt: ctx.now() })
        .where(eq(studios.id, id));
      await writeChildren(tx, id, value, istToday(ctx.now()));
      await tx.delete(studioImages).where(eq(studioImages.studioId, id));
      const rows = [
        ...[...new Set(kept)].map((url) => {
          const row = current.find((image) => image.url === url)!;
          return {
            url: row.url,
            thumbnailUrl: row.thumbnailUrl,
            storageKey: row.storageKey,
            thumbnailStorageKey: row.thumbnailStorageKey,
          };
        }),
        ...stored.images.map((image) => ({
          url: image.url,
          thumbnailUrl: image.cardUrl,
          storageKey: image.key,
          thumbnailStorageKey: image.cardKey,
        })),
      ];
      await tx
        .insert(studioImages)
        .values(rows.map((row, position) => ({ ...row, studioId: id, position })));
      await tellTeam(ctx, tx, 'edited', { id, value }, author);
      await announceCatalogueChange(tx);
    });
  } catch (error) {
    await stored.rollback();
    throw error;
  }
  ctx.cache.invalidate();
  ctx.reviewNotices?.notices.kick();
  await deleteStoredFiles(
    ctx,
    removed.flatMap((image) => [image.storageKey, image.thumbnailStorageKey ?? '']),
  );
  return ownView(ctx, id);
}

function keptImages(raw: unknown): string[] {
  const value = (raw as { existingImages?: unknown } | null)?.existingImages;
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((url) => typeof url !== 'string')) {
    throw badRequest('existingImages must be a list of image addresses.', {
      existingImages: 'existingImages must be a list of image addresses.',
    });
  }
  return value as string[];
}

/** Files are removed after the rows: a failure here leaves an orphan file, never a broken studio. */
async function deleteStoredFiles(ctx: StudiosContext, keys: string[]) {
  const wanted = keys.filter(Boolean);
  if (wanted.length === 0) return;
  await ctx.imageStore.delete(wanted).catch((error: unknown) => {
    ctx.log.error({ err: error, keys: wanted }, 'could not delete stored studio images');
  });
}

/** The name, e-mail and phone of a verified account, for its notices; null when gone. */
async function contactOf(db: Executor, userId: string | null) {
  if (!userId) return null;
  const [row] = await db
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.verifiedAt)));
  return row ?? null;
}

/** The team's inbox hears of a submitted or edited studio, in the transaction that wrote it. */
async function tellTeam(
  ctx: StudiosContext,
  tx: Transaction,
  change: 'submitted' | 'edited',
  studio: { id: string; value: StudioSubmission },
  owner: StudioAuthor,
) {
  if (!ctx.reviewNotices) return;
  const { teamEmail, publicUrl } = ctx.reviewNotices;
  await writeNotices(tx, [
    studioChangedNotice({
      teamEmail,
      change,
      studio: { id: studio.id, name: studio.value.name, city: studio.value.location.city },
      owner,
      publicUrl,
    }),
  ]);
}

/**
 * Deletes the studio in one transaction with `alsoInTx` (its notices), then its files. With
 * `pendingOnly`, a studio approved meanwhile is kept: 409, and nothing is written.
 */
async function removeStudio(
  ctx: StudiosContext,
  record: StudioRecord,
  options: { pendingOnly?: boolean; alsoInTx?: (tx: Transaction) => Promise<void> } = {},
) {
  await inTransaction(ctx.db, async (tx) => {
    const deleted = await tx
      .delete(studios)
      .where(
        and(
          eq(studios.id, record.id),
          options.pendingOnly ? eq(studios.approved, false) : undefined,
        ),
      )
      .returning({ id: studios.id });
    if (deleted.length === 0 && options.pendingOnly) throw alreadyApproved();
    await options.alsoInTx?.(tx);
    await announceCatalogueChange(tx);
  });
  ctx.cache.invalidate();
  await deleteStoredFiles(ctx, record.imageKeys);
}

/** The author or an admin removes a studio, its images with it. */
export async function deleteStudio(
  ctx: StudiosContext,
  viewer: { id: string; role: Role },
  id: string,
): Promise<void> {
  const record = await findRecord(ctx.db, id);
  if (!record) throw notFound(STUDIO_MESSAGES.studioNotFound);
  if (viewer.role !== 'admin' && record.authorId !== viewer.id) {
    throw forbidden('You do not have permission to delete this studio');
  }
  await removeStudio(ctx, record);
}

export async function approveStudio(
  ctx: StudiosContext,
  id: string,
): Promise<StudioWithAvailability> {
  const record = await findRecord(ctx.db, id);
  if (!record) throw notFound(STUDIO_MESSAGES.studioNotFound);
  if (!record.approved) {
    await inTransaction(ctx.db, async (tx) => {
      // Only the approval that changed the row tells the owner: two admins at once send one.
      const changed = await tx
        .update(studios)
        .set({ approved: true, approvedAt: ctx.now(), updatedAt: ctx.now() })
        .where(and(eq(studios.id, id), eq(studios.approved, false)))
        .returning({ id: studios.id });
      const owner =
        changed.length > 0 && ctx.reviewNotices ? await contactOf(tx, record.authorId) : null;
      if (owner) {
        const studio = { id, name: record.full.name };
        const publicUrl = ctx.reviewNotices?.publicUrl;
        await writeNotices(tx, studioApprovedMessages({ owner, studio, publicUrl }));
      }
      await announceCatalogueChange(tx);
    });
    ctx.cache.invalidate();
    ctx.reviewNotices?.notices.kick();
  }
  return ownView(ctx, id);
}

const alreadyApproved = () =>
  new AppError('CONFLICT', 'This studio is already approved and cannot be denied.');

/**
 * Deny removes a pending studio for good (spec section 4); an approved one is not "denied". Its
 * owner is told, with the admin's reason when one was given (decision 019).
 */
export async function denyStudio(
  ctx: StudiosContext,
  id: string,
  reason: string | undefined,
): Promise<void> {
  const record = await findRecord(ctx.db, id);
  if (!record) throw notFound(STUDIO_MESSAGES.studioNotFound);
  if (record.approved) {
    throw alreadyApproved();
  }
  const review = ctx.reviewNotices;
  await removeStudio(ctx, record, {
    // Approved by another admin since it was read: not denied, and its owner not told so.
    pendingOnly: true,
    alsoInTx: async (tx) => {
      const owner = review ? await contactOf(tx, record.authorId) : null;
      if (!owner) return;
      const studio = { id, name: record.full.name };
      await writeNotices(tx, studioDeniedMessages({ owner, studio, reason }));
    },
  });
  review?.notices.kick();
}
