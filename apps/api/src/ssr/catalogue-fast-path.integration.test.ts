import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createStudioRow } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createCatalogueCache } from '../modules/studios/catalogue-cache';
import { registerGuestFastPath, sendJson } from './catalogue-fast-path';

/**
 * Headers of two replies to compare: all but the clock's and the request's own id. A compressed
 * body's length may differ by the compressor's settings, so the bodies are compared decoded.
 */
function comparable(headers: Record<string, unknown>) {
  const { date: _date, 'x-request-id': requestId, ...rest } = headers;
  expect(requestId).toEqual(expect.any(String));
  if (rest['content-encoding']) delete rest['content-length'];
  return rest;
}

const decoded = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) =>
  res.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(res.rawPayload).toString()
    : res.headers['content-encoding'] === 'gzip'
      ? gunzipSync(res.rawPayload).toString()
      : res.rawPayload.toString();

describe('the guest fast path, against the normal reply of the whole app and its hooks', () => {
  let t: TestApp;
  let studioId: string;
  beforeAll(async () => {
    // Behind a proxy, so the HTTPS-only header (HSTS) is among the hooks' headers; and with an
    // allowed origin, so are the CORS headers and their Vary: Origin.
    t = await createTestApp({ TRUST_PROXY: '1', CORS_ORIGINS: 'https://app.example.com' });
    for (let i = 0; i < 4; i += 1) studioId = (await createStudioRow(t, { city: 'Noida' })).id;
  });
  afterAll(() => t.close());

  const variants: Record<string, Record<string, string>> = {
    plain: {},
    brotli: { 'accept-encoding': 'gzip, deflate, br' },
    gzip: { 'accept-encoding': 'gzip' },
    https: { 'x-forwarded-proto': 'https', 'accept-encoding': 'br' },
    'allowed origin': { origin: 'https://app.example.com', 'accept-encoding': 'br' },
    'other origin': { origin: 'https://evil.example' },
  };

  it.each(Object.keys(variants))(
    'sends the same status, headers and body as the handler (%s)',
    async (variant) => {
      for (const path of ['/api/studio?limit=4', '/api/studio/cities', `/api/studio/${studioId}`]) {
        t.app.catalogueCache.invalidate();
        const headers = variants[variant]!;
        const first = await call(t, 'GET', path, { headers }); // built by the handler
        const repeat = await call(t, 'GET', path, { headers }); // the ready response, written raw
        expect(repeat.statusCode, path).toBe(first.statusCode);
        expect(comparable(repeat.headers), path).toEqual(comparable(first.headers));
        expect(decoded(repeat), path).toBe(decoded(first));
      }
    },
  );

  it('sends the same 304 as the handler to a browser that has the response', async () => {
    for (const path of ['/api/studio?limit=4', '/api/studio/cities', `/api/studio/${studioId}`]) {
      const etag = String((await call(t, 'GET', path)).headers.etag);
      t.app.catalogueCache.invalidate();
      const headers = {
        'if-none-match': etag,
        'x-forwarded-proto': 'https',
        origin: 'https://app.example.com',
      };
      const first = await call(t, 'GET', path, { headers });
      const repeat = await call(t, 'GET', path, { headers });
      expect(first.statusCode, path).toBe(304);
      expect(repeat.statusCode, path).toBe(304);
      expect(comparable(repeat.headers), path).toEqual(comparable(first.headers));
      expect(repeat.headers['access-control-allow-origin'], path).toBe('https://app.example.com');
    }
  });
});

describe('the guest fast path, with a hook added to the app', () => {
  it("carries every header the app's onRequest hooks set, as the normal reply does", async () => {
    const app = Fastify();
    // Hooks of the app, as a CORS plugin or a new security header would add them.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('access-control-allow-origin', 'https://studiohive.in');
      reply.header('x-new-hook', 'yes');
    });
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    const cache = createCatalogueCache();
    await app.register(async (routes) => {
      registerGuestFastPath(routes, cache, (request) =>
        request.routeOptions.url === '/list' ? 'list' : undefined,
      );
      routes.get('/list', async (request, reply) => {
        await cache.approved({ all: async () => [], some: async () => [] });
        const cached = await cache.guestResponse('list', async () => ({ body: '[1,2,3]' }));
        return sendJson(request, reply, cached.body, { etag: cached.etag, shared: true });
      });
    });
    const first = await app.inject({ method: 'GET', url: '/list' });
    const repeat = await app.inject({ method: 'GET', url: '/list' });
    expect(cache.readyGuestResponse('list')).toBeDefined();
    expect(repeat.headers['x-new-hook']).toBe('yes');
    expect(comparable(repeat.headers)).toEqual(comparable(first.headers));
    expect(repeat.body).toBe(first.body);
    await app.close();
  });
});
