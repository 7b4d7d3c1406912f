import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { fakeWebBuild } from '../test/web-build';
import { acceptedEncoding } from './compression';

describe('serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: fakeWebBuild() });
  });
  afterAll(() => t.close());

  it.each(['/', '/studios', '/studios/in/new-delhi', '/dashboard/owner', '/no/such/page'])(
    'serves the app for %s (SPA fallback) with a strict Content-Security-Policy',
    async (url) => {
      const res = await call(t, 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root"></div>');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with a long cache', async () => {
    const res = await call(t, 'GET', '/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the compressed copy of an asset that the browser accepts, else the file itself', async () => {
    const plain = await call(t, 'GET', '/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log("app")');
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await call(t, 'GET', '/assets/app-abc123.js', {
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    }
  });

  it('compresses the page for browsers that accept it', async () => {
    const res = await call(t, 'GET', '/studios', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<div id="root"></div>');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    const br = await call(t, 'GET', '/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<div id="root"></div>');
  });

  it.each([
    [undefined, null],
    ['identity', null],
    ['gzip;q=0, deflate', null],
    ['deflate, gzip;q=0.5', 'gzip'],
    ['BR;q=1.0, gzip', 'br'],
    ['br;q=0, gzip', 'gzip'],
  ])('picks the encoding of a page for Accept-Encoding %s: %s', (header, encoding) => {
    expect(acceptedEncoding(header)).toBe(encoding);
  });

  it('compresses responses for browsers that accept it', async () => {
    const res = await call(t, 'GET', '/api/docs/json', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const plain = await call(t, 'GET', '/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('responds with a JSON 404 to unknown API paths, never the app', async () => {
    for (const url of ['/api/nothing', '/api', '/api/user/unknown']) {
      const res = await call(t, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Not found.',
        requestId: expect.any(String),
      });
    }
  });

  it('responds 404 to a POST to a page path', async () => {
    const res = await call(t, 'POST', '/studios', { payload: {} });
    expect(res.statusCode).toBe(404);
  });

  it('keeps a well-formed request id from a proxy and replaces a bad one', async () => {
    const accepted = await call(t, 'GET', '/api/health', {
      headers: { 'x-request-id': 'lb-1234' },
    });
    expect(accepted.headers['x-request-id']).toBe('lb-1234');
    const replaced = await call(t, 'GET', '/api/health', {
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('source maps', () => {
  const MAP_PATHS = [
    '/assets/app-abc123.js.map',
    '/assets/app-abc123.js.map?v=1',
    '/assets/app-abc123.js%2Emap',
    '/assets/app-abc123.js.MAP',
    '/assets/missing.js.map',
  ];

  it('are not served in production: a 404, never the map or the app', async () => {
    const t = await createTestApp({
      WEB_DIST_DIR: fakeWebBuild(),
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://studiohive.in',
      ALLOW_OUTBOX_IN_PRODUCTION: 'true',
    });
    try {
      for (const url of MAP_PATHS) {
        const res = await call(t, 'GET', url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND' });
      }
      expect((await call(t, 'GET', '/assets/app-abc123.js')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("are served in development, for the browser's developer tools", async () => {
    const t = await createTestApp({ WEB_DIST_DIR: fakeWebBuild(), NODE_ENV: 'development' });
    try {
      const res = await call(t, 'GET', '/assets/app-abc123.js.map');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('"sources"');
    } finally {
      await t.close();
    }
  });
});

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is generated from the route schemas at /api/docs', async () => {
    const json = await call(t, 'GET', '/api/docs/json');
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/user/signup',
        '/api/user/login',
        '/api/user/me',
      ]),
    );
    expect(
      doc.paths['/api/user/signup'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['name', 'email', 'password', 'phone', 'userType']));
    const page = await call(t, 'GET', '/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // Its own policy: Swagger UI's inline styles, still no inline or foreign scripts.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' https: 'unsafe-inline'");
    expect(csp).toMatch(/script-src 'self'[^;']*;/);
  });
});

describe('before the web app is built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'studio-hive-no-web-')) });
  });
  afterAll(() => t.close());

  it('responds to page paths with 503 and says how to build it, while the API works', async () => {
    const res = await call(t, 'GET', '/studios');
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
    expect((await call(t, 'GET', '/api/health')).statusCode).toBe(200);
  });
});
