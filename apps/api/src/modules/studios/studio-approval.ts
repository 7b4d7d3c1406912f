import { and, eq, isNotNull } from 'drizzle-orm';
import {
  mayManageStudio,
  studioHasBookingsMessage,
  type Role,
  type StudioWithAvailability,
} from '@studio-hive/domain';
import { inTransaction, type Executor, type Transaction } from '../../db/transaction';
import { studioPendingChanges, studios, users } from '../../db/schema';
import { AppError, forbidden } from '../../http/errors';
import { writeNotifications } from '../../notifications/notification-dispatcher';
import type { OutgoingMessage } from '../../notifications/notifier';
import {
  studioApprovedMessages,
  studioDeniedMessages,
  type ReviewedStudio,
  type StudioOwnerContact,
} from '../../notifications/studio-review-messages';
import {
  cancelUpcomingAtStudio,
  keepStudioWithItsBookings,
} from '../bookings/booking-bulk-changes';
import { checkedReason } from '../bookings/booking-changes';
import { countUpcomingBookings } from '../bookings/booking-holds';
import { imageKeysOf, type StudioRecord } from './studio-records';
import {
  announceCatalogueChange,
  deleteStoredFiles,
  existingRecord,
  ownView,
  type StudiosContext,
} from './studios-context';

/** An admin approves or denies a pending studio; its author or an admin deletes one. */

/** The name, e-mail and phone of a verified account, for its notifications; null when gone. */
async function contactOf(db: Executor, userId: string | null) {
  if (!userId) return null;
  const [row] = await db
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.verifiedAt)));
  return row ?? null;
}

/**
 * Writes, in `tx`, what tells a studio's author of an admin's review of it (`messages` words
 * it); nothing when reviews tell nobody or the author is gone.
 */
export async function tellAuthorOfReview(
  ctx: StudiosContext,
  tx: Executor,
  authorId: string | null,
  studio: ReviewedStudio,
  messages: (to: {
    owner: StudioOwnerContact;
    studio: ReviewedStudio;
    publicUrl: string | undefined;
  }) => OutgoingMessage[],
) {
  const review = ctx.reviewNotifications;
  const owner = review ? await contactOf(tx, authorId) : null;
  if (!owner) return;
  await writeNotifications(tx, messages({ owner, studio, publicUrl: review?.publicUrl }));
}

/**
 * Deletes the studio in one transaction with `alsoInTx` (its notifications), then its files, the
 * photos of a change waiting for review too. With `pendingOnly`, a studio approved meanwhile is
 * kept: 409, and nothing is written.
 */
async function removeStudio(
  ctx: StudiosContext,
  record: StudioRecord,
  options: {
    pendingOnly?: boolean;
    /** Before the delete, the studio's row locked: new bookings of it wait, then fail. */
    beforeDelete?: (tx: Transaction) => Promise<void>;
    alsoInTx?: (tx: Transaction) => Promise<void>;
  } = {},
) {
  const files = await inTransaction(ctx.db, async (tx) => {
    if (options.beforeDelete) {
      await tx
        .select({ id: studios.id })
        .from(studios)
        .where(eq(studios.id, record.id))
        .for('update');
      await options.beforeDelete(tx);
    }
    const changes = await tx
      .delete(studioPendingChanges)
      .where(eq(studioPendingChanges.studioId, record.id))
      .returning({ images: studioPendingChanges.images });
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
    await announceCatalogueChange(tx, record.id);
    return [
      ...record.imageKeys,
      ...changes.flatMap((change) => change.images.flatMap(imageKeysOf)),
    ];
  });
  ctx.cache.studioChanged(record.id);
  await deleteStoredFiles(ctx, [...new Set(files)]);
}

/**
 * The author or an admin removes a studio, its images with it. Its bookings and requests that
 * have not ended are cancelled first, in the same transaction, each customer told with
 * `cancelReason` (decision 025); without a reason such a studio is kept: 409 with how many.
 */
export async function deleteStudio(
  ctx: StudiosContext,
  viewer: { id: string; role: Role },
  id: string,
  cancelReason: string | undefined,
): Promise<void> {
  const record = await existingRecord(ctx.db, id);
  if (!mayManageStudio(viewer, record)) {
    throw forbidden('You do not have permission to delete this studio');
  }
  const now = ctx.now();
  let notified = false;
  await removeStudio(ctx, record, {
    beforeDelete: async (tx) => {
      const upcoming = (await countUpcomingBookings(tx, [id], now)).get(id) ?? 0;
      if (upcoming > 0 && cancelReason === undefined) {
        throw new AppError('CONFLICT', studioHasBookingsMessage(upcoming), undefined, {
          upcomingBookings: upcoming,
        });
      }
      // Before the cancellations, which tell each customer the studio as they knew it.
      await keepStudioWithItsBookings(tx, id);
      if (upcoming === 0) return;
      const reason = checkedReason(cancelReason, true) ?? '';
      await writeNotifications(tx, await cancelUpcomingAtStudio(tx, id, reason, now));
      notified = true;
    },
  });
  if (notified) ctx.reviewNotifications?.notifications.kick();
}

export async function approveStudio(
  ctx: StudiosContext,
  id: string,
): Promise<StudioWithAvailability> {
  const record = await existingRecord(ctx.db, id);
  if (!record.approved) {
    await inTransaction(ctx.db, async (tx) => {
      // Only the approval that changed the row tells the owner: two admins at once send one.
      const changed = await tx
        .update(studios)
        .set({ approved: true, approvedAt: ctx.now(), updatedAt: ctx.now() })
        .where(and(eq(studios.id, id), eq(studios.approved, false)))
        .returning({ id: studios.id });
      if (changed.length > 0) {
        const studio = { id, name: record.full.name };
        await tellAuthorOfReview(ctx, tx, record.authorId, studio, studioApprovedMessages);
      }
      await announceCatalogueChange(tx, id);
    });
    ctx.cache.studioChanged(id);
    ctx.reviewNotifications?.notifications.kick();
  }
  return ownView(ctx, id);
}

const alreadyApproved = () =>
  new AppError('CONFLICT', 'This studio is already approved and cannot be denied.');

/**
 * Deny removes a pending studio for good (docs/product.md#studio-lifecycle); an approved one is not "denied". Its
 * owner is told, with the admin's reason when one was given (decision 019).
 */
export async function denyStudio(
  ctx: StudiosContext,
  id: string,
  reason: string | undefined,
): Promise<void> {
  const record = await existingRecord(ctx.db, id);
  if (record.approved) {
    throw alreadyApproved();
  }
  await removeStudio(ctx, record, {
    // Approved by another admin since it was read: not denied, and its owner not told so.
    pendingOnly: true,
    alsoInTx: (tx) =>
      tellAuthorOfReview(ctx, tx, record.authorId, { id, name: record.full.name }, (to) =>
        studioDeniedMessages({ ...to, reason }),
      ),
  });
  ctx.reviewNotifications?.notifications.kick();
}
