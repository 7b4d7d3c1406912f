// Time from starting the built server to a healthy response on GET /api/health, and to the demo
// studios all listed by GET /api/studio, on the embedded database. Three cases: the very first
// start (empty DATA_DIR, demo pictures not made yet: a fresh clone), a first start on an empty
// DATA_DIR once the pictures are made (docs/decisions/021), and a restart on an existing one
// (the everyday `npm start`).
// Usage: npm run build && node bench/startup.mjs [runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const runs = Number(process.argv[2] ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3200);
/** The demo studios a visitor sees: 27, of which 3 wait for approval (apps/api/src/demo). */
const LISTED_DEMO_STUDIOS = 24;

const poll = async (url, done) => {
  try {
    const res = await fetch(url);
    return res.ok && (await done(res));
  } catch {
    return false; // not listening yet
  }
};

async function startOnce(dataDir) {
  const started = performance.now();
  const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.mjs')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'silent',
    },
  });
  try {
    let healthy = null;
    for (;;) {
      if (healthy === null && (await poll(`http://127.0.0.1:${port}/api/health`, () => true))) {
        healthy = performance.now() - started;
      }
      if (
        healthy !== null &&
        (await poll(
          `http://127.0.0.1:${port}/api/studio`,
          (res) => Number(res.headers.get('x-total-count')) >= LISTED_DEMO_STUDIOS,
        ))
      ) {
        return { healthy, listed: performance.now() - started };
      }
      if (performance.now() - started > 120_000)
        throw new Error('the demo studios were not listed within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    const exited = new Promise((resolve) => server.on('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (values) =>
  `median ${(median(values) / 1000).toFixed(2)} s (min ${(Math.min(...values) / 1000).toFixed(2)}, max ${(Math.max(...values) / 1000).toFixed(2)})`;
const report = (label, results) =>
  console.log(
    `${label}: healthy ${fmt(results.map((r) => r.healthy))}; demo studios listed ${fmt(results.map((r) => r.listed))}`,
  );

const withDataDir = async (start) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-hive-bench-'));
  try {
    return await start(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

// The pictures are made by the first start of the first run, as on a fresh clone.
rmSync(join(root, 'apps/api/dist/demo-pictures'), { recursive: true, force: true });
const fresh = [];
const first = [];
const again = [];
for (let i = 0; i < runs; i += 1) {
  await withDataDir(async (dataDir) => {
    (i === 0 ? fresh : first).push(await startOnce(dataDir));
    again.push(await startOnce(dataDir));
  });
}
if (first.length === 0) first.push(await withDataDir(startOnce));
console.log(`node ${process.version}, ${runs} runs`);
report('very first start (empty DATA_DIR, pictures not made yet)', fresh);
report('first start (empty DATA_DIR, pictures made)', first);
report('restart (existing DATA_DIR)', again);
