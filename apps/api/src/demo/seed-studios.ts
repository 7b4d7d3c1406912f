import { eq, inArray } from 'drizzle-orm';
import { istToday } from '@studio-hive/domain';
import type { Database } from '../db/client';
import { studios, users } from '../db/schema';
import {
  approveStudio,
  createStudio,
  type StudioAuthor,
  type StudiosContext,
} from '../modules/studios/studios.service';
import { DEMO_STUDIOS, demoStudioSubmission, type DemoStudio } from './demo-studios';
import { DEMO_ACCOUNTS } from './demo-logins';
import { createDemoAccount } from './demo-accounts';
import type { UploadedImage } from '../images/store-studio-images';
import { builtDemoPictureFolder, demoStudioPictures } from './demo-pictures';

export type DemoStudiosSummary = {
  /** Studios added by this run (a studio its owner already has by name is left as it is). */
  created: number;
  approved: number;
  pending: number;
  skipped: number;
  images: number;
  /** Time spent making or reading the pictures (summed per studio; it overlaps the storing). */
  imageMs: number;
};

/** Studios whose pictures are made ahead of the one being stored. */
const MADE_AHEAD = 2;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The demo catalogue (demo-studios.ts): creates the demo owners that do not exist yet (verified,
 * like the other demo accounts), then each studio through the studios service with its demo
 * pictures (from `pictureFolder` when made before) and 4 weeks of availability from `now`, backdates its listing date and approves all
 * but the pending ones. Running it again adds only what is missing.
 */
export async function seedDemoStudios(
  context: StudiosContext,
  now: Date,
  pictureFolder = builtDemoPictureFolder(),
): Promise<DemoStudiosSummary> {
  const ctx: StudiosContext = { ...context, now: () => now };
  const ownerIds = await ensureDemoAccounts(
    ctx.db,
    DEMO_STUDIOS.map((studio) => studio.ownerEmail),
    now,
  );

  const existing = await ctx.db
    .select({ name: studios.name, authorId: studios.authorId })
    .from(studios)
    .where(inArray(studios.authorId, [...ownerIds.values()]));
  const has = new Set(existing.map((row) => `${row.authorId}|${row.name}`));
  const todo = DEMO_STUDIOS.filter(
    (studio) => !has.has(`${ownerIds.get(studio.ownerEmail)}|${studio.fields.name}`),
  );

  // The next studios' pictures are made (or read, once made: docs/decisions/021) while the current
  // one is stored, a few ahead only so the rendering does not queue in front of the storing.
  let imageMs = 0;
  let images = 0;
  const picturesOf: Promise<UploadedImage[]>[] = [];
  const makePictures = (index: number) => {
    const studio = todo[index]!;
    return (picturesOf[index] ??= (async () => {
      const started = performance.now();
      const pictures = await demoStudioPictures(
        { name: studio.fields.name, count: studio.imageCount },
        pictureFolder,
      );
      imageMs += performance.now() - started;
      images += pictures.length;
      return pictures.map((processed) => ({ processed }));
    })());
  };

  const today = istToday(now);
  let approved = 0;
  for (const [index, studio] of todo.entries()) {
    for (let ahead = 1; ahead <= MADE_AHEAD && index + ahead < todo.length; ahead++) {
      void makePictures(index + ahead).catch(() => undefined); // awaited (and thrown) in its own turn
    }
    const author: StudioAuthor = {
      id: ownerIds.get(studio.ownerEmail)!,
      role: 'owner',
      name: DEMO_ACCOUNTS.find((account) => account.email === studio.ownerEmail)!.name,
      email: studio.ownerEmail,
    };
    const created = await createStudio(
      ctx,
      author,
      demoStudioSubmission(studio, today),
      await makePictures(index),
    );
    const { listedAt, approvedAt } = demoDates(studio, index, now);
    await ctx.db
      .update(studios)
      .set({ createdAt: listedAt, updatedAt: listedAt })
      .where(eq(studios.id, created._id));
    if (studio.approved) {
      // Approving refreshes the catalogue cache and tells the other processes, after the backdating.
      await approveStudio({ ...ctx, now: () => approvedAt }, created._id);
      approved += 1;
    }
  }

  const summary: DemoStudiosSummary = {
    created: todo.length,
    approved,
    pending: todo.length - approved,
    skipped: DEMO_STUDIOS.length - todo.length,
    images,
    imageMs: Math.round(imageMs),
  };
  ctx.log.info(summary, 'demo studios loaded');
  return summary;
}

/** Listed `listedDaysAgo` days (and a few hours) before now; approved a few hours after listing. */
function demoDates(studio: DemoStudio, index: number, now: Date) {
  const listedAt = new Date(
    now.getTime() - studio.listedDaysAgo * DAY_MS - (1 + ((index * 5) % 9)) * HOUR_MS,
  );
  const approvedAt = new Date(
    Math.min(now.getTime(), listedAt.getTime() + (2 + (index % 4)) * HOUR_MS),
  );
  return { listedAt, approvedAt };
}

/**
 * Creates the demo accounts (demo-logins.ts) of these e-mails that are missing, like the owners of
 * the demo studios; returns their ids by e-mail.
 */
export async function ensureDemoAccounts(
  db: Database,
  wanted: readonly string[],
  now: Date,
): Promise<Map<string, string>> {
  const emails = new Set(wanted);
  const find = async () => {
    const rows = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, [...emails]));
    return new Map(rows.map((row) => [row.email, row.id]));
  };
  const existing = await find();
  // Hashing a password takes a while: only for the accounts not there yet (seedDemoAccounts may
  // have made them already).
  const accounts = DEMO_ACCOUNTS.filter(
    (account) => emails.has(account.email) && !existing.has(account.email),
  );
  for (const account of accounts) await createDemoAccount(db, account, now);
  const ids = accounts.length > 0 ? await find() : existing;
  const missing = [...emails].filter((email) => !ids.has(email));
  if (missing.length > 0) throw new Error(`Demo accounts missing: ${missing.join(', ')}`);
  return ids;
}
