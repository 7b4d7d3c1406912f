// Bookings under load on PostgreSQL (decision 011): two API
// processes over one database, 1,000 approved studios with 30 days of hourly slots, requests
// spread over studios, days and hours; beside pgbench running the same statements as one booking
// in the same run (the ceiling), and the count of double-booked hours after each phase (must be 0).
// Usage: npx tsx bench/booking.ts   (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test; BENCH_SECONDS per phase, default 20; BENCH_PROFILE=<dir>
// for the servers' CPU profiles; BENCH_KEEP=1 keeps the pgbench script and logs)
// Results and how to read them: bench/booking.md.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { addDays, istToday } from '@studio-hive/domain';
import { openDatabase, migrateDatabase, type DatabaseHandle } from '../apps/api/src/db/client';
import * as schema from '../apps/api/src/db/schema';
import { signToken } from '../apps/api/src/modules/auth/tokens';
import { createDatabase, dropDatabase, withDatabase } from '../apps/api/src/test/postgres-admin';
import {
  notificationMessage,
  notificationMessageColumns,
  type StoredNotification,
} from '../apps/api/src/notifications/notification-dispatcher';
import type { LoadPlan, LoadResult } from './booking-load';
import {
  ADDON,
  CUSTOMER_ID_PREFIX,
  customerId,
  FIRST_HOUR,
  fillBookableStudios,
  LAST_HOUR,
  PACKAGE_UNIT,
  PACKAGES,
  STUDIO_ID_PREFIX,
  studioId,
} from './bookable-studios';
import { pgbenchScript } from './booking-pgbench';

const STUDIOS = 1000;
const DAYS = 30;
/**
 * Each request books for a random one of them: with 100 connections and 300 customers more than a
 * quarter of the requests find another of the same customer in flight, which waits for that
 * customer's lock (decision 040); real customers rarely book twice at once (`BENCH_CUSTOMERS`).
 */
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 300);
const CONNECTIONS = 100;
const RATE = 500;
const LOW_RATE = 100;
const PGBENCH_CLIENTS = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
const ROOT = fileURLToPath(new URL('..', import.meta.url));

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
/** CPU time (user + system) a process has used so far, in ms; 0 when it is gone. */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** CPU used by the API processes and by this database's PostgreSQL backends. */
async function cpuSnapshot(database: DatabaseHandle, servers: Server[]) {
  const backends = await rows<{ pid: number }>(
    database,
    sql`select pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
  );
  return {
    api: servers.reduce((sum, server) => sum + cpuMs(server.child.pid!), 0),
    postgres: new Map(backends.map(({ pid }) => [pid, cpuMs(pid)])),
  };
}

/** CPU ms used between two snapshots (backends that appeared meanwhile count from 0). */
function cpuUsed(
  before: Awaited<ReturnType<typeof cpuSnapshot>>,
  after: Awaited<ReturnType<typeof cpuSnapshot>>,
) {
  let postgres = 0;
  for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  return { api: after.api - before.api, postgres };
}

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const load1 = () => loadavg()[0]!.toFixed(2);

async function rows<T>(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Empties what bookings write, so each phase starts on free slots. */
async function reset(database: DatabaseHandle) {
  await database.db.execute(sql`truncate bookings, booking_hours, booking_addons, notifications`);
}

/** Hours held by more than one booking (must be 0), and the bookings and hours written. */
async function check(database: DatabaseHandle) {
  const [doubled] = await rows<{ n: number }>(
    database,
    sql`select count(*)::int as n from (select studio_id, date, hour from booking_hours
        group by 1, 2, 3 having count(*) > 1) d`,
  );
  const [written] = await rows<{ bookings: number; hours: number; notifications: number }>(
    database,
    sql`select (select count(*)::int from bookings) as bookings,
               (select count(*)::int from booking_hours) as hours,
               (select count(*)::int from notifications) as notifications`,
  );
  return { doubleBooked: doubled!.n, ...written! };
}

type Server = { url: string; child: ChildProcess };

async function startServer(databaseUrl: string, dataDir: string): Promise<Server> {
  // BENCH_PROFILE=<dir>: each server writes a CPU profile there when it stops.
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', 'bench/booking-server.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        JWT_SECRET: SECRET,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        // 300 customers make thousands of bookings a minute here: fair use (decision 025) is
        // still counted on every booking, but never refuses one.
        BOOKINGS_PER_HOUR: '1000000',
        UPCOMING_BOOKINGS: '1000000',
        UPCOMING_HOURS_PER_STUDIO: '1000000',
        BOOKING_SMS_PER_PHONE_PER_DAY: '1000000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    lines.close();
    return { url: (JSON.parse(line) as { url: string }).url, child };
  }
  throw new Error('the bench server exited before listening');
}

async function stopServer(server: Server) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** autocannon in its own process (bench/booking-load.ts), over both servers. */
async function load(plan: LoadPlan, dir: string): Promise<LoadResult> {
  const file = join(dir, `plan-${plan.mode}-${plan.rate}${plan.paced ? '-paced' : ''}.json`);
  writeFileSync(file, JSON.stringify(plan));
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/booking-load.ts', file], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`the load process failed (${String(code)})`);
  return JSON.parse(stdout) as LoadResult;
}

type PgbenchResult = {
  clients: number;
  tps: number;
  transactions: number;
  bookings: number;
  p50: number;
  p99: number;
  aborted: string[];
  perCommand: string;
  /** PostgreSQL CPU per pgbench transaction, from its backends just before the end. */
  postgresCpuPerTransaction: number;
};

async function runPgbench(
  database: DatabaseHandle,
  url: string,
  firstDate: string,
  notifications: StoredNotification[],
  dir: string,
): Promise<PgbenchResult> {
  // max_connections is 100 on these machines and others' tests may hold some.
  const [free] = await rows<{ n: number }>(
    database,
    sql`select current_setting('max_connections')::int - count(*)::int as n
        from pg_stat_activity where backend_type = 'client backend'`,
  );
  const clients = Math.min(PGBENCH_CLIENTS, free!.n - 3);
  const scriptFile = join(dir, 'booking.pgbench.sql');
  writeFileSync(
    scriptFile,
    pgbenchScript({
      firstDate,
      studiosPerClient: Math.floor(STUDIOS / clients),
      studioIdPrefix: STUDIO_ID_PREFIX,
      customerIdPrefix: CUSTOMER_ID_PREFIX,
      customers: CUSTOMERS,
      days: DAYS,
      firstHour: FIRST_HOUR,
      lastHour: LAST_HOUR,
      packages: PACKAGES,
      packageUnit: PACKAGE_UNIT,
      addon: ADDON,
      notifications: notifications.map(notificationMessage),
    }),
  );
  const logDir = mkdtempSync(join(dir, 'pgbench-log-'));
  const args = [
    '-n',
    '-M',
    'extended',
    '-c',
    String(clients),
    '-j',
    '2',
    '-T',
    String(SECONDS),
    '-r',
    '-l',
    `--log-prefix=${join(logDir, 'tx')}`,
    '-f',
    scriptFile,
    url,
  ];
  const before = await cpuSnapshot(database, []);
  const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  // Its backends are gone once it ends: read their CPU half a second before.
  let nearEnd: Awaited<ReturnType<typeof cpuSnapshot>> | undefined;
  const timer = setTimeout(
    () => void cpuSnapshot(database, []).then((snapshot) => (nearEnd = snapshot)),
    (SECONDS - 0.5) * 1000,
  );
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  await new Promise((resolve) => child.on('close', resolve));
  clearTimeout(timer);
  const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? NaN);
  const transactions = Number(/actually processed: (\d+)/.exec(stdout)?.[1] ?? NaN);
  if (!Number.isFinite(tps)) throw new Error(`pgbench failed:\n${stdout}\n${stderr}`);
  const latencies = readdirSync(logDir)
    .flatMap((file) => readFileSync(join(logDir, file), 'utf8').split('\n'))
    .map((line) => Number(line.split(' ')[2]))
    .filter((us) => Number.isFinite(us) && us > 0)
    .sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! / 1000;
  const { bookings } = await check(database);
  return {
    clients,
    tps,
    transactions,
    bookings,
    p50: at(0.5),
    p99: at(0.99),
    aborted: stderr.split('\n').filter((line) => /abort|error/i.test(line)),
    perCommand: stdout.slice(stdout.indexOf('statement latencies')),
    postgresCpuPerTransaction: nearEnd
      ? cpuUsed(before, nearEnd).postgres / (tps * (SECONDS - 0.5))
      : NaN,
  };
}

// ---- the run ----

const started = Date.now();
const uptimeStart = uptime();
console.log(`start: ${uptimeStart}`);
const dir = mkdtempSync(join(tmpdir(), 'studio-hive-bench-booking-'));
const admin = await openDatabase({ kind: 'postgres', url: ADMIN_URL });
const name = `studio_hive_bench_booking_${process.pid}`;
await createDatabase(admin, name);
const databaseUrl = withDatabase(ADMIN_URL, name);
// Filling 1,000 studios' slots is bulk work: no statement timeout for this handle.
const database = await openDatabase({ kind: 'postgres', url: databaseUrl, queryTimeoutMs: 0 });
const servers: Server[] = [];
try {
  await migrateDatabase(database);
  const firstDate = addDays(istToday(new Date()), 1);
  await fillBookableStudios(database, {
    studios: STUDIOS,
    customers: CUSTOMERS,
    days: DAYS,
    firstDate,
  });
  const tokens = await Promise.all(
    Array.from({ length: CUSTOMERS }, (_, i) =>
      signToken(
        SECRET,
        { id: customerId(i), role: 'customer', passwordChangedAt: null },
        new Date(),
      ),
    ),
  );
  console.log(`filled in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  servers.push(
    ...(await Promise.all([0, 1].map((n) => startServer(databaseUrl, join(dir, `server-${n}`))))),
  );
  const urls = servers.map((server) => server.url);
  // One booking through the API, to check the set-up and take the shape of its notifications.
  const probe = await fetch(`${urls[0]}/api/booking`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      studio: studioId(0),
      date: firstDate,
      hours: [FIRST_HOUR],
      packageKey: '1 Cam',
      addons: [{ key: ADDON.key, quantity: 1 }],
      totalPrice: PACKAGE_UNIT + ADDON.price,
      paymentStatus: 'payAtStudio',
    }),
  });
  if (probe.status !== 201) throw new Error(`probe booking: ${probe.status} ${await probe.text()}`);
  // The probe booking's notifications, as the outbox stored them, to write the same from pgbench.
  const notifications = await database.db
    .select(notificationMessageColumns)
    .from(schema.notifications)
    .orderBy(schema.notifications.channel, sql`length(${schema.notifications.text}) desc`);

  const plan = (
    mode: LoadPlan['mode'],
    rate: number,
    seconds = SECONDS,
    paced = false,
  ): LoadPlan => ({
    urls,
    mode,
    connections: CONNECTIONS,
    seconds,
    rate,
    paced,
    tokens,
    studioIds: Array.from({ length: STUDIOS }, (_, i) => studioId(i)),
    dates: Array.from({ length: DAYS }, (_, d) => addDays(firstDate, d)),
    firstHour: FIRST_HOUR,
    lastHour: LAST_HOUR,
    packages: PACKAGES,
    packageUnit: PACKAGE_UNIT,
    addonKey: ADDON.key,
    addonPrice: ADDON.price,
  });

  // Warm both processes (JIT, pools), then start every measured phase on free slots.
  await load(plan('book', 0, Math.min(5, SECONDS)), dir);
  await reset(database);

  type Phase = {
    what: string;
    load: string;
    result: LoadResult;
    cpu: { api: number; postgres: number };
    after?: Awaited<ReturnType<typeof check>>;
  };
  const phases: Phase[] = [];
  const phase = async (
    what: string,
    how: string,
    mode: LoadPlan['mode'],
    rate: number,
    paced = false,
  ) => {
    const machine = load1();
    const before = await cpuSnapshot(database, servers);
    const result = await load(plan(mode, rate, SECONDS, paced), dir);
    const cpu = cpuUsed(before, await cpuSnapshot(database, servers));
    const after = mode === 'book' ? await check(database) : undefined;
    phases.push({ what, load: `${how} (load1 ${machine})`, result, cpu, after });
    return result;
  };
  const throughput = await phase(
    'POST /booking',
    `${CONNECTIONS} connections, as fast as they go`,
    'book',
    0,
  );
  await reset(database);
  const fixed = await phase(
    'POST /booking',
    `${RATE}/s offered, ${CONNECTIONS} connections`,
    'book',
    RATE,
  );
  // The same rate sent evenly (open loop): what aim 2 means by a fixed offered load.
  await reset(database);
  const paced = await phase(
    'POST /booking',
    `${RATE}/s paced evenly (open loop), up to ${CONNECTIONS} connections`,
    'book',
    RATE,
    true,
  );
  // On the bookings the previous phase left.
  const availability = await phase(
    'GET /availability/:id',
    `${RATE}/s paced evenly (open loop), up to ${CONNECTIONS} connections`,
    'availability',
    RATE,
    true,
  );
  // Below saturation: what a booking costs when nothing queues (no aim; to read the one above).
  await reset(database);
  await phase(
    'POST /booking',
    `${LOW_RATE}/s offered, ${CONNECTIONS} connections`,
    'book',
    LOW_RATE,
  );

  // pgbench needs the connections the servers' pools hold.
  await Promise.all(servers.splice(0).map(stopServer));
  await reset(database);
  const machine = load1();
  const ceiling = await runPgbench(database, databaseUrl, firstDate, notifications, dir);
  const ceilingCheck = await check(database);
  const uptimeEnd = uptime();

  const ms = (n: number) => n.toFixed(1);
  console.log();
  console.log(
    `| phase | load | requests/s | 201/s (bookings/s) | 409/s | other | p50 ms | p90 ms | p99 ms | max ms | bookings rows | double-booked hours | CPU ms/request API, PG |`,
  );
  console.log(`|---|---|---|---|---|---|---|---|---|---|---|---|---|`);
  for (const { what, load: how, result, after, cpu } of phases) {
    const perSecond = (code: string) => ((result.statuses[code] ?? 0) / result.seconds).toFixed(0);
    const other = Object.entries(result.statuses)
      .filter(([code]) => !['200', '201', '409'].includes(code))
      .map(([code, count]) => `${code}: ${count}`)
      .concat(
        result.errors ? [`errors: ${result.errors}`] : [],
        result.timeouts ? [`timeouts: ${result.timeouts}`] : [],
      )
      .join(', ');
    console.log(
      `| ${what} | ${how} | ${(result.requests / result.seconds).toFixed(0)} | ${what.startsWith('GET') ? '-' : perSecond('201')} | ${what.startsWith('GET') ? '-' : perSecond('409')} | ${other || '0'} | ${ms(result.latency.p50)} | ${ms(result.latency.p90)} | ${ms(result.latency.p99)} | ${ms(result.latency.max)} | ${after ? `${after.bookings} (201s: ${result.statuses['201'] ?? 0})` : '-'} | ${after ? after.doubleBooked : '-'} | ${(cpu.api / result.requests).toFixed(2)}, ${(cpu.postgres / result.requests).toFixed(2)} |`,
    );
  }
  console.log(
    `| pgbench, same statements | ${ceiling.clients} clients (load1 ${machine}) | ${ceiling.tps.toFixed(0)} | ${(ceiling.bookings / SECONDS).toFixed(0)} | ${((ceiling.transactions - ceiling.bookings) / SECONDS).toFixed(0)} (taken, no write) | ${ceiling.aborted.length ? ceiling.aborted.join('; ') : '0'} | ${ms(ceiling.p50)} | - | ${ms(ceiling.p99)} | - | ${ceilingCheck.bookings} | ${ceilingCheck.doubleBooked} | -, ${ceiling.postgresCpuPerTransaction.toFixed(2)} (approx.) |`,
  );
  const bookingsPerSecond = (throughput.statuses['201'] ?? 0) / throughput.seconds;
  const ceilingPerSecond = ceiling.bookings / SECONDS;
  console.log();
  console.log(
    `aim 1, bookings/s at ${CONNECTIONS} connections >= 0.5x pgbench: ${bookingsPerSecond.toFixed(0)} / ${ceilingPerSecond.toFixed(0)} = ${(bookingsPerSecond / ceilingPerSecond).toFixed(2)}x ` +
      `(requests/s vs pgbench tps: ${(throughput.requests / throughput.seconds / ceiling.tps).toFixed(2)}x)`,
  );
  console.log(
    `aim 2, p99 at ${RATE}/s < 50 ms: ${ms(fixed.latency.p99)} ms (achieved ${(fixed.requests / fixed.seconds).toFixed(0)}/s)`,
  );
  console.log(
    `aim 2, the same paced evenly: p99 ${ms(paced.latency.p99)} ms (achieved ${(paced.requests / paced.seconds).toFixed(0)}/s)`,
  );
  console.log(`GET /availability/:id p99 at ${RATE}/s: ${ms(availability.latency.p99)} ms`);
  console.log(
    `notification rows per booking: ${notifications.length} (${notifications.map((n) => `${n.channel} ${n.text.length}+${n.attachmentContent?.length ?? 0} chars`).join(', ')})`,
  );
  console.log();
  console.log(ceiling.perCommand.trim());
  console.log();
  console.log(`start: ${uptimeStart}`);
  console.log(`end:   ${uptimeEnd}`);
  console.log(
    `total ${((Date.now() - started) / 1000).toFixed(0)} s, ${SECONDS} s per phase; pgbench script: ${join(dir, 'booking.pgbench.sql')} (removed at exit; BENCH_KEEP=1 keeps it)`,
  );
} finally {
  await Promise.all(servers.map(stopServer));
  await database.close();
  await dropDatabase(admin, name);
  await admin.close();
  if (!process.env.BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
}
