import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import {
  AVIF_OPTIONS,
  CARD_SIZE,
  FULL_SIZE,
  GALLERY_SIZE,
  processStudioImage,
  WEBP_QUALITY,
  type ProcessedStudioImage,
} from '../images/studio-images';
import { findUp } from '../lib/find-up';

/**
 * The demo pictures' drawings: one SVG a picture, gzipped (.svgz), committed in
 * apps/api/demo-data/pictures and written by `npm run demo:pictures` from the drawing code beside
 * them, which stays out of the server (docs/decisions/044).
 */
export const DEMO_DRAWINGS_PATH = 'demo-data/pictures';

/** The folder of the drawings, from src/ (tsx, tests) as from the dist bundle. */
export function demoDrawingsFolder(): string {
  const folder = findUp(import.meta.url, DEMO_DRAWINGS_PATH);
  if (!folder)
    throw new Error(`The demo pictures' drawings are missing (apps/api/${DEMO_DRAWINGS_PATH}).`);
  return folder;
}

/** The file of a studio's picture `index` (from 0): 'Frame & Fable', 1 -> 'frame-fable-2.svgz'. */
export function demoDrawingFile(studioName: string, index: number): string {
  const words = studioName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${words}-${index + 1}.svgz`;
}

/** A drawing as a JPEG: the photo pipeline takes raster images only (decision 009). */
export async function rasterizeDrawing(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 84 }).toBuffer();
}

/**
 * Rendering a demo picture and putting it through the photo pipeline (three WebP sizes, two
 * AVIF) is most of the demo catalogue's first load, and the same 64 pictures come out every time.
 * They are made once per machine and kept beside the server bundle (apps/api/dist, the build's
 * own folder, never committed); every later load on an empty database (an emptied DATA_DIR,
 * each browser-test run, `npm run seed:demo`) reads them instead (docs/decisions/021).
 */
export const DEMO_PICTURE_FOLDER = 'demo-pictures';

/** The folder of made pictures: beside the built server, or none before the first build. */
export function builtDemoPictureFolder(): string | null {
  const dist = findUp(import.meta.url, 'dist', 'server.mjs');
  return dist ? join(dist, DEMO_PICTURE_FOLDER) : null;
}

/** A picture's name in the folder: its drawing and the pipeline's settings, so either changing makes a new one. */
function pictureKey(svg: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ FULL_SIZE, GALLERY_SIZE, CARD_SIZE, WEBP_QUALITY, AVIF_OPTIONS }))
    .update(svg)
    .digest('hex')
    .slice(0, 32);
}

type Sizes = Omit<ProcessedStudioImage, 'full' | 'gallery' | 'galleryAvif' | 'card' | 'cardAvif'>;

async function readPicture(folder: string, key: string): Promise<ProcessedStudioImage | null> {
  try {
    // The sizes file is written last: when it is there, the images are whole.
    const sizes = JSON.parse(await readFile(join(folder, `${key}.json`), 'utf8')) as Sizes;
    const [full, gallery, galleryAvif, card, cardAvif] = await Promise.all([
      readFile(join(folder, `${key}.full.webp`)),
      readFile(join(folder, `${key}.gallery.webp`)),
      readFile(join(folder, `${key}.gallery.avif`)),
      readFile(join(folder, `${key}.card.webp`)),
      readFile(join(folder, `${key}.card.avif`)),
    ]);
    return { ...sizes, full, gallery, galleryAvif, card, cardAvif };
  } catch {
    return null;
  }
}

/** Each file under a name of its own first, then renamed: a second process never reads half a file. */
async function writeWhole(path: string, bytes: Buffer | string) {
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, path);
}

async function writePicture(folder: string, key: string, picture: ProcessedStudioImage) {
  const { full, gallery, galleryAvif, card, cardAvif, ...sizes } = picture;
  await mkdir(folder, { recursive: true });
  await writeWhole(join(folder, `${key}.full.webp`), full);
  await writeWhole(join(folder, `${key}.gallery.webp`), gallery);
  await writeWhole(join(folder, `${key}.gallery.avif`), galleryAvif);
  await writeWhole(join(folder, `${key}.card.webp`), card);
  await writeWhole(join(folder, `${key}.card.avif`), cardAvif);
  await writeWhole(join(folder, `${key}.json`), JSON.stringify(sizes));
}

/**
 * A demo studio's first `count` pictures as the photo pipeline stores them: read from `folder`
 * when made before, else rendered from their drawings, processed like any upload and kept there
 * (a folder that cannot be written only costs the next load the rendering again). Without a
 * folder, always rendered.
 */
export async function demoStudioPictures(
  studio: { name: string; count: number },
  folder: string | null,
): Promise<ProcessedStudioImage[]> {
  const drawings = demoDrawingsFolder();
  return Promise.all(
    Array.from({ length: studio.count }, async (_, index) => {
      const file = join(drawings, demoDrawingFile(studio.name, index));
      const svg = gunzipSync(await readFile(file)).toString('utf8');
      const key = pictureKey(svg);
      const made = folder ? await readPicture(folder, key) : null;
      if (made) return made;
      const picture = await processStudioImage(await rasterizeDrawing(svg));
      if (folder) await writePicture(folder, key, picture).catch(() => undefined);
      return picture;
    }),
  );
}
