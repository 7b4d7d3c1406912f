import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../http/errors';
import { avifKeyOf, galleryKeyOf, type ImageStore } from '../storage/image-store';
import {
  AVIF_CONTENT_TYPE,
  processStudioImage,
  STUDIO_IMAGE_CONTENT_TYPE,
  type ProcessedStudioImage,
} from './studio-images';

/**
 * One file of a studio form, in memory or in the temporary file the form streamed it to
 * (docs/decisions/028); or one of our own pictures (the demo catalogue's, docs/decisions/021)
 * already put through the pipeline, which is stored as it is.
 */
export type UploadedImage =
  | { bytes: Buffer; filename?: string | undefined }
  | { path: string; filename?: string | undefined }
  | { processed: ProcessedStudioImage };

export type StoredStudioImage = {
  /** Full size (gallery, viewer). */
  key: string;
  url: string;
  /** Gallery size (a studio's page on a phone, decision 056). */
  galleryKey: string;
  galleryUrl: string;
  /** Card size (listings). */
  cardKey: string;
  cardUrl: string;
  width: number;
  height: number;
};

export type StoredStudioImages = {
  /** In the order of the files given. */
  images: StoredStudioImage[];
  /** Every key written, for a caller that keeps its own list. */
  keys: string[];
  /**
   * Deletes what was stored: call it when the database write that should reference the images
   * fails. Never throws (a failure is logged and leaves orphan files, never a broken studio);
   * a second call does nothing.
   */
  rollback(): Promise<void>;
};

export const IMAGES_NOT_SAVED =
  'We could not save your images just now. Please try again in a minute.';

/**
 * Processes every file first (any file that is not an image refuses the whole lot before
 * anything is written), then stores the three sizes of each under fresh keys
 * (`studios/<uuid>/full.webp`, `gallery.webp` and `card.webp` beside it), and the AVIF copies of
 * the card and the gallery size (`card.avif`, `gallery.avif`: decisions 054 and 056).
 *
 * Throws AppError VALIDATION (400) for a file that is not a usable image, and UNAVAILABLE (503)
 * when the store fails; in that case whatever was already stored is deleted again.
 */
export async function storeStudioImages(
  store: ImageStore,
  files: readonly UploadedImage[],
  options: { log?: Pick<FastifyBaseLogger, 'error'> } = {},
): Promise<StoredStudioImages> {
  const processed: ProcessedStudioImage[] = [];
  // One at a time: a request holds the decoded pixels of a single image at any moment.
  for (const file of files) {
    processed.push(
      'processed' in file
        ? file.processed
        : await processStudioImage('path' in file ? { path: file.path } : file.bytes),
    );
  }

  const images = processed.map((image) => {
    const folder = `studios/${randomUUID()}`;
    const key = `${folder}/full.webp`;
    const galleryKey = galleryKeyOf(key);
    const cardKey = `${folder}/card.webp`;
    return {
      stored: {
        key,
        url: store.publicUrl(key),
        galleryKey,
        galleryUrl: store.publicUrl(galleryKey),
        cardKey,
        cardUrl: store.publicUrl(cardKey),
        width: image.width,
        height: image.height,
      },
      writes: [
        { key, bytes: image.full, contentType: STUDIO_IMAGE_CONTENT_TYPE },
        { key: galleryKey, bytes: image.gallery, contentType: STUDIO_IMAGE_CONTENT_TYPE },
        { key: avifKeyOf(galleryKey)!, bytes: image.galleryAvif, contentType: AVIF_CONTENT_TYPE },
        { key: cardKey, bytes: image.card, contentType: STUDIO_IMAGE_CONTENT_TYPE },
        { key: avifKeyOf(cardKey)!, bytes: image.cardAvif, contentType: AVIF_CONTENT_TYPE },
      ],
    };
  });
  const keys = images.flatMap((image) => image.writes.map((write) => write.key));

  let rolledBack = false;
  const rollback = async () => {
    if (rolledBack || keys.length === 0) return;
    rolledBack = true;
    try {
      await store.delete(keys);
    } catch (error) {
      options.log?.error({ err: error, keys }, 'could not delete stored studio images');
    }
  };

  const writes = images.flatMap((image) => image.writes);
  const results = await Promise.allSettled(
    writes.map((write) => store.put(write.key, write.bytes, write.contentType)),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    options.log?.error({ err: failure.reason }, 'could not store studio images');
    await rollback();
    throw Object.assign(new AppError('UNAVAILABLE', IMAGES_NOT_SAVED), { cause: failure.reason });
  }
  return { images: images.map((image) => image.stored), keys, rollback };
}
