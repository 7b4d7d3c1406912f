import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { avifKeyOf, type ImageStore } from '../storage/image-store';
import { avifCopyOf, AVIF_CONTENT_TYPE } from './studio-images';

/** What a backfill did: AVIF copies made, and pictures it could not read (left as they are). */
export type AvifBackfill = { made: number; unreadable: string[] };

/**
 * Makes the AVIF copy of every card and gallery size in the disk store that has none (photos
 * stored before decision 054, gallery sizes made by `npm run images:gallery` before it made
 * theirs), one at a time, through the store (written whole, never half). They are found on disk:
 * `studios/<random>/card.webp` and `gallery.webp`.
 */
export async function addMissingAvifCopies(store: ImageStore): Promise<AvifBackfill> {
  if (!store.localDir) throw new Error('Only the disk image store can be backfilled.');
  const root = store.localDir;
  const files = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const onDisk = new Set(
    files
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')),
  );
  const result: AvifBackfill = { made: 0, unreadable: [] };
  const sized = /^studios\/[^/.][^/]*\/(?:card|gallery)\.webp$/;
  for (const key of [...onDisk].filter((file) => sized.test(file))) {
    const avifKey = avifKeyOf(key)!;
    if (onDisk.has(avifKey)) continue;
    try {
      const avif = await avifCopyOf(await readFile(join(root, key)));
      await store.put(avifKey, avif, AVIF_CONTENT_TYPE);
      result.made += 1;
    } catch {
      result.unreadable.push(key);
    }
  }
  return result;
}
