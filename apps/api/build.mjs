// Bundles the API (with the domain package) into dist/server.mjs, with the worker it starts to read
// imported calendars (dist/busy-hours-worker.mjs); npm packages stay external.
// Running plain JavaScript keeps start-up fast (see bench/startup.md). Then writes a migrated,
// empty embedded database next to it, so a first start skips initdb (decision 006).
import { writeFile } from 'node:fs/promises';
import { build } from 'esbuild';

await build({
  entryPoints: {
    server: 'src/server.ts',
    'embedded-template': 'src/db/embedded-template.ts',
    // Imported calendars are read in a worker thread started from the server (read-busy-hours.ts).
    'busy-hours-worker': 'src/modules/calendars/busy-hours-worker.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // The domain package is ours and ships TypeScript sources: bundle it instead of importing it.
  alias: { '@studio-hive/domain': '../../packages/domain/src/index.ts' },
  logLevel: 'info',
});

const { createEmbeddedTemplate, EMBEDDED_TEMPLATE_FILE } =
  await import('./dist/embedded-template.mjs');
const template = await createEmbeddedTemplate('gzip');
await writeFile(`dist/${EMBEDDED_TEMPLATE_FILE}`, Buffer.from(await template.arrayBuffer()));
console.log(
  `  dist/${EMBEDDED_TEMPLATE_FILE}  ${(template.size / 1024 / 1024).toFixed(1)}mb (migrated empty database)`,
);
