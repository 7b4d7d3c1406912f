import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, minifySync, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { indexStylesheet } from './build/stylesheet-index';

/** A package under node_modules, as a chunk group's test. */
const vendor = (...packages: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](?:${packages.join('|')})[\\\\/]`);

/**
 * Writes `file.br` and `file.gz` beside every built script, stylesheet and SVG, which the API
 * serves to browsers that accept them (@fastify/static `preCompressed`): compressed once, at the
 * highest levels, instead of on every request (docs/decisions/014).
 */
function precompress(): Plugin {
  return {
    name: 'studio-hive:precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir ?? 'dist';
      const files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((name) => /\.(?:js|css|svg)$/.test(name))) {
        const bytes = readFileSync(join(dir, file));
        if (bytes.length < 1024) continue; // not worth a second request path
        writeFileSync(join(dir, `${file}.gz`), gzipSync(bytes, { level: 9 }));
        writeFileSync(
          join(dir, `${file}.br`),
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
      }
    },
  };
}

/**
 * Writes `.vite/stylesheet-index.json`: the stylesheet the app's entry imports (the one index.html
 * links), rule by rule with the classes each needs, from which the server cuts each rendered
 * page's critical CSS (decision 053). Taken from the bundle itself; a build whose entry has no
 * stylesheet, or several, fails here instead of serving pages without their critical CSS.
 */
function stylesheetIndex(): Plugin {
  let base = '/';
  return {
    name: 'studio-hive:stylesheet-index',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      const stylesheets =
        entry?.type === 'chunk' ? [...(entry.viteMetadata?.importedCss ?? [])] : [];
      const [fileName] = stylesheets;
      if (fileName === undefined || stylesheets.length > 1) {
        this.error(
          `the app's entry should import one stylesheet, and imports ${stylesheets.length}: ${stylesheets.join(', ')}`,
        );
      }
      const stylesheet = bundle[fileName];
      if (stylesheet?.type !== 'asset')
        this.error(`the stylesheet ${fileName} is not in the bundle`);
      const css =
        typeof stylesheet.source === 'string'
          ? stylesheet.source
          : new TextDecoder().decode(stylesheet.source);
      const index = indexStylesheet(`${base}${fileName}`, css);
      this.emitFile({
        type: 'asset',
        fileName: '.vite/stylesheet-index.json',
        source: JSON.stringify(index),
      });
    },
  };
}

/**
 * Emits `start-app.js`, the starter that each server-rendered page carries inline and that starts
 * the app after its first paint (decisions 047 and 055), minified from `src/start-app.js`: its
 * comments and long names are for its readers and would otherwise ride in every page.
 */
function starterScript(): Plugin {
  const source = fileURLToPath(new URL('./src/start-app.js', import.meta.url));
  return {
    name: 'studio-hive:starter-script',
    apply: 'build',
    buildStart() {
      this.addWatchFile(source);
    },
    generateBundle() {
      const { code, errors } = minifySync('start-app.js', readFileSync(source, 'utf8'));
      if (errors.length > 0)
        this.error(`src/start-app.js: ${errors.map((e) => e.message).join('; ')}`);
      this.emitFile({ type: 'asset', fileName: 'start-app.js', source: code });
    },
  };
}

/**
 * Drops index.html's comments from the build, all but the server's `ssr-` markers (decision 022):
 * they explain the file to its readers and would otherwise ride in every page a visitor loads.
 */
function dropHtmlComments(): Plugin {
  return {
    name: 'studio-hive:drop-html-comments',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/[ \t]*<!--(?!\/?ssr-)[\s\S]*?-->\n?/g, ''),
    },
  };
}

const browserBuild = defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    dropHtmlComments(),
    stylesheetIndex(),
    starterScript(),
    precompress(),
  ],
  server: {
    port: 5173,
    // In development the API runs on its own port; the built app is served by the API itself.
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Read by scripts/check-bundle.mjs: each route's first download (docs/decisions/014).
    manifest: true,
    // Every browser we support preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Libraries in chunks of their own: a release that changes only our code leaves them
          // cached, and a library used by some screens never rides along with what every page
          // loads (automatic chunking had put date-fns beside React Router).
          groups: [
            { name: 'react', test: vendor('react', 'react-dom', 'scheduler'), priority: 10 },
            { name: 'router', test: vendor('react-router'), priority: 10 },
            { name: 'query', test: vendor('@tanstack'), priority: 10 },
            { name: 'dates', test: vendor('date-fns', '@date-fns'), priority: 10 },
          ],
        },
      },
    },
  },
});

/**
 * The server's copy of the app (`vite build --ssr src/entry-server.tsx`, decision 017): our code,
 * the domain and the libraries bundled, with React's production build chosen at build time.
 * Imported from node_modules, React picks its build by the server's NODE_ENV, which `npm start`
 * leaves unset (the configuration reads NODE_ENV=production as "a deployment: require secrets"):
 * every page was then rendered by React's development build, 2.5 to 3 times slower.
 */
const serverBuild = defineConfig({
  plugins: [react()],
  build: { outDir: 'dist-server', sourcemap: true, emptyOutDir: true },
  publicDir: false,
  // Everything, so the app and the libraries that use React (the router, TanStack Query) share
  // the one bundled copy.
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
