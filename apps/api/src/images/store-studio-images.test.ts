import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../http/errors';
import { createDiskImageStore } from '../storage/disk-image-store';
import type { ImageStore } from '../storage/image-store';
import { IMAGES_NOT_SAVED, storeStudioImages } from './store-studio-images';
import { NOT_AN_IMAGE, processStudioImage } from './studio-images';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();

function diskStore() {
  const dir = mkdtempSync(join(tmpdir(), 'studio-hive-images-'));
  return { dir, store: createDiskImageStore({ dir }) };
}

/** Every file under dir, as relative paths. */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

describe('storeStudioImages', () => {
  it('stores a full, a gallery and a card WebP per file under fresh keys, in order, and AVIF copies of the last two', async () => {
    const { dir, store } = diskStore();
    const result = await storeStudioImages(store, [
      { bytes: await png(2000, 1000), filename: 'wide.png' },
      { bytes: await png(300, 400), filename: 'small.png' },
    ]);
    expect(result.images).toHaveLength(2);
    const [wide, small] = result.images;
    expect(wide).toMatchObject({ width: 1600, height: 800 });
    expect(small).toMatchObject({ width: 300, height: 400 });
    for (const image of result.images) {
      expect(image.key).toMatch(/^studios\/[0-9a-f-]{36}\/full\.webp$/);
      expect(image.cardKey).toBe(image.key.replace('full.webp', 'card.webp'));
      expect(image.galleryKey).toBe(image.key.replace('full.webp', 'gallery.webp'));
      expect(image.url).toBe(`/uploads/${image.key}`);
      expect(image.cardUrl).toBe(`/uploads/${image.cardKey}`);
      expect(image.galleryUrl).toBe(`/uploads/${image.galleryKey}`);
      const gallery = await sharp(await readFile(join(dir, image.galleryKey))).metadata();
      expect(gallery.format).toBe('webp');
      const galleryAvif = await sharp(
        await readFile(join(dir, image.galleryKey.replace('.webp', '.avif'))),
      ).metadata();
      expect(galleryAvif).toMatchObject({ format: 'heif', width: gallery.width });
      const stored = await sharp(await readFile(join(dir, image.key))).metadata();
      expect(stored).toMatchObject({ format: 'webp', width: image.width, height: image.height });
      const avif = await sharp(
        await readFile(join(dir, image.cardKey.replace('.webp', '.avif'))),
      ).metadata();
      expect(avif).toMatchObject({ format: 'heif', compression: 'av1' });
    }
    expect(wide!.key).not.toBe(small!.key);
    expect(result.keys.sort()).toEqual((await filesIn(dir)).sort());
    expect(result.keys).toHaveLength(10);
    expect(await sharp(await readFile(join(dir, wide!.galleryKey))).metadata()).toMatchObject({
      width: 800,
      height: 400,
    });
  });

  it('stores a picture already put through the pipeline as it is', async () => {
    const { dir, store } = diskStore();
    const processed = await processStudioImage(await png(800, 600));
    const result = await storeStudioImages(store, [{ processed }]);
    expect(result.images[0]).toMatchObject({ width: 800, height: 600 });
    expect((await readFile(join(dir, result.images[0]!.key))).equals(processed.full)).toBe(true);
    expect((await readFile(join(dir, result.images[0]!.cardKey))).equals(processed.card)).toBe(
      true,
    );
  });

  it('rolls back: deletes everything it stored, once', async () => {
    const { dir, store } = diskStore();
    const result = await storeStudioImages(store, [{ bytes: await png(100, 100) }]);
    expect(await filesIn(dir)).toHaveLength(5);
    const remove = vi.spyOn(store, 'delete');
    await result.rollback();
    await result.rollback();
    expect(await filesIn(dir)).toEqual([]);
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('stores nothing when any file is not an image', async () => {
    const { dir, store } = diskStore();
    const put = vi.spyOn(store, 'put');
    const error = await storeStudioImages(store, [
      { bytes: await png(100, 100) },
      { bytes: Buffer.from('hello'), filename: 'notes.png' },
    ]).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'VALIDATION', message: NOT_AN_IMAGE });
    expect(put).not.toHaveBeenCalled();
    expect(await filesIn(dir)).toEqual([]);
  });

  it('responds with 503 and deletes what was written when the store fails part-way', async () => {
    const { dir, store } = diskStore();
    let puts = 0;
    const flaky: ImageStore = {
      ...store,
      async put(key, bytes, contentType) {
        puts += 1;
        if (puts === 6) throw new Error('disk full');
        await store.put(key, bytes, contentType);
      },
    };
    const log = { error: vi.fn() };
    const error = await storeStudioImages(
      flaky,
      [{ bytes: await png(100, 100) }, { bytes: await png(120, 90) }],
      { log },
    ).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ code: 'UNAVAILABLE', status: 503, message: IMAGES_NOT_SAVED });
    expect((error as Error).cause).toMatchObject({ message: 'disk full' });
    expect(puts).toBe(10);
    expect(await filesIn(dir)).toEqual([]);
    expect(log.error).toHaveBeenCalled();
  });

  it('never throws from rollback; it logs instead', async () => {
    const { store } = diskStore();
    const log = { error: vi.fn() };
    const result = await storeStudioImages(store, [{ bytes: await png(50, 50) }], { log });
    vi.spyOn(store, 'delete').mockRejectedValue(new Error('bucket unreachable'));
    await expect(result.rollback()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ keys: result.keys }),
      'could not delete stored studio images',
    );
  });

  it('stores nothing for no files', async () => {
    const { dir, store } = diskStore();
    const result = await storeStudioImages(store, []);
    expect(result.images).toEqual([]);
    await result.rollback();
    expect(await filesIn(dir)).toEqual([]);
  });
});
