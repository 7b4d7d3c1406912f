import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istToday, type Studio } from '@studio-hive/domain';
import * as schema from '../db/schema';
import { studioFieldsFor, submitStudio } from '../test/fixtures/studios';
import { call, createStudioRow, signedInAccount } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createImageStore } from './create-image-store';

// Decision 026: with PUBLIC_URL, responses give studio images as absolute URLs, so a front end on
// another host shows them; the database keeps the stored (root-relative) URLs, and an edit may
// send either form back.

const FULL = '/uploads/studios/0b6c1a1e-3c1f-4a8e-9d57-1f2e3d4c5b6a/full.webp';
const CARD = '/uploads/studios/0b6c1a1e-3c1f-4a8e-9d57-1f2e3d4c5b6a/card.webp';

/** The image URLs of a studio as the database keeps them. */
async function storedUrls(t: TestApp, studioId: string) {
  const rows = await t.database.db
    .select({ url: schema.studioImages.url })
    .from(schema.studioImages)
    .where(eq(schema.studioImages.studioId, studioId));
  return rows.map((row) => row.url);
}

/** A tiny WebP put into the app's disk store under `key`; its URL on the server. */
async function storedImage(t: TestApp, key: string) {
  const store = createImageStore(t.config);
  const webp = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#abc' } })
    .webp()
    .toBuffer();
  await store.put(key, webp, 'image/webp');
  return store.publicUrl(key);
}

describe('with PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: 'https://studiohive.in/',
      CORS_ORIGINS: 'https://app.example.com',
    });
  });
  afterAll(() => t.close());

  it("gives a studio's images absolute in every view, and keeps them relative in the database", async () => {
    const owner = await signedInAccount(t, 'owner');
    const admin = await signedInAccount(t, 'admin');
    const studio = await createStudioRow(t, { authorId: owner._id, images: [FULL] });
    const absolute = `https://studiohive.in${FULL}`;
    const views: [string, string | undefined, (body: unknown) => Studio | undefined][] = [
      ['/api/studio?limit=50', undefined, (b) => find(b as Studio[])],
      ['/api/studio?limit=50', undefined, (b) => find(b as Studio[])],
      [`/api/studio/${studio.id}`, undefined, (b) => (b as { studio: Studio }).studio],
      [`/api/studio/${studio.id}`, undefined, (b) => (b as { studio: Studio }).studio],
      [`/api/studio/${studio.id}`, owner.auth, (b) => (b as { studio: Studio }).studio],
      ['/api/owner/studios', owner.auth, (b) => find(b as Studio[])],
    ];
    function find(list: Studio[]) {
      return list.find((s) => s._id === studio.id);
    }
    t.app.catalogueCache.invalidate();
    for (const [url, auth, pick] of views) {
      const res = await call(t, 'GET', url, auth ? { auth } : {});
      expect(res.statusCode, url).toBe(200);
      const shown = pick(res.json());
      expect(shown?.images, url).toEqual([absolute]);
      expect(shown?.cardImages, url).toEqual([absolute]);
      expect(shown?.galleryImages, url).toEqual([absolute]);
    }
    const pending = await createStudioRow(t, { approved: false, images: [CARD] });
    const queue = await call(t, 'GET', '/api/admin/studios/pending', { auth: admin.auth });
    const listed = queue.json<Studio[]>().find((s) => s._id === pending.id);
    expect(listed?.images).toEqual([`https://studiohive.in${CARD}`]);

    expect(await storedUrls(t, studio.id)).toEqual([FULL]);
  });

  it('keeps an image the edit form sends back in the absolute form it was given', async () => {
    const owner = await signedInAccount(t, 'owner');
    const studio = await createStudioRow(t, { authorId: owner._id, images: [FULL] });
    const today = istToday(t.clock.now);
    const fields = studioFieldsFor(today, {
      existingImages: [`https://studiohive.in${FULL}`],
      availability: [{ date: addDays(today, 2), slots: [{ hour: 10, isAvailable: true }] }],
    });
    const res = await submitStudio(t, owner.auth, fields, [], 'PUT', `/api/studio/${studio.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ studio: Studio }>().studio.images).toEqual([`https://studiohive.in${FULL}`]);
    expect(await storedUrls(t, studio.id)).toEqual([FULL]);
  });

  it('lets pages of an allowed origin load the uploaded images (<img>, and with CORS)', async () => {
    const url = await storedImage(t, 'studios/0b6c1a1e-3c1f-4a8e-9d57-1f2e3d4c5b6a/full.webp');
    const res = await call(t, 'GET', url, {
      headers: { origin: 'https://app.example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['access-control-allow-origin']).toBe('https://app.example.com');
    // Everything else stays same-origin.
    const api = await call(t, 'GET', '/api/health');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('without PUBLIC_URL or CORS_ORIGINS', () => {
  it('gives the stored root-relative URLs, and images stay same-origin', async () => {
    const t = await createTestApp();
    try {
      const studio = await createStudioRow(t, { images: [FULL] });
      const res = await call(t, 'GET', `/api/studio/${studio.id}`);
      expect(res.json<{ studio: Studio }>().studio.images).toEqual([FULL]);
      const image = await call(t, 'GET', await storedImage(t, 'studios/x/full.webp'));
      expect(image.headers['cross-origin-resource-policy']).toBe('same-origin');
    } finally {
      await t.close();
    }
  });
});
