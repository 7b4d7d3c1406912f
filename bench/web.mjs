// Lighthouse (mobile: emulated phone, simulated slow 4G, 4x CPU slowdown) on the home page, the
// listing and a studio's page of the built app with demo data, as a guest. Run by hand, never in
// `npm test`: the scores depend on the machine (see bench/web.md).
// Usage: node bench/web.mjs [runs per page, default 3]; with SAVE_TRACES=1 each run's trace and
// network log are written beside its report, for bench/lcp-graph.mjs.
// Builds the web app and its server entry into a folder of its own (a build running beside it must
// not swap the files under the server), starts what `npm start` starts on a free port with a throw-away DATA_DIR and
// that folder as WEB_DIST_DIR, waits for the demo studios, then runs Lighthouse in Chromium
// (CHROME_PATH, default /usr/bin/chromium) headless. Prints the median run of each page by performance score; the full
// reports go to a temporary folder, printed at the end. Then serves each page under load
// (autocannon) to show what rendering it on the server costs.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = new URL('..', import.meta.url).pathname;
const runs = Number(process.argv[2] ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** A port nobody listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 250 ms until it returns something, or fails after `seconds`. */
async function waitFor(what, seconds, check) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch {
      // not ready yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${seconds} s`);
    await sleep(250);
  }
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'studio-hive-bench-web-'));
const reports = mkdtempSync(join(tmpdir(), 'studio-hive-lighthouse-'));
// The build and its server entry (decision 017), side by side as in apps/web, in a folder under
// apps/web/node_modules: the server entry imports its packages from the node_modules above it.
const cache = join(root, 'apps/web/node_modules/.cache');
mkdirSync(cache, { recursive: true });
const buildDir = mkdtempSync(join(cache, 'studio-hive-bench-web-'));
const webDist = join(buildDir, 'dist');
for (const args of [
  ['--outDir', webDist],
  ['--ssr', 'src/entry-server.tsx', '--outDir', join(buildDir, 'dist-server')],
]) {
  const built = spawnSync('npx', ['vite', 'build', ...args, '--emptyOutDir'], {
    cwd: join(root, 'apps/web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('The web app did not build.');
}
const server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
  },
});
let chrome;
try {
  await waitFor('a healthy server', 180, async () => (await fetch(`${base}/api/health`)).ok);
  // The demo studios arrive in the background after start (README): wait until their number has
  // stayed the same for 3 s.
  let seen = { count: -1, since: Date.now() };
  const studioId = await waitFor('the demo studios', 180, async () => {
    const res = await fetch(`${base}/api/studio?limit=1`);
    const [first] = /** @type {{ _id: string }[]} */ (await res.json());
    const count = Number(res.headers.get('x-total-count'));
    if (count !== seen.count) seen = { count, since: Date.now() };
    return count > 0 && first && Date.now() - seen.since > 3000 ? first._id : null;
  });
  const pages = [
    { name: '/', url: `${base}/` },
    { name: '/studios', url: `${base}/studios` },
    { name: '/studios/{id}', url: `${base}/studios/${studioId}` },
  ];

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      // This closed network refuses Google's services; without these Chromium keeps trying.
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

  /**
   * One Lighthouse run of `url`. A trace Chromium failed to record (NO_NAVSTART, seen on a busy
   * machine) is run again, twice at most: it says nothing about the page.
   */
  const measure = async (url, attempt = 1) => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr, artifacts } = result;
    if (lhr.runtimeError?.code === 'NO_NAVSTART' && attempt < 3) return measure(url, attempt + 1);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    return { lhr, artifacts };
  };

  /** What Lighthouse's simulation reads of a run, as bench/lcp-graph.mjs takes it. */
  const traceOf = (artifacts) =>
    JSON.stringify({
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      URL: artifacts.URL,
      GatherContext: artifacts.GatherContext,
    });

  const rows = [];
  const environment = { version: '', browser: '', benchmarkIndex: 0 };
  for (const page of pages) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const { lhr, artifacts } = await measure(page.url);
      const file = join(reports, `${page.name.replace(/\W+/g, '_') || 'home'}-${run + 1}.json`);
      writeFileSync(file, JSON.stringify(lhr));
      if (process.env.SAVE_TRACES)
        writeFileSync(file.replace(/\.json$/, '.trace.json'), traceOf(artifacts));
      results.push(lhr);
    }
    results.sort(
      (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
    );
    const median = /** @type {(typeof results)[number]} */ (
      results[Math.floor(results.length / 2)]
    );
    environment.version = median.lighthouseVersion;
    environment.browser = median.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? '';
    environment.benchmarkIndex = median.environment.benchmarkIndex;
    const score = (id) => Math.round((median.categories[id]?.score ?? 0) * 100);
    const audit = (id) => median.audits[id]?.numericValue ?? NaN;
    const perf = results.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
    rows.push({
      page: page.name,
      performance: `${score('performance')} (${Math.min(...perf)}-${Math.max(...perf)})`,
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
      'FCP s': (audit('first-contentful-paint') / 1000).toFixed(2),
      'LCP s': (audit('largest-contentful-paint') / 1000).toFixed(2),
      'TBT ms': Math.round(audit('total-blocking-time')),
      CLS: audit('cumulative-layout-shift').toFixed(3),
      // Everything below 100 that is not a pass, so that a run says what to fix.
      failing: Object.values(median.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => a.id)
        .join(', '),
    });
  }
  console.log(
    `Lighthouse ${environment.version}, mobile defaults, ${runs} run(s) per page (median by ` +
      `performance); Node ${process.version}; ${environment.browser}; benchmark index ` +
      `${environment.benchmarkIndex}`,
  );
  console.table(rows);
  console.log(`Full reports: ${reports}`);

  // What rendering a page costs the server (decision 017): each page for 5 s over 10 connections,
  // beside /login, which is index.html as it is (not server-rendered).
  const load = [];
  for (const page of [...pages, { name: '/login (not server-rendered)', url: `${base}/login` }]) {
    const result = await autocannon({
      url: page.url,
      connections: 10,
      duration: 5,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    load.push({
      page: page.name,
      'pages/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  console.log('Pages served, 10 connections, 5 s each, one server process:');
  console.table(load);
} finally {
  if (chrome) chrome.kill();
  const exited = new Promise((resolve) => server.on('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(buildDir, { recursive: true, force: true });
}
