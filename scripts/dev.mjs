// `npm run dev`: the API with reload on change (port 3000) and the Vite dev server with hot
// reload (http://localhost:5173, which proxies /api to the API). Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn('npm', ['run', 'dev', '-w', '@studio-hive/api'], {
    cwd: root,
    stdio: 'inherit',
    // Same data folder as `npm start`, although the API workspace runs in apps/api.
    env: { DEMO_DATA: 'true', DATA_DIR: join(root, 'data'), ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@studio-hive/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => stop(signal));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
