import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { STUDIO_MESSAGES, type Role, type StudioWithAvailability } from '@studio-hive/domain';
import type { Database } from '../../db/client';
import type { Executor, Transaction } from '../../db/transaction';
import { notFound } from '../../http/errors';
import type { ImageStore } from '../../storage/image-store';
import { isUuid } from '../../lib/uuid';
import type { NotificationDispatcher } from '../../notifications/notification-dispatcher';
import type { CatalogueCache } from './catalogue-cache';
import type { UploadBudget } from './studio-upload-budget';
import { loadStudioRecords, studioById, manageViews, type StudioRecord } from './studio-records';

/**
 * What the studio services share (studio-catalogue.ts reads, studio-authoring.ts writes,
 * studio-approval.ts approves, denies and deletes): their context, the catalogue-change
 * announcement, and the lookups and file clean-up each of them needs.
 */

export type StudiosContext = {
  db: Database;
  imageStore: ImageStore;
  cache: CatalogueCache;
  now: () => Date;
  log: FastifyBaseLogger;
  /**
   * Where the review notifications go (decision 019): the owner on approve and deny, the team's inbox
   * on submit and edit. Null tells nobody: the demo catalogue is loaded through this service and
   * is nobody's news.
   */
  reviewNotifications: ReviewNotifications | null;
  /** PUBLIC_URL: stored `/uploads/` image URLs leave the server absolute under it (decision 026). */
  publicUrl?: string | undefined;
  /** Images each owner may upload an hour (decision 028); unset: no limit (the demo loader). */
  uploadBudget?: UploadBudget;
  /** Where the studio form streams its files while the request lasts; unset: the system's. */
  uploadTmpDir?: string;
  /** DEPOSIT_MINUTES: how long a customer has to pay a deposit (decision 052). */
  depositMinutes: number;
};

export type ReviewNotifications = {
  /** Told after the commit, so the notifications go out at once. */
  notifications: Pick<NotificationDispatcher, 'kick'>;
  /** TEAM_EMAIL. */
  teamEmail: string;
  /** PUBLIC_URL, for absolute links in the e-mails. */
  publicUrl: string | undefined;
};

export type Viewer = { id: string; role: Role } | null;

/**
 * The owner who submits or edits a studio, as the route's guard read their account (so the
 * team's notification names them without reading it again).
 */
export type StudioAuthor = { id: string; role: Role; name: string; email: string };

/** Channel on which every change to the catalogue is announced to all API processes. */
export const CATALOGUE_CHANNEL = 'studio_catalogue';

/**
 * Tells every API process (ours included) that a studio of the catalogue changed, or with no
 * `studioId` that anything may have: when a transaction `db` commits, or at once.
 */
export async function announceCatalogueChange(db: Executor, studioId = '') {
  await db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${studioId})`);
}

export async function findRecord(
  db: Database | Transaction,
  id: string,
): Promise<StudioRecord | null> {
  if (!isUuid(id)) return null;
  const [record] = await loadStudioRecords(db, studioById(id));
  return record ?? null;
}

/** The stored studio, or 404. */
export async function existingRecord(
  db: Database | Transaction,
  id: string,
): Promise<StudioRecord> {
  const record = await findRecord(db, id);
  if (!record) throw notFound(STUDIO_MESSAGES.studioNotFound);
  return record;
}

export async function ownView(ctx: StudiosContext, id: string): Promise<StudioWithAvailability> {
  const record = await existingRecord(ctx.db, id);
  const [view] = await manageViews(ctx.db, [record], ctx.now(), ctx);
  return view!;
}

/** Files are removed after the rows: a failure here leaves an orphan file, never a broken studio. */
export async function deleteStoredFiles(ctx: StudiosContext, keys: string[]) {
  const wanted = keys.filter(Boolean);
  if (wanted.length === 0) return;
  await ctx.imageStore.delete(wanted).catch((error: unknown) => {
    ctx.log.error({ err: error, keys: wanted }, 'could not delete stored studio images');
  });
}
