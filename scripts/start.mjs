// `npm start`: build whatever is missing or out of date, then serve the whole product on
// http://localhost:3000 with the embedded database and demo data. No other server is needed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** Newest modification time of a file, or of any file below a folder (skipping build output and dependencies). */
function newest(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = stats.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry.name)));
  }
  return latest;
}

function stale(output, inputs) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((input) => newest(join(root, input)) > built);
}

function build(workspace) {
  console.log(`Building ${workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
    // A build is for production whatever the shell says: under NODE_ENV=test or development
    // Vite bundles React's development build (about 60 kB more before each page renders).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (
  // A server given its own build (WEB_DIST_DIR, as bench/web.mjs does) leaves apps/web alone.
  !process.env.WEB_DIST_DIR &&
  // The server's copy of the app is built with it (decision 017); an older build lacks it.
  (!existsSync(join(root, 'apps/web/dist-server/entry-server.js')) ||
    stale(join(root, 'apps/web/dist/index.html'), [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/domain/src',
      'package-lock.json',
    ]))
) {
  build('@studio-hive/web');
}
if (
  stale(join(root, 'apps/api/dist/server.mjs'), [
    'apps/api/src',
    'apps/api/demo-data',
    'apps/api/build.mjs',
    'packages/domain/src',
    'package-lock.json',
  ])
) {
  build('@studio-hive/api');
}

// A person at a terminal reads pretty lines; anything else (a file, a log collector) gets the
// server's JSON lines untouched. LOG_FORMAT=json keeps JSON in a terminal too.
const pretty =
  process.stdout.isTTY && process.env.LOG_FORMAT !== 'json' ? await prettyPrinter() : null;

/** pino-pretty, when installed (it is a development dependency), else null. */
async function prettyPrinter() {
  try {
    const { default: pinoPretty } = await import('pino-pretty');
    return pinoPretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
  } catch {
    return null;
  }
}

const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.mjs')], {
  cwd: root,
  stdio: ['inherit', pretty ? 'pipe' : 'inherit', 'inherit'],
  // Demo data for a first look; never in production (the demo passwords are public).
  env: {
    DEMO_DATA: process.env.NODE_ENV === 'production' ? 'false' : 'true',
    // Two malloc arenas: the image threads' memory is given back after an upload burst
    // instead of kept (bench/uploads.md, docs/decisions/028).
    MALLOC_ARENA_MAX: '2',
    ...process.env,
  },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
if (pretty && server.stdout) server.stdout.pipe(pretty);
server.on('exit', (code) => process.exit(code ?? 0));
