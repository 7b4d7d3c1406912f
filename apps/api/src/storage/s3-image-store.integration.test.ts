import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type S3Settings } from '../config';
import { storeStudioImages } from '../images/store-studio-images';
import { call } from '../test/factories';
import { createTestApp } from '../test/test-app';
import { IMMUTABLE_CACHE_CONTROL, type ImageStore } from './image-store';
import { createS3ImageStore } from './s3-image-store';

const BUCKET = 'studio-images';

/** A real S3-protocol server in this process, on a free port, over a temporary folder. */
describe('the S3 image store', () => {
  let server: S3rver;
  let directory: string;
  let settings: S3Settings;
  let store: ImageStore;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'studio-hive-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    // Read through loadConfig, as the server would.
    settings = loadConfig({
      DATA_DIR: directory,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: `${endpoint}/${BUCKET}/`,
    }).s3!;
    store = createS3ImageStore(settings);
  });
  afterAll(async () => {
    await store?.close();
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });

  const webp = () =>
    sharp({ create: { width: 16, height: 12, channels: 3, background: '#88aa22' } })
      .webp()
      .toBuffer();

  it('puts an object that is then served with its type and a year-long immutable cache', async () => {
    const bytes = await webp();
    const key = 'studios/1d3c5e7a-0000-4000-8000-000000000001/full.webp';
    await store.put(key, bytes, 'image/webp');

    const url = store.publicUrl(key);
    expect(url).toBe(`${settings.publicUrl}/${key}`);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/studio-images\/studios\//);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('deletes objects, and does not mind keys that are already gone', async () => {
    const bytes = await webp();
    const keys = ['studios/abc/full.webp', 'studios/abc/card.webp'];
    for (const key of keys) await store.put(key, bytes, 'image/webp');
    expect((await fetch(store.publicUrl(keys[0]!))).status).toBe(200);

    await store.delete([...keys, 'studios/never-stored/full.webp']);
    for (const key of keys) expect((await fetch(store.publicUrl(key))).status).toBe(404);
    await store.delete([]);
  });

  it('stores processed studio images and rolls them back', async () => {
    const photo = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: '#224488' },
    })
      .jpeg()
      .toBuffer();
    const stored = await storeStudioImages(store, [{ bytes: photo, filename: 'room.jpg' }]);
    const [image] = stored.images;
    expect(image!.url).toBe(`${settings.publicUrl}/${image!.key}`);
    const full = await fetch(image!.url);
    expect(full.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(Buffer.from(await full.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    const card = await sharp(
      Buffer.from(await (await fetch(image!.cardUrl)).arrayBuffer()),
    ).metadata();
    expect(card).toMatchObject({ width: 640, height: 480 });

    await stored.rollback();
    expect((await fetch(image!.url)).status).toBe(404);
    expect((await fetch(image!.cardUrl)).status).toBe(404);
  });

  it('surfaces a failure of the server (a bucket that does not exist)', async () => {
    const missing = createS3ImageStore({ ...settings, bucket: 'no-such-bucket' });
    await expect(missing.put('studios/x/full.webp', await webp(), 'image/webp')).rejects.toThrow();
    await missing.close();
  });

  it('leaves /uploads unserved by the app when S3 holds the images', async () => {
    const t = await createTestApp({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: settings.endpoint!,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: settings.publicUrl,
    });
    try {
      const res = await call(t, 'GET', '/uploads/studios/abc/full.webp');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Not found.' });
    } finally {
      await t.close();
    }
  });
});
