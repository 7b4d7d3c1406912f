import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stand-in build of the web app (WEB_DIST_DIR), so tests do not depend on `vite build`: an
 * index.html whose head is as Vite writes it (title and description to be replaced), a hashed
 * asset and a favicon.
 */
export function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'studio-hive-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="Default" />' +
      '<title>Studio Hive</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}
