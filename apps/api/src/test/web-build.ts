import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * A stand-in build of the web app (WEB_DIST_DIR), so tests do not depend on `vite build`: an
 * index.html whose head is as Vite writes it (title and description to be replaced), a hashed
 * asset with its compressed copies (as the build writes them) and a favicon.
 */
export function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'studio-hive-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="Default" />' +
      '<title>Studio Hive</title>' +
      // The script, preload and stylesheet tags Vite adds, which make a real page over 1 kB.
      '<script type="module" crossorigin src="/assets/app-abc123.js"></script>' +
      ['react', 'router', 'query', 'runtime', 'shared', 'answers', 'roles']
        .map((chunk) => `<link rel="modulepreload" crossorigin href="/assets/${chunk}-abc123.js">`)
        .join('') +
      '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">' +
      '</head><body><div id="root"></div></body></html>',
  );
  const script = 'console.log("app");\n'.repeat(100);
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}
