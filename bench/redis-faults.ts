// Redis faults as an operator meets them (decision 029), against the built server (what
// `npm start` runs) with REDIS_URL pointing at a TCP relay in front of the local Redis; the relay
// is the fault: stopped (Redis refuses), hung (Redis accepts and never answers), or its open
// connections made silent (a dropped NAT entry; new connections pass). Meanwhile a client signs
// in once a second, each time from a new address, and asks /api/health twice a second; once per
// phase one address signs in past RATE_LIMIT_PER_MINUTE, to see the limit still holds.
// Usage: npx tsx bench/redis-faults.ts   (BENCH_REDIS_URL, default redis://127.0.0.1:6379; needs
// apps/api/dist/server.mjs: npm run build). Results: bench/faults.md.
import { execFileSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { freePort, Relay } from '../apps/api/src/test/net';
import { BUILT_SERVER, ROOT, spawnServer } from './server-process';

const REDIS_URL = new URL(process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379');
const RATE_LIMIT_PER_MINUTE = 5;
/** Sign-ins a second: few enough that their password hashing (scrypt) never queues here. */
const LOGIN_RATE = 1;
const HEALTH_RATE = 2;
const OUTAGE_SECONDS = 15;
/** Longer than the 120 s an outside test saw a login hang for, so a hang shows as such. */
const LOGIN_TIMEOUT_MS = 150_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load1 = () => loadavg()[0]!.toFixed(2);

type Server = {
  base: string;
  dataDir: string;
  /** Log lines about Redis so far (decision 029: one when it goes down, one when it is back). */
  redisLines: () => string[];
  stop(): Promise<void>;
};

async function startServer(redisUrl: string): Promise<Server> {
  const { child, base, dataDir, stop } = spawnServer({
    args: [BUILT_SERVER],
    port: await freePort(),
    env: {
      REDIS_URL: redisUrl,
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE),
      // The client's address comes from X-Forwarded-For (trusted from loopback): each login
      // of the latency probe has its own, so only the limit check meets the limit.
      TRUST_PROXY: '1',
      LOG_FORMAT: 'json',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const redisLines: string[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    // The log's JSON lines; anything else the process prints is not about Redis.
    if (!line.startsWith('{')) return;
    const message = (JSON.parse(line) as { msg?: string }).msg ?? '';
    if (/redis/i.test(message)) redisLines.push(message);
  });
  for (let tries = 0; (await health(base)).status !== 200; tries += 1) {
    if (tries > 1200 || child.exitCode !== null) {
      await stop('SIGKILL');
      throw new Error('the server did not start');
    }
    await sleep(50);
  }
  return {
    base,
    dataDir,
    redisLines: () => [...redisLines],
    stop: () => stop(),
  };
}

type Health = { status: number; redis: string; ms: number };

async function health(base: string): Promise<Health> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(30_000) });
    const { redis } = (await response.json()) as { redis: string };
    return { status: response.status, redis, ms: performance.now() - started };
  } catch {
    return { status: 0, redis: 'no answer', ms: performance.now() - started };
  }
}

type Account = { email: string; password: string };
type Login = { status: number; ms: number };

let nextAddress = randomInt(1, 200) * 256;
/** A new client address (198.18.0.0/15, the range set aside for benchmarks). */
function address(): string {
  nextAddress += 1;
  return `198.18.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

async function post(base: string, path: string, body: object, from: string) {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(LOGIN_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

const login = (server: Server, account: Account, from = address()): Promise<Login> =>
  post(server.base, '/api/user/login', { ...account, userType: 'customer' }, from);

/** The newest 6-digit code sent to an e-mail address or phone number (DATA_DIR/outbox.jsonl). */
async function code(server: Server, to: string): Promise<string> {
  const outbox = join(server.dataDir, 'outbox.jsonl');
  for (let tries = 0; tries < 200; tries += 1) {
    const messages = existsSync(outbox)
      ? readFileSync(outbox, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { to: string; text: string })
      : [];
    const found = /\b(\d{6})\b/.exec(messages.findLast((m) => m.to.endsWith(to))?.text ?? '');
    if (found) return found[1]!;
    await sleep(50);
  }
  throw new Error(`no code for ${to} in the outbox`);
}

/** A customer account made the way a person makes one: sign-up, then both codes. */
async function signUp(server: Server): Promise<Account> {
  const account = {
    email: `redis-bench-${randomBytes(5).toString('hex')}@example.com`,
    password: `Bench!${randomBytes(4).toString('hex')}A1`,
  };
  const phone = `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  const from = address();
  const signup = await post(
    server.base,
    '/api/user/signup',
    { ...account, name: 'Redis Bench', phone, userType: 'customer' },
    from,
  );
  if (signup.status !== 201) throw new Error(`signup: ${signup.status}`);
  const [emailOtp, phoneOtp] = await Promise.all([
    code(server, account.email),
    code(server, phone),
  ]);
  const verified = await post(
    server.base,
    '/api/user/verify-otp',
    { email: account.email, emailOtp, phoneOtp },
    from,
  );
  if (verified.status !== 200) throw new Error(`verify-otp: ${verified.status}`);
  return account;
}

type Phase = {
  logins: Login[];
  /** Each with its time in the phase, in seconds. */
  healths: (Health & { at: number })[];
  /** RATE_LIMIT_PER_MINUTE + 1 sign-ins from one address, in order. */
  limit: number[];
};

/** `perSecond` calls for `seconds`, each on its own (a slow one does not hold the next). */
async function paced<T>(seconds: number, perSecond: number, call: (at: number) => Promise<T>) {
  const pending: Promise<T>[] = [];
  for (let i = 0; i < seconds * perSecond; i += 1) {
    pending.push(call(i / perSecond));
    await sleep(1000 / perSecond);
  }
  return Promise.all(pending);
}

/**
 * `fault`, then `seconds` of sign-ins and health checks; one address signs in past the limit
 * after 1 s.
 */
async function phase(
  server: Server,
  account: Account,
  seconds: number,
  fault?: () => unknown,
): Promise<Phase> {
  await fault?.();
  const limitCheck = sleep(1000).then(async () => {
    const from = address();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT_PER_MINUTE; i += 1) {
      statuses.push((await login(server, account, from)).status);
    }
    return statuses;
  });
  const [logins, healths] = await Promise.all([
    paced(seconds, LOGIN_RATE, () => login(server, account)),
    paced(seconds, HEALTH_RATE, async (at) => ({ ...(await health(server.base)), at })),
  ]);
  return { logins, healths, limit: await limitCheck };
}

/** Seconds until /api/health says Redis is ok again. */
async function untilRedisOk(server: Server, timeoutMs = 60_000) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if ((await health(server.base)).redis === 'ok') return (performance.now() - started) / 1000;
    await sleep(100);
  }
  throw new Error(`Redis not ok again within ${timeoutMs} ms`);
}

const tally = (values: (number | string)[]) => {
  const counts = new Map<number | string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, n]) => `${value}: ${n}`).join(', ');
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
};

function row(name: string, p: Phase, recovery: string, redisLines: string[]) {
  const ms = p.logins.map((l) => l.ms);
  const unanswered = p.logins.filter((l) => l.status === 0).length;
  return (
    `| ${name} | ${tally(p.logins.map((l) => l.status))}${unanswered ? ` (${unanswered} unanswered)` : ''} ` +
    `| ${percentile(ms, 0.5).toFixed(0)} | ${percentile(ms, 0.99).toFixed(0)} | ${Math.max(...ms).toFixed(0)} ` +
    `| ${tally(p.healths.map((h) => `${h.status} ${h.redis}`))}; slowest ${Math.max(...p.healths.map((h) => h.ms)).toFixed(0)} ms ` +
    `| ${p.limit.join(', ')} | ${recovery} | ${redisLines.length ? redisLines.map((l) => `"${l}"`).join('; ') : '-'} |`
  );
}

/**
 * A phase; then `restore`, and the wait until /api/health says Redis is ok. Redis ok again: the
 * first ok after a down within the phase (the server reconnected by itself), else that wait.
 */
async function step(
  name: string,
  server: Server,
  account: Account,
  seconds: number,
  fault?: () => unknown,
  restore?: () => Promise<unknown>,
) {
  const linesBefore = server.redisLines().length;
  const p = await phase(server, account, seconds, fault);
  await restore?.();
  const back = await untilRedisOk(server);
  const firstDown = p.healths.findIndex((h) => h.redis !== 'ok');
  const healed = p.healths.slice(Math.max(firstDown, 0)).find((h) => h.redis === 'ok');
  const recovery = !fault
    ? '-'
    : firstDown >= 0 && healed
      ? `${healed.at.toFixed(1)} s after the fault, by itself`
      : `${back.toFixed(1)} s after it is back`;
  return row(name, p, recovery, server.redisLines().slice(linesBefore));
}

// ---- the run ----

if (!existsSync(BUILT_SERVER)) {
  console.error('apps/api/dist/server.mjs is missing: run `npm run build` first.');
  process.exit(1);
}
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
  cwd: ROOT,
  encoding: 'utf8',
});
console.log(
  `start: ${new Date().toISOString()}, node ${process.version}, commit ${commit.trim()}, load1 ${load1()}`,
);
const relay = new Relay(REDIS_URL.hostname, Number(REDIS_URL.port || 6379));
const relayPort = await relay.start();
const relayed = new URL(REDIS_URL);
relayed.hostname = '127.0.0.1';
relayed.port = String(relayPort);
const server = await startServer(relayed.toString());
const rows: string[] = [];
try {
  const account = await signUp(server);
  if ((await health(server.base)).redis !== 'ok') throw new Error('Redis is not ok at the start');
  // Warm the login path (first hash, JIT) so the first phase measures the steady state.
  for (let i = 0; i < 5; i += 1) await login(server, account);
  const back = async () => {
    await relay.stop();
    await relay.start(relayPort);
  };
  rows.push(await step('before: Redis up', server, account, 5));
  // Refused: nothing listens where Redis was.
  rows.push(await step('Redis refuses', server, account, OUTAGE_SECONDS, () => relay.stop(), back));
  // Silent: Redis accepts connections and never answers (SIGSTOP, a black-holing firewall).
  rows.push(
    await step('Redis silent (hung)', server, account, OUTAGE_SECONDS, () => relay.hang(), back),
  );
  // The open connection goes silent (a dropped NAT entry) while Redis itself stays up.
  rows.push(
    await step('open connection silent, Redis up', server, account, 5, () =>
      relay.silenceOpenConnections(),
    ),
  );
  rows.push(await step('after: Redis up', server, account, 5));
} finally {
  await server.stop();
  await relay.stop();
}

console.log();
console.log(
  `| phase | logins (${LOGIN_RATE}/s, each from its own address): statuses | p50 ms | p99 ms | max ms | /api/health: status redis | one address, ${RATE_LIMIT_PER_MINUTE + 1} logins (limit ${RATE_LIMIT_PER_MINUTE}/min) | Redis ok again | log lines about Redis |`,
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const line of rows) console.log(line);
console.log(`\nend: ${new Date().toISOString()}, load1 ${load1()}`);
