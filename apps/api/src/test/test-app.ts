import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createTestDatabase } from './test-database';
import { loopbackOnlyResolver } from './net';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Moves the app's clock (OTP expiry and the like). */
  clock: { now: Date; advanceMinutes(minutes: number): void };
  close(): Promise<void>;
};

/**
 * The real app over a fresh migrated database and a throw-away DATA_DIR (outbox, uploads).
 * Requests go through the full HTTP stack with `app.inject`.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'studio-hive-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    // Tests book many times as one customer; booking-fair-use.integration.test.ts sets the
    // limits it proves.
    BOOKINGS_PER_HOUR: '1000',
    UPCOMING_BOOKINGS: '1000',
    UPCOMING_HOURS_PER_STUDIO: '1000',
    BOOKING_SMS_PER_PHONE_PER_DAY: '1000000',
    // Studio tests upload many images as one owner; studio-upload-budget.integration.test.ts
    // sets the budget it proves.
    STUDIO_IMAGES_PER_HOUR: '1000000',
    // Signups from one address; account-limits.test.ts and users.integration.test.ts prove it.
    SIGNUP_TEXTS_PER_HOUR: '1000000',
    // 5 ms a password hash instead of 100 to 200, for the suite's ~500 accounts and sign-ins;
    // production refuses less than the standard cost.
    ...(env.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: '10' }),
    ...env,
  });
  const database = await createTestDatabase();
  const clock = {
    now: new Date(),
    advanceMinutes(minutes: number) {
      clock.now = new Date(clock.now.getTime() + minutes * 60_000);
    },
  };
  const app = await buildApp({
    config,
    database,
    now: () => clock.now,
    calendarResolver: loopbackOnlyResolver,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second API process over the database of `t`: its own connection pool where there is a server
 * to connect to (PostgreSQL), the same engine on the embedded database. Same config and clock.
 */
export async function secondAppOnSameDatabase(
  t: TestApp,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const ownDatabase = t.database.url
    ? await openDatabase({ kind: 'postgres', url: t.database.url })
    : undefined;
  const app = await buildApp({
    config: t.config,
    database: ownDatabase ?? t.database,
    now: () => t.clock.now,
    calendarResolver: loopbackOnlyResolver,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await ownDatabase?.close();
    },
  };
}

/** Two app instances over one REDIS_URL: two API processes that share their limits. */
export async function appsSharingRedis(): Promise<[TestApp, TestApp]> {
  const first = await createTestApp({ REDIS_URL: process.env.REDIS_URL! });
  const second = await createTestApp({ REDIS_URL: process.env.REDIS_URL! });
  return [first, second];
}
