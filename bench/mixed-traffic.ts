// What bench/warm-start.ts and bench/soak.ts share: the built server as a child process on a
// PostgreSQL database holding the demo data, the traffic visitors and signed-in customers make,
// sent paced (open loop: a slow response does not slow the sending), and its summary.
import { readFileSync } from 'node:fs';
import { addDays, bookingPrice, istToday } from '@studio-hive/domain';
import { openDatabase } from '../apps/api/src/db/client';
import * as schema from '../apps/api/src/db/schema';
import { signToken } from '../apps/api/src/modules/auth/tokens';
import { BENCH_JWT_SECRET, LIMITS_OUT_OF_REACH, spawnServer } from './server-process';

/** The demo studios a guest sees once the demo data is in (apps/api/src/demo). */
const LISTED_DEMO_STUDIOS = 24;

export type Server = { pid: number; base: string; stop(): Promise<void> };

/** The built server on `port`; `env` adds to (or overrides) the settings of a measured run. */
export function startServer(
  server: string,
  options: { databaseUrl: string; port: number; demoData?: boolean; env?: Record<string, string> },
): Server {
  const { child, base, stop } = spawnServer({
    args: [server],
    port: options.port,
    env: {
      DATABASE_URL: options.databaseUrl,
      DEMO_DATA: String(options.demoData ?? false),
      LOG_LEVEL: 'warn',
      ...LIMITS_OUT_OF_REACH,
      MALLOC_ARENA_MAX: '2',
      ...options.env,
    },
  });
  return { pid: child.pid!, base, stop: () => stop() };
}

export async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

export const healthy = (server: Server) =>
  until(async () => (await fetch(`${server.base}/api/health`)).status === 200, 60_000, 'healthy');

/** Resident memory of a process, in MB (/proc/<pid>/status VmRSS). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : 0;
}

type Package = { key: string; price: number };
type DemoStudio = { _id: string; packages: Package[]; minimumDurationHours: number | null };
/** A run of free hours of a studio that its minimum duration allows booking. */
type BookableRun = { studio: DemoStudio; date: string; hours: number[] };
/** `tokens`: one signed-in customer each; the signed-in requests and bookings go round them. */
export type DemoData = { studios: DemoStudio[]; tokens: string[]; bookable: BookableRun[] };

/**
 * Loads the demo data with a first server start, then adds `customers` verified customer accounts
 * (straight into the database) with a token each: a real customer holds a handful of bookings,
 * so bookings spread over many accounts keep every customer's list as short as in production.
 */
export async function seedDemoData(
  server: string,
  databaseUrl: string,
  port: number,
  customers = 1000,
) {
  const seeding = startServer(server, { databaseUrl, port, demoData: true });
  let studios: DemoStudio[] = [];
  await until(
    async () => {
      const response = await fetch(`${seeding.base}/api/studio?limit=50`);
      studios = (await response.json()) as DemoStudio[];
      return studios.length >= LISTED_DEMO_STUDIOS;
    },
    180_000,
    'demo studios listed',
  );
  const login = await fetch(`${seeding.base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'customer@demo.studiohive.in',
      password: 'Customer@123',
      userType: 'customer',
    }),
  });
  if (!login.ok) throw new Error(`demo customer login: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const bookable = (
    await Promise.all(studios.map((studio) => bookableRuns(seeding.base, token, studio)))
  ).flat();
  await seeding.stop();
  const tokens = await addCustomers(databaseUrl, customers);
  return { studios, tokens, bookable } satisfies DemoData;
}

async function addCustomers(databaseUrl: string, count: number): Promise<string[]> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    const accounts = await database.db
      .insert(schema.users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          name: `Bench Customer ${i}`,
          email: `bench.customer.${i}@example.com`,
          phone: `91234${String(i).padStart(5, '0')}`,
          role: 'customer' as const,
          passwordHash: 'x',
          verifiedAt: new Date(),
        })),
      )
      .returning({ id: schema.users.id });
    return Promise.all(
      accounts.map(({ id }) =>
        signToken(BENCH_JWT_SECRET, { id, role: 'customer', passwordChangedAt: null }, new Date()),
      ),
    );
  } finally {
    await database.close();
  }
}

/** The studio's free hours three or more days ahead, as runs of its minimum duration. */
async function bookableRuns(base: string, token: string, studio: DemoStudio) {
  const response = await fetch(`${base}/api/availability/${studio._id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const days = (await response.json()) as { date: string; hours: number[] }[];
  const length = Math.max(1, studio.minimumDurationHours ?? 1);
  const from = addDays(istToday(new Date()), 3);
  const runFrom = (hour: number) => Array.from({ length }, (_, k) => hour + k);
  return days
    .filter((day) => day.date >= from)
    .flatMap((day) =>
      day.hours
        .filter((hour) => runFrom(hour).every((h) => day.hours.includes(h)))
        .map((hour) => ({ studio, date: day.date, hours: runFrom(hour) })),
    );
}

export type Request = { url: string; init?: RequestInit };
type Weighted = [weight: number, make: (base: string, i: number) => Request];

/**
 * What visitors' pages and signed-in customers ask for, by weight. With `bookingShare`, that
 * share of the requests are bookings of free hours three or more days ahead (a 409 once the hour
 * is taken is an answer, not an error); none without it.
 */
export function requestMix(demo: DemoData, bookingShare = 0) {
  const auth = (i: number) => ({
    authorization: `Bearer ${demo.tokens[(i * 13) % demo.tokens.length]}`,
  });
  const studio = (i: number) => demo.studios[i % demo.studios.length]!;
  const day = (i: number, from: number) => addDays(istToday(new Date()), from + (i % 7));
  const book = (base: string, i: number): Request => {
    const run = demo.bookable[(i * 31) % demo.bookable.length]!;
    const pkg = run.studio.packages[i % run.studio.packages.length]!;
    const hourCount = run.hours.length;
    return {
      url: `${base}/api/booking`,
      init: {
        method: 'POST',
        headers: { ...auth(i), 'content-type': 'application/json' },
        body: JSON.stringify({
          studio: run.studio._id,
          date: run.date,
          hours: run.hours,
          packageKey: pkg.key,
          addons: [],
          totalPrice: bookingPrice({ packagePrice: pkg.price, hourCount, addons: [] }).totalPrice,
          paymentStatus: 'payAtStudio',
        }),
      },
    };
  };
  const reads: Weighted[] = [
    [30, (base) => ({ url: `${base}/api/studio` })],
    [15, (base, i) => ({ url: `${base}/api/studio/${studio(i)._id}` })],
    [10, (base, i) => ({ url: `${base}/api/review/studio/${studio(i)._id}` })],
    [10, (base, i) => ({ url: `${base}/studios/${studio(i)._id}` })],
    [5, (base) => ({ url: `${base}/` })],
    [5, (base, i) => ({ url: `${base}/api/studio?date=${day(i, 1)}&start=${10 + (i % 6)}` })],
    [
      10,
      (base, i) => ({
        url: `${base}/api/availability/${studio(i)._id}`,
        init: { headers: auth(i) },
      }),
    ],
    [10, (base, i) => ({ url: `${base}/api/booking/customer`, init: { headers: auth(i) } })],
    [5, (base, i) => ({ url: `${base}/api/booking/customer/summary`, init: { headers: auth(i) } })],
  ];
  const readWeight = reads.reduce((sum, [weight]) => sum + weight, 0);
  const mix: Weighted[] =
    bookingShare > 0 ? [...reads, [(readWeight * bookingShare) / (1 - bookingShare), book]] : reads;
  const total = mix.reduce((sum, [weight]) => sum + weight, 0);
  return (base: string, i: number): Request => {
    let pick = ((i * 7919) % 1000) * (total / 1000);
    for (const [weight, make] of mix) {
      if (pick < weight) return make(base, i);
      pick -= weight;
    }
    return mix[0]![1](base, i);
  };
}

/** `read`: the request's method and path with ids and query values left out, to group by. */
export type Sample = { at: number; ms: number; status: number; read: string };

const readOf = (url: string, method = 'GET') =>
  `${method} ${new URL(url).pathname.replace(/[0-9a-f-]{36}/g, ':id')}${url.includes('?') ? '?…' : ''}`;

/** The reads of `samples` by their p99, slowest first: where a slow second went. */
export function slowestReads(samples: Sample[], count = 3): string {
  const byRead = new Map<string, Sample[]>();
  for (const sample of samples) {
    const group = byRead.get(sample.read) ?? [];
    group.push(sample);
    byRead.set(sample.read, group);
  }
  return [...byRead]
    .map(([read, group]) => ({ read, ...summary(group) }))
    .sort((a, b) => b.p99 - a.p99)
    .slice(0, count)
    .map((r) => `${r.read} p99 ${r.p99.toFixed(0)} ms (${r.n})`)
    .join(', ');
}

/** `rate` requests a second for `seconds`, each sent when due; `next(i)` makes the i-th. */
export async function pacedLoad(
  rate: number,
  seconds: number,
  next: (i: number) => Request,
): Promise<Sample[]> {
  const started = performance.now();
  const samples: Promise<Sample>[] = [];
  for (let i = 0; i < rate * seconds; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const { url, init } = next(i);
    const sent = performance.now();
    samples.push(
      fetch(url, { ...init, signal: AbortSignal.timeout(30_000) })
        .then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        })
        .catch(() => 0)
        .then((status) => ({
          at: (sent - started) / 1000,
          ms: performance.now() - sent,
          status,
          read: readOf(url, init?.method),
        })),
    );
  }
  return Promise.all(samples);
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Count, responses over a second, failures (5xx or none) by status, p50/p99/max in ms. */
export function summary(samples: Sample[]) {
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
    failed: failed.length,
    errors,
    p50: quantile(ms, 0.5),
    p99: quantile(ms, 0.99),
    max: ms.at(-1) ?? 0,
  };
}
