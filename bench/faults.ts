// Database faults as an operator meets them, against the real server process on PostgreSQL
// behind a TCP relay (the relay is the fault: stopped, black-holed, or its open connections made
// silent):
//   1. silent connections: the pool's open connections stop passing anything (a dropped NAT
//      entry, a dead peer) while PostgreSQL stays up; how long until requests succeed again;
//   2. PostgreSQL unreachable for a while: what the requests get and how many log lines it costs;
//   3. the server started while PostgreSQL is down (refusing, or black-holing: connections
//      accepted and never answered), which then comes back: when it serves;
//   4. an idle server behind a firewall that black-holes everything for a while: whether it
//      lives through it, and when it answers again.
// Each phase also asks /api/health twice a second and counts the log's lines that are not JSON.
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
  const { child, stop, exited } = spawnServer({
    args: SOURCE_SERVER,
    port,
    env: { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let lines = 0;
  let plain = 0;
  let pending = '';
  const messages: string[] = [];
  const count = (chunk: Buffer) => {
    const parts = (pending + chunk.toString()).split('\n');
    pending = parts.pop()!;
    for (const line of parts) {
      lines += 1;
      try {
        messages.push((JSON.parse(line) as { msg: string }).msg);
      } catch {
        plain += 1;
        messages.push(`(not JSON) ${line}`);
      }
    }
  };
  child.stdout!.on('data', count);
  child.stderr!.on('data', count);
  let exitedWith: string | undefined;
  void exited.then(() => (exitedWith = `exited (${child.exitCode ?? child.signalCode})`));
  return {
    logLines: () => lines,
    messages: (from: number) => messages.slice(from),
    plainLines: () => plain,
    exited: () => exitedWith,
    stop: () => stop('SIGKILL'),
  };
}

/** A public read that needs the database and no cache answers (404: the database answered). */
const READ = () => `/api/review/studio/${randomUUID()}`;
const HEALTH = () => '/api/health';

async function probe(port: number, started: number, path = READ): Promise<Outcome> {
  const at = performance.now();
  const status = await fetch(`http://127.0.0.1:${port}${path()}`, {
    signal: AbortSignal.timeout(30_000),
  }).then(
    (response) => response.status,
    () => 0,
  );
  return { at: (at - started) / 1000, status, ms: performance.now() - at };
}

/**
 * Requests at RATE a second for `seconds`, each on its own (a slow one does not hold the next),
 * and a health check every tenth of them; `readsPerSecond` 0 leaves only the health checks.
 */
async function traffic(
  port: number,
  seconds: number,
  onTick?: (second: number) => void,
  readsPerSecond = RATE,
) {
  const started = performance.now();
  const reads: Promise<Outcome>[] = [];
  const health: Promise<Outcome>[] = [];
  for (let i = 0; i < seconds * RATE; i += 1) {
    if (i % RATE === 0) onTick?.(i / RATE);
    if (i % RATE < readsPerSecond) reads.push(probe(port, started));
    if (i % 10 === 0) health.push(probe(port, started, HEALTH));
    await new Promise((resolve) => setTimeout(resolve, 1000 / RATE));
  }
  return { reads: await Promise.all(reads), health: await Promise.all(health) };
}

async function waitFor(port: number, status: number, timeoutMs: number, path = READ) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if ((await probe(port, started, path)).status === status)
      return (performance.now() - started) / 1000;
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

const seconds = (s: number) => `${s.toFixed(1)} s`;
/** Log lines since `from` (a count of `server.logLines()`), and how many of them were not JSON. */
const linesSince = (
  server: ReturnType<typeof startServer>,
  from: { lines: number; plain: number },
) => {
  said.push(...server.messages(from.lines).map((message) => `row ${rows.length + 1}: ${message}`));
  return `${server.logLines() - from.lines} (${server.plainLines() - from.plain} not JSON)`;
};
/** What the log lines of each row said. */
const said: string[] = [];
const mark = (server: ReturnType<typeof startServer>) => ({
  lines: server.logLines(),
  plain: server.plainLines(),
});

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

  // 3: the server starts while PostgreSQL cannot be reached, which comes back after 10 s:
  // refused (the relay not listening), then black-holed (accepting and never answering).
  for (const fault of ['refusing', 'black-holing'] as const) {
    const port = await freePort();
    if (fault === 'black-holing') relay.hang();
    const server = startServer(relayed.toString(), port);
    const listening = await waitFor(port, 503, 60_000, HEALTH).catch(() => undefined);
    const waiting = await traffic(port, 10);
    if (fault === 'refusing') await relay.start(relayPort);
    else relay.resume();
    const serving = await waitFor(port, 404, 120_000).catch(() => undefined);
    rows.push(
      `| started with PostgreSQL ${fault}, back after 10 s | ${tally(waiting.reads)} | ${tally(waiting.health)} | ${listening === undefined ? `never answered: ${server.exited() ?? 'no answer'}` : `answered 503 from the start; serves ${serving === undefined ? 'never' : `${seconds(serving)} after it is back`}`} | ${linesSince(server, { lines: 0, plain: 0 })} |`,
    );
    if (fault === 'refusing') await server.stop();
    else await runOn(server, port);
  }

  /** The faults met by a server that is serving. */
  async function runOn(server: ReturnType<typeof startServer>, port: number) {
    // 1: the open connections go silent; PostgreSQL stays up and new connections pass. Once as
    // the steady traffic left the pool, once after a burst of 10 requests at once opened
    // several connections (as after a busy moment).
    let from: ReturnType<typeof mark>;
    for (const burst of [false, true]) {
      if (burst) await Promise.all(Array.from({ length: 10 }, () => probe(port, 0)));
      await traffic(port, 2);
      from = mark(server);
      const silent = await traffic(port, 20, (second) => {
        if (second === 2) relay.silenceOpenConnections();
      });
      const afterFault = silent.reads.filter((o) => o.at >= 2);
      const failed = afterFault.filter((o) => o.status !== 404);
      const lastFailure = failed.at(-1);
      rows.push(
        `| open connections silent from 2 s, PostgreSQL up${burst ? ', after a burst of 10' : ''} | ${tally(afterFault)} | ${tally(silent.health.filter((o) => o.at >= 2))} | ${failed.length ? `failures from ${seconds(failed[0]!.at - 2)} to ${seconds(lastFailure!.at + lastFailure!.ms / 1000 - 2)} after; slowest ${Math.max(...afterFault.map((o) => o.ms)).toFixed(0)} ms` : 'no failure'} | ${linesSince(server, from)} |`,
      );
    }

    // 2: PostgreSQL unreachable for 10 s (the relay stopped), then back.
    from = mark(server);
    const down = await traffic(port, 20, (second) => {
      if (second === 2) void relay.stop();
      if (second === 12) void relay.start(relayPort);
    });
    const during = (o: Outcome) => o.at >= 2.5 && o.at < 12;
    const firstOk = down.reads.find((o) => o.at >= 12 && o.status === 404);
    rows.push(
      `| PostgreSQL unreachable from 2 s to 12 s | ${tally(down.reads.filter(during))} while down | ${tally(down.health.filter(during))} while down | ${firstOk ? `answering again ${seconds(firstOk.at - 12)} after it is back` : 'not answering again'} | ${linesSince(server, from)} |`,
    );

    // 4: idle (no requests at all) behind a firewall that black-holes everything for 15 s.
    from = mark(server);
    relay.hang();
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    relay.resume();
    const back = await waitFor(port, 200, 60_000, HEALTH).catch(() => undefined);
    rows.push(
      `| idle, every connection black-holed for 15 s | - | - | ${server.exited() ?? (back === undefined ? 'not healthy again' : `alive; healthy ${seconds(back)} after it is back`)} | ${linesSince(server, from)} |`,
    );
    await server.stop();
  }
  await relay.stop();
} finally {
  await dropDatabase(admin, name);
  await admin.close();
}

console.log();
console.log(
  '| fault | reads during it (20/s) | health checks (2/s) | recovery | log lines (not JSON) |',
);
console.log('|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log();
for (const line of said) console.log(line);
console.log(`\nend: load1 ${loadavg()[0]!.toFixed(2)}`);
