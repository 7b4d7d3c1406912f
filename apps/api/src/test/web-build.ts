import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * A stand-in build of the web app (WEB_DIST_DIR), so tests do not depend on `vite build`: an
 * index.html whose head is as Vite writes it (title and description between the SSR markers), a
 * hashed asset with its compressed copies and source map (as the build writes them), the app's starter and the home-screen icon. With `serverEntry`,
 * also the server's copy of the app (dist-server/entry-server.js beside dist/, decision 017), a
 * build manifest, the stylesheet's index, and the stand-in top bar that a page rendered on the
 * server replaces.
 */
/** The stand-in build's `/start-app.js` (a `$&` in it must reach the page as it is). */
export const WEB_BUILD_STARTER = 'document.currentScript.dataset.entry; // $&\n';

/**
 * The stand-in build's stylesheet index (apps/web/build/stylesheet-index.ts): a rule every page
 * keeps, one for the list the stand-in server entry renders, and one no page uses.
 */
export const WEB_BUILD_STYLESHEET_INDEX = {
  href: '/assets/index-abc123.css',
  pieces: [
    '*{margin:0}',
    { needs: [['li']], css: 'li{list-style:none}' },
    { needs: [['.unused']], css: '.unused{color:red}' },
  ],
};

export function fakeWebBuild(options: { serverEntry?: string } = {}): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'studio-hive-web-')), 'dist');
  mkdirSync(dir);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><!--ssr-head--><meta name="description" content="Default" />' +
      '<title>Studio Hive</title><!--/ssr-head-->' +
      // The script, preload and stylesheet tags Vite adds, which make a real page over 1 kB.
      '<script type="module" crossorigin src="/assets/app-abc123.js"></script>' +
      ['react', 'router', 'query', 'runtime', 'shared', 'responses', 'roles']
        .map((chunk) => `<link rel="modulepreload" crossorigin href="/assets/${chunk}-abc123.js">`)
        .join('') +
      '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">' +
      '</head><body><!--ssr-body-->' +
      (options.serverEntry
        ? '<div id="root"><header>Studio Hive</header></div>'
        : '<div id="root"></div>') +
      '<!--/ssr-body--></body></html>',
  );
  if (options.serverEntry) {
    mkdirSync(join(dir, '..', 'dist-server'));
    writeFileSync(join(dir, '..', 'dist-server', 'entry-server.js'), options.serverEntry);
    mkdirSync(join(dir, '.vite'));
    writeFileSync(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/main.tsx': { file: 'assets/app-abc123.js', isEntry: true, imports: ['_react'] },
        _react: { file: 'assets/react-abc123.js' },
        _card: { file: 'assets/card-abc123.js', imports: ['_react'] },
        'src/home.tsx': { file: 'assets/home-abc123.js', imports: ['_card', '_react'] },
      }),
    );
    writeFileSync(
      join(dir, '.vite', 'stylesheet-index.json'),
      JSON.stringify(WEB_BUILD_STYLESHEET_INDEX),
    );
  }
  const script = 'console.log("app");\n'.repeat(100);
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["app.tsx"]}');
  writeFileSync(join(dir, 'start-app.js'), WEB_BUILD_STARTER);
  writeFileSync(join(dir, 'apple-touch-icon.png'), 'png');
  return dir;
}
