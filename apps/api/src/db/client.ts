import { mkdirSync } from 'node:fs';
import type { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { findUp } from '../lib/find-up';
import { DURABLE_START_PARAMS, syncWritesToDisk } from './embedded-durability';
import * as schema from './schema';

/** The one data-access entry point: same schema and SQL on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The connection string (kind 'postgres' only), so another process or pool can open it too. */
  url?: string;
  /** The embedded engine itself (kind 'pglite' only), e.g. to dump a test template. */
  pglite?: PGlite;
  /** Resolves when the database responds to a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Calls `onSignal` with the payload of each NOTIFY on `channel` from any process, and with
   * none whenever the listening connection was lost and is back (notifications may have been
   * missed meanwhile).
   * Resolves to a function that stops listening.
   */
  listen(channel: string, onSignal: (payload?: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      onPoolError?: (error: Error) => void;
      /**
       * How long a statement may go unanswered before its connection is given up (default
       * `QUERY_TIMEOUT_MS`; 0: never, for bulk work such as filling a benchmark's database).
       */
      queryTimeoutMs?: number;
    }
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

/**
 * A statement unanswered this long is given up, and its connection with it: the server stops
 * it too (`statement_timeout`), and a connection that went silent (a dropped NAT entry, a dead
 * peer) is closed instead of going back to the pool, so the pool recovers by itself in seconds
 * (bench/faults.md). The app's statements take milliseconds; migrations have a connection of
 * their own without it.
 */
export const QUERY_TIMEOUT_MS = 5_000;

/** Connections a process's PostgreSQL pool keeps at most. */
export const POOL_SIZE = 10;

/**
 * PostgreSQL settings of the embedded database. Its shared buffers live in the WebAssembly
 * memory, which is never given back to the system: initdb's 128 MB were most of the server's
 * idle memory (bench/memory.md). 16 MB hold the whole working set of a marketplace this size
 * several times over; a page not in them is read from the operating system's file cache
 * (docs/decisions/033).
 */
export const EMBEDDED_SETTINGS = { shared_buffers: '16MB' } as const;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const queryTimeoutMs = options.queryTimeoutMs ?? QUERY_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: POOL_SIZE,
      // Fail fast when the server is down so /api/health can respond 503 quickly;
      // the pool opens fresh connections by itself once PostgreSQL is back.
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
      // The kernel's probes notice a peer that vanished while a connection sat idle.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(queryTimeoutMs > 0
        ? {
            // The server cancels a slow statement itself (an error on a live connection); the
            // read timeout, a second later, is left to connections that went silent, whose
            // timeout also drops the idle ones heard from no later (closeSuspectConnections).
            query_timeout: queryTimeoutMs + 1000,
            statement_timeout: queryTimeoutMs,
            idle_in_transaction_session_timeout: queryTimeoutMs * 2,
          }
        : {}),
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', (error) => options.onPoolError?.(error));
    const closeSuspects = closeSuspectConnections(pool, queryTimeoutMs);
    pool.on('connect', (client) => {
      // pg-pool listens for a client's socket errors only while it is idle: one that fails while
      // checked out (the read timeout below closing its socket, a reset) would crash the process
      // with an unhandled 'error'. Its statement fails with that error anyway, and the pool drops
      // the client when it comes back (no longer queryable).
      client.on('error', () => undefined);
      closeOnReadTimeout(client, closeSuspects);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      kind: 'postgres',
      url: options.url,
      ping: (timeoutMs = 2000) => withTimeout(db.execute(sql`select 1`), timeoutMs),
      async listen(channel, onSignal) {
        const stop = await listenOnPostgres(options.url, channel, onSignal, {
          onError: options.onPoolError,
          checkEveryMs: queryTimeoutMs,
        });
        listeners.add(stop);
        return async () => {
          listeners.delete(stop);
          await stop();
        };
      },
      close: async () => {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
    };
  }

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    // PostgreSQL's contrib modules are loaded into PGlite one by one; the migrations use these.
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    startParams: [
      // On disk, commits survive a power loss (db/embedded-durability.ts); in memory there is no disk.
      ...(options.dataDir ? DURABLE_START_PARAMS : PGlite.defaultStartParams),
      ...Object.entries(EMBEDDED_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
  });
  if (options.dataDir) await syncWritesToDisk(client);
  return embeddedDatabaseHandle(client);
}

/** The handle over an embedded engine that is already open. */
export function embeddedDatabaseHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: (timeoutMs = 2000) => withTimeout(db.execute(sql`select 1`), timeoutMs),
    // One process owns an embedded database, so its NOTIFYs come from this process alone.
    listen: async (channel, onSignal) => {
      const unsubscribe = await client.listen(channel, (payload) => onSignal(payload));
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** The connection under a node-postgres client: its socket, and its events the client hears. */
const connectionOf = (client: pg.ClientBase) =>
  (client as unknown as { connection: EventEmitter & { stream: Socket } }).connection;
const socketOf = (client: pg.ClientBase) => connectionOf(client).stream;

/**
 * node-postgres answers a statement's `query_timeout` with an error but keeps the connection,
 * whose next statements then wait behind the unanswered one; and a transaction hands it back to
 * the pool as healthy. Closing its socket on that error makes the client unusable, so the pool
 * drops it and opens a fresh connection; then `onClosed` runs.
 */
function closeOnReadTimeout(client: pg.PoolClient, onClosed: () => void) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const closeIfTimedOut = (error: unknown) => {
    if (error instanceof Error && error.message === 'Query read timeout') {
      socketOf(client).destroy();
      onClosed();
    }
  };
  client.query = ((...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        closeIfTimedOut(error);
        (callback as (...a: unknown[]) => void)(error, ...rest);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(closeIfTimedOut);
    return result;
  }) as typeof client.query;
}

/**
 * What closes the pool's suspect connections once one went silent: the idle ones that have not
 * heard from the server for `silentMs` (as long as the silent statement waited). A dropped NAT
 * entry or a firewall silences every connection open through it at once; left in the pool, each
 * would hold the next request for the whole read timeout in turn (bench/faults.md). Closed, the
 * next requests get fresh connections. A connection in use is left to its own statement.
 */
function closeSuspectConnections(pool: pg.Pool, silentMs: number): () => void {
  const lastHeard = new Map<pg.PoolClient, number>();
  const inUse = new Set<pg.PoolClient>();
  pool.on('connect', (client) => {
    lastHeard.set(client, Date.now());
    socketOf(client).on('data', () => lastHeard.set(client, Date.now()));
    client.once('end', () => {
      lastHeard.delete(client);
      inUse.delete(client);
    });
  });
  pool.on('acquire', (client) => inUse.add(client));
  pool.on('release', (_error, client) => inUse.delete(client));
  return () => {
    const silentSince = Date.now() - silentMs;
    for (const [client, heard] of lastHeard) {
      if (inUse.has(client) || heard > silentSince) continue;
      socketOf(client).destroy();
      // As a socket error does, at once: the pool drops the client now, before the next
      // request could take it (the closed socket reports itself only a moment later).
      connectionOf(client).emit(
        'error',
        new Error('Connection terminated: silent since another connection timed out'),
      );
    }
  };
}

/** Applies the SQL migrations in apps/api/drizzle that have not run yet. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const migrationsFolder = findMigrationsFolder();
  if (handle.kind === 'postgres') {
    // A connection of its own, without the pool's statement timeout: a migration may take long.
    const client = new pg.Client({
      connectionString: handle.url,
      connectionTimeoutMillis: 3000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // A socket fault fails the migration's statement (the server tries again), never the process.
    client.on('error', () => undefined);
    await client.connect();
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.end().catch(() => undefined);
    }
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

/**
 * A connection of its own that LISTENs on `channel` and comes back after losing the server
 * (with growing pauses up to 10 s), signalling once it is back. A listening connection only
 * receives, so one gone silent (a dropped NAT entry) would miss every notification unnoticed:
 * every `checkEveryMs` it asks the server something, and gives the connection up when that goes
 * unanswered as long (0: no checks).
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onSignal: (payload?: string) => void,
  { onError, checkEveryMs }: { onError?: (error: Error) => void; checkEveryMs: number },
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let check: NodeJS.Timeout | undefined;
  let pause = 250;
  // One report per loss of the connection, not one per try while the server stays away.
  let reported = false;
  const report = (error: Error) => {
    if (reported) return;
    reported = true;
    onError?.(error);
  };
  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 3000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(checkEveryMs > 0 ? { query_timeout: checkEveryMs } : {}),
    });
    next.on('notification', (message) => {
      if (message.channel === channel) onSignal(message.payload ?? '');
    });
    // Only the listening client's loss calls for a new one: a client given up below may still
    // end or fail later, and must not replace the one that listens now.
    next.on('error', (error) => {
      report(error);
      if (client === next || client === undefined) scheduleReconnect();
    });
    next.on('end', () => {
      if (client === next || client === undefined) scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      // Connected but not listening (the LISTEN timed out): this client is given up, not kept.
      next.removeAllListeners('end').removeAllListeners('error');
      next.on('error', () => undefined);
      socketOf(next).destroy();
      throw error;
    }
    client = next;
    pause = 250;
    reported = false;
    if (checkEveryMs > 0) checkAnswers(next);
    if (isReconnect) onSignal();
  };
  const checkAnswers = (listening: pg.Client) => {
    check = setInterval(() => {
      listening
        .query('select 1')
        // Unanswered: closing the socket ends the client, which connects again ('end').
        .catch(() => socketOf(listening).destroy());
    }, checkEveryMs);
    check.unref();
  };
  const scheduleReconnect = () => {
    clearInterval(check);
    if (stopped || retry) return;
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      connect(true).catch((error: Error) => {
        report(error);
        pause = Math.min(pause * 2, 10_000);
        scheduleReconnect();
      });
    }, pause);
    retry.unref();
  };
  // A server that is down now must not stop ours from starting: keep trying in the background.
  await connect(false).catch((error: Error) => {
    report(error);
    scheduleReconnect();
  });
  return async () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(check);
    await client?.end().catch(() => undefined);
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Database did not respond within ${ms} ms`)), ms);
  });
  return Promise.race([promise.then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}
