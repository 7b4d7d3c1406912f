// Time from starting the built server to a healthy answer on GET /api/health, on the embedded
// database. Two cases: a first start on an empty DATA_DIR (creates the database, migrates, loads
// demo data) and a restart on an existing one (the everyday `npm start`).
// Usage: npm run build && node bench/startup.mjs [runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const runs = Number(process.argv[2] ?? 5);
const port = 3200;

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
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 60_000)
        throw new Error('server did not become healthy in 60 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    const exited = new Promise((resolve) => server.on('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const first = [];
const again = [];
for (let i = 0; i < runs; i += 1) {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-hive-bench-'));
  first.push(await startOnce(dataDir));
  again.push(await startOnce(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
}
const fmt = (values) =>
  `median ${(median(values) / 1000).toFixed(2)} s (min ${(Math.min(...values) / 1000).toFixed(2)}, max ${(Math.max(...values) / 1000).toFixed(2)})`;
console.log(`node ${process.version}, ${runs} runs`);
console.log(`first start (empty DATA_DIR): ${fmt(first)}`);
console.log(`restart (existing DATA_DIR):  ${fmt(again)}`);
