import { asc, eq, inArray } from 'drizzle-orm';
import {
  STUDIO_MESSAGES,
  type StudioSubmission,
  type StudioWithAvailability,
} from '@studio-hive/domain';
import { inTransaction, type Transaction } from '../../db/transaction';
import {
  studioImages,
  studioPendingChanges,
  studios,
  type PendingStudioImage,
} from '../../db/schema';
import { AppError } from '../../http/errors';
import {
  studioChangesApprovedMessages,
  studioChangesRejectedMessages,
} from '../../notifications/studio-review-messages';
import { tellAuthorOfReview } from './studio-approval';
import {
  imageKeysOf,
  loadStudioRecords,
  manageViews,
  type PendingChangeRow,
} from './studio-records';
import {
  announceCatalogueChange,
  deleteStoredFiles,
  existingRecord,
  ownView,
  type StudiosContext,
} from './studios-context';

/**
 * An approved studio's public facts change only through an admin (decision 030): an owner's edit
 * of its name, description, photos, videos or address is kept as its one pending change, which an
 * admin approves (it becomes the listed version, in one transaction) or rejects (it is dropped).
 */

/** The facts of a studio an owner's edit sends to review, as `studio_pending_changes` keeps them. */
export type PublicFacts = Omit<PendingChangeRow, 'studioId' | 'submittedAt'>;

type StudioImageRow = typeof studioImages.$inferSelect;

export function imageOfRow(row: StudioImageRow): PendingStudioImage {
  return {
    url: row.url,
    thumbnailUrl: row.thumbnailUrl,
    galleryUrl: row.galleryUrl,
    storageKey: row.storageKey,
    thumbnailStorageKey: row.thumbnailStorageKey,
    galleryStorageKey: row.galleryStorageKey,
  };
}

/** The facts the owner sent, with the photos in their order. */
export function submittedFacts(value: StudioSubmission, images: PendingStudioImage[]): PublicFacts {
  return {
    name: value.name,
    description: value.description,
    youtubeLinks: value.youtubeLinks,
    fullAddress: value.location.fullAddress,
    city: value.location.city,
    state: value.location.state,
    pinCode: value.location.pinCode,
    images,
  };
}

/** The listed facts: the studio's row and its images. */
export function listedFacts(
  row: typeof studios.$inferSelect,
  images: StudioImageRow[],
): PublicFacts {
  return {
    name: row.name,
    description: row.description,
    youtubeLinks: row.youtubeLinks,
    fullAddress: row.fullAddress,
    city: row.city,
    state: row.state,
    pinCode: row.pinCode,
    images: images.map(imageOfRow),
  };
}

/** The `studios` columns of the facts (the photos are rows of `studio_images`). */
export function factColumns(facts: PublicFacts) {
  return {
    name: facts.name,
    description: facts.description,
    youtubeLinks: facts.youtubeLinks,
    fullAddress: facts.fullAddress,
    city: facts.city,
    state: facts.state,
    pinCode: facts.pinCode,
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** Whether both list the same studio: photos by address and in order (the first is the card's). */
export function sameFacts(a: PublicFacts, b: PublicFacts): boolean {
  return (
    a.name === b.name &&
    a.description === b.description &&
    a.fullAddress === b.fullAddress &&
    a.city === b.city &&
    a.state === b.state &&
    a.pinCode === b.pinCode &&
    sameList(a.youtubeLinks, b.youtubeLinks) &&
    sameList(
      a.images.map((image) => image.url),
      b.images.map((image) => image.url),
    )
  );
}

/** The stored files of `images` that none of `retained` lists any more. */
export function filesLeftBy(
  images: readonly PendingStudioImage[],
  ...retained: (readonly PendingStudioImage[])[]
): string[] {
  const retainedUrls = new Set(retained.flat().map((image) => image.url));
  return images.filter((image) => !retainedUrls.has(image.url)).flatMap(imageKeysOf);
}

const noPendingChange = () => new AppError('CONFLICT', STUDIO_MESSAGES.noPendingChange);

/** Studios with a change waiting for review, the longest waiting first, unmasked, with the change. */
export async function listStudioChanges(ctx: StudiosContext): Promise<StudioWithAvailability[]> {
  const waiting = await ctx.db
    .select({ studioId: studioPendingChanges.studioId })
    .from(studioPendingChanges)
    .orderBy(asc(studioPendingChanges.submittedAt));
  if (waiting.length === 0) return [];
  const records = await loadStudioRecords(
    ctx.db,
    inArray(
      studios.id,
      waiting.map((row) => row.studioId),
    ),
  );
  const byId = new Map(records.map((record) => [record.id, record]));
  const ordered = waiting.flatMap((row) => byId.get(row.studioId) ?? []);
  return manageViews(ctx.db, ordered, ctx.now(), ctx);
}

/**
 * Removes the studio's pending change and hands it over (409 when there is none), with the studio
 * locked so it serialises with the owner's edits and other admins' decisions.
 */
async function takePendingChange(tx: Transaction, id: string) {
  await tx.select({ id: studios.id }).from(studios).where(eq(studios.id, id)).for('update');
  const [change] = await tx
    .delete(studioPendingChanges)
    .where(eq(studioPendingChanges.studioId, id))
    .returning();
  if (!change) throw noPendingChange();
  return change;
}

/**
 * The pending change becomes the listed version in one transaction: the studio's facts and
 * photos, then the catalogue (and the pages built from it) reloads; photos it no longer lists
 * are deleted after the commit. With `submittedAt`, a change the owner replaced since the admin
 * read it is refused (409), so nothing is approved unseen.
 */
export async function approveStudioChanges(
  ctx: StudiosContext,
  id: string,
  submittedAt: string | undefined,
): Promise<StudioWithAvailability> {
  const record = await existingRecord(ctx.db, id);
  const obsolete = await inTransaction(ctx.db, async (tx) => {
    const change = await takePendingChange(tx, id);
    if (submittedAt && change.submittedAt.getTime() !== new Date(submittedAt).getTime()) {
      throw new AppError('CONFLICT', STUDIO_MESSAGES.changeReplaced);
    }
    const listed = await tx.select().from(studioImages).where(eq(studioImages.studioId, id));
    const { images } = change;
    await tx
      .update(studios)
      .set({ ...factColumns(change), updatedAt: ctx.now() })
      .where(eq(studios.id, id));
    await tx.delete(studioImages).where(eq(studioImages.studioId, id));
    if (images.length > 0) {
      await tx
        .insert(studioImages)
        .values(images.map((image, position) => ({ ...image, studioId: id, position })));
    }
    const studio = { id, name: change.name };
    await tellAuthorOfReview(ctx, tx, record.authorId, studio, studioChangesApprovedMessages);
    await announceCatalogueChange(tx, id);
    return filesLeftBy(listed.map(imageOfRow), images);
  });
  ctx.cache.studioChanged(id);
  ctx.reviewNotifications?.notifications.kick();
  await deleteStoredFiles(ctx, obsolete);
  return ownView(ctx, id);
}

/**
 * The pending change is dropped and the studio stays listed as it is; the photos only the change
 * had are deleted. Its owner is told, with the admin's reason when one was given.
 */
export async function rejectStudioChanges(
  ctx: StudiosContext,
  id: string,
  reason: string | undefined,
): Promise<void> {
  const record = await existingRecord(ctx.db, id);
  const obsolete = await inTransaction(ctx.db, async (tx) => {
    const change = await takePendingChange(tx, id);
    const listed = await tx.select().from(studioImages).where(eq(studioImages.studioId, id));
    await tellAuthorOfReview(ctx, tx, record.authorId, { id, name: record.full.name }, (to) =>
      studioChangesRejectedMessages({ ...to, reason }),
    );
    return filesLeftBy(change.images, listed.map(imageOfRow));
  });
  ctx.reviewNotifications?.notifications.kick();
  await deleteStoredFiles(ctx, obsolete);
}
