import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { freePort, Relay } from '../../test/net';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('responds ok when the database responds', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok', redis: 'off' });
  });

  it('carries a request id and security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('GET /api/health when the database is unreachable', () => {
  it('responds with 503 when PostgreSQL does not respond', async () => {
    // A port where nothing listens stands for a stopped server.
    const closed = await freePort();
    const database = await openDatabase({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:${closed}/test`,
      onPoolError: () => {},
    });
    const app = await buildApp({ config: testConfig(), database });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', db: 'down', redis: 'off' });
    await app.close();
    await database.close();
  });

  it('responds with 503 when the embedded database is closed', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    const app = await buildApp({ config: testConfig(), database });
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    await app.close();
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'recovers by itself when PostgreSQL comes back',
    async () => {
      const target = new URL(process.env.DATABASE_URL!);
      // A TCP relay in front of PostgreSQL: closing it is PostgreSQL going away for this app.
      const relay = new Relay('127.0.0.1', Number(target.port || 5432));
      const port = await relay.start();
      const url = new URL(target);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      const database = await openDatabase({
        kind: 'postgres',
        url: url.toString(),
        onPoolError: () => {},
      });
      const app = await buildApp({ config: testConfig(), database });

      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await relay.stop();
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      await relay.start(port);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
        status: 'ok',
        db: 'ok',
        redis: 'off',
      });

      await app.close();
      await database.close();
      await relay.stop();
    },
  );
});

function testConfig() {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    DATA_DIR: '/tmp/studio-hive-health-test',
  });
}
