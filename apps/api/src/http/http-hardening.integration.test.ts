import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { fakeWebBuild } from '../test/web-build';

// Decision 003, hardening of the HTTP layer: what an attacker saw that they should not have.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: fakeWebBuild() });
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('errors before routing', () => {
  it.each(['/api/%ff', '/api/studio/%E0%A4%A', '/%ff'])(
    'responds to %s in the uniform error format, with security headers and a request id',
    async (url) => {
      const res = await call(t, 'GET', url);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toEqual({
        code: 'VALIDATION',
        message: 'The address of this request is not valid.',
        requestId: res.headers['x-request-id'],
      });
      expect(body.requestId).toMatch(UUID);
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );
});

describe('request ids', () => {
  it('keeps a short, plain id from a proxy', async () => {
    const res = await call(t, 'GET', '/api/health', { headers: { 'x-request-id': 'lb-1234.a_b' } });
    expect(res.headers['x-request-id']).toBe('lb-1234.a_b');
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['markup', 'bad id <script>'],
    ['a path', '../../etc/passwd'],
    ['only dots', '..'],
    ['a line break', 'abc\u2028def'],
  ])('makes its own instead of one that is %s', async (_what, id) => {
    for (const url of ['/api/health', '/api/%ff']) {
      const res = await call(t, 'GET', url, { headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });
});

describe('security headers', () => {
  it('sends Strict-Transport-Security only over HTTPS', async () => {
    const plain = await call(t, 'GET', '/api/health');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // A client cannot claim HTTPS without a trusted proxy.
    const claimed = await call(t, 'GET', '/api/health', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('says DENY in X-Frame-Options, as frame-ancestors does', async () => {
    for (const url of ['/api/health', '/studios', '/api/nothing']) {
      const res = await call(t, 'GET', url);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
  });
});

describe('behind an HTTPS proxy (TRUST_PROXY=1)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => proxied.close());

  it('sends Strict-Transport-Security when the proxy says the request came over HTTPS', async () => {
    const https = await call(proxied, 'GET', '/api/health', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    const http = await call(proxied, 'GET', '/api/health', {
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    // The guest fast path writes its response itself (ssr/catalogue-fast-path.ts): the same rule.
    for (const visit of ['first, by the handler', 'repeat, by the fast path']) {
      const studios = await call(proxied, 'GET', '/api/studio', {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(studios.headers['strict-transport-security'], visit).toMatch(/^max-age=\d+/);
    }
    const plainStudios = await call(proxied, 'GET', '/api/studio', {
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(plainStudios.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('one rule for what is an API path', () => {
  it.each(['/API/user/me', '/Api', '/%61pi/nothing', '/%41PI/user/me', '/UPLOADS/x.webp'])(
    'responds to %s with the JSON 404, never the web app',
    async (url) => {
      const res = await call(t, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Not found.' });
    },
  );

  it('still serves the web app for its own pages', async () => {
    for (const url of ['/', '/studios', '/apiary', '/login']) {
      const res = await call(t, 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });
});
