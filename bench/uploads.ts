// Upload memory and responsiveness: the real server on the embedded database, one owner, and a
// burst of concurrent studio submissions of large images (docs/decisions/028-upload-budget.md).
// Prints the server's peak RSS (VmHWM of /proc/<pid>/status) and the health check's latency
// while the burst runs.
// Usage: npx tsx bench/uploads.ts   (UPLOADS, default 40; IMAGES per upload, default 5)
// Results: bench/uploads.md.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { addDays, istToday } from '@studio-hive/domain';
import { freePort } from '../apps/api/src/test/net';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const UPLOADS = Number(process.env.UPLOADS ?? 40);
const IMAGES = Number(process.env.IMAGES ?? 5);
const EMAIL = 'bench-owner@example.com';
const PASSWORD = 'Bench!pass-2024';

/** A photo-like JPEG just under the 10 MB limit: noise compresses badly, so it is large. */
async function largeJpeg(): Promise<Buffer> {
  const width = 4800;
  const height = 3600;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const peakRss = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const rss = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-hive-bench-uploads-'));
  const env = {
    PATH: process.env.PATH,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    // One owner stands in for many: their hourly image budget is not what is measured here.
    STUDIO_IMAGES_PER_HOUR: '100000',
    // Passed through to compare allocator settings (bench/uploads.md).
    ...(process.env.MALLOC_ARENA_MAX ? { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX } : {}),
  };
  const created = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/api/src/cli/user-create.ts',
      '--role',
      'owner',
      '--email',
      EMAIL,
      '--password',
      PASSWORD,
      '--name',
      'Bench Owner',
    ],
    { cwd: ROOT, env, encoding: 'utf8' },
  );
  if (created.status !== 0) throw new Error(`user:create failed: ${created.stderr}`);

  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: { ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      const ok = await fetch(`${base}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const login = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD, userType: 'owner' }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };

    const jpeg = await largeJpeg();
    const today = istToday(new Date());
    const fields: Record<string, unknown> = {
      name: 'Bench Sound Lab',
      description: 'Treated room with two microphones.',
      equipments: ['Microphone (XLR)'],
      amenities: ['Wi-Fi'],
      area: '350',
      rules: 'No food inside the booth.',
      minimumDurationHours: '1',
      operationalHours: { start: 9, end: 18 },
      packages: [
        { key: '1 Cam', price: 1800 },
        { key: '2 Cam', price: 2400 },
        { key: '3 Cam', price: 3200 },
      ],
      addons: [],
      location: {
        fullAddress: 'A-14, Saket',
        city: 'New Delhi',
        state: 'Delhi',
        pinCode: '110017',
      },
      availability: [{ date: addDays(today, 1), slots: [{ hour: 10, isAvailable: true }] }],
    };
    const form = () => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) {
        body.append(name, typeof value === 'string' ? value : JSON.stringify(value));
      }
      for (let i = 0; i < IMAGES; i += 1) {
        body.append('images', new Blob([jpeg], { type: 'image/jpeg' }), `photo-${i}.jpg`);
      }
      return body;
    };

    const idleRss = rss(server.pid!);
    let burstOver = false;
    const healthMs: number[] = [];
    const probing = (async () => {
      while (!burstOver) {
        const started = performance.now();
        await fetch(`${base}/api/health`).catch(() => undefined);
        healthMs.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: UPLOADS }, () =>
        fetch(`${base}/api/studio`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form(),
        }).then(
          async (res) => {
            await res.arrayBuffer();
            return String(res.status);
          },
          (error: unknown) => `error ${(error as Error).message}`,
        ),
      ),
    );
    const burstSeconds = (performance.now() - started) / 1000;
    burstOver = true;
    await probing;
    const afterRss = rss(server.pid!);
    const peak = peakRss(server.pid!);

    const counts = new Map<string, number>();
    for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
    healthMs.sort((a, b) => a - b);
    const at = (q: number) =>
      healthMs[Math.min(healthMs.length - 1, Math.floor(q * healthMs.length))]!;
    console.log(
      JSON.stringify(
        {
          machine: `${cpus().length} cores`,
          uploads: UPLOADS,
          imagesPerUpload: IMAGES,
          imageMB: +(jpeg.length / 1024 / 1024).toFixed(1),
          responses: Object.fromEntries(counts),
          burstSeconds: +burstSeconds.toFixed(1),
          rssIdleMB: Math.round(idleRss),
          rssPeakMB: Math.round(peak),
          rssAfterMB: Math.round(afterRss),
          healthChecks: healthMs.length,
          healthMedianMs: Math.round(at(0.5)),
          healthP95Ms: Math.round(at(0.95)),
          healthMaxMs: Math.round(healthMs.at(-1) ?? 0),
        },
        null,
        2,
      ),
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
