import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Studio } from '@studio-hive/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioImages, studioPendingChanges, studios } from '../db/schema';
import { createStudioRow, call } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createImageStore } from '../storage/create-image-store';
import type { ImageStore } from '../storage/image-store';
import { addMissingGallerySizes } from './gallery-backfill';

describe('addMissingGallerySizes (npm run images:gallery)', () => {
  let t: TestApp;
  let store: ImageStore;
  beforeAll(async () => {
    t = await createTestApp();
    store = createImageStore(t.config);
  });
  afterAll(() => t.close());

  const webp = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
      .webp()
      .toBuffer();

  /** A photo stored before decision 056: its full size only. */
  async function olderPhoto(width = 1600, height = 1200) {
    const key = `studios/${randomUUID()}/full.webp`;
    await store.put(key, await webp(width, height), 'image/webp');
    return { key, url: store.publicUrl(key) };
  }

  it("makes each older photo's gallery size once, and lists it wherever the photo is listed", async () => {
    const listed = await olderPhoto();
    const alsoInChange = await olderPhoto(1200, 900);
    const onlyInChange = await olderPhoto(640, 480);
    const lost = { key: `studios/${randomUUID()}/full.webp`, url: '' };
    lost.url = store.publicUrl(lost.key);
    const studio = await createStudioRow(t, { images: [] });
    const row = (photo: { key: string; url: string }, position: number) => ({
      studioId: studio.id,
      position,
      url: photo.url,
      storageKey: photo.key,
    });
    await t.database.db
      .insert(studioImages)
      .values([row(listed, 0), row(alsoInChange, 1), row(lost, 2)]);
    const image = (photo: { key: string; url: string }) => ({
      url: photo.url,
      thumbnailUrl: null,
      storageKey: photo.key,
      thumbnailStorageKey: null,
    });
    await t.database.db.insert(studioPendingChanges).values({
      studioId: studio.id,
      name: 'Changed Name',
      description: 'A changed description of the studio.',
      youtubeLinks: [],
      fullAddress: '1 Changed Road',
      city: 'Noida',
      state: 'Uttar Pradesh',
      pinCode: '201301',
      images: [image(alsoInChange), image(onlyInChange)],
      submittedAt: new Date(),
    });
    const galleryOf = async () =>
      (await call(t, 'GET', `/api/studio/${studio.id}`)).json<{ studio: Studio }>().studio
        .galleryImages;
    expect(await galleryOf()).toEqual([listed.url, alsoInChange.url, lost.url]);

    expect(await addMissingGallerySizes(t.database.db, store)).toEqual({
      made: 3,
      unreadable: [lost.key],
    });
    const galleryUrl = (photo: { url: string }) => photo.url.replace('full.webp', 'gallery.webp');
    const dir = store.localDir!;
    const size = async (photo: { key: string }) =>
      sharp(await readFile(join(dir, photo.key.replace('full.webp', 'gallery.webp')))).metadata();
    expect(await size(listed)).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(await size(onlyInChange)).toMatchObject({ width: 640, height: 480 });
    const avif = await readFile(join(dir, listed.key.replace('full.webp', 'gallery.avif')));
    expect(await sharp(avif).metadata()).toMatchObject({ format: 'heif', width: 800 });
    // The page and its response, kept for the next visitor, are dropped for the new sizes.
    await expect.poll(galleryOf).toEqual([galleryUrl(listed), galleryUrl(alsoInChange), lost.url]);
    const [change] = await t.database.db
      .select()
      .from(studioPendingChanges)
      .where(eq(studioPendingChanges.studioId, studio.id));
    expect(change!.images.map((photo) => photo.galleryUrl)).toEqual([
      galleryUrl(alsoInChange),
      galleryUrl(onlyInChange),
    ]);
    expect(change!.images[0]!.galleryStorageKey).toBe(
      alsoInChange.key.replace('full.webp', 'gallery.webp'),
    );

    // Run again: only the photo it cannot read is left.
    expect(await addMissingGallerySizes(t.database.db, store)).toEqual({
      made: 0,
      unreadable: [lost.key],
    });
  });

  it('deletes the files it made for a photo whose studio went while they were made', async () => {
    const photo = await olderPhoto();
    const studio = await createStudioRow(t, { images: [] });
    await t.database.db
      .insert(studioImages)
      .values({ studioId: studio.id, position: 0, url: photo.url, storageKey: photo.key });
    // The owner deletes the studio as its gallery size is written.
    const racing: ImageStore = {
      ...store,
      async put(key, bytes, contentType) {
        await store.put(key, bytes, contentType);
        await t.database.db.delete(studios).where(eq(studios.id, studio.id));
      },
    };
    expect(await addMissingGallerySizes(t.database.db, racing)).toMatchObject({ made: 0 });
    const gallery = photo.key.replace('full.webp', 'gallery');
    for (const file of [`${gallery}.webp`, `${gallery}.avif`]) {
      await expect(readFile(join(store.localDir!, file))).rejects.toThrow();
    }
  });
});
