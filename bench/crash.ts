// kill -9 during bookings, on both engines: the built server (what `npm start` runs) takes
// bookings from CLIENTS concurrent customers and is killed with SIGKILL after a random 2-5 s.
// Then the database is read (PostgreSQL directly; the embedded one by opening its DATA_DIR here,
// which is when it recovers) for every booking the clients were told was made (201), hours held
// twice, bookings without their hours and hours without a booking; and the server is started
// again on it: how long until /api/health says 200, and whether a booking goes through.
// Usage: npx tsx bench/crash.ts [runs]   (runs per engine, default 4; BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test; needs apps/api/dist/server.mjs: npm run build).
// Results: bench/faults.md.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { addDays, HOLDING_STATES, istToday } from '@studio-hive/domain';
import { openDatabase, migrateDatabase, type DatabaseHandle } from '../apps/api/src/db/client';
import { lockDataDir } from '../apps/api/src/db/data-dir-lock';
import { signToken } from '../apps/api/src/modules/auth/tokens';
import { freePort } from '../apps/api/src/test/net';
import { createDatabase, dropDatabase, withDatabase } from '../apps/api/src/test/postgres-admin';
import {
  BENCH_JWT_SECRET,
  BUILT_SERVER,
  LIMITS_OUT_OF_REACH,
  ROOT,
  spawnServer,
} from './server-process';
import {
  ADDON,
  customerId,
  FIRST_HOUR,
  fillBookableStudios,
  LAST_HOUR,
  PACKAGE_UNIT,
  PACKAGES,
  studioId,
} from './bookable-studios';

const RUNS = Number(process.argv[2] ?? 4);
const STUDIOS = 50;
const CUSTOMERS = 50;
const DAYS = 14;
const CLIENTS = 30;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const load1 = () => loadavg()[0]!.toFixed(2);

type Engine = 'postgres' | 'pglite';
type Fixture = { tokens: string[]; dates: string[] };

async function rows<T>(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A random booking with its matching price, as bench/booking-load.ts's bookingBody. */
function bookingBody(dates: string[]): string {
  const hourCount = between(1, 2);
  const start = between(FIRST_HOUR, LAST_HOUR + 1 - hourCount);
  const pkg = between(1, PACKAGES);
  const addonQuantity = between(0, 1);
  return JSON.stringify({
    studio: studioId(between(0, STUDIOS - 1)),
    date: dates[between(0, dates.length - 1)],
    hours: Array.from({ length: hourCount }, (_, k) => start + k),
    packageKey: `${pkg} Cam`,
    addons: addonQuantity ? [{ key: ADDON.key, quantity: addonQuantity }] : [],
    totalPrice: pkg * PACKAGE_UNIT * hourCount + addonQuantity * ADDON.price,
    paymentStatus: 'payAtStudio',
  });
}

/** One POST /api/booking: its status and, on 201, the booking's id; status 0 when no answer. */
async function book(base: string, fixture: Fixture): Promise<{ status: number; id?: string }> {
  try {
    const response = await fetch(`${base}/api/booking`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${fixture.tokens[between(0, CUSTOMERS - 1)]}`,
        'content-type': 'application/json',
      },
      body: bookingBody(fixture.dates),
      signal: AbortSignal.timeout(30_000),
    });
    // Acknowledged only once the whole answer arrived: a body cut by the kill is not.
    const body = (await response.json()) as { booking?: { _id: string } };
    return { status: response.status, id: response.status === 201 ? body.booking?._id : undefined };
  } catch {
    return { status: 0 };
  }
}

type Server = { child: ChildProcess; exited: Promise<unknown>; output: () => string };

function startServer(engine: Engine, dataDir: string, port: number, databaseUrl?: string): Server {
  const { child, exited } = spawnServer({
    args: [BUILT_SERVER],
    port,
    // The same data directory across kills: what a restart after a crash finds.
    dataDir,
    env: {
      DATABASE_URL: engine === 'postgres' ? databaseUrl : undefined,
      LOG_LEVEL: 'warn',
      // CLIENTS customers make hundreds of bookings a second here: fair use (decision 025) is
      // still counted on every booking, but never refuses one.
      ...LIMITS_OUT_OF_REACH,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server's own words, shown when it fails to start or to recover.
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { child, exited, output: () => output };
}

/**
 * Seconds until GET /api/health answers at all (the process listens, 503 while it starts), and
 * until it answers 200 (the database migrated and the process warmed up: decision 031).
 */
async function untilHealthy(base: string, server: Server, timeoutMs = 120_000) {
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  let answering: number | undefined;
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (performance.now() - started < timeoutMs && !gone) {
    const status = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status) answering ??= elapsed();
    if (status === 200) return { answering: answering!, healthy: elapsed() };
    await sleep(50);
  }
  throw new Error(
    `the server was not healthy within ${timeoutMs} ms${gone ? ' (it exited)' : ''}:\n${server.output()}`,
  );
}

/**
 * CLIENTS customers book back to back until the server is killed after a random 2-5 s; every
 * booking id answered with 201 is acknowledged.
 */
async function bookUntilKilled(base: string, server: Server, fixture: Fixture) {
  const acknowledged = new Set<string>();
  const statuses: Record<string, number> = {};
  const killAfterMs = between(2000, 5000);
  let killed = false;
  const client = async () => {
    while (!killed) {
      const { status, id } = await book(base, fixture);
      // Answers lost to the kill are not counted: only what arrived before it.
      if (killed && status === 0) return;
      statuses[status || 'no answer'] = (statuses[status || 'no answer'] ?? 0) + 1;
      if (id) acknowledged.add(id);
    }
  };
  const clients = Array.from({ length: CLIENTS }, client);
  await sleep(killAfterMs);
  killed = true;
  server.child.kill('SIGKILL');
  await server.exited;
  await Promise.all(clients);
  return { acknowledged, statuses, killAfterMs };
}

type Check = {
  stored: Set<string>;
  doubleBooked: number;
  orphans: number;
};

/** What the database holds after the kill. */
async function check(database: DatabaseHandle): Promise<Check> {
  const holding = sql.join(
    HOLDING_STATES.map((state) => sql`${state}`),
    sql`, `,
  );
  const stored = await rows<{ id: string }>(database, sql`select id from bookings`);
  // An hour is double-booked when two bookings that hold their hours name it (booking_hours'
  // UNIQUE should make that impossible; this reads the bookings themselves).
  const [doubled] = await rows<{ n: number }>(
    database,
    sql`select count(*)::int as n from (
          select b.studio_id, b.date, h from bookings b, unnest(b.hours) h
          where b.status in (${holding}) group by 1, 2, 3 having count(*) > 1) d`,
  );
  // A holding booking whose hours are not all held, or held hours without a holding booking.
  const [orphans] = await rows<{ n: number }>(
    database,
    sql`select
          (select count(*)::int from bookings b where b.status in (${holding})
             and cardinality(b.hours) <> (select count(*) from booking_hours bh
                                           where bh.booking_id = b.id))
        + (select count(*)::int from booking_hours bh where not exists (
             select 1 from bookings b where b.id = bh.booking_id and b.status in (${holding})))
        as n`,
  );
  return {
    stored: new Set(stored.map((row) => row.id)),
    doubleBooked: doubled!.n,
    orphans: orphans!.n,
  };
}

/** Empties what bookings write, so the next run starts on free slots. */
async function emptyBookings(database: DatabaseHandle) {
  await database.db.execute(sql`truncate bookings, booking_hours, booking_addons, notifications`);
}

/** The engine's database, opened in this process for the fill and the checks. */
type Store = {
  /** Runs `use` on the database while the server is stopped. */
  withDatabase<T>(use: (database: DatabaseHandle) => Promise<T>): Promise<T>;
  databaseUrl?: string;
  remove(): Promise<void>;
};

async function postgresStore(): Promise<Store> {
  const admin = await openDatabase({ kind: 'postgres', url: ADMIN_URL });
  const name = `studio_hive_bench_crash_${process.pid}`;
  await createDatabase(admin, name);
  const databaseUrl = withDatabase(ADMIN_URL, name);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  return {
    databaseUrl,
    withDatabase: (use) => use(database),
    async remove() {
      await database.close();
      await dropDatabase(admin, name);
      await admin.close();
    },
  };
}

/**
 * The embedded database in DATA_DIR/db, where the server keeps it. One process may hold it
 * (apps/api/src/db/data-dir-lock.ts): opened here only while the server is down, which is also
 * when a killed server's database recovers.
 */
function embeddedStore(dataDir: string): Store {
  return {
    async withDatabase(use) {
      const unlock = lockDataDir(dataDir);
      const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
      try {
        return await use(database);
      } finally {
        await database.close();
        unlock();
      }
    },
    async remove() {},
  };
}

type Run = {
  engine: Engine;
  run: number;
  killAfterMs: number;
  statuses: Record<string, number>;
  acknowledged: number;
  lost: string[];
  doubleBooked: number;
  orphans: number;
  unacknowledgedStored: number;
  /** The embedded engine's open after the kill, its recovery included; PostgreSQL: none. */
  reopenSeconds?: number;
  restart: { answering: number; healthy: number };
  bookingAfterRestart: string;
};

async function crashRuns(engine: Engine, fixture: Fixture): Promise<Run[]> {
  const dataDir = mkdtempSync(join(tmpdir(), `studio-hive-bench-crash-${engine}-`));
  const store = engine === 'postgres' ? await postgresStore() : embeddedStore(dataDir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const results: Run[] = [];
  let server: Server | undefined;
  try {
    await store.withDatabase(async (database) => {
      await migrateDatabase(database);
      await fillBookableStudios(database, {
        studios: STUDIOS,
        customers: CUSTOMERS,
        days: DAYS,
        firstDate: fixture.dates[0]!,
      });
    });
    server = startServer(engine, dataDir, port, store.databaseUrl);
    await untilHealthy(base, server);
    /** The previous run's booking after the restart: acknowledged too, so checked too. */
    let carried: string[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const load = await bookUntilKilled(base, server, fixture);
      const known = new Set([...load.acknowledged, ...carried]);
      const opened = performance.now();
      const found = await store.withDatabase(async (database) => {
        const reopenSeconds = engine === 'pglite' ? (performance.now() - opened) / 1000 : undefined;
        const result = await check(database);
        await emptyBookings(database);
        return { ...result, reopenSeconds };
      });
      server = startServer(engine, dataDir, port, store.databaseUrl);
      const restart = await untilHealthy(base, server);
      const after = await bookingAfterRestart(base, fixture);
      carried = after.id ? [after.id] : [];
      results.push({
        engine,
        run,
        killAfterMs: load.killAfterMs,
        statuses: load.statuses,
        acknowledged: load.acknowledged.size,
        lost: [...known].filter((id) => !found.stored.has(id)),
        doubleBooked: found.doubleBooked,
        orphans: found.orphans,
        unacknowledgedStored: [...found.stored].filter((id) => !known.has(id)).length,
        reopenSeconds: found.reopenSeconds,
        restart,
        bookingAfterRestart: after.summary,
      });
      console.log(`${engine} run ${run} done (load1 ${load1()})`);
    }
  } finally {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await store.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

/** A new booking on the restarted server (a few tries: a random slot may be taken: 409). */
async function bookingAfterRestart(base: string, fixture: Fixture) {
  const started = performance.now();
  const statuses: number[] = [];
  for (let tries = 0; tries < 5; tries += 1) {
    const { status, id } = await book(base, fixture);
    statuses.push(status);
    if (id) {
      return { id, summary: `201 in ${(performance.now() - started).toFixed(0)} ms` };
    }
    if (status !== 409) break;
  }
  return { id: undefined, summary: `FAILED: ${statuses.join(', ')}` };
}

/** The newest source file the server is built from, to warn when the build is older. */
function newestSource(dir: string): number {
  return Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /(?<!\.test)\.ts$/.test(entry.name))
      .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs),
  );
}

// ---- the run ----

if (!existsSync(BUILT_SERVER)) {
  console.error('apps/api/dist/server.mjs is missing: run `npm run build` first.');
  process.exit(1);
}
const sources = Math.max(
  newestSource(join(ROOT, 'apps/api/src')),
  newestSource(join(ROOT, 'packages/domain/src')),
);
if (statSync(BUILT_SERVER).mtimeMs < sources) {
  console.warn('warning: apps/api/dist/server.mjs is older than its sources (npm run build).');
}
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
  cwd: ROOT,
  encoding: 'utf8',
});
console.log(
  `start: ${new Date().toISOString()}, node ${process.version}, commit ${commit.trim()}, load1 ${load1()}`,
);
const firstDate = addDays(istToday(new Date()), 1);
const fixture: Fixture = {
  tokens: await Promise.all(
    Array.from({ length: CUSTOMERS }, (_, i) =>
      signToken(
        BENCH_JWT_SECRET,
        { id: customerId(i), role: 'customer', passwordChangedAt: null },
        new Date(),
      ),
    ),
  ),
  dates: Array.from({ length: DAYS }, (_, d) => addDays(firstDate, d)),
};
const results = [
  ...(await crashRuns('postgres', fixture)),
  ...(await crashRuns('pglite', fixture)),
];

const tally = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
console.log();
console.log(
  '| engine | run | killed after s | answers before the kill | acknowledged (201) | lost | double-booked hours | orphans | unacknowledged but stored | reopen after kill s | restart to first answer, to healthy s | booking after restart |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.engine === 'postgres' ? 'PostgreSQL' : 'embedded'} | ${r.run} | ${seconds(r.killAfterMs)} | ${tally(r.statuses)} | ${r.acknowledged} | ${r.lost.length} | ${r.doubleBooked} | ${r.orphans} | ${r.unacknowledgedStored} | ${r.reopenSeconds?.toFixed(1) ?? '-'} | ${r.restart.answering.toFixed(1)}, ${r.restart.healthy.toFixed(1)} | ${r.bookingAfterRestart} |`,
  );
}
for (const r of results.filter((r) => r.lost.length)) {
  console.log(`LOST on ${r.engine} run ${r.run}: ${r.lost.join(', ')}`);
}
console.log(`\nend: ${new Date().toISOString()}, load1 ${load1()}`);
