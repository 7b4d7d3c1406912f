// The load of bench/booking.ts, in its own process so it does not share an event loop with
// anything measured. Usage: node --import tsx bench/booking-load.ts <plan.json>; prints one JSON
// line with the status counts and latencies. Each request picks a random customer token, studio,
// date, start hour, run of 1-2 hours, package and add-on quantity, and sends the matching total.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRequire } from 'node:module';

export type LoadPlan = {
  urls: string[];
  mode: 'book' | 'availability';
  connections: number;
  seconds: number;
  /** Requests per second over all connections; 0: as fast as the connections go. */
  rate: number;
  /**
   * With `rate`: send evenly, one request every 1/rate s whatever the responses (open loop), and
   * time each from when it was due. autocannon's rate option lets each connection send its
   * quota back to back at the start of every second, so it measures bursts, not a steady rate.
   */
  paced?: boolean;
  tokens: string[];
  studioIds: string[];
  dates: string[];
  /** Slots are hours firstHour..lastHour (the last one starts at lastHour). */
  firstHour: number;
  lastHour: number;
  /** Package n (1..packages) costs n x packageUnit per hour; the add-on `addonKey` costs addonPrice. */
  packages: number;
  packageUnit: number;
  addonKey: string;
  addonPrice: number;
};

export type LoadResult = {
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  seconds: number;
  requests: number;
  latency: { p50: number; p90: number; p99: number; max: number; mean: number };
};

/** The part of autocannon's programmatic API used here (the package ships no types). */
type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
type AutocannonResult = {
  statusCodeStats: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
  duration: number;
  requests: { total: number };
  latency: { p50: number; p90: number; p99: number; max: number; average: number };
};
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string[];
  connections: number;
  duration: number;
  overallRate?: number;
  requests: { setupRequest: (request: Request) => Request }[];
}) => Promise<AutocannonResult>;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadPlan;

function bookingBody(): string {
  const hourCount = between(1, 2);
  const start = between(plan.firstHour, plan.lastHour + 1 - hourCount);
  const pkg = between(1, plan.packages);
  const addonQuantity = between(0, 1);
  return JSON.stringify({
    studio: pick(plan.studioIds),
    date: pick(plan.dates),
    hours: Array.from({ length: hourCount }, (_, k) => start + k),
    packageKey: `${pkg} Cam`,
    addons: addonQuantity ? [{ key: plan.addonKey, quantity: addonQuantity }] : [],
    totalPrice: pkg * plan.packageUnit * hourCount + addonQuantity * plan.addonPrice,
    paymentStatus: 'payAtStudio',
  });
}

/** One request of the plan's mode, as method, path, headers and body. */
function nextRequest(): Required<Request> {
  const authorization = `Bearer ${pick(plan.tokens)}`;
  return plan.mode === 'book'
    ? {
        method: 'POST',
        path: '/api/booking',
        headers: { authorization, 'content-type': 'application/json' },
        body: bookingBody(),
      }
    : {
        method: 'GET',
        path: `/api/availability/${pick(plan.studioIds)}`,
        headers: { authorization },
        body: '',
      };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** The open-loop load of `plan.paced`, over keep-alive connections shared out between the URLs. */
async function pacedLoad(): Promise<LoadResult> {
  const targets = plan.urls.map((url) => ({
    url: new URL(url),
    agent: new http.Agent({
      keepAlive: true,
      maxSockets: Math.ceil(plan.connections / plan.urls.length),
    }),
  }));
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  let errors = 0;
  let pending = 0;
  let sent = 0;
  const interval = 1000 / plan.rate;
  const started = performance.now();
  const end = started + plan.seconds * 1000;
  const fire = (due: number) => {
    const target = targets[sent % targets.length]!;
    const { method, path, headers, body } = nextRequest();
    pending += 1;
    const done = () => (pending -= 1);
    const request = http.request(
      {
        agent: target.agent,
        host: target.url.hostname,
        port: target.url.port,
        method,
        path,
        headers,
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - due);
          statuses[response.statusCode!] = (statuses[response.statusCode!] ?? 0) + 1;
          done();
        });
      },
    );
    request.on('error', () => {
      errors += 1;
      done();
    });
    request.end(body);
  };
  for (let now = performance.now(); now < end; now = performance.now()) {
    while (started + sent * interval <= now) {
      fire(started + sent * interval);
      sent += 1;
    }
    await sleep(1);
  }
  while (pending > 0) await sleep(5);
  for (const target of targets) target.agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    statuses,
    errors,
    timeouts: 0,
    seconds: plan.seconds,
    requests: latencies.length,
    latency: {
      p50: percentile(latencies, 50),
      p90: percentile(latencies, 90),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? 0,
      mean: latencies.reduce((sum, l) => sum + l, 0) / Math.max(1, latencies.length),
    },
  };
}

if (plan.paced && plan.rate) {
  process.stdout.write(`${JSON.stringify(await pacedLoad())}\n`);
  process.exit(0);
}

const result = await autocannon({
  url: plan.urls,
  connections: plan.connections,
  duration: plan.seconds,
  ...(plan.rate ? { overallRate: plan.rate } : {}),
  requests: [
    {
      setupRequest: (request): Request =>
        plan.mode === 'book'
          ? {
              ...request,
              method: 'POST',
              path: '/api/booking',
              headers: {
                authorization: `Bearer ${pick(plan.tokens)}`,
                'content-type': 'application/json',
              },
              body: bookingBody(),
            }
          : {
              ...request,
              method: 'GET',
              path: `/api/availability/${pick(plan.studioIds)}`,
              headers: { authorization: `Bearer ${pick(plan.tokens)}` },
            },
    },
  ],
});

const statuses: Record<string, number> = {};
for (const [code, stats] of Object.entries(result.statusCodeStats)) statuses[code] = stats.count;
const out: LoadResult = {
  statuses,
  errors: result.errors,
  timeouts: result.timeouts,
  seconds: result.duration,
  requests: result.requests.total,
  latency: {
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    mean: result.latency.average,
  },
};
process.stdout.write(`${JSON.stringify(out)}\n`);
