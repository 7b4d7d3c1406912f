// `npm start`: build whatever is missing or out of date, then serve the whole product on
// http://localhost:3000 with the embedded database and demo data. No other server is needed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** Newest modification time of any file below `dir` (skipping build output and dependencies). */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
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
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (stale(join(root, 'apps/web/dist/index.html'), ['apps/web/src', 'apps/web/index.html', 'packages/domain/src'])) {
  build('@studio-hive/web');
}
if (stale(join(root, 'apps/api/dist/server.mjs'), ['apps/api/src', 'apps/api/drizzle', 'packages/domain/src'])) {
  build('@studio-hive/api');
}

const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { DEMO_DATA: 'true', ...process.env },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
