// Throughput and latency of the studio listing and detail under load, beside a plain Fastify
// route responding with the same bytes in the same run (the ceiling). 1,000 approved studios.
// Usage: npx tsx bench/listing.ts [pglite|postgres ...]   (default: both; postgres needs
// BENCH_DATABASE_URL or the local server at postgres://postgres@127.0.0.1:5432/test)
// Results and how to read them: bench/listing.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../apps/api/src/db/client';
import * as schema from '../apps/api/src/db/schema';
import { insertBenchOwner } from './bookable-studios';
import { createDatabase, dropDatabase, withDatabase } from '../apps/api/src/test/postgres-admin';

const STUDIOS = 1000;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CITIES = ['New Delhi', 'Gurgaon', 'Noida', 'Faridabad', 'Ghaziabad'];

async function fill(database: DatabaseHandle) {
  const db = database.db;
  const owner = await insertBenchOwner(db);
  const [reviewer] = await db
    .insert(schema.users)
    .values({
      name: 'Bench Reviewer',
      email: 'bench.reviewer@example.com',
      phone: '9876543211',
      role: 'customer',
      passwordHash: 'x',
      verifiedAt: new Date(),
    })
    .returning();
  for (let start = 0; start < STUDIOS; start += 100) {
    const rows = await db
      .insert(schema.studios)
      .values(
        Array.from({ length: 100 }, (_, k) => {
          const i = start + k;
          return {
            authorId: owner.id,
            name: `Bench Studio ${i}`,
            description: `A treated room number ${i} with two microphones, lights and a camera for podcasts and interviews.`,
            pricePerHour: 800 + (i % 50) * 100,
            equipments: ['Microphone (XLR)', 'Audio Interface', 'Headphones (Closed-Back)'],
            amenities: ['Wi-Fi', 'Air Conditioning', 'Restroom'],
            rules: 'No smoking.',
            openingHour: 9,
            closingHour: 21,
            fullAddress: `${i} MG Road`,
            city: CITIES[i % CITIES.length]!,
            state: 'Delhi',
            pinCode: '110001',
            approved: true,
            createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
          };
        }),
      )
      .returning({ id: schema.studios.id });
    const ids = rows.map((row) => row.id);
    await db.insert(schema.studioPackages).values(
      ids.flatMap((studioId) =>
        ['1 Cam', '2 Cam', '3 Cam'].map((key, n) => ({
          studioId,
          key,
          name: key,
          price: 1000 * (n + 1),
        })),
      ),
    );
    await db.insert(schema.studioImages).values(
      ids.flatMap((studioId) =>
        [0, 1, 2].map((position) => ({
          studioId,
          position,
          url: `/uploads/studios/${studioId}/${position}/full.webp`,
          thumbnailUrl: `/uploads/studios/${studioId}/${position}/card.webp`,
          storageKey: `studios/${studioId}/${position}/full.webp`,
        })),
      ),
    );
    await db.insert(schema.reviews).values(
      ids.map((studioId, n) => ({
        studioId,
        reviewerId: reviewer!.id,
        rating: 1 + (n % 5),
        description: 'Good',
      })),
    );
  }
  await db.execute(sql`analyze`);
}

type Result = { rps: number; p50: number; p99: number; errors: number };

/**
 * autocannon in its own process (this one serves), so the load does not steal our event loop;
 * from bench/, where `npm install --prefix bench` installed it.
 */
async function load(url: string): Promise<Result> {
  const child = spawn(
    'npx',
    ['--no-install', 'autocannon', '--json', '-c', String(CONNECTIONS), '-d', String(SECONDS), url],
    { cwd: fileURLToPath(new URL('.', import.meta.url)), stdio: ['ignore', 'pipe', 'ignore'] },
  );
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  await new Promise((resolve) => child.on('close', resolve));
  const json = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  return {
    rps: json.requests.average,
    p50: json.latency.p50,
    p99: json.latency.p99,
    errors: json.errors + json.non2xx,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * The app and the ceiling in turns, ROUNDS times, so a change in the machine's load hits both
 * sides alike; each side's median round.
 */
async function alternate(measuredUrl: string, ceilingUrl: string): Promise<[Result, Result]> {
  const measured: Result[] = [];
  const top: Result[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    measured.push(await load(measuredUrl));
    top.push(await load(ceilingUrl));
  }
  const pick = (results: Result[]): Result => ({
    rps: median(results.map((r) => r.rps)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  });
  return [pick(measured), pick(top)];
}

async function benchEngine(engine: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-hive-bench-'));
  let database: DatabaseHandle;
  let cleanup = async () => {};
  if (engine === 'pglite') {
    database = await openDatabase({ kind: 'pglite' });
  } else {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const admin = await openDatabase({ kind: 'postgres', url: adminUrl });
    const name = `studio_hive_bench_${process.pid}`;
    await createDatabase(admin, name);
    database = await openDatabase({
      kind: 'postgres',
      url: withDatabase(adminUrl, name),
      queryTimeoutMs: 0,
    });
    cleanup = async () => {
      await dropDatabase(admin, name);
      await admin.close();
    };
  }
  await migrateDatabase(database);
  await fill(database);

  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
  });
  const app = await buildApp({ config, database });
  const api = await app.listen({ port: 0, host: '127.0.0.1' });

  const listPath = '/api/studio?limit=24';
  const listBody = await (await fetch(`${api}${listPath}`)).text();
  const firstId = (JSON.parse(listBody) as { _id: string }[])[0]!._id;
  const detailPath = `/api/studio/${firstId}`;
  const detailBody = await (await fetch(`${api}${detailPath}`)).text();

  // The ceiling: the same bytes from a route that does nothing else.
  const plain = Fastify();
  plain.get('/list', (_req, reply) => reply.type('application/json').send(listBody));
  plain.get('/detail', (_req, reply) => reply.type('application/json').send(detailBody));
  const ceiling = await plain.listen({ port: 0, host: '127.0.0.1' });

  const rows = [
    ['GET /studio?limit=24', ...(await alternate(`${api}${listPath}`, `${ceiling}/list`))],
    ['GET /studio/:id', ...(await alternate(`${api}${detailPath}`, `${ceiling}/detail`))],
  ] as const;

  await plain.close();
  await app.close();
  await database.close();
  await cleanup();
  rmSync(dataDir, { recursive: true, force: true });
  return rows.map(([what, measured, top]) => ({
    engine,
    what,
    measured,
    top,
    bytes: what.includes(':id') ? detailBody.length : listBody.length,
  }));
}

const engines = (process.argv.slice(2).length ? process.argv.slice(2) : ['pglite', 'postgres']) as (
  'pglite' | 'postgres'
)[];
console.log(`| engine | request | bytes | req/s | p50 ms | p99 ms | ceiling req/s | ratio |`);
console.log(`|---|---|---|---|---|---|---|---|`);
for (const engine of engines) {
  for (const row of await benchEngine(engine)) {
    const m = row.measured;
    console.log(
      `| ${row.engine} | ${row.what} | ${row.bytes} | ${Math.round(m.rps)} | ${m.p50} | ${m.p99} | ${Math.round(row.top.rps)} | ${(m.rps / row.top.rps).toFixed(2)}x |` +
        (m.errors ? ` (${m.errors} errors)` : ''),
    );
  }
}
