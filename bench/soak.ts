// Soak: two server processes on one PostgreSQL database (and Redis for the shared limits), as
// in production, under RATE requests a second for MINUTES minutes: the mixed reads of
// bench/mixed-traffic.ts and a share of bookings, paced and shared out between the processes.
// Every 10 s it prints the window's p50/p99, failures and both processes' resident memory; at
// the end, the totals and whether memory stayed flat (RSS at the end within 10 % of minute 2).
// Without a rate it first finds this mix's ceiling on the two processes: steps of CEILING_STEP
// requests a second, STEP_SECONDS each, up to the last step with no failure and p99 under a
// second; the soak then runs at half of it.
// Usage: npm run build && npx tsx bench/soak.ts [minutes] [rate]
//   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; REDIS_URL, default
//   redis://127.0.0.1:6379). Results: bench/soak.md.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/api/src/db/client';
import { freePort } from '../apps/api/src/test/net';
import { createDatabase, dropDatabase, withDatabase } from '../apps/api/src/test/postgres-admin';
import {
  healthy,
  pacedLoad,
  requestMix,
  rssMb,
  seedDemoData,
  startServer,
  summary,
  type Request,
  type Sample,
} from './mixed-traffic';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SERVER = join(fileURLToPath(new URL('..', import.meta.url)), 'apps/api/dist/server.mjs');
const MINUTES = Number(process.argv[2] ?? 10);
const FIXED_RATE = process.argv[3] ? Number(process.argv[3]) : undefined;
const CEILING_STEP = 100;
const STEP_SECONDS = 20;
/** Bookings among the requests (a 409 for a taken hour is an answer, not a failure). */
const BOOKING_SHARE = 0.05;
const WINDOW_SECONDS = 10;

const load1 = () => loadavg()[0]!.toFixed(2);

/** The highest step rate whose requests all got a response under 5xx with p99 under 1 s. */
async function ceiling(next: (i: number) => Request): Promise<number> {
  let held = 0;
  for (let rate = CEILING_STEP; ; rate += CEILING_STEP) {
    const step = summary(await pacedLoad(rate, STEP_SECONDS, next));
    console.log(
      `ceiling step ${rate}/s: p50 ${step.p50.toFixed(0)} ms, p99 ${step.p99.toFixed(0)} ms, ` +
        `failed ${step.errors}; load1 ${load1()}`,
    );
    if (step.failed > 0 || step.p99 >= 1000) break;
    held = rate;
    // The next step starts from a quiet machine, not from this one's tail.
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  if (held === 0) throw new Error(`not even ${CEILING_STEP}/s held`);
  console.log(`ceiling: ${held}/s`);
  return held;
}
console.log(
  `start: load1 ${load1()}, ${new Date().toISOString()}, ${MINUTES} min at ${FIXED_RATE ?? 'half the ceiling'}/s`,
);
const admin = await openDatabase({ kind: 'postgres', url: ADMIN_URL });
const name = `studio_hive_bench_soak_${process.pid}`;
await createDatabase(admin, name);
const databaseUrl = withDatabase(ADMIN_URL, name);
try {
  const demo = await seedDemoData(SERVER, databaseUrl, await freePort());
  const servers = [
    startServer(SERVER, { databaseUrl, port: await freePort(), env: { REDIS_URL } }),
    startServer(SERVER, { databaseUrl, port: await freePort(), env: { REDIS_URL } }),
  ];
  await Promise.all(servers.map(healthy));
  const mix = requestMix(demo, BOOKING_SHARE);
  const spread = (i: number) => mix(servers[i % servers.length]!.base, i);
  const rate = FIXED_RATE ?? (await ceiling(spread)) / 2;
  console.log(`soak: ${MINUTES} min at ${rate}/s`);

  const memory: { at: number; rss: number[] }[] = [];
  const started = performance.now();
  const sampleMemory = setInterval(() => {
    memory.push({
      at: (performance.now() - started) / 1000,
      rss: servers.map((server) => rssMb(server.pid)),
    });
  }, WINDOW_SECONDS * 1000);
  const samples: Sample[] = await pacedLoad(rate, MINUTES * 60, spread);
  clearInterval(sampleMemory);

  for (const { at, rss } of memory) {
    const window = summary(samples.filter((s) => s.at >= at - WINDOW_SECONDS && s.at < at));
    console.log(
      `${at.toFixed(0).padStart(4)} s: ${window.n} requests, p50 ${window.p50.toFixed(0)} ms, ` +
        `p99 ${window.p99.toFixed(0)} ms, failed ${window.errors}; RSS ${rss.join(' / ')} MB`,
    );
  }
  const all = summary(samples);
  const statuses = new Map<number, number>();
  for (const { status } of samples) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const atMinute2 = memory.find((m) => m.at >= 120) ?? memory[0]!;
  const atEnd = memory.at(-1)!;
  const growth = atEnd.rss.map((rss, i) => (rss - atMinute2.rss[i]!) / atMinute2.rss[i]!);
  console.log(
    `total: ${all.n} requests (${[...statuses].map(([status, n]) => `${status || 'none'}: ${n}`).join(', ')}), ` +
      `failed ${all.errors}, p50 ${all.p50.toFixed(0)} ms, p99 ${all.p99.toFixed(0)} ms, max ${all.max.toFixed(0)} ms`,
  );
  console.log(
    `RSS minute 2 → end: ${atMinute2.rss.join(' / ')} → ${atEnd.rss.join(' / ')} MB ` +
      `(${growth.map((g) => `${(g * 100).toFixed(1)} %`).join(' / ')}); ` +
      `${growth.every((g) => g <= 0.1) && all.failed === 0 ? 'held' : 'NOT held'}; load1 ${load1()}`,
  );
  await Promise.all(servers.map((server) => server.stop()));
} finally {
  await dropDatabase(admin, name);
  await admin.close();
}
