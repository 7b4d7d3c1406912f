import { open } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import sharp, { type FormatEnum, type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { FULL_PHOTO_WIDTH, GALLERY_WIDTH } from '@studio-hive/domain';
import { AppError } from '../http/errors';

/**
 * The studio photo pipeline (docs/decisions/009): prove the upload is a raster image, refuse
 * decompression bombs before decoding, turn it upright, drop every piece of metadata (EXIF, GPS,
 * XMP, ICC after conversion to sRGB) and re-encode it as WebP in three sizes, and the card and the
 * gallery size also in AVIF (decisions 054 and 056).
 */

/** Larger images are refused before any pixel is decoded: 40 MP is beyond any phone photo. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** WebP's longest side; no studio photo is longer, and such a sliver would not survive the crop. */
export const MAX_IMAGE_SIDE = 16_383;
/** The gallery and full-screen viewer: fitted inside, never enlarged. */
export const FULL_SIZE = { width: FULL_PHOTO_WIDTH, height: (FULL_PHOTO_WIDTH * 3) / 4 } as const;
/**
 * The gallery on a phone or beside a desktop's booking panel (decision 056): GALLERY_WIDTH wide,
 * whatever its height, never enlarged. By width only, so that the width a studio's page tells the
 * browser in its `srcset` is true of portrait and square photos too.
 */
export const GALLERY_SIZE = { width: GALLERY_WIDTH, withoutEnlargement: true } as const;
/** Listing cards are 4:3: cropped to 4:3 around the centre, at most this size, never enlarged. */
export const CARD_SIZE = { width: 640, height: 480 } as const;
export const WEBP_QUALITY = 80;
export const STUDIO_IMAGE_CONTENT_TYPE = 'image/webp';
/**
 * The card also in AVIF (decision 054): about 30 % fewer bytes than the WebP at the same look,
 * sent to browsers that accept it. Effort 2 of 9: some 130 ms a card on one core, where the
 * default effort (4) took 800 ms for 10 % fewer bytes.
 */
export const AVIF_OPTIONS = { quality: 50, effort: 2 } as const;
export const AVIF_CONTENT_TYPE = 'image/avif';

export const NOT_AN_IMAGE =
  'One of the files is not an image we can read. Please upload PNG, JPG, GIF or WebP images.';
export const IMAGE_TOO_MANY_PIXELS =
  'One of the images is too large in pixels (at most 40 megapixels and 16383 pixels a side). ' +
  'Please upload a smaller image.';

export type ProcessedStudioImage = {
  /** WebP, at most FULL_SIZE. */
  full: Buffer;
  /** WebP, at most GALLERY_WIDTH wide. */
  gallery: Buffer;
  /** The same gallery size in AVIF. */
  galleryAvif: Buffer;
  /** WebP, 4:3, at most CARD_SIZE. */
  card: Buffer;
  /** The same card in AVIF. */
  cardAvif: Buffer;
  width: number;
  height: number;
  cardWidth: number;
  cardHeight: number;
};

/** Formats as sharp names them after decoding; anything else (SVG, PDF, raw...) is refused. */
const ACCEPTED_FORMATS = new Set<keyof FormatEnum>(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif']);

// Uploads are never processed twice, so sharp's operation cache only costs memory; one thread per
// image keeps a 2-core machine responsive, and `imageDecodes` bounds how many run at once.
sharp.cache(false);
sharp.concurrency(1);
/**
 * Images decoded at once in this process, whatever the number of uploads (docs/decisions/028):
 * the others wait in `imageDecodes`' queue. One core is left to serve requests: on 2 cores one
 * decode at a time took 40 uploads as fast as two did, with the health check's p95 at 18 ms
 * instead of 66 (bench/uploads.md).
 */
export const IMAGE_DECODES_AT_ONCE = Math.max(1, Math.min(2, availableParallelism() - 1));
/** The queue of decodes; its `activeCount` and `pendingCount` show the load. */
export const imageDecodes = pLimit(IMAGE_DECODES_AT_ONCE);

const DECODE_OPTIONS: SharpOptions = {
  // Belt and braces: `readHeader` and the size check refuse these first.
  limitInputPixels: MAX_IMAGE_PIXELS,
  // Truncated or corrupt pixel data is refused; mere warnings (common in camera files) are not.
  failOn: 'error',
  autoOrient: true,
  // The first frame of an animated GIF or WebP, the first page of a TIFF.
  pages: 1,
  sequentialRead: true,
};

const notAnImage = () => new AppError('VALIDATION', NOT_AN_IMAGE, { images: NOT_AN_IMAGE });
const tooManyPixels = () =>
  new AppError('VALIDATION', IMAGE_TOO_MANY_PIXELS, { images: IMAGE_TOO_MANY_PIXELS });

/** An upload in memory, or in its temporary file (the studio form streams files to disk). */
export type ImageInput = Buffer | { path: string };

/**
 * Checks and re-encodes one uploaded file. Throws AppError VALIDATION (400) with a sentence for
 * the user when the file is not a raster image we read or is too large in pixels.
 */
export async function processStudioImage(input: ImageInput): Promise<ProcessedStudioImage> {
  // By the signature first: SVG (which can carry scripts), HTML, PDF and the like never reach a
  // decoder at all.
  if (!hasRasterSignature(await firstBytes(input))) throw notAnImage();
  // sharp reads a file itself, a little at a time (sequentialRead), never whole into memory.
  const bytes = Buffer.isBuffer(input) ? input : input.path;
  return imageDecodes(async () => {
    const metadata = await readHeader(bytes);
    const pixels = metadata.width * metadata.height;
    if (
      metadata.width > MAX_IMAGE_SIDE ||
      metadata.height > MAX_IMAGE_SIDE ||
      pixels > MAX_IMAGE_PIXELS
    ) {
      throw tooManyPixels();
    }
    try {
      return await encode(bytes);
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
      throw notAnImage();
    }
  });
}

/** The bytes the signature check looks at (the longest signature ends at byte 12). */
async function firstBytes(input: ImageInput): Promise<Buffer> {
  if (Buffer.isBuffer(input)) return input;
  const file = await open(input.path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(16), 0, 16, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** The header only (dimensions, format): cheap even for a bomb, nothing decoded. */
async function readHeader(bytes: Buffer | string): Promise<Metadata> {
  let metadata: Metadata;
  try {
    // No pixel limit here, so a bomb is told apart from an unreadable file by its dimensions.
    metadata = await sharp(bytes, { limitInputPixels: false, pages: 1 }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!ACCEPTED_FORMATS.has(metadata.format) || !(metadata.width > 0 && metadata.height > 0)) {
    throw notAnImage();
  }
  return metadata;
}

async function encode(bytes: Buffer | string): Promise<ProcessedStudioImage> {
  // Decoded once, upright, in sRGB (an embedded ICC profile is applied, then dropped), already
  // down to the full size; every output comes from these pixels. sharp writes no metadata unless
  // asked (no keepExif/keepIccProfile/withMetadata here), so EXIF, GPS and XMP are gone.
  const { data, info } = await sharp(bytes, DECODE_OPTIONS)
    .resize({ ...FULL_SIZE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const card = cardSize(info.width, info.height);
  const [full, [gallery, galleryAvif], [cardBytes, cardAvif]] = await Promise.all([
    sharp(data, raw).webp({ quality: WEBP_QUALITY }).toBuffer(),
    webpAndAvif(() => sharp(data, raw).resize(GALLERY_SIZE)),
    webpAndAvif(() => sharp(data, raw).resize({ ...card, fit: 'cover', position: 'centre' })),
  ]);
  return {
    full,
    gallery,
    galleryAvif,
    card: cardBytes,
    cardAvif,
    width: info.width,
    height: info.height,
    cardWidth: card.width,
    cardHeight: card.height,
  };
}

/** The same pixels as WebP and as AVIF (a card, a gallery size: decisions 054 and 056). */
function webpAndAvif(pixels: () => Sharp): Promise<[Buffer, Buffer]> {
  return Promise.all([
    pixels().webp({ quality: WEBP_QUALITY }).toBuffer(),
    pixels().avif(AVIF_OPTIONS).toBuffer(),
  ]);
}

/**
 * The AVIF copy of a card or gallery size stored without one (before decisions 054 and 056),
 * made from its WebP (the original upload is not kept): for `npm run images:avif`.
 */
export async function avifCopyOf(webp: Buffer): Promise<Buffer> {
  return imageDecodes(() => sharp(webp, DECODE_OPTIONS).avif(AVIF_OPTIONS).toBuffer());
}

/**
 * The gallery size of a photo stored before decision 056, in WebP and AVIF, made from its full
 * size (the original upload is not kept): for `npm run images:gallery`.
 */
export async function gallerySizeOf(
  fullWebp: Buffer,
): Promise<Pick<ProcessedStudioImage, 'gallery' | 'galleryAvif'>> {
  return imageDecodes(async () => {
    const pixels = await sharp(fullWebp, DECODE_OPTIONS)
      .resize(GALLERY_SIZE)
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const [gallery, galleryAvif] = await webpAndAvif(() =>
      sharp(pixels.data, { raw: pixels.info }),
    );
    return { gallery, galleryAvif };
  });
}

/** The largest 4:3 crop of a width x height picture, scaled down to at most CARD_SIZE. */
export function cardSize(width: number, height: number): { width: number; height: number } {
  const ratio = CARD_SIZE.width / CARD_SIZE.height;
  const cropWidth = Math.min(width, height * ratio);
  const scale = Math.min(1, CARD_SIZE.width / cropWidth);
  const cardWidth = Math.max(1, Math.round(cropWidth * scale));
  return { width: cardWidth, height: Math.max(1, Math.round(cardWidth / ratio)) };
}

/** JPEG, PNG, GIF, WebP, TIFF or an ISO media file (AVIF/HEIF), by the first bytes. */
export function hasRasterSignature(bytes: Buffer): boolean {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  const startsWith = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  return (
    startsWith(0xff, 0xd8, 0xff) ||
    startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) ||
    ascii(0, 6) === 'GIF87a' ||
    ascii(0, 6) === 'GIF89a' ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') ||
    startsWith(0x49, 0x49, 0x2a, 0x00) ||
    startsWith(0x4d, 0x4d, 0x00, 0x2a) ||
    ascii(4, 8) === 'ftyp'
  );
}
