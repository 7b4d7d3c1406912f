import { join } from 'node:path';

/**
 * Where studio photos live once processed (docs/decisions/009): the disk under
 * `DATA_DIR/uploads` by default, an S3-compatible bucket when `S3_BUCKET` is set. Keys are ours
 * (`studios/<random>/full.webp`), never a client's file name, and never change once written:
 * a new photo gets a new key, so every copy may be cached for a year.
 */
export type ImageStore = {
  readonly kind: 'disk' | 's3';
  /** Disk store only: the folder the server must serve at /uploads/ (`registerUploads`). */
  readonly localDir?: string;
  /** Writes the object whole or not at all; an existing key is replaced. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes the objects; keys that do not exist are not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /** The address browsers load the object from: `/uploads/<key>` on disk, absolute on S3. */
  publicUrl(key: string): string;
  close(): Promise<void>;
};

/**
 * The key of a card's AVIF copy, stored beside its WebP (decision 054): `studios/<random>/card.avif`
 * beside `studios/<random>/card.webp`. Responses name only the WebP; the disk store's server sends
 * the AVIF in its place to browsers that accept it (`registerUploads`).
 */
export function avifKeyOf(webpKey: string): string | null {
  return webpKey.endsWith('.webp') ? `${webpKey.slice(0, -'.webp'.length)}.avif` : null;
}

/**
 * The key of a photo's gallery size (decision 056), beside its full size:
 * `studios/<random>/gallery.webp` beside `studios/<random>/full.webp`.
 */
export function galleryKeyOf(fullKey: string): string {
  return fullKey.endsWith('/full.webp')
    ? `${fullKey.slice(0, -'full.webp'.length)}gallery.webp`
    : `${fullKey.replace(/\.webp$/, '')}.gallery.webp`;
}

/** Objects never change under a key (see above), so caches may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Where the disk store keeps its files. */
export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/** Path prefix under which the server serves the disk store (docs/api.md#shapes). */
export const UPLOADS_URL_PREFIX = '/uploads/';

/**
 * Image URLs as responses give them (decision 026): the disk store's root-relative `/uploads/...`
 * prefixed with PUBLIC_URL when it is set, so a front end on another host shows the photos; S3
 * URLs are absolute already. The database keeps what the store returned.
 */
export function withImageUrlsFor<
  T extends { images: string[]; cardImages: string[]; galleryImages?: string[] },
>(publicUrl: string | undefined, studio: T): T {
  if (!publicUrl) return studio;
  const absolute = (url: string) =>
    url.startsWith(UPLOADS_URL_PREFIX) ? `${publicUrl}${url}` : url;
  return {
    ...studio,
    images: studio.images.map(absolute),
    cardImages: studio.cardImages.map(absolute),
    ...(studio.galleryImages ? { galleryImages: studio.galleryImages.map(absolute) } : {}),
  };
}

/** An image URL a client sends back (the images an edit keeps), in the form stored. */
export function storedImageUrl(publicUrl: string | undefined, url: string): string {
  return publicUrl && url.startsWith(`${publicUrl}${UPLOADS_URL_PREFIX}`)
    ? url.slice(publicUrl.length)
    : url;
}

const KEY_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * Keys are relative paths of plain segments (letters, digits, `.`, `_`, `-`, not starting with a
 * dot): no `..`, no absolute paths, no backslashes or other characters that a file system, a URL
 * or an S3 signature could read differently.
 */
export function isValidImageKey(key: string): boolean {
  if (key.length === 0 || key.length > 512 || key.includes('..')) return false;
  const segments = key.split('/');
  return segments.length <= 8 && segments.every((segment) => KEY_SEGMENT.test(segment));
}

export function assertImageKey(key: string): void {
  if (!isValidImageKey(key)) throw new Error(`Refusing image key ${JSON.stringify(key)}.`);
}
