// A fresh process under full load: the built server (what `npm start` runs) is started on a
// PostgreSQL database that already holds the demo data (a restart, a deploy, a new instance behind
// the load balancer), and as soon as GET /api/health says 200 it gets RATE requests a second of
// mixed public and signed-in reads for SECONDS seconds, paced (open loop: a slow response does
// not slow the sending). Prints, per second, how many responses took over a second and the
// p50/p99/max, and the same for the whole run.
// Usage: npm run build && npx tsx bench/warm-start.ts [runs]
//   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; SERVER, default
//   apps/api/dist/server.mjs: another build, or two separated by a comma, whose runs then
//   alternate so both meet the same machine). Results: bench/warm-start.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/api/src/db/client';
import { freePort } from '../apps/api/src/test/net';
import { createDatabase, dropDatabase, withDatabase } from '../apps/api/src/test/postgres-admin';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVERS = (process.env.SERVER ?? join(ROOT, 'apps/api/dist/server.mjs')).split(',');
const RUNS = Number(process.argv[2] ?? 3);
const RATE = 500;
const SECONDS = 10;
/** The demo studios a guest sees once the demo data is in (apps/api/src/demo). */
const LISTED_DEMO_STUDIOS = 24;
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

type Sample = { at: number; ms: number; status: number };

function startServer(server: string, databaseUrl: string, port: number, demoData: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-hive-bench-warm-'));
  const child: ChildProcess = spawn(process.execPath, [server], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO_DATA: String(demoData),
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      // One address sends everything here; the per-address limits are not what is measured.
      HEAVY_READS_PER_MINUTE: '1000000',
      RATE_LIMIT_PER_MINUTE: '1000000',
      MALLOC_ARENA_MAX: '2',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

/** The mix: what visitors' pages and signed-in dashboards ask for, with their weights. */
function requestMix(base: string, studioIds: string[], token: string, tomorrow: string) {
  const auth = { authorization: `Bearer ${token}` };
  const studio = (i: number) => studioIds[i % studioIds.length]!;
  const mix: [number, (i: number) => [string, Record<string, string>?]][] = [
    [30, () => [`${base}/api/studio`]],
    [15, (i) => [`${base}/api/studio/${studio(i)}`]],
    [10, (i) => [`${base}/api/review/studio/${studio(i)}`]],
    [10, (i) => [`${base}/studios/${studio(i)}`]],
    [5, () => [`${base}/`]],
    [5, () => [`${base}/api/studio?date=${tomorrow}&start=${(10 + Math.random() * 6) | 0}`]],
    [10, (i) => [`${base}/api/availability/${studio(i)}`, auth]],
    [10, () => [`${base}/api/booking/customer`, auth]],
    [5, () => [`${base}/api/booking/customer/summary`, auth]],
  ];
  const total = mix.reduce((sum, [weight]) => sum + weight, 0);
  return (i: number) => {
    let pick = (i * 7919) % total;
    for (const [weight, make] of mix) {
      if (pick < weight) return make(i);
      pick -= weight;
    }
    throw new Error('unreachable');
  };
}

async function load(next: (i: number) => [string, Record<string, string>?]): Promise<Sample[]> {
  const started = performance.now();
  const samples: Promise<Sample>[] = [];
  for (let i = 0; i < RATE * SECONDS; i += 1) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const [url, headers] = next(i);
    const sent = performance.now();
    samples.push(
      fetch(url, { headers, signal: AbortSignal.timeout(30_000) })
        .then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        })
        .catch(() => 0)
        .then((status) => ({ at: (sent - started) / 1000, ms: performance.now() - sent, status })),
    );
  }
  return Promise.all(samples);
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

function summary(samples: Sample[]) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const failed = samples.filter((s) => s.status === 0 || s.status >= 500);
  const errors =
    [...new Set(failed.map((s) => s.status))]
      .map(
        (status) =>
          `${failed.filter((s) => s.status === status).length}×${status || 'no response'}`,
      )
      .join(' ') || '0';
  return {
    n: samples.length,
    overSecond: samples.filter((s) => s.ms > 1000).length,
    errors,
    p50: quantile(ms, 0.5),
    p99: quantile(ms, 0.99),
    max: ms.at(-1) ?? 0,
  };
}

console.log(
  `start: load1 ${loadavg()[0]!.toFixed(2)}, ${new Date().toISOString()}, ${SERVERS.join(' vs ')}`,
);
const admin = await openDatabase({ kind: 'postgres', url: ADMIN_URL });
const name = `studio_hive_bench_warm_${process.pid}`;
await createDatabase(admin, name);
const databaseUrl = withDatabase(ADMIN_URL, name);
try {
  // Once: the demo data in, a customer's token (valid for every later process, same secret).
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const seeding = startServer(SERVERS[0]!, databaseUrl, port, true);
  let studioIds: string[] = [];
  await until(
    async () => {
      const response = await fetch(`${base}/api/studio?limit=50`);
      studioIds = ((await response.json()) as { _id: string }[]).map((s) => s._id);
      return studioIds.length >= LISTED_DEMO_STUDIOS;
    },
    180_000,
    'demo studios listed',
  );
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@demo.studiohive.in', password: 'Customer@123' }),
  });
  const { token } = (await login.json()) as { token: string };
  await seeding.stop();
  const tomorrow = new Date(Date.now() + 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const next = requestMix(base, studioIds, token, tomorrow);

  const all = new Map<string, Sample[]>(SERVERS.map((server) => [server, []]));
  for (let run = 1; run <= RUNS * SERVERS.length; run += 1) {
    const build = SERVERS[(run - 1) % SERVERS.length]!;
    const server = startServer(build, databaseUrl, port, false);
    const ready = await until(
      async () => (await fetch(`${base}/api/health`)).status === 200,
      60_000,
      'healthy',
    );
    const samples = await load(next);
    await server.stop();
    all.get(build)!.push(...samples);
    const first = summary(samples.filter((s) => s.at < 6));
    const rest = summary(samples.filter((s) => s.at >= 6));
    console.log(
      `run ${run} (${build}): healthy after ${ready.toFixed(2)} s; first 6 s: ${first.overSecond} of ${first.n} over 1 s, ` +
        `p50 ${first.p50.toFixed(0)} ms, p99 ${first.p99.toFixed(0)} ms, max ${first.max.toFixed(0)} ms, errors ${first.errors}; ` +
        `6-10 s: p50 ${rest.p50.toFixed(0)} ms, p99 ${rest.p99.toFixed(0)} ms, max ${rest.max.toFixed(0)} ms, errors ${rest.errors}`,
    );
    for (let second = 0; second < SECONDS; second += 1) {
      const s = summary(samples.filter((x) => x.at >= second && x.at < second + 1));
      console.log(
        `  second ${second}: p50 ${s.p50.toFixed(0)} ms, p99 ${s.p99.toFixed(0)} ms, max ${s.max.toFixed(0)} ms, over 1 s ${s.overSecond}`,
      );
    }
  }
  for (const [build, samples] of all) {
    const first = summary(samples.filter((s) => s.at < 6));
    console.log(
      `${build}, ${RUNS} runs, first 6 s: ${first.overSecond} of ${first.n} over 1 s, p50 ${first.p50.toFixed(0)} ms, p99 ${first.p99.toFixed(0)} ms, max ${first.max.toFixed(0)} ms, errors ${first.errors}`,
    );
  }
  console.log(`end: load1 ${loadavg()[0]!.toFixed(2)}`);
} finally {
  await dropDatabase(admin, name);
  await admin.close();
}
