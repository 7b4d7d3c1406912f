import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createStudioRow, signedInAccount } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

// CORS (docs/decisions/026): a front end on an origin of CORS_ORIGINS calls the API with a bearer
// token; every other origin, and the same-origin app, sees no CORS header at all.

const ALLOWED = 'https://app.example.com';
const OTHER = 'https://evil.example';

const corsHeaders = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((name) => name.startsWith('access-control-'));

const preflight = (t: TestApp, url: string, origin: string, method = 'POST') =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization, content-type',
    },
  });

describe('with CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: `${ALLOWED},http://localhost:5173` });
  });
  afterAll(() => t.close());

  it('answers the preflight of an allowed origin with the methods and headers it may use', async () => {
    const res = await preflight(t, '/api/booking', ALLOWED);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(res.headers['access-control-allow-methods']).toBe('GET, HEAD, POST, PUT, DELETE');
    expect(res.headers['access-control-allow-headers']).toBe('Authorization, Content-Type');
    expect(res.headers['access-control-max-age']).toBe('600');
    // Bearer tokens, never cookies: no credentials mode.
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(res.headers.vary)).toContain('Origin');
  });

  it("lets an allowed origin call with the caller's token and read the answer", async () => {
    const customer = await signedInAccount(t, 'customer');
    const res = await call(t, 'GET', '/api/user/me', {
      auth: customer.auth,
      headers: { origin: ALLOWED },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { email: customer.email } });
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(res.headers['access-control-expose-headers']).split(/,\s*/)).toEqual(
      expect.arrayContaining(['X-Total-Count', 'X-Total-Count-Capped', 'Link']),
    );
    expect(String(res.headers.vary)).toContain('Origin');
  });

  it('carries the headers on errors too, so the front end can read the message', async () => {
    const res = await call(t, 'GET', '/api/user/me', { headers: { origin: ALLOWED } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
  });

  it("carries them on the catalogue's cached guest responses, with Vary: Origin kept", async () => {
    await createStudioRow(t);
    t.app.catalogueCache.invalidate();
    for (const origin of [ALLOWED, OTHER, ALLOWED]) {
      const res = await call(t, 'GET', '/api/studio?limit=4', { headers: { origin } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(
        origin === ALLOWED ? ALLOWED : undefined,
      );
      expect(res.headers.vary).toBe('Origin, Authorization, accept-encoding');
    }
  });

  it('gives an origin not in the list no CORS header, on a call or a preflight', async () => {
    const res = await call(t, 'GET', '/api/health', { headers: { origin: OTHER } });
    expect(res.statusCode).toBe(200);
    expect(corsHeaders(res.headers)).toEqual([]);
    const pre = await preflight(t, '/api/booking', OTHER);
    expect(pre.statusCode).toBe(404);
    expect(corsHeaders(pre.headers)).toEqual([]);
    // An allowed origin's prefix or a different port is another origin.
    for (const origin of [`${ALLOWED}.evil.example`, `${ALLOWED}:8443`, 'http://app.example.com']) {
      const again = await call(t, 'GET', '/api/health', { headers: { origin } });
      expect(corsHeaders(again.headers), origin).toEqual([]);
    }
  });

  it('changes nothing for the same-origin app (no Origin header)', async () => {
    const res = await call(t, 'GET', '/api/health');
    expect(corsHeaders(res.headers)).toEqual([]);
  });
});

describe('without CORS_ORIGINS (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends no CORS header to any origin and answers no preflight', async () => {
    const res = await call(t, 'GET', '/api/health', { headers: { origin: ALLOWED } });
    expect(corsHeaders(res.headers)).toEqual([]);
    expect(res.headers.vary).toBeUndefined();
    const pre = await preflight(t, '/api/booking', ALLOWED);
    expect(pre.statusCode).toBe(404);
    expect(corsHeaders(pre.headers)).toEqual([]);
  });
});
