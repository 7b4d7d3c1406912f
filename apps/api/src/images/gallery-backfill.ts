import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { studioImages, studioPendingChanges, studios, type PendingStudioImage } from '../db/schema';
import { inTransaction, type Transaction } from '../db/transaction';
import { announceCatalogueChange } from '../modules/studios/studios-context';
import { avifKeyOf, galleryKeyOf, type ImageStore } from '../storage/image-store';
import { AVIF_CONTENT_TYPE, gallerySizeOf, STUDIO_IMAGE_CONTENT_TYPE } from './studio-images';

/** What a backfill did: gallery sizes made and listed, and full sizes it could not read. */
export type GalleryBackfill = { made: number; unreadable: string[] };

type Gallery = { galleryStorageKey: string; galleryUrl: string };

/**
 * Makes the gallery size (decision 056), in WebP and AVIF, of every photo stored before it, from
 * its full size in the disk store, and lists it where the photo is listed: its `studio_images`
 * row and its studio's pending change. Studio by studio: the files first, then one transaction
 * that locks the studio as an owner's edit and an admin's review do (so none of them is
 * overwritten, and none deadlocks with it), and announces the studio, so running servers drop
 * the pages they keep of it. Files of photos that went meanwhile are deleted again.
 */
export async function addMissingGallerySizes(
  db: Database,
  store: ImageStore,
): Promise<GalleryBackfill> {
  if (!store.localDir) throw new Error('Only the disk image store can be backfilled.');
  const root = store.localDir;
  const result: GalleryBackfill = { made: 0, unreadable: [] };
  for (const [studioId, fullKeys] of await photosWithoutGallery(db)) {
    const made = new Map<string, Gallery>();
    for (const fullKey of fullKeys) {
      const galleryStorageKey = galleryKeyOf(fullKey);
      try {
        const { gallery, galleryAvif } = await gallerySizeOf(await readFile(join(root, fullKey)));
        await store.put(galleryStorageKey, gallery, STUDIO_IMAGE_CONTENT_TYPE);
        await store.put(avifKeyOf(galleryStorageKey)!, galleryAvif, AVIF_CONTENT_TYPE);
        made.set(fullKey, { galleryStorageKey, galleryUrl: store.publicUrl(galleryStorageKey) });
      } catch {
        result.unreadable.push(fullKey);
      }
    }
    if (made.size === 0) continue;
    const listed = await inTransaction(db, (tx) => listGallerySizes(tx, studioId, made));
    result.made += listed.size;
    const gone = [...made.keys()].filter((fullKey) => !listed.has(fullKey));
    await store.delete(
      gone.flatMap((fullKey) => {
        const { galleryStorageKey } = made.get(fullKey)!;
        return [galleryStorageKey, avifKeyOf(galleryStorageKey)!];
      }),
    );
  }
  return result;
}

/** The full-size keys of the photos without a gallery size, by studio, listed or pending. */
async function photosWithoutGallery(db: Database): Promise<Map<string, Set<string>>> {
  const byStudio = new Map<string, Set<string>>();
  const add = (studioId: string, fullKey: string) => {
    const keys = byStudio.get(studioId) ?? new Set<string>();
    byStudio.set(studioId, keys.add(fullKey));
  };
  const listed = await db
    .select({ studioId: studioImages.studioId, storageKey: studioImages.storageKey })
    .from(studioImages)
    .where(isNull(studioImages.galleryStorageKey));
  for (const row of listed) add(row.studioId, row.storageKey);
  for (const change of await db.select().from(studioPendingChanges)) {
    for (const image of change.images) {
      if (!image.galleryStorageKey) add(change.studioId, image.storageKey);
    }
  }
  return byStudio;
}

/** Lists the gallery sizes `made` of one studio's photos; the full-size keys it listed. */
async function listGallerySizes(
  tx: Transaction,
  studioId: string,
  made: Map<string, Gallery>,
): Promise<Set<string>> {
  const listed = new Set<string>();
  const [studio] = await tx
    .select({ id: studios.id })
    .from(studios)
    .where(eq(studios.id, studioId))
    .for('update');
  if (!studio) return listed;
  for (const [storageKey, gallery] of made) {
    const updated = await tx
      .update(studioImages)
      .set(gallery)
      .where(
        and(
          eq(studioImages.studioId, studioId),
          eq(studioImages.storageKey, storageKey),
          isNull(studioImages.galleryStorageKey),
        ),
      )
      .returning({ id: studioImages.id });
    if (updated.length > 0) listed.add(storageKey);
  }
  const [change] = await tx
    .select({ images: studioPendingChanges.images })
    .from(studioPendingChanges)
    .where(eq(studioPendingChanges.studioId, studioId));
  const withGallery = (image: PendingStudioImage) => {
    const gallery = image.galleryStorageKey ? undefined : made.get(image.storageKey);
    if (gallery) listed.add(image.storageKey);
    return gallery ? { ...image, ...gallery } : image;
  };
  if (change?.images.some((image) => !image.galleryStorageKey && made.has(image.storageKey))) {
    await tx
      .update(studioPendingChanges)
      .set({ images: change.images.map(withGallery) })
      .where(eq(studioPendingChanges.studioId, studioId));
  }
  if (listed.size > 0) await announceCatalogueChange(tx, studioId);
  return listed;
}
