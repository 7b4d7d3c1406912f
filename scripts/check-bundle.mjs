// `node scripts/check-bundle.mjs` after a build of the web app: prints the gzipped JavaScript each
// budgeted route downloads before it renders, and fails when one is above its limit
// (docs/decisions/014). `--files` lists each route's files too.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { BUDGETED_ROUTES, initialFiles, kb, TARGET_KB } from './bundle-budget.mjs';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: build the web app first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const listFiles = process.argv.includes('--files');

/** @type {Map<string, number>} */
const sizes = new Map();
/** A built file's size gzipped as the server sends it (level 9, see apps/web/vite.config.ts). */
function gzipSize(/** @type {string} */ file) {
  let size = sizes.get(file);
  if (size === undefined) {
    const bytes = readFileSync(join(dist, file));
    size = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;
    sizes.set(file, size);
  }
  return size;
}
const sum = (/** @type {string[]} */ files) => files.reduce((total, f) => total + gzipSize(f), 0);

let failed = 0;
console.log(`JavaScript before each route renders, gzip (kB; target ${TARGET_KB}):`);
for (const route of BUDGETED_ROUTES) {
  const { js, css } = initialFiles(manifest, route.module);
  const total = sum(js);
  const overLimit = total > route.limitKb * 1000;
  const overTarget = total > TARGET_KB * 1000;
  if (overLimit) failed += 1;
  const verdict = overLimit ? 'FAIL' : overTarget ? 'ok* ' : 'ok  ';
  console.log(
    `  ${verdict} ${route.path.padEnd(13)} ${kb(total).padStart(6)} of ${route.limitKb}` +
      ` in ${js.length} files (+ ${kb(sum(css))} kB CSS)`,
  );
  if (listFiles || overLimit) {
    for (const file of [...js].sort((a, b) => gzipSize(b) - gzipSize(a))) {
      console.log(`         ${kb(gzipSize(file)).padStart(6)}  ${file}`);
    }
  }
}
if (BUDGETED_ROUTES.some((route) => route.limitKb > TARGET_KB)) {
  console.log(`  * within its limit but above the target of ${TARGET_KB} kB (decision 014)`);
}
if (failed > 0) {
  console.error(
    `${failed} route(s) above their limit: make the first download smaller (decision 014 lists ` +
      'how) rather than raising the limit.',
  );
  process.exit(1);
}
