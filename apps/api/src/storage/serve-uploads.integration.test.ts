import { mkdir, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { fakeWebBuild } from '../test/web-build';
import { createImageStore } from './create-image-store';
import { IMMUTABLE_CACHE_CONTROL, uploadsDir, type ImageStore } from './image-store';

function expectUniformNotFound(res: Awaited<ReturnType<typeof call>>) {
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toContain('application/json');
  expect(res.json()).toEqual({
    code: 'NOT_FOUND',
    message: 'Not found.',
    requestId: expect.any(String),
  });
}

describe('serving the disk image store at /uploads', () => {
  let t: TestApp;
  let store: ImageStore;
  let webp: Buffer;
  const key = 'studios/0b6c1a1e-3c1f-4a8e-9d57-1f2e3d4c5b6a/full.webp';

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: fakeWebBuild() });
    // The store the app uses by default, writing where the app serves from.
    store = createImageStore(t.config);
    webp = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#c0ffee' } })
      .webp()
      .toBuffer();
    await store.put(key, webp, 'image/webp');
    // Things that must never be served: a file outside the uploads folder, a non-image and a
    // temporary file inside it.
    await writeFile(join(t.config.dataDir, 'private.webp'), 'outside uploads');
    await writeFile(join(t.config.dataDir, 'private.avif'), 'outside uploads');
    await writeFile(join(t.config.dataDir, 'config'), 'outside uploads');
    const uploads = uploadsDir(t.config.dataDir);
    await writeFile(join(uploads, 'page.html'), '<script>alert(1)</script>');
    await writeFile(join(uploads, 'studios', '.full.webp.abc.tmp'), 'half written');
    await mkdir(join(uploads, 'studios', 'empty-folder'));
  });
  afterAll(() => t.close());

  it('serves a stored image with a year-long immutable cache, nosniff and image/webp', async () => {
    const res = await call(t, 'GET', store.publicUrl(key));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(webp)).toBe(true);
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('responds to HEAD and conditional requests', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: `/uploads/${key}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(webp.length));
    const etag = String(head.headers.etag);
    const again = await call(t, 'GET', `/uploads/${key}`, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it("sends a card's AVIF copy to browsers that accept it, the WebP to others (decision 054)", async () => {
    const card = 'studios/0b6c1a1e-3c1f-4a8e-9d57-1f2e3d4c5b6a/card.webp';
    const avif = await sharp({
      create: { width: 8, height: 6, channels: 3, background: '#c0ffee' },
    })
      .avif()
      .toBuffer();
    await store.put(card, webp, 'image/webp');
    await store.put(card.replace('.webp', '.avif'), avif, 'image/avif');
    const get = (accept: string, url = store.publicUrl(card)) =>
      call(t, 'GET', url, { headers: { accept } });

    const chrome = await get('image/avif,image/webp,image/apng,image/*,*/*;q=0.8');
    expect(chrome.statusCode).toBe(200);
    expect(chrome.headers['content-type']).toBe('image/avif');
    expect(chrome.rawPayload.equals(avif)).toBe(true);
    expect(chrome.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(chrome.headers['x-content-type-options']).toBe('nosniff');
    expect(String(chrome.headers.vary)).toContain('Accept');
    // A query string is kept, and changes nothing.
    const withQuery = await get('image/avif', `${store.publicUrl(card)}?v=1`);
    expect(withQuery.headers['content-type']).toBe('image/avif');

    for (const accept of ['image/webp,*/*', 'image/avif;q=0,image/webp', '*/*', '']) {
      const other = await get(accept);
      expect(other.statusCode).toBe(200);
      expect(other.headers['content-type']).toBe('image/webp');
      expect(other.rawPayload.equals(webp)).toBe(true);
      expect(String(other.headers.vary)).toContain('Accept');
    }
    // A WebP without an AVIF beside it (a photo stored before decision 054) is sent as it is.
    const older = await get('image/avif,image/webp', store.publicUrl(key));
    expect(older.headers['content-type']).toBe('image/webp');
    expect(older.rawPayload.equals(webp)).toBe(true);
  });

  it('sends an AVIF copy written later within a minute, without a restart', async () => {
    const card = 'studios/5e0c7f3a-9b2d-4c61-8a4e-2d7f6b1c3e90/card.webp';
    await store.put(card, webp, 'image/webp');
    const get = () => call(t, 'GET', store.publicUrl(card), { headers: { accept: 'image/avif' } });
    expect((await get()).headers['content-type']).toBe('image/webp');

    // As `npm run images:avif` does for the photos stored before decision 054.
    await store.put(card.replace('.webp', '.avif'), webp, 'image/avif');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      expect((await get()).headers['content-type']).toBe('image/avif');
    } finally {
      vi.useRealTimers();
    }
  });

  it('responds to a missing file with the uniform 404, never the web app', async () => {
    for (const url of [
      '/uploads/studios/missing/full.webp',
      '/uploads/nothing.webp',
      '/uploads/',
      '/uploads',
    ]) {
      expectUniformNotFound(await call(t, 'GET', url));
    }
  });

  it('lists no directory and serves no temporary or non-image file', async () => {
    for (const url of [
      '/uploads/studios',
      '/uploads/studios/',
      '/uploads/studios/empty-folder/',
      '/uploads/studios/.full.webp.abc.tmp',
      '/uploads/page.html',
    ]) {
      expectUniformNotFound(await call(t, 'GET', url));
    }
  });

  /** A request whose path goes out byte for byte (curl --path-as-is); inject would resolve `..`. */
  async function rawGet(path: string) {
    const address = await listening();
    return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      // As a browser asks for a picture: an AVIF beside a WebP is no way out either.
      const headers = { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' };
      const req = request(
        { host: '127.0.0.1', port: address, path, method: 'GET', headers },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              type: String(res.headers['content-type']),
              body,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
  }
  let port: number | undefined;
  async function listening() {
    if (port === undefined) {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      port = (t.app.server.address() as AddressInfo).port;
    }
    return port;
  }

  it.each([
    '/uploads/../config',
    '/uploads/../private.webp',
    '/uploads/%2e%2e/private.webp',
    '/uploads/%2E%2E/config',
    '/uploads/..%2fprivate.webp',
    '/uploads/%2e%2e%2fprivate.webp',
    '/uploads/studios/../../private.webp',
    '/uploads/studios/%2e%2e/%2e%2e/private.webp',
    '/uploads/studios/..%5c..%5cprivate.webp',
    '/uploads/%252e%252e/private.webp',
    '/uploads/%00../private.webp',
    '/uploads//etc/passwd',
    `/uploads/${encodeURIComponent(join(tmpdir(), 'x.webp'))}`,
  ])('never leaves the uploads folder: %s', async (path) => {
    const res = await rawGet(path);
    expect(res.body).not.toContain('outside uploads');
    expect(res.status).toBe(404);
    expect(res.type).toContain('application/json');
    expect(JSON.parse(res.body)).toMatchObject({ code: 'NOT_FOUND', message: 'Not found.' });
  });

  it('resolves dot segments like a browser when the URL is normalised first', async () => {
    // light-my-request (like a browser) turns /uploads/%2e%2e/private.webp into /private.webp:
    // a page path, so the web app responds, never the file.
    const res = await call(t, 'GET', '/uploads/%2e%2e/private.webp');
    expect(res.body).not.toContain('outside uploads');
    expect(res.headers['content-type']).toContain('text/html');
  });
});
