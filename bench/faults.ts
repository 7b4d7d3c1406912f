// Database faults as an operator meets them, against the real server process on PostgreSQL
// behind a TCP relay (the relay is the fault: stopped, or its open connections made silent):
//   1. silent connections: the pool's open connections stop passing anything (a dropped NAT
//      entry, a dead peer) while PostgreSQL stays up; how long until requests succeed again;
//   2. PostgreSQL unreachable for a while: what the requests get and how many log lines it costs;
//   3. the server started while PostgreSQL is down, which then comes back: when it serves.
// Usage: npx tsx bench/faults.ts   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
// Results: bench/faults.md.
import { loadavg } from 'node:os';
import { randomUUID } from 'node:crypto';
import { openDatabase } from '../apps/api/src/db/client';
import { freePort, Relay } from '../apps/api/src/test/net';
import { createDatabase, dropDatabase, withDatabase } from '../apps/api/src/test/postgres-admin';
import { SOURCE_SERVER, spawnServer } from './server-process';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Requests a second during each fault, on a read that needs the database. */
const RATE = 20;

type Outcome = { at: number; status: number; ms: number };

function startServer(databaseUrl: string, port: number) {
  const { child, stop } = spawnServer({
    args: SOURCE_SERVER,
    port,
    env: { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let lines = 0;
  const count = (chunk: Buffer) => (lines += chunk.toString().split('\n').length - 1);
  child.stdout!.on('data', count);
  child.stderr!.on('data', count);
  return { logLines: () => lines, stop: () => stop('SIGKILL') };
}

/** A public read that needs the database and no cache answers (404: the database answered). */
async function probe(port: number, started: number): Promise<Outcome> {
  const at = performance.now();
  const status = await fetch(`http://127.0.0.1:${port}/api/review/studio/${randomUUID()}`, {
    signal: AbortSignal.timeout(30_000),
  }).then(
    (response) => response.status,
    () => 0,
  );
  return { at: (at - started) / 1000, status, ms: performance.now() - at };
}

/** Requests at RATE a second for `seconds`, each on its own (a slow one does not hold the next). */
async function traffic(port: number, seconds: number, onTick?: (second: number) => void) {
  const started = performance.now();
  const pending: Promise<Outcome>[] = [];
  for (let i = 0; i < seconds * RATE; i += 1) {
    if (i % RATE === 0) onTick?.(i / RATE);
    pending.push(probe(port, started));
    await new Promise((resolve) => setTimeout(resolve, 1000 / RATE));
  }
  return Promise.all(pending);
}

async function waitFor(port: number, status: number, timeoutMs: number) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if ((await probe(port, started)).status === status) return (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${status} within ${timeoutMs} ms`);
}

const tally = (outcomes: Outcome[]) => {
  const counts: Record<string, number> = {};
  for (const { status } of outcomes)
    counts[status || 'no answer'] = (counts[status || 'no answer'] ?? 0) + 1;
  return Object.entries(counts)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
};

console.log(`start: load1 ${loadavg()[0]!.toFixed(2)}, ${new Date().toISOString()}`);
const admin = await openDatabase({ kind: 'postgres', url: ADMIN_URL });
const name = `studio_hive_bench_faults_${process.pid}`;
await createDatabase(admin, name);
const target = new URL(withDatabase(ADMIN_URL, name));
const rows: string[] = [];
try {
  const relay = new Relay(target.hostname, Number(target.port || 5432));
  const relayPort = await freePort();
  const relayed = new URL(target);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(relayPort);
  const port = await freePort();

  // 3 first: the server starts while PostgreSQL cannot be reached, which comes back after 10 s.
  const server = startServer(relayed.toString(), port);
  await waitFor(port, 503, 60_000);
  const waiting = await traffic(port, 10);
  await relay.start(relayPort);
  const serving = await waitFor(port, 404, 120_000);
  rows.push(
    `| started with PostgreSQL down, back after 10 s | ${tally(waiting)} while down | serves ${serving.toFixed(1)} s after it is back | ${server.logLines()} |`,
  );

  // 1: the open connections go silent; PostgreSQL stays up and new connections pass.
  await traffic(port, 2);
  const linesBefore = server.logLines();
  const silent = await traffic(port, 20, (second) => {
    if (second === 2) relay.silenceOpenConnections();
  });
  const afterFault = silent.filter((o) => o.at >= 2);
  const firstFailure = afterFault.find((o) => o.status !== 404);
  const recovered = afterFault.filter(
    (o) => o.status === 404 && (!firstFailure || o.at > firstFailure.at),
  );
  rows.push(
    `| open connections silent from 2 s, PostgreSQL up | ${tally(afterFault)} | ${recovered.length ? `answering again ${(recovered[0]!.at + recovered[0]!.ms / 1000 - 2).toFixed(1)} s after; slowest ${Math.max(...afterFault.map((o) => o.ms)).toFixed(0)} ms` : 'never answering again'} | ${server.logLines() - linesBefore} |`,
  );

  // 2: PostgreSQL unreachable for 10 s (the relay stopped), then back.
  const linesBeforeDown = server.logLines();
  const down = await traffic(port, 20, (second) => {
    if (second === 2) void relay.stop();
    if (second === 12) void relay.start(relayPort);
  });
  const during = down.filter((o) => o.at >= 2.5 && o.at < 12);
  const afterBack = down.filter((o) => o.at >= 12);
  const firstOk = afterBack.find((o) => o.status === 404);
  rows.push(
    `| PostgreSQL unreachable from 2 s to 12 s | ${tally(during)} while down | ${firstOk ? `answering again ${(firstOk.at - 12).toFixed(1)} s after it is back` : 'not answering again'} | ${server.logLines() - linesBeforeDown} |`,
  );

  await server.stop();
  await relay.stop();
} finally {
  await dropDatabase(admin, name);
  await admin.close();
}

console.log();
console.log('| fault | requests during it (20/s) | recovery | log lines |');
console.log('|---|---|---|---|');
for (const row of rows) console.log(row);
console.log(`\nend: load1 ${loadavg()[0]!.toFixed(2)}`);
