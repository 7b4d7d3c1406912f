// Idle memory of the built server as `npm start` runs it (apps/api/dist/server.mjs,
// MALLOC_ARENA_MAX=2, DEMO_DATA=true), on the embedded database and on PostgreSQL: started on an
// empty database, it loads the demo data; once the demo studios are all in (listed, and the
// server says so) and the process has been idle IDLE_SECONDS, its resident memory is read from
// /proc (RSS, RssAnon, RssFile) and from inside (process.memoryUsage(), printed on SIGUSR2 by a
// small module given to `node --import`); again once it has been idle LONG_IDLE_SECONDS (V8
// collects its old generation by itself only after a while without allocation); then after
// READS mixed public reads and IDLE_SECONDS.
// Usage: npm run build && npx tsx bench/memory.ts [embedded|postgres ...]   (both by default;
//   BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; SERVER, default
//   apps/api/dist/server.mjs; NODE_ARGS, extra node flags to try). Results: bench/memory.md.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { openDatabase } from '../apps/api/src/db/client';
import { freePort } from '../apps/api/src/test/net';
import { createDatabase, dropDatabase, withDatabase } from '../apps/api/src/test/postgres-admin';
import { BUILT_SERVER, LIMITS_OUT_OF_REACH, spawnServer } from './server-process';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SERVER = process.env.SERVER ?? BUILT_SERVER;
const NODE_ARGS = (process.env.NODE_ARGS ?? '').split(' ').filter(Boolean);
const ENGINES = process.argv.slice(2).length ? process.argv.slice(2) : ['embedded', 'postgres'];
/** The demo studios a guest sees once the demo data is in (apps/api/src/demo). */
const LISTED_DEMO_STUDIOS = 24;
const IDLE_SECONDS = 10;
const LONG_IDLE_SECONDS = 150;
const READS = 2_000;
/** Requests in flight at once during the reads. */
const CONCURRENCY = 20;
const MB = 1024 * 1024;

/** Given to `node --import`: prints the process's own view of its memory on SIGUSR2. */
const PROBE = `data:text/javascript,${encodeURIComponent(`
  process.on('SIGUSR2', () => {
    process.stderr.write('memory-probe ' + JSON.stringify(process.memoryUsage()) + '\\n');
  });
`)}`;

type Inside = {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
};

function startServer(port: number, databaseUrl: string | undefined) {
  const { child, stop } = spawnServer({
    args: [...NODE_ARGS, '--import', PROBE, SERVER],
    port,
    env: {
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'info',
      // One address sends everything here; the per-address limits are not what is measured.
      HEAVY_READS_PER_MINUTE: LIMITS_OUT_OF_REACH.HEAVY_READS_PER_MINUTE,
      RATE_LIMIT_PER_MINUTE: LIMITS_OUT_OF_REACH.RATE_LIMIT_PER_MINUTE,
      // What `npm start` sets (scripts/start.mjs).
      MALLOC_ARENA_MAX: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let demoReady = false;
  let waitingProbe: ((inside: Inside) => void) | undefined;
  const lines = (stream: NodeJS.ReadableStream, onLine: (line: string) => void) => {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop()!;
      parts.forEach(onLine);
    });
  };
  lines(child.stdout!, (line) => {
    if (line.includes('Demo studios ready')) demoReady = true;
  });
  lines(child.stderr!, (line) => {
    if (line.startsWith('memory-probe ')) waitingProbe?.(JSON.parse(line.slice(13)) as Inside);
    else process.stderr.write(`server: ${line}\n`);
  });
  return {
    pid: child.pid!,
    demoReady: () => demoReady,
    inside: () =>
      new Promise<Inside>((resolve) => {
        waitingProbe = resolve;
        child.kill('SIGUSR2');
      }),
    stop: () => stop(),
  };
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

/** Resident memory as the kernel counts it, in bytes: VmRSS and its anonymous and file parts. */
function resident(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)![1]) * 1024;
  return { rss: kb('VmRSS'), anon: kb('RssAnon'), file: kb('RssFile'), hwm: kb('VmHWM') };
}

/** What visitors' pages ask for, signed out: listings, a studio, its reviews, pages, a search. */
function publicReads(base: string, studioIds: string[], tomorrow: string) {
  const studio = (i: number) => studioIds[i % studioIds.length]!;
  const mix: [number, (i: number) => string][] = [
    [30, () => `${base}/api/studio`],
    [15, (i) => `${base}/api/studio/${studio(i)}`],
    [10, (i) => `${base}/api/review/studio/${studio(i)}`],
    [10, (i) => `${base}/studios/${studio(i)}`],
    [5, () => `${base}/`],
    [5, () => `${base}/studios`],
    [5, () => `${base}/api/studio/cities`],
    [10, (i) => `${base}/api/studio?date=${tomorrow}&start=${10 + (i % 8)}&hours=2`],
    [10, (i) => `${base}/api/studio?city=${encodeURIComponent(i % 2 ? 'New Delhi' : 'Noida')}`],
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

async function read(next: (i: number) => string) {
  const statuses = new Map<number, number>();
  let i = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (i < READS) {
        const response = await fetch(next(i++), { headers: { 'accept-encoding': 'br, gzip' } });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  return [...statuses].map(([status, n]) => `${n}×${status}`).join(' ');
}

const mb = (bytes: number) => (bytes / MB).toFixed(0);

async function measure(engine: string, databaseUrl: string | undefined) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(port, databaseUrl);
  try {
    let studioIds: string[] = [];
    const listed = await until(
      async () => {
        const response = await fetch(`${base}/api/studio?limit=50`);
        studioIds = ((await response.json()) as { _id: string }[]).map((s) => s._id);
        return studioIds.length >= LISTED_DEMO_STUDIOS && server.demoReady();
      },
      180_000,
      'demo studios listed',
    );
    const row = async (moment: string, idleSeconds: number) => {
      await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
      const outside = resident(server.pid);
      const inside = await server.inside();
      console.log(
        `| ${engine} | ${moment} | ${mb(outside.rss)} | ${mb(outside.anon)} | ${mb(outside.file)} | ` +
          `${mb(inside.heapTotal)} (${mb(inside.heapUsed)}) | ${mb(inside.external - inside.arrayBuffers)} | ` +
          `${mb(inside.arrayBuffers)} | ${mb(outside.hwm)} |`,
      );
    };
    console.log(`${engine}: demo data in after ${listed.toFixed(1)} s`);
    await row(`demo data in, idle ${IDLE_SECONDS} s`, IDLE_SECONDS);
    await row(`demo data in, idle ${LONG_IDLE_SECONDS} s`, LONG_IDLE_SECONDS - IDLE_SECONDS);
    const tomorrow = new Date(Date.now() + 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const started = performance.now();
    const statuses = await read(publicReads(base, studioIds, tomorrow));
    console.log(
      `${engine}: ${READS} reads in ${((performance.now() - started) / 1000).toFixed(1)} s (${statuses})`,
    );
    await row(`after ${READS} reads, idle ${IDLE_SECONDS} s`, IDLE_SECONDS);
  } finally {
    await server.stop();
  }
}

console.log(
  `start: load1 ${loadavg()[0]!.toFixed(2)}, ${new Date().toISOString()}, ${SERVER}` +
    (NODE_ARGS.length ? `, node ${NODE_ARGS.join(' ')}` : ''),
);
console.log(
  '| database | moment | RSS MB | RssAnon | RssFile | V8 heap total (used) | external, not ArrayBuffers | ArrayBuffers | peak RSS |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const engine of ENGINES) {
  if (engine === 'embedded') {
    await measure(engine, undefined);
  } else if (engine === 'postgres') {
    const admin = await openDatabase({ kind: 'postgres', url: ADMIN_URL });
    const name = `studio_hive_bench_memory_${process.pid}`;
    await createDatabase(admin, name);
    try {
      await measure(engine, withDatabase(ADMIN_URL, name));
    } finally {
      await dropDatabase(admin, name);
      await admin.close();
    }
  } else {
    throw new Error(`unknown engine ${engine}: embedded or postgres`);
  }
}
console.log(`end: load1 ${loadavg()[0]!.toFixed(2)}`);
