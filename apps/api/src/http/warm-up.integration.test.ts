import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createStudioRow } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * A new process warms up before it takes requests (http/warm-up.ts, bench/warm-start.md): the
 * startup gate stays closed until the catalogue is cached and the public reads have run.
 */
describe('warming up before the startup gate opens', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let studioId: string;
  let databaseReady: () => void;

  beforeAll(async () => {
    t = await createTestApp();
    studioId = (await createStudioRow(t)).id;
    // A second process over the same database, started behind the gate; its database is
    // "migrated" when the test says so. Behind one proxy, so X-Forwarded-For is believed.
    app = await buildApp({
      config: { ...t.config, trustProxy: 1 },
      database: t.database,
      now: () => t.clock.now,
      ready: new Promise<void>((resolve) => (databaseReady = resolve)),
    });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('says the database is up while the process is not ready, and refuses requests', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', db: 'ok', redis: 'off' });
    expect((await app.inject({ method: 'GET', url: '/api/studio' })).statusCode).toBe(503);
  });

  it('lets in no client that claims the warm-up address', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/studio',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '0.0.0.0' },
    });
    expect(res.statusCode).toBe(503);
  });

  it('opens once the catalogue and the studio are cached for guests', async () => {
    databaseReady();
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode, {
        timeout: 20_000,
      })
      .toBe(200);
    expect(app.catalogueCache.readyGuestResponse('list /api/studio')?.body).toContain(studioId);
    expect(app.catalogueCache.readyGuestResponse(`studio ${studioId}`)?.body).toContain(studioId);
    const res = await app.inject({ method: 'GET', url: '/api/studio' });
    expect(res.statusCode).toBe(200);
  });
});
