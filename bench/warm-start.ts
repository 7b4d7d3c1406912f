// A fresh process under full load: the built server (what `npm start` runs) is started on a
// PostgreSQL database that already holds the demo data (a restart, a deploy, a new instance behind
// the load balancer), and as soon as GET /api/health says 200 it gets RATE requests a second of
// the mixed public and signed-in reads of bench/mixed-traffic.ts for SECONDS seconds, paced.
// Prints, per second, how many responses took over a second and the p50/p99/max, and the same
// for the first 6 s.
// Usage: npm run build && npx tsx bench/warm-start.ts [runs] [rate]
//   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; SERVER, default
//   apps/api/dist/server.mjs: another build, or two separated by a comma, whose runs then
//   alternate so both meet the same machine). Results: bench/warm-start.md.
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
  seedDemoData,
  slowestReads,
  startServer,
  summary,
  type Sample,
} from './mixed-traffic';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVERS = (process.env.SERVER ?? join(ROOT, 'apps/api/dist/server.mjs')).split(',');
const RUNS = Number(process.argv[2] ?? 3);
/**
 * Below one process's ceiling for this mix (bench/soak.md: 400/s on two processes), so what
 * is measured is the start, not a queue that would grow at any age.
 */
const RATE = Number(process.argv[3] ?? 150);
const SECONDS = 10;

const figures = (s: ReturnType<typeof summary>) =>
  `p50 ${s.p50.toFixed(0)} ms, p99 ${s.p99.toFixed(0)} ms, max ${s.max.toFixed(0)} ms, errors ${s.errors}`;

console.log(
  `start: load1 ${loadavg()[0]!.toFixed(2)}, ${new Date().toISOString()}, ${SERVERS.join(' vs ')}`,
);
const admin = await openDatabase({ kind: 'postgres', url: ADMIN_URL });
const name = `studio_hive_bench_warm_${process.pid}`;
await createDatabase(admin, name);
const databaseUrl = withDatabase(ADMIN_URL, name);
try {
  const port = await freePort();
  const demo = await seedDemoData(SERVERS[0]!, databaseUrl, port);
  const mix = requestMix(demo);
  const all = new Map<string, Sample[]>(SERVERS.map((server) => [server, []]));
  for (let run = 1; run <= RUNS * SERVERS.length; run += 1) {
    const build = SERVERS[(run - 1) % SERVERS.length]!;
    const server = startServer(build, { databaseUrl, port });
    const ready = await healthy(server);
    const samples = await pacedLoad(RATE, SECONDS, (i) => mix(server.base, i));
    await server.stop();
    all.get(build)!.push(...samples);
    const first = summary(samples.filter((s) => s.at < 6));
    const rest = summary(samples.filter((s) => s.at >= 6));
    console.log(
      `run ${run} (${build}): healthy after ${ready.toFixed(2)} s; first 6 s: ${first.overSecond} of ${first.n} over 1 s, ` +
        `${figures(first)}; 6-10 s: ${figures(rest)}`,
    );
    for (let second = 0; second < SECONDS; second += 1) {
      const s = summary(samples.filter((x) => x.at >= second && x.at < second + 1));
      console.log(`  second ${second}: ${figures(s)}, over 1 s ${s.overSecond}`);
    }
    console.log(`  slowest in the first 6 s: ${slowestReads(samples.filter((s) => s.at < 6))}`);
  }
  for (const [build, samples] of all) {
    const first = summary(samples.filter((s) => s.at < 6));
    console.log(
      `${build}, ${RUNS} runs, first 6 s: ${first.overSecond} of ${first.n} over 1 s, ${figures(first)}`,
    );
  }
  console.log(`end: load1 ${loadavg()[0]!.toFixed(2)}`);
} finally {
  await dropDatabase(admin, name);
  await admin.close();
}
