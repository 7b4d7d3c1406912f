import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { findUp } from '../lib/find-up';
import * as schema from './schema';

/** The one data-access entry point: same schema and SQL on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded engine itself (kind 'pglite' only), e.g. to dump a test template. */
  pglite?: PGlite;
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; onPoolError?: (error: Error) => void }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** Picks PostgreSQL when DATABASE_URL is set, else the embedded database under DATA_DIR/db. */
export function databaseOptionsFromConfig(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'db') };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // Fail fast when the server is down so /api/health can answer 503 quickly;
      // the pool opens fresh connections by itself once PostgreSQL is back.
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      ping: (timeoutMs = 2000) => withTimeout(db.execute(sql`select 1`), timeoutMs),
      close: () => pool.end(),
    };
  }

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: (timeoutMs = 2000) => withTimeout(db.execute(sql`select 1`), timeoutMs),
    close: () => client.close(),
  };
}

/** Applies the SQL migrations in apps/api/drizzle that have not run yet. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const migrationsFolder = findMigrationsFolder();
  if (handle.kind === 'postgres') {
    await migratePg(handle.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });
  } else {
    await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], {
      migrationsFolder,
    });
  }
}

function findMigrationsFolder(): string {
  const folder = findUp(import.meta.url, 'drizzle', 'meta/_journal.json');
  if (!folder) throw new Error('Database migrations not found (expected apps/api/drizzle).');
  return folder;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise.then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}
