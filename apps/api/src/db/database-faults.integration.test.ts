import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../http/errors';
import { freePort, Relay } from '../test/net';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { openDatabase, type DatabaseHandle } from './client';

/** A public read that needs the database and no cache answers: a studio's reviews. */
const needsDatabase = (app: FastifyInstance) =>
  app.inject({ method: 'GET', url: `/api/review/studio/${randomUUID()}` });
/** Its status while the database responds. */
const RESPONDED = 404;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function appOver(t: TestApp, database: DatabaseHandle) {
  const app = await buildApp({ config: t.config, database });
  await app.ready();
  cleanups.push(
    () => database.close(),
    () => app.close(),
  );
  return app;
}

async function testApp() {
  const t = await createTestApp();
  cleanups.push(() => t.close());
  return t;
}

/** The test's PostgreSQL through a relay, with a read timeout of half a second. */
async function relayedDatabase(t: TestApp) {
  const target = new URL(t.database.url!);
  const relay = new Relay(target.hostname, Number(target.port || 5432));
  const relayed = new URL(target);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(await relay.start());
  cleanups.push(() => relay.stop());
  const database = await openDatabase({
    kind: 'postgres',
    url: relayed.toString(),
    onPoolError: () => {},
    queryTimeoutMs: 500,
  });
  return { relay, database };
}

describe('a database that cannot be reached', () => {
  it('gets 503 with a sentence and Retry-After, not a 500', async () => {
    const t = await testApp();
    const database = process.env.DATABASE_URL
      ? // A port where nothing listens stands for a stopped server.
        await openDatabase({
          kind: 'postgres',
          url: `postgres://postgres@127.0.0.1:${await freePort()}/test`,
          onPoolError: () => {},
        })
      : await createTestDatabase();
    const app = await appOver(t, database);
    if (database.kind === 'pglite') await database.close();

    const response = await needsDatabase(app);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json()).toMatchObject({
      code: 'UNAVAILABLE',
      message: DATABASE_UNAVAILABLE_MESSAGE,
    });
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'whose open connections went silent: one request waits out the read timeout, the others get fresh connections',
    async () => {
      const t = await testApp();
      const { relay, database } = await relayedDatabase(t);
      const app = await appOver(t, database);
      // Several pooled connections opened, then all of them silent (a dropped NAT entry), while
      // new connections pass.
      const warm = await Promise.all(Array.from({ length: 6 }, () => needsDatabase(app)));
      expect(warm.map((r) => r.statusCode)).toEqual(Array(6).fill(RESPONDED));
      relay.silenceOpenConnections();

      // One request after the other: the first meets a silent connection and is refused as
      // unavailable once its statement times out; the pool then closes the idle connections
      // that went silent with it, so the next request is answered on a fresh one instead of
      // waiting out the timeout on the next silent connection.
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await needsDatabase(app)).statusCode);
      expect(statuses).toEqual([503, RESPONDED, RESPONDED]);
      const after = await Promise.all(Array.from({ length: 6 }, () => needsDatabase(app)));
      expect(after.map((r) => r.statusCode)).toEqual(Array(6).fill(RESPONDED));
      // Closing the pool waits for each connection's goodbye, which a silent one never sends.
      await relay.stop();
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'whose listening connection went silent: it is given up, and notifications arrive again',
    async () => {
      const t = await testApp();
      const { relay, database } = await relayedDatabase(t);
      cleanups.push(() => database.close());
      const signals: (string | undefined)[] = [];
      const stop = await database.listen('faults_test', (payload) => signals.push(payload));
      cleanups.push(stop);
      const notify = (payload: string) =>
        t.database.db.execute(sql`select pg_notify('faults_test', ${payload})`);

      relay.silenceOpenConnections();
      // Sent while the connection is silent: lost, so the listener hears that it is back
      // (a signal without payload: re-read everything) and then the next notification.
      await notify('while silent');
      await expect.poll(() => signals, { timeout: 10_000 }).toContain(undefined);
      await notify('after');
      await expect.poll(() => signals, { timeout: 10_000 }).toContain('after');
      expect(signals).not.toContain('while silent');
    },
  );
});
