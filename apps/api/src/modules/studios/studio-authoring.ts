import { and, eq, gte, inArray } from 'drizzle-orm';
import {
  availabilityOutsideOpeningHours,
  availabilityOutsideOpeningHoursMessage,
  clipToOpeningHours,
  depositSetting,
  depositSettingError,
  istToday,
  NO_DEPOSIT,
  STUDIO_MESSAGES,
  studioPricePerHour,
  validateStudioSubmission,
  withHeldHours,
  type DepositSetting,
  type StudioFormMode,
  type StudioSubmission,
  type StudioWithAvailability,
} from '@studio-hive/domain';
import { inTransaction, type Executor, type Transaction } from '../../db/transaction';
import {
  studioAddons,
  studioImages,
  studioPackages,
  studioPendingChanges,
  studioSlots,
  studios,
  type PendingStudioImage,
} from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { storeStudioImages, type UploadedImage } from '../../images/store-studio-images';
import { storedImageUrl } from '../../storage/image-store';
import { loadHeldHours } from './studio-records';
import {
  factColumns,
  filesLeftBy,
  imageOfRow,
  listedFacts,
  sameFacts,
  submittedFacts,
} from './studio-changes';
import { writeNotifications } from '../../notifications/notification-dispatcher';
import { studioChangedNotification } from '../../notifications/studio-review-messages';
import {
  announceCatalogueChange,
  deleteStoredFiles,
  existingRecord,
  ownView,
  type StudioAuthor,
  type StudiosContext,
} from './studios-context';

/** An owner submits a studio or edits theirs: the checks, the rows and images, the team's notification. */

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

/**
 * The columns an owner's edit of an approved studio changes at once: prices, offers, rules, hours
 * and the booking terms. Its public facts wait for review instead (decision 030, studio-changes.ts).
 */
function bookableColumns(value: StudioSubmission) {
  return {
    // Computed here, never taken from the client (docs/product.md#studios).
    pricePerHour: studioPricePerHour(value.packages),
    instagramUsername: value.instagramUsername,
    area: value.area,
    equipments: value.equipments,
    amenities: value.amenities,
    rules: value.rules,
    minimumDurationHours: value.minimumDurationHours,
    openingHour: value.operationalHours.start,
    closingHour: value.operationalHours.end,
    // Left out: unchanged (a new studio gets the columns' defaults).
    ...(value.bookingMode !== undefined && { bookingMode: value.bookingMode }),
    ...(value.cancellationHours !== undefined && { cancellationHours: value.cancellationHours }),
    ...(value.contactPhone !== undefined && { contactPhone: value.contactPhone }),
  };
}

/**
 * The deposit columns of a submission over what is stored (`stored`: none for a new studio):
 * a setting or address left out stays as it is, and a deposit is asked only with an address to
 * pay it to (400 in the product's words otherwise). Existing bookings keep what they were made
 * with (decision 052).
 */
function depositColumns(
  value: StudioSubmission,
  stored: { deposit: DepositSetting; upiId: string | null } = { deposit: NO_DEPOSIT, upiId: null },
) {
  const deposit = value.deposit ?? stored.deposit;
  const upiId = value.upiId === undefined ? stored.upiId : value.upiId;
  const error = depositSettingError(deposit, upiId);
  if (error) throw badRequest(error, { [value.deposit ? 'upiId' : 'deposit']: error });
  return { depositType: deposit.type, depositValue: deposit.value, upiId };
}

async function writeChildren(
  tx: Transaction,
  studioId: string,
  value: StudioSubmission,
  now: Date,
) {
  const today = istToday(now);
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
  // Only the dates listed change (decision 027): a listed day replaces that date (no hours:
  // the day is removed), the days left out stay, and an empty list (or none) changes nothing,
  // so a client that never read the availability cannot wipe it. Past days are history.
  const dates = value.availability.map((day) => day.date);
  if (dates.length === 0) return;
  await tx
    .delete(studioSlots)
    .where(
      and(
        eq(studioSlots.studioId, studioId),
        gte(studioSlots.date, today),
        inArray(studioSlots.date, dates),
      ),
    );
  // Hours customers hold on those dates stay open whatever was sent (decision 025).
  const listed = new Set(dates);
  const held = (await loadHeldHours(tx, [studioId], now, today)).filter((hour) =>
    listed.has(hour.date),
  );
  // No hour is offered outside the opening hours (decision 027): an available one is refused,
  // a closed one means nothing and is dropped; held hours stay whatever the hours are now.
  const opening = value.operationalHours;
  const outside = availabilityOutsideOpeningHours(value.availability, opening, held);
  if (outside) {
    const message = availabilityOutsideOpeningHoursMessage(outside, opening);
    throw badRequest(message, { availability: message });
  }
  const days = withHeldHours(clipToOpeningHours(value.availability, opening), held);
  const slots = days.flatMap((day) =>
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

export async function createStudio(
  ctx: StudiosContext,
  author: StudioAuthor,
  raw: unknown,
  images: UploadedImage[],
): Promise<StudioWithAvailability> {
  const value = checkSubmission(ctx, raw, 'add', images.length);
  await takeUploadBudget(ctx, author, images);
  const stored = await storeStudioImages(ctx.imageStore, images, { log: ctx.log });
  try {
    const id = await inTransaction(ctx.db, async (tx) => {
      const [row] = await tx
        .insert(studios)
        .values({
          ...factColumns(submittedFacts(value, [])),
          ...bookableColumns(value),
          ...depositColumns(value),
          authorId: author.id,
          approved: false,
        })
        .returning({ id: studios.id });
      await writeChildren(tx, row!.id, value, ctx.now());
      await tx.insert(studioImages).values(
        stored.images.map((image, position) => ({
          studioId: row!.id,
          position,
          url: image.url,
          thumbnailUrl: image.cardUrl,
          galleryUrl: image.galleryUrl,
          storageKey: image.key,
          thumbnailStorageKey: image.cardKey,
          galleryStorageKey: image.galleryKey,
        })),
      );
      const studio = { id: row!.id, name: value.name, city: value.location.city };
      await tellTeam(ctx, tx, 'submitted', studio, author);
      await announceCatalogueChange(tx, row!.id);
      return row!.id;
    });
    ctx.cache.studioChanged(id);
    ctx.reviewNotifications?.notifications.kick();
    return await ownView(ctx, id);
  } catch (error) {
    await stored.rollback();
    throw error;
  }
}

/**
 * The studio `author` may edit: it exists (404), is theirs (403) and is approved (403). The route
 * asks before it reads the form, so nobody else's edit stores files or spends an upload budget.
 */
export async function editableRecord(ctx: StudiosContext, author: StudioAuthor, id: string) {
  const record = await existingRecord(ctx.db, id);
  if (record.authorId !== author.id) throw forbidden(STUDIO_MESSAGES.notAuthor);
  if (!record.approved) throw forbidden(STUDIO_MESSAGES.pendingEdit);
  return record;
}

/**
 * The author's edit (docs/product.md#studio-validation): approved studios only; retained images
 * plus new ones, at most 5. Prices, offers, rules, hours and availability change at once; changed
 * public facts (name, description, photos, videos, address) replace the studio's pending change
 * and wait for an admin (decision 030), the listed version staying public meanwhile. Retained
 * images may be listed ones or ones of the pending change, which the owner's edit screen shows.
 */
export async function updateStudio(
  ctx: StudiosContext,
  author: StudioAuthor,
  id: string,
  raw: unknown,
  images: UploadedImage[],
): Promise<StudioWithAvailability> {
  await editableRecord(ctx, author, id);

  const retained = [
    ...new Set(retainedImages(raw).map((url) => storedImageUrl(ctx.publicUrl, url))),
  ];
  // Checked before any upload is stored, and again under the lock below.
  retainedImageRows(retained, await knownImages(ctx.db, id));
  const value = checkSubmission(ctx, raw, 'edit', retained.length + images.length);

  await takeUploadBudget(ctx, author, images);
  const stored = await storeStudioImages(ctx.imageStore, images, { log: ctx.log });
  let obsolete: string[];
  try {
    obsolete = await inTransaction(ctx.db, async (tx) => {
      // Serialises concurrent edits of the same studio, and them with an admin's review.
      const [locked] = await tx.select().from(studios).where(eq(studios.id, id)).for('update');
      if (!locked) throw notFound(STUDIO_MESSAGES.studioNotFound);
      const { listed, pending } = await knownImages(tx, id);
      const wanted = submittedFacts(value, [
        ...retainedImageRows(retained, { listed, pending }),
        ...stored.images.map((image) => ({
          url: image.url,
          thumbnailUrl: image.cardUrl,
          galleryUrl: image.galleryUrl,
          storageKey: image.key,
          thumbnailStorageKey: image.cardKey,
          galleryStorageKey: image.galleryKey,
        })),
      ]);
      const listedFactsNow = listedFacts(locked, listed);
      const review = !sameFacts(listedFactsNow, wanted);
      await tx
        .update(studios)
        .set({
          ...bookableColumns(value),
          ...depositColumns(value, {
            deposit: depositSetting(locked.depositType, locked.depositValue),
            upiId: locked.upiId,
          }),
          updatedAt: ctx.now(),
        })
        .where(eq(studios.id, id));
      await writeChildren(tx, id, value, ctx.now());
      // One pending change per studio: this edit's replaces the last (or withdraws it when the
      // owner put the listed facts back).
      const [replaced] = await tx
        .delete(studioPendingChanges)
        .where(eq(studioPendingChanges.studioId, id))
        .returning({ images: studioPendingChanges.images });
      if (review) {
        await tx
          .insert(studioPendingChanges)
          .values({ ...wanted, studioId: id, submittedAt: ctx.now() });
      }
      const studio = { id, name: locked.name, city: locked.city };
      await tellTeam(ctx, tx, review ? 'changes submitted' : 'edited', studio, author);
      await announceCatalogueChange(tx, id);
      return replaced
        ? filesLeftBy(replaced.images, listedFactsNow.images, review ? wanted.images : [])
        : [];
    });
  } catch (error) {
    await stored.rollback();
    throw error;
  }
  ctx.cache.studioChanged(id);
  ctx.reviewNotifications?.notifications.kick();
  await deleteStoredFiles(ctx, obsolete);
  return ownView(ctx, id);
}

/** The studio's listed photos and those of its pending change: what an edit may keep. */
async function knownImages(db: Executor, id: string) {
  const [listed, [pending]] = await Promise.all([
    db
      .select()
      .from(studioImages)
      .where(eq(studioImages.studioId, id))
      .orderBy(studioImages.position),
    db
      .select({ images: studioPendingChanges.images })
      .from(studioPendingChanges)
      .where(eq(studioPendingChanges.studioId, id)),
  ]);
  return { listed, pending: pending?.images ?? [] };
}

/** The retained images in the order sent; 400 for an address that is neither listed nor pending. */
function retainedImageRows(
  retained: string[],
  known: Awaited<ReturnType<typeof knownImages>>,
): PendingStudioImage[] {
  const candidates = [...known.listed.map(imageOfRow), ...known.pending];
  return retained.map((url) => {
    const image = candidates.find((candidate) => candidate.url === url);
    if (!image) {
      throw badRequest('One of the current images does not belong to this studio.', {
        existingImages: 'One of the current images does not belong to this studio.',
      });
    }
    return image;
  });
}

/** The owner's hourly images (decision 028), taken once the form is valid, before any decode. */
async function takeUploadBudget(
  ctx: StudiosContext,
  author: StudioAuthor,
  images: UploadedImage[],
) {
  const uploads = images.filter((image) => !('processed' in image)).length;
  if (ctx.uploadBudget && uploads > 0) await ctx.uploadBudget.take(author.id, uploads);
}

function retainedImages(raw: unknown): string[] {
  const value = (raw as { existingImages?: unknown } | null)?.existingImages;
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((url) => typeof url !== 'string')) {
    throw badRequest('existingImages must be a list of image addresses.', {
      existingImages: 'existingImages must be a list of image addresses.',
    });
  }
  return value as string[];
}

/**
 * The team's inbox hears of a submitted or edited studio (named as listed), in the transaction
 * that wrote it.
 */
async function tellTeam(
  ctx: StudiosContext,
  tx: Transaction,
  change: 'submitted' | 'edited' | 'changes submitted',
  studio: { id: string; name: string; city: string },
  owner: StudioAuthor,
) {
  if (!ctx.reviewNotifications) return;
  const { teamEmail, publicUrl } = ctx.reviewNotifications;
  await writeNotifications(tx, [
    studioChangedNotification({ teamEmail, change, studio, owner, publicUrl }),
  ]);
}
