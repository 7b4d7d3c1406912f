import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { studioImages, studioPendingChanges, type PendingStudioImage } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { announceCatalogueChange } from '../modules/studios/studios-context';
import { avifKeyOf, galleryKeyOf, type ImageStore } from '../storage/image-store';
import { AVIF_CONTENT_TYPE, gallerySizeOf, STUDIO_IMAGE_CONTENT_TYPE } from './studio-images';

/** What a backfill did: gallery sizes made, and full sizes it could not read (left without). */
export type GalleryBackfill = { made: number; unreadable: string[] };

/**
 * Makes the gallery size (decision 056), in WebP and AVIF, of every photo stored before it, from
 * its full size in the disk store, one photo at a time, and records it where the photo is listed: its
 * `studio_images` row and any pending change's photo list. A studio whose photos changed is
 * announced, so running servers drop the pages they keep of it.
 */
export async function addMissingGallerySizes(
  db: Database,
  store: ImageStore,
): Promise<GalleryBackfill> {
  if (!store.localDir) throw new Error('Only the disk image store can be backfilled.');
  const root = store.localDir;
  const listed = await db
    .select({ studioId: studioImages.studioId, storageKey: studioImages.storageKey })
    .from(studioImages)
    .where(isNull(studioImages.galleryStorageKey));
  const pending = await db.select().from(studioPendingChanges);
  const without = (images: PendingStudioImage[]) =>
    images.filter((image) => !image.galleryStorageKey).map((image) => image.storageKey);
  const fullKeys = new Set([
    ...listed.map((row) => row.storageKey),
    ...pending.flatMap((change) => without(change.images)),
  ]);

  const made = new Map<string, { galleryStorageKey: string; galleryUrl: string }>();
  const unreadable: string[] = [];
  for (const fullKey of fullKeys) {
    const galleryStorageKey = galleryKeyOf(fullKey);
    try {
      const { gallery, galleryAvif } = await gallerySizeOf(await readFile(join(root, fullKey)));
      await store.put(galleryStorageKey, gallery, STUDIO_IMAGE_CONTENT_TYPE);
      await store.put(avifKeyOf(galleryStorageKey)!, galleryAvif, AVIF_CONTENT_TYPE);
      made.set(fullKey, { galleryStorageKey, galleryUrl: store.publicUrl(galleryStorageKey) });
    } catch {
      unreadable.push(fullKey);
    }
  }
  if (made.size === 0) return { made: 0, unreadable };

  await inTransaction(db, async (tx) => {
    const studiosChanged = new Set<string>();
    for (const [storageKey, gallery] of made) {
      const updated = await tx
        .update(studioImages)
        .set(gallery)
        .where(and(eq(studioImages.storageKey, storageKey), isNull(studioImages.galleryStorageKey)))
        .returning({ studioId: studioImages.studioId });
      for (const row of updated) studiosChanged.add(row.studioId);
    }
    // Read again under the transaction: an owner may have replaced a change meanwhile.
    for (const change of await tx.select().from(studioPendingChanges)) {
      if (!change.images.some((image) => !image.galleryStorageKey && made.has(image.storageKey))) {
        continue;
      }
      const images = change.images.map((image) => ({
        ...image,
        ...(image.galleryStorageKey ? {} : made.get(image.storageKey)),
      }));
      await tx
        .update(studioPendingChanges)
        .set({ images })
        .where(eq(studioPendingChanges.studioId, change.studioId));
      studiosChanged.add(change.studioId);
    }
    for (const studioId of studiosChanged) await announceCatalogueChange(tx, studioId);
  });
  return { made: made.size, unreadable };
}
