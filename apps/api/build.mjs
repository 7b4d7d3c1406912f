// Bundles the API (with the domain package) into dist/server.mjs; npm packages stay external.
// Running plain JavaScript keeps start-up fast (see bench/startup.md).
import { build } from 'esbuild';

await build({
  entryPoints: { server: 'src/server.ts' },
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
