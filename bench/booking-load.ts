// The load of bench/booking.ts, in its own process so it does not share an event loop with
// anything measured. Usage: node --import tsx bench/booking-load.ts <plan.json>; prints one JSON
// line with the status counts and latencies. Each request picks a random customer token, studio,
// date, start hour, run of 1-2 hours, package and add-on quantity, and sends the matching total.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type LoadPlan = {
  urls: string[];
  mode: 'book' | 'availability';
  connections: number;
  seconds: number;
  /** Requests per second over all connections; 0: as fast as the connections go. */
  rate: number;
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
