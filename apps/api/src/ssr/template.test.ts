import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readStarterScript, ssrTemplate } from './template';

const INDEX =
  '<html><head><!--ssr-head--><title>Studio Hive</title><!--/ssr-head-->' +
  '<script type="module" crossorigin src="/assets/app-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
  '</head><body><!--ssr-body--><div id="root"><header>Studio Hive</header></div><!--/ssr-body-->' +
  '</body></html>';

const MANIFEST = {
  'src/home.tsx': { file: 'assets/home-1.js', imports: ['_react'] },
  _react: { file: 'assets/react-1.js' },
};

describe('ssrTemplate', () => {
  it('takes the scripts out of index.html once, and puts their starter and the page in per page', () => {
    const template = ssrTemplate(INDEX, MANIFEST)!;
    expect(template.rendersPages).toBe(true);
    const { html: page, styleHash } = template.fill({
      head: null,
      page: {
        html: '<p>Cost: $& and $1</p>',
        state: { note: '</script>' },
        modules: ['src/home.tsx'],
      },
    });
    expect(page).toBe(
      '<html><head><title>Studio Hive</title>' +
        '<script src="/start-app.js" defer data-entry="/assets/app-1.js" ' +
        'data-preload="/assets/react-1.js /assets/home-1.js"></script>\n  </head><body>' +
        // The page's own text is put in as it is, never read as a replacement pattern.
        '<div id="root" data-server-rendered><p>Cost: $& and $1</p></div>' +
        '<script type="application/json" id="app-state">{"note":"\\u003c/script\\u003e"}</script>' +
        '</body></html>',
    );
    expect(styleHash).toBeNull();
  });

  it('sends index.html without its markers when the page was not rendered', () => {
    expect(
      ssrTemplate(INDEX, MANIFEST)!.fill({ head: '<title>About</title>', page: null }),
    ).toEqual({
      html:
        '<html><head><title>About</title>' +
        '<script type="module" crossorigin src="/assets/app-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
        '</head><body><div id="root"><header>Studio Hive</header></div></body></html>',
      styleHash: null,
    });
  });

  it('is null without the markers, and renders no page without the entry script', () => {
    expect(ssrTemplate(INDEX.replace('<!--/ssr-body-->', ''), MANIFEST)).toBeNull();
    const noEntry = ssrTemplate(INDEX.replace(/<script[^>]*><\/script>/, ''), MANIFEST)!;
    expect(noEntry.rendersPages).toBe(false);
  });

  it('carries a given starter last in the page, with its data, instead of linking it', () => {
    const starter = { code: 'start(); // $&', hash: "'sha256-x'" };
    const { html: page } = ssrTemplate(INDEX, MANIFEST, { starterScript: starter })!.fill({
      head: null,
      page: { html: '<p>Home</p>', state: {}, modules: ['src/home.tsx'] },
    });
    expect(page).toBe(
      '<html><head><title>Studio Hive</title></head><body>' +
        '<div id="root" data-server-rendered><p>Home</p></div>' +
        '<script type="application/json" id="app-state">{}</script>' +
        '<script data-entry="/assets/app-1.js" data-preload="/assets/react-1.js /assets/home-1.js">' +
        'start(); // $&</script></body></html>',
    );
  });

  it("carries the rules the page's markup can use in place of the stylesheet, which its starter loads", () => {
    const index = INDEX.replace(
      '</head>',
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>',
    ).replace('<body>', '<body class="bg-slate-50">');
    const stylesheet = {
      href: '/assets/index-1.css',
      pieces: [
        '*{margin:0}',
        { needs: [['.bg-slate-50']], css: '.bg-slate-50{background:#f8fafc}' },
        { needs: [['.flex']], css: '.flex{display:flex}' },
        { needs: [['.grid']], css: '.grid{display:grid}' },
        { needs: [['.quote']], css: '.quote:after{content:"</style>"}' },
      ],
    };
    const template = ssrTemplate(index, MANIFEST, { stylesheet })!;
    const { html, styleHash } = template.fill({
      head: null,
      page: { html: '<p class="flex quote">Home</p>', state: {}, modules: ['src/home.tsx'] },
    });
    // The body's class is the template's, the others the page's; `</style` cannot end the element.
    const css =
      '*{margin:0}.bg-slate-50{background:#f8fafc}.flex{display:flex}.quote:after{content:"<\\/style>"}';
    expect(html).toBe(
      '<html><head><title>Studio Hive</title>' +
        `<style>${css}</style>` +
        '<noscript><link rel="stylesheet" crossorigin href="/assets/index-1.css"></noscript>' +
        '<script src="/start-app.js" defer data-entry="/assets/app-1.js" ' +
        'data-preload="/assets/react-1.js /assets/home-1.js" data-stylesheet="/assets/index-1.css">' +
        '</script>\n  </head><body class="bg-slate-50">' +
        '<div id="root" data-server-rendered><p class="flex quote">Home</p></div>' +
        '<script type="application/json" id="app-state">{}</script></body></html>',
    );
    expect(styleHash).toBe(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    // A page that is not rendered links the stylesheet as index.html does.
    expect(template.fill({ head: null, page: null }).html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    );
  });

  it('links the stylesheet when the index is of another stylesheet than index.html links', () => {
    const index = INDEX.replace(
      '</head>',
      '<link rel="stylesheet" crossorigin href="/assets/index-2.css"></head>',
    );
    const { html, styleHash } = ssrTemplate(index, MANIFEST, {
      stylesheet: { href: '/assets/index-1.css', pieces: ['*{margin:0}'] },
    })!.fill({ head: null, page: { html: '<p>Home</p>', state: {}, modules: [] } });
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-2.css">');
    expect(html).not.toContain('<style>');
    expect(html).not.toContain('data-stylesheet');
    expect(styleHash).toBeNull();
  });

  it('reads the starter to carry, unless it could close its own element', async () => {
    const root = mkdtempSync(join(tmpdir(), 'studio-hive-starter-'));
    expect(await readStarterScript(root)).toBeNull();
    writeFileSync(join(root, 'start-app.js'), 'start();');
    expect(await readStarterScript(root)).toEqual({
      code: 'start();',
      hash: expect.stringMatching(/^'sha256-[\w+/=]+'$/),
    });
    writeFileSync(join(root, 'start-app.js'), 'start(); // </SCRIPT><script>alert(1)');
    expect(await readStarterScript(root)).toBeNull();
  });
});
