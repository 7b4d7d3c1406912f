import { mkdtempSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CARD_SIZE } from '../images/studio-images';
import { demoDrawingFile, demoDrawingsFolder, demoStudioPictures } from './demo-pictures';
import { writeDemoDrawings } from './demo-drawings';
import { DEMO_STUDIOS } from './demo-studios';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from '../../demo-data/studio-illustrations';

const studio = { name: 'The Mic Room', count: 2 };
const drawings = demoDrawingsFolder();
const readDrawing = async (folder: string, file: string) =>
  gunzipSync(await readFile(join(folder, file))).toString('utf8');

describe('the committed drawings of the demo pictures', () => {
  it('are one SVG of the stated size for each picture of each demo studio', async () => {
    const files = DEMO_STUDIOS.flatMap(({ fields, imageCount }) =>
      Array.from({ length: imageCount }, (_, index) => demoDrawingFile(fields.name, index)),
    );
    expect(new Set(files).size).toBe(files.length);
    expect((await readdir(drawings)).sort()).toEqual([...files].sort());
    for (const file of files) {
      const meta = await sharp(Buffer.from(await readDrawing(drawings, file))).metadata();
      expect([meta.format, meta.width, meta.height], file).toEqual([
        'svg',
        ILLUSTRATION_WIDTH,
        ILLUSTRATION_HEIGHT,
      ]);
    }
  });

  it('are what the drawing code draws now (else run `npm run demo:pictures`)', async () => {
    const drawnNow = mkdtempSync(join(tmpdir(), 'demo-drawings-'));
    const { files } = await writeDemoDrawings(drawnNow);
    for (const file of files) {
      expect(await readDrawing(drawings, file), file).toBe(await readDrawing(drawnNow, file));
    }
    // Committed: compressed SVG keeps the 64 pictures small (docs/decisions/044).
    const sizes = await Promise.all(files.map((file) => stat(join(drawings, file))));
    expect(sizes.reduce((total, { size }) => total + size, 0)).toBeLessThan(500_000);
  });
});

describe('demo studio pictures', () => {
  it('are made once as the photo pipeline stores them, then read back the same', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'demo-pictures-'));
    const made = await demoStudioPictures(studio, folder);
    expect(made).toHaveLength(2);
    for (const picture of made) {
      expect(picture).toMatchObject({ width: ILLUSTRATION_WIDTH, height: ILLUSTRATION_HEIGHT });
      expect((await sharp(picture.full).metadata()).format).toBe('webp');
      expect(await sharp(picture.card).metadata()).toMatchObject({
        format: 'webp',
        width: CARD_SIZE.width,
        height: CARD_SIZE.height,
      });
    }
    // Five files of pixels (full, gallery and card, the last two in AVIF too) and their sizes per
    // picture, nothing left half-written.
    const files = await readdir(folder);
    expect(files).toHaveLength(12);
    expect(files.some((file) => file.endsWith('.partial'))).toBe(false);

    const read = await demoStudioPictures(studio, folder);
    read.forEach((picture, i) => {
      expect(picture.full.equals(made[i]!.full)).toBe(true);
      expect(picture.gallery.equals(made[i]!.gallery)).toBe(true);
      expect(picture.galleryAvif.equals(made[i]!.galleryAvif)).toBe(true);
      expect(picture.card.equals(made[i]!.card)).toBe(true);
      expect(picture.cardAvif.equals(made[i]!.cardAvif)).toBe(true);
      expect(picture.width).toBe(made[i]!.width);
    });
  });

  it('reads what is in the folder instead of rendering again', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'demo-pictures-'));
    await demoStudioPictures({ ...studio, count: 1 }, folder);
    const [full] = (await readdir(folder)).filter((file) => file.endsWith('.full.webp'));
    const marker = Buffer.from('made before');
    await writeFile(join(folder, full!), marker);
    const [picture] = await demoStudioPictures({ ...studio, count: 1 }, folder);
    expect(picture!.full.equals(marker)).toBe(true);
  });

  it('renders again when a picture in the folder is incomplete, and without a folder', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'demo-pictures-'));
    const [made] = await demoStudioPictures({ ...studio, count: 1 }, folder);
    const [sizes] = (await readdir(folder)).filter((file) => file.endsWith('.json'));
    await writeFile(join(folder, sizes!), '{');
    const [again] = await demoStudioPictures({ ...studio, count: 1 }, folder);
    expect(again!.full.equals(made!.full)).toBe(true);
    const [uncached] = await demoStudioPictures({ ...studio, count: 1 }, null);
    expect(uncached!.full.equals(made!.full)).toBe(true);
  });
});
